import path from "node:path";
import { ensureRuntime } from "./dependencies";

/**
 * `npm run setup:runtime`: installs the generated apps' dependency set ahead of first use, so the first preview
 * does not wait for it. Uses the same DATA_DIR as the server (default ./data).
 */
const dataDir = path.resolve(process.env.DATA_DIR ?? "data");
const started = Date.now();
try {
  const runtime = await ensureRuntime({ dataDir, onProgress: (line) => console.log(line) });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Runtime ${runtime.version} ready at ${runtime.dir} (${seconds} s)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
