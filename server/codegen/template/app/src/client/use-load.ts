import { useCallback, useEffect, useState } from "react";

/** What a page shows while data loads: the three states every page renders. */
export type LoadState<T> =
  { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: T };

/** Runs `load` whenever `key` changes; `reload` runs it again. Late answers for an old key are dropped. */
export function useLoad<T>(key: string, load: () => Promise<T>): [LoadState<T>, () => void] {
  const [state, setState] = useState<LoadState<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    load().then(
      (data) => current && setState({ status: "ready", data }),
      (error: unknown) =>
        current &&
        setState({ status: "error", message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]); // `load` is recreated each render; `key` says when the data really changes.
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
