import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      "@domain": `${root}domain`,
      "@": `${root}client/src`,
    },
  },
  test: {
    include: ["domain/**/*.test.ts", "server/**/*.test.ts", "client/src/**/*.test.{ts,tsx}"],
    // The generated-app template has its own tests; they run inside generated apps, not here.
    exclude: ["**/node_modules/**", "server/codegen/template/**"],
    globalSetup: ["server/testing/global-setup.ts"],
    setupFiles: ["server/testing/setup.ts"],
    pool: "forks",
    // Vitest's default is one worker less than the CPUs: a single one on a two-CPU machine, though much of the
    // suite waits on databases, child processes and sockets rather than computing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Generous limits: a test that generates, type-checks or starts an app takes 15–20 s on a loaded two-CPU
    // machine, and no test here measures speed (benchmarks do); a hung test still ends.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
