import fs from "node:fs";

/*
 * The system Chromium the playwright QA scripts drive (playwright-core, no downloaded browsers): CHROMIUM_PATH, else
 * /usr/bin/chromium. The scripts read the same variable; execute-tests passes it into the sandbox.
 */

export const DEFAULT_CHROMIUM = "/usr/bin/chromium";

/** The Chromium path asked for (it may not exist). */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

/** The executable Chromium, or null when this host has none. */
export function findChromium(): string | null {
  const candidate = chromiumPath();
  try {
    fs.accessSync(candidate, fs.constants.X_OK);
    return fs.statSync(candidate).isFile() ? candidate : null;
  } catch {
    return null;
  }
}
