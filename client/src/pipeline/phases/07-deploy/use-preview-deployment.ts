import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/hooks/use-toast";
import { t } from "@/i18n";
import { errorText } from "@/lib/api";
import { useDeployment, useStartDeployment, useStopDeployment } from "./api";
import { shouldAutoStart } from "./rules";

/** delivery.md §9: the deployment success toast stays 5 seconds. */
const READY_TOAST_MS = 5_000;

/**
 * The preview page's deployment (delivery.md §2.10, §4.6): polled every 2 s, started automatically when there is
 * none or it is stopped, never restarted automatically after an error, with the spec's toasts. Stopping from
 * this page holds the auto-start until the user starts it again, or Stop would undo itself two seconds later.
 */
export function usePreviewDeployment(input: { projectId: number; appName: string; displayName?: string }) {
  const { projectId, appName, displayName } = input;
  const deployment = useDeployment(projectId);
  // True from a start made here until the deployment runs or fails: only then is 'App preview is ready!' due.
  const startedHere = useRef(false);
  const [held, setHeld] = useState(false);
  const start = useStartDeployment(() => {
    startedHere.current = true;
  });
  const stop = useStopDeployment();

  const data = deployment.data;
  const status = data === undefined ? undefined : (data?.status ?? null);

  const startNow = useCallback(() => {
    setHeld(false);
    start.mutate({ projectId, appName, displayName }, { onError: () => setHeld(true) });
    // `start.mutate` is stable; the whole mutation object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projectId, appName, displayName, start.mutate]);

  const stopNow = useCallback(() => {
    setHeld(true);
    stop.mutate(projectId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projectId, stop.mutate]);

  useEffect(() => {
    if (status === undefined || deployment.isError) return;
    if (shouldAutoStart({ status, loading: deployment.isLoading, starting: start.isPending, held }))
      startNow();
  }, [status, deployment.isLoading, deployment.isError, start.isPending, held, startNow]);

  useEffect(() => {
    if (!startedHere.current) return;
    if (status === "running") {
      startedHere.current = false;
      toast({ title: t("deploy:toasts.previewReady"), duration: READY_TOAST_MS });
    } else if (status === "error") {
      startedHere.current = false;
    }
  }, [status]);

  const loadFailed = deployment.isError;
  const loadError = deployment.error;
  useEffect(() => {
    if (!loadFailed) return;
    toast({
      title: t("deploy:preview.loadFailed", {
        reason: (loadError && errorText(loadError)) || t("deploy:preview.unknownError"),
      }),
      variant: "destructive",
    });
    // Once per failure, not once per poll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadFailed]);

  return {
    deployment: data,
    // Pending without an error: nothing to show yet (also true on a first render before the fetch starts).
    isLoading: deployment.isPending && !deployment.isError,
    loadError: loadFailed ? loadError : null,
    refetch: deployment.refetch,
    starting: start.isPending,
    startError: start.error,
    stopping: stop.isPending,
    held,
    start: startNow,
    stop: stopNow,
  };
}
