// `npm start`: builds the client and server when the build is missing or older than the sources, then runs it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const entry = path.join(root, "dist", "server", "main.js");
const stamp = path.join(root, "dist", ".build-stamp");
const sources = ["client", "server", "domain", "package.json", "vite.config.ts"];

function newest(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const name of fs.readdirSync(p)) {
    if (name === "node_modules" || name.endsWith(".test.ts")) continue;
    max = Math.max(max, newest(path.join(p, name)));
  }
  return max;
}

const built = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const latest = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (!fs.existsSync(entry) || built < latest) {
  console.log("Building Specwright (client and server)...");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, new Date().toISOString());
}
await import(pathToFileURL(entry).href);
