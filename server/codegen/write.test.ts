import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { UnsafeEntryError } from "../runtime/folder-handle";
import { UnsafePathError } from "./generate/paths";
import { writeAppFiles } from "./write";

const made: string[] = [];
function temp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-write-"));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("writeAppFiles", () => {
  it("writes nested files and removes the ones asked", () => {
    const app = path.join(temp(), "apps", "7");
    writeAppFiles(app, [
      { path: "src/server/app.ts", content: "export {};\n" },
      { path: ".vscode/settings.json", content: "{}" },
      { path: "old.txt", content: "old" },
    ]);
    expect(fs.readFileSync(path.join(app, "src/server/app.ts"), "utf8")).toBe("export {};\n");
    writeAppFiles(app, [], ["old.txt"]);
    expect(fs.existsSync(path.join(app, "old.txt"))).toBe(false);
  });

  it("never writes through a link: a linked folder or file in the way is replaced and reported", () => {
    const root = temp();
    const outside = path.join(root, "outside");
    fs.mkdirSync(outside);
    const app = path.join(root, "app");
    fs.mkdirSync(app);
    fs.symlinkSync(outside, path.join(app, "src"));
    const notices = writeAppFiles(app, [{ path: "src/evil.ts", content: "x" }]);
    expect(fs.readdirSync(outside)).toEqual([]);
    expect(fs.lstatSync(path.join(app, "src")).isDirectory()).toBe(true);
    expect(fs.readFileSync(path.join(app, "src", "evil.ts"), "utf8")).toBe("x");
    expect(notices).toEqual([{ path: "src", kind: "link", action: "replaced" }]);

    const secret = path.join(outside, "secret.txt");
    fs.writeFileSync(secret, "keep");
    fs.symlinkSync(secret, path.join(app, "README.md"));
    expect(writeAppFiles(app, [{ path: "README.md", content: "# App" }])).toEqual([
      { path: "README.md", kind: "link", action: "replaced" },
    ]);
    expect(fs.readFileSync(secret, "utf8")).toBe("keep");
    expect(fs.lstatSync(path.join(app, "README.md")).isSymbolicLink()).toBe(false);
  });

  it("replaces a fifo, a file where a folder belongs and a folder where a file belongs", () => {
    const app = path.join(temp(), "app");
    fs.mkdirSync(path.join(app, "src", "client.ts"), { recursive: true });
    fs.writeFileSync(path.join(app, "src", "client.ts", "inner.txt"), "left by a run");
    fs.writeFileSync(path.join(app, "lib"), "a file, not a folder");
    execFileSync("mkfifo", [path.join(app, "package.json")]);
    const notices = writeAppFiles(app, [
      { path: "src/client.ts", content: "export {};" },
      { path: "lib/a.ts", content: "export {};" },
      { path: "package.json", content: "{}" },
    ]);
    expect(notices.map((n) => `${n.path}:${n.kind}`).sort()).toEqual([
      "lib:file",
      "package.json:fifo",
      "src/client.ts:folder",
    ]);
    expect(fs.readFileSync(path.join(app, "src", "client.ts"), "utf8")).toBe("export {};");
    expect(fs.readFileSync(path.join(app, "lib", "a.ts"), "utf8")).toBe("export {};");
    expect(fs.readFileSync(path.join(app, "package.json"), "utf8")).toBe("{}");
  });

  it("refuses the app folder itself when it is a link", () => {
    const root = temp();
    fs.mkdirSync(path.join(root, "real"));
    fs.symlinkSync(path.join(root, "real"), path.join(root, "app"));
    expect(() => writeAppFiles(path.join(root, "app"), [{ path: "a.ts", content: "" }])).toThrow(
      UnsafeEntryError,
    );
    expect(fs.readdirSync(path.join(root, "real"))).toEqual([]);
  });

  it.each([
    "../escape.ts",
    "/etc/passwd",
    "a/../../b",
    "a//b",
    "a\\b",
    "node_modules/x.js",
    "C:/x",
    "a/./b",
    "",
  ])("refuses the path %j", (bad) => {
    const app = path.join(temp(), "app");
    expect(() => writeAppFiles(app, [{ path: bad, content: "x" }])).toThrow(UnsafePathError);
  });
});
