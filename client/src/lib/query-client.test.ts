import { describe, expect, it } from "vitest";
import { createQueryClient, DOCUMENT_GC_MS, DOCUMENT_STALE_MS, retryDelay } from "./query-client";

const client = createQueryClient();
const queries = client.getDefaultOptions().queries ?? {};
const mutations = client.getDefaultOptions().mutations ?? {};
const retry = (options: typeof queries | typeof mutations, failures: number, error: Error) =>
  typeof options.retry === "function" ? options.retry(failures, error) : options.retry;

describe("query defaults (platform.md §9)", () => {
  it("keeps data fresh for 5 minutes, drops it 5 minutes after last use, never refetches on its own", () => {
    expect(queries.staleTime).toBe(300_000);
    expect(queries.gcTime).toBe(300_000);
    expect(queries.refetchInterval).toBe(false);
    expect(queries.refetchOnWindowFocus).toBe(false);
  });

  it.each([
    [0, "500: boom", true],
    [1, "500: boom", true],
    [2, "500: boom", false],
    [0, '401: {"message":"You are not signed in"}', false],
  ])("retries a query after %i failures with %s: %s", (failures, message, expected) => {
    expect(retry(queries, failures, new Error(message))).toBe(expected);
  });

  it.each([
    [0, "500: boom", true],
    [1, "500: boom", false],
    [0, "401: nope", false],
  ])("retries a mutation after %i failures with %s: %s", (failures, message, expected) => {
    expect(retry(mutations, failures, new Error(message))).toBe(expected);
  });

  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
  ])("waits %i → %i ms between retries (1 s doubling, 30 s cap)", (attempt, ms) => {
    expect(retryDelay(attempt)).toBe(ms);
  });

  it("keeps document lists fresh for 30 s and drops them after 60 s", () => {
    expect([DOCUMENT_STALE_MS, DOCUMENT_GC_MS]).toEqual([30_000, 60_000]);
  });
});
