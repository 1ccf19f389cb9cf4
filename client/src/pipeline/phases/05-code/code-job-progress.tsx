import { Loader2 } from "lucide-react";
import type { JobSummary } from "@domain/api/jobs";
import { Progress } from "@/components/ui/progress";
import { t, useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";

/** What a code job is doing, by its kind: a type-check after an edit is not a generation. */
export function codeJobTitle(job: Pick<JobSummary, "kind"> | null): string {
  return job?.kind === "code.typecheck" ? t("code:job.typechecking") : t("code:job.generating");
}

/**
 * Code work under way: the job's progress and step from `job.updated` (the server words its steps, e.g.
 * 'Installing the app's packages (2 of 3): downloading, 50 of 201'; the tools' own output stays in their logs),
 * or, before the job shows up, an indefinite bar.
 */
export function CodeJobProgress({ job }: { job: JobSummary | null }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const queued = !job || job.status === "queued";
  const title = codeJobTitle(job);
  return (
    <div
      className="rounded-lg border border-l-4 border-primary/30 border-l-primary bg-card p-4 shadow-sm"
      role="status"
      data-testid="code-job-progress"
    >
      <div className="mb-2 flex items-center gap-2">
        <Loader2 className="h-4 w-4 animate-spin text-primary" aria-hidden />
        <p className="flex-1 text-sm font-medium">{title}…</p>
        <span className="text-xs tabular-nums text-muted-foreground">
          {queued ? t("code:job.starting") : fmt.percent(job.progress / 100)}
        </span>
      </div>
      <Progress
        value={queued ? 3 : job.progress}
        label={title}
        className={queued ? "animate-pulse" : undefined}
      />
      <p className="mt-2 text-xs text-muted-foreground" data-testid="code-job-message">
        {job?.message ?? (queued ? t("code:job.waiting") : t("code:job.working"))}
      </p>
    </div>
  );
}
