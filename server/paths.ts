import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The product's root folder (holding package.json), found from source (tsx) and from the bundle in dist/. */
export function productRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i += 1) {
    if (fs.existsSync(path.join(dir, "package.json")) && fs.existsSync(path.join(dir, "server"))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error("Cannot find the product's root folder (package.json beside server/)");
}
