import { describe, expect, it } from "vitest";
import { InstallProgress, type InstallStep } from "./install-progress";

const registry = "https://registry.npmjs.org";
const lookup = (name: string) => `npm http fetch GET 200 ${registry}/${name} 812ms (cache stale)`;
const tarball = (name: string) =>
  `npm http fetch GET 200 ${registry}/${name}/-/${name}-1.0.0.tgz 40ms (cache miss)`;

/** npm ci's output as it comes: every package looked up, then downloaded, then its summary. */
function install(count: number): { shown: InstallStep[]; progress: InstallProgress } {
  const names = Array.from({ length: count }, (_, i) => `pkg-${i}`);
  const lines = [
    'npm warn Unknown user config "nodedir".',
    ...names.map(lookup),
    ...names.map(tarball),
    "",
    `added ${count} packages in 7s`,
  ];
  const progress = new InstallProgress();
  const shown = [progress.start()];
  for (const line of lines) {
    const step = progress.read(line);
    if (step) shown.push(step);
  }
  return { shown, progress };
}

describe("InstallProgress", () => {
  it("turns a few hundred npm lines into a dozen human steps, in order", () => {
    const { shown, progress } = install(60);
    expect(shown.map((s) => s.message)).toEqual([
      "Installing the app's packages (1 of 3): looking them up",
      "Installing the app's packages (1 of 3): looking them up, 25 so far",
      "Installing the app's packages (1 of 3): looking them up, 50 so far",
      "Installing the app's packages (2 of 3): downloading, 1 of 60",
      "Installing the app's packages (2 of 3): downloading, 25 of 60",
      "Installing the app's packages (2 of 3): downloading, 50 of 60",
      "Installing the app's packages (3 of 3): unpacking and linking",
    ]);
    expect(progress.done("7.2").message).toBe("The app's 60 packages are installed (7.2 s)");
  });

  it("never shows a raw npm line and only moves forward", () => {
    const { shown } = install(201);
    for (const step of shown) expect(step.message).not.toMatch(/npm|http|registry|\.tgz/);
    const order = shown.map((s) => s.step);
    expect(order).toEqual([...order].sort());
    const fractions = shown.map((s) => s.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it("stays on unpacking when a late lookup arrives after the downloads caught up", () => {
    const progress = new InstallProgress();
    progress.start();
    progress.read(lookup("a"));
    expect(progress.read(tarball("a"))?.step).toBe(3);
    expect(progress.read(lookup("b"))).toBeNull();
    expect(progress.read(tarball("b"))).toBeNull();
  });

  it("counts downloads without a total when npm printed no lookups", () => {
    const progress = new InstallProgress();
    progress.start();
    expect(progress.read(tarball("a"))?.message).toBe(
      "Installing the app's packages (2 of 3): downloading, 1 so far",
    );
  });

  it("says how many packages npm added, one or many, or just that they are installed", () => {
    const one = new InstallProgress();
    one.read("added 1 package in 0s");
    expect(one.done("0.4").message).toBe("The app's 1 package is installed (0.4 s)");
    expect(new InstallProgress().done("3.0").message).toBe("The app's packages are installed (3.0 s)");
  });
});
