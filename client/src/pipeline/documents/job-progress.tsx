import { AlertCircle, Loader2 } from "lucide-react";
import type { JobSummary } from "@domain/api/jobs";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { documentKindOfJob, jobStepLabel, jobTitle } from "./jobs";

/** A generation under way (progress bar and its current step), or one that failed with its reason. */
export function JobProgress({ job, onRetry }: { job: JobSummary; onRetry?: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = jobTitle(documentKindOfJob(job));
  if (job.status === "failed") {
    return (
      <div
        className="flex flex-wrap items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
        role="alert"
        data-testid="job-failed"
      >
        <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-destructive" />
        <div className="min-w-0 flex-1">
          <p className="font-medium">{t("documents:jobs.failed")}</p>
          <p className="text-sm text-muted-foreground">{job.error ?? t("documents:jobs.stopped")}</p>
        </div>
        {onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t("documents:jobs.tryAgain")}
          </Button>
        )}
      </div>
    );
  }
  const queued = job.status === "queued";
  return (
    <div
      className="rounded-lg border border-l-4 border-primary/30 border-l-primary bg-card p-4 shadow-sm"
      role="status"
      data-testid="job-progress"
    >
      <div className="mb-2 flex items-center gap-2">
        <Loader2 className="h-4 w-4 animate-spin text-primary" aria-hidden />
        <p className="flex-1 text-sm font-medium">{title}…</p>
        <span className="text-xs tabular-nums text-muted-foreground">
          {queued ? t("documents:jobs.starting") : format.percent(job.progress / 100)}
        </span>
      </div>
      <Progress
        value={queued ? 3 : job.progress}
        label={title}
        className={queued ? "animate-pulse" : undefined}
      />
      <p className="mt-2 text-xs text-muted-foreground" data-testid="job-message">
        {(job.message === null ? null : jobStepLabel(job.message)) ??
          (queued ? t("documents:jobs.waiting") : t("documents:jobs.working"))}
      </p>
    </div>
  );
}
