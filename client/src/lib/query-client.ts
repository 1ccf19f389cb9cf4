import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/** platform.md §9: 5-minute freshness, no refetch interval or on focus, retries capped, never on 401. */
export const QUERY_STALE_MS = 5 * 60_000;
export const QUERY_GC_MS = 5 * 60_000;
export const QUERY_MAX_RETRIES = 2;
export const MUTATION_MAX_RETRIES = 1;
export const RETRY_BASE_MS = 1_000;
export const RETRY_CAP_MS = 30_000;
/** delivery.md §7: document lists are fresh for 30 s and dropped 60 s after last use. */
export const DOCUMENT_STALE_MS = 30_000;
export const DOCUMENT_GC_MS = 60_000;

const is401 = (error: unknown) => error instanceof Error && error.message.includes("401");

export const retryDelay = (attempt: number) => Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_CAP_MS);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !is401(error) && failures < QUERY_MAX_RETRIES,
        retryDelay,
      },
      mutations: {
        retry: (failures, error) => !is401(error) && failures < MUTATION_MAX_RETRIES,
        retryDelay,
      },
    },
  });
}

export const queryClient = createQueryClient();
