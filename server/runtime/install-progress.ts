/**
 * The dependency install as a user reads it. npm's own lines (`npm http fetch GET 200 …`) go to the install log;
 * what a progress bar shows is one of three steps read from them: looking the packages up in the registry,
 * downloading them, then unpacking and linking once every package looked up is downloaded.
 */

export const INSTALL_STEPS = 3;

export type InstallStep = {
  /** 1 looking up, 2 downloading, 3 unpacking; 0 while waiting for an install another task started. */
  step: 0 | 1 | 2 | 3;
  message: string;
  /** How far the install is, 0–1, for a caller placing it on a larger bar. */
  fraction: number;
};

/** A new count is shown every this many packages, so a few hundred npm lines make a dozen updates. */
const COUNT_EVERY = 25;

const FETCH = /\bhttp fetch GET 2\d\d /;
const TARBALL = /\.tgz\b/;
const ADDED = /^added (\d+) packages?\b/;

const LABEL = "Installing the app's packages";

export const WAITING_STEP: InstallStep = {
  step: 0,
  message: "Waiting for the app's packages: another task is installing them",
  fraction: 0,
};

/** Reads npm's output line by line and says when the step shown to the user changes. */
export class InstallProgress {
  private lookedUp = 0;
  private downloaded = 0;
  private current: InstallStep["step"] = 1;
  private added: string | null = null;

  /** The first step, shown before npm prints anything. */
  start(): InstallStep {
    this.current = 1;
    return { step: 1, message: `${LABEL} (1 of ${INSTALL_STEPS}): looking them up`, fraction: 0.05 };
  }

  /** The step to show after one line of npm output, or null when what is shown need not change. */
  read(line: string): InstallStep | null {
    const text = line.trim().replace(/^npm\s+/, "");
    const added = ADDED.exec(text);
    if (added) {
      this.added = added[1] ?? null;
      return null; // the end is reported once the install is marked ready
    }
    if (!FETCH.test(text)) return null;
    if (TARBALL.test(text)) return this.download();
    this.lookedUp += 1;
    if (this.current !== 1 || this.lookedUp % COUNT_EVERY !== 0) return null;
    return {
      step: 1,
      message: `${LABEL} (1 of ${INSTALL_STEPS}): looking them up, ${this.lookedUp} so far`,
      fraction: 0.1,
    };
  }

  /** The line after a finished install: how many packages (from npm's summary line) and how long. */
  done(seconds: string): InstallStep {
    const what =
      this.added === null
        ? "packages are"
        : this.added === "1"
          ? "1 package is"
          : `${this.added} packages are`;
    return { step: 3, message: `The app's ${what} installed (${seconds} s)`, fraction: 1 };
  }

  private download(): InstallStep | null {
    this.downloaded += 1;
    if (this.current === 3) return null; // the steps only move forward
    const total = this.lookedUp >= this.downloaded ? this.lookedUp : null;
    if (total !== null && this.downloaded >= total) {
      this.current = 3;
      return { step: 3, message: `${LABEL} (3 of ${INSTALL_STEPS}): unpacking and linking`, fraction: 0.9 };
    }
    const first = this.current !== 2;
    this.current = 2;
    if (!first && this.downloaded % COUNT_EVERY !== 0) return null;
    const count = total === null ? `${this.downloaded} so far` : `${this.downloaded} of ${total}`;
    return {
      step: 2,
      message: `${LABEL} (2 of ${INSTALL_STEPS}): downloading, ${count}`,
      fraction: total === null ? 0.5 : 0.2 + 0.7 * (this.downloaded / total),
    };
  }
}
