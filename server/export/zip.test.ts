import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readZip } from "../testing/zip";
import { writeZip } from "./zip";

const ENTRIES = [
  { path: "app/README.md", content: "# Café Événements\n\n".repeat(50) },
  { path: "app/.env.example", content: "PORT=3000\n" },
  { path: "app/src/server/data.ts", content: "export const x = 1;\n" },
  { path: "app/empty.txt", content: "" },
  { path: "app/bin.dat", content: Buffer.from([0, 1, 2, 255, 254]) },
];

describe("writeZip", () => {
  it("writes entries that read back with the same paths, contents and the UTF-8 name flag", () => {
    const zip = writeZip(ENTRIES);
    const read = readZip(zip);
    expect(read.map((e) => e.path)).toEqual(ENTRIES.map((e) => e.path));
    for (const [i, entry] of read.entries()) {
      const expected = ENTRIES[i]?.content ?? "";
      expect(entry.content.equals(Buffer.isBuffer(expected) ? expected : Buffer.from(expected))).toBe(true);
      expect(entry.flags & 0x0800).toBe(0x0800);
    }
  });

  it("gives the same bytes for the same entries", () => {
    expect(writeZip(ENTRIES).equals(writeZip(ENTRIES))).toBe(true);
  });

  it("refuses unsafe and repeated paths", () => {
    for (const bad of ["../etc/passwd", "/abs", "a//b", "a/./b", "a\\b", "node_modules/x"])
      expect(() => writeZip([{ path: bad, content: "x" }])).toThrow();
    expect(() =>
      writeZip([
        { path: "a.txt", content: "1" },
        { path: "a.txt", content: "2" },
      ]),
    ).toThrow(/share the path/);
  });

  it.runIf(fs.existsSync("/usr/bin/unzip"))("is read by Info-ZIP unzip", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sw-zip-"));
    try {
      const file = path.join(dir, "test.zip");
      fs.writeFileSync(file, writeZip(ENTRIES));
      execFileSync("/usr/bin/unzip", ["-tq", file]);
      const readme = execFileSync("/usr/bin/unzip", ["-p", file, "app/README.md"], { encoding: "utf8" });
      expect(readme).toBe(ENTRIES[0]?.content);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
