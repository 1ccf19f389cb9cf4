import { defineConfig } from "vitest/config";

/** Browser journeys: the built product started as a real process, driven in Chromium. One file at a time. */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    pool: "forks",
    fileParallelism: false,
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    // A journey polls what the page shows; a loaded machine (CI) can take longer than Vitest's default second.
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
