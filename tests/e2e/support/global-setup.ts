import { ensureRuntime } from "../../../server/runtime/dependencies";
import { sharedRuntimeDir } from "../../../server/testing/global-setup";

/**
 * The journeys' global setup: one install of the generated apps' runtime for every product they start, made here,
 * before any journey, so no journey's start-up waits on it (startProduct links it into the product's data folder).
 */
export default async function setup(): Promise<() => void> {
  const cleanup = sharedRuntimeDir();
  const dir = process.env.SPECWRIGHT_TEST_RUNTIME_DIR;
  if (dir) await ensureRuntime({ dataDir: dir });
  return cleanup;
}
