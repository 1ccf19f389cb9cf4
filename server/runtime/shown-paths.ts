import fs from "node:fs";
import path from "node:path";

/**
 * Lines a user reads (build, test and preview logs) name paths relative to the app folder, never the host's
 * absolute DATA_DIR paths: `/srv/specwright/data/apps/7/src/app.ts:3` reads `src/app.ts:3`, the shared packages
 * `../node_modules/vite/…`, the scratch folder `../.scratch/7/…`. The app folder, its parent (every app's folder)
 * and the data folder above it are rewritten, by their given and their real paths; other paths stay as they are.
 */
export function appRelativePaths(appDir: string, extra: readonly string[] = []): (line: string) => string {
  const app = path.resolve(appDir);
  const apps = path.dirname(app);
  const data = path.dirname(apps);
  const pairs = new Map<string, string>();
  const add = (absolute: string, shown: string) => {
    if (absolute.length > 1 && !pairs.has(absolute)) pairs.set(absolute, shown);
    const real = realpath(absolute);
    if (real && real.length > 1 && !pairs.has(real)) pairs.set(real, shown);
  };
  add(app, ".");
  add(apps, "..");
  add(data, "../..");
  for (const entry of extra) add(path.resolve(entry), relative(app, path.resolve(entry)));
  // Longest first, so the app folder wins over its parents; a path ends at a separator or a non-path character.
  const ordered = [...pairs].sort(([a], [b]) => b.length - a.length);
  const pattern = new RegExp(
    `(${ordered.map(([absolute]) => escape(absolute)).join("|")})(?=$|[/\\s:'"),;\\]}>])(/)?`,
    "g",
  );
  const shown = new Map(ordered);
  return (line) =>
    ordered.length === 0
      ? line
      : line.replace(pattern, (_match, absolute: string, slash: string | undefined) => {
          const replacement = shown.get(absolute) ?? absolute;
          if (!slash) return replacement;
          return replacement === "." ? "" : `${replacement}/`;
        });
}

function relative(from: string, to: string): string {
  const rel = path.relative(from, to).split(path.sep).join("/");
  return rel === "" ? "." : rel;
}

function realpath(entry: string): string | null {
  try {
    return fs.realpathSync(entry);
  } catch {
    return null;
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
