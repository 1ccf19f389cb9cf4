import fs from "node:fs";
import path from "node:path";

/**
 * DATA_DIR holds the embedded database, the session secret and every tenant's generated app; generated code runs
 * in the app folders. It is private to the product's user (0700), and so is the folder of the apps: a file a run
 * left there (a setuid copy of a program, say) is out of reach of every other local user. Made so at start-up,
 * whatever mode an earlier version or the operator left; a folder owned by another user is left as it is and named.
 */
export function makeDataDirPrivate(dataDir: string): string[] {
  const changed: string[] = [];
  for (const dir of [dataDir, path.join(dataDir, "apps")]) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const stat = fs.lstatSync(dir);
    if (stat.isSymbolicLink() || !stat.isDirectory()) throw new Error(`${dir} is not a folder`);
    if ((stat.mode & 0o777) === 0o700) continue;
    if (typeof process.geteuid === "function" && stat.uid !== process.geteuid())
      throw new Error(`${dir} belongs to another user (uid ${stat.uid}): run Specwright as that user or change it`);
    fs.chmodSync(dir, 0o700);
    changed.push(dir);
  }
  return changed;
}
