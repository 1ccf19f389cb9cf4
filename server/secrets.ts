import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The session secret: SESSION_SECRET when set, else one generated on first start and kept in DATA_DIR
 * (readable by the product's user only), so sessions survive restarts without any set-up.
 */
export function sessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "session-secret");
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
