import { useQuery } from "@tanstack/react-query";
import { AlertCircle, SearchX } from "lucide-react";
import { Link, useParams } from "wouter";
import type { Checklist } from "@domain/api/checklist";
import type { Project } from "@domain/api/projects";
import { PageShell } from "@/app/shell/page-shell";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/i18n";
import { ApiError, errorText } from "@/lib/api";
import { QUERY_MAX_RETRIES } from "@/lib/query-client";
import { ChecklistEditor } from "@/pipeline/phases/01-requirements/checklist/checklist-editor";
import { checklistQueryKey } from "@/pipeline/phases/01-requirements/checklist/use-checklist-editor";

/** Ids in the path are plain positive decimals, as the server accepts them. */
function projectIdOf(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** A missing project (or another user's) will not appear by asking again. */
const retryUnlessMissing = (failures: number, error: unknown) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 401)) &&
  failures < QUERY_MAX_RETRIES;

function ProjectNotFound({ raw }: { raw: string | undefined }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={SearchX}
      title={t("checklist:page.notFoundTitle")}
      action={
        <Button asChild>
          <Link href="/">{t("checklist:page.goToDashboard")}</Link>
        </Button>
      }
    >
      {t("checklist:page.notFoundDescription", { project: raw ?? "" })}
    </EmptyState>
  );
}

/** delivery.md §2.1: /projects/{id}/checklist, the requirements checklist wizard of one of the user's projects. */
export function ChecklistPage() {
  const { t } = useTranslation();
  const params = useParams<{ id: string }>();
  const projectId = projectIdOf(params.id);
  const project = useQuery<Project>({
    queryKey: ["/api/projects", projectId],
    enabled: projectId !== null,
    retry: retryUnlessMissing,
  });
  const checklist = useQuery<Checklist>({
    queryKey: checklistQueryKey(projectId ?? 0),
    enabled: project.isSuccess,
    // Answers may have been filled meanwhile by the chat: read them afresh on every visit.
    staleTime: 0,
    retry: retryUnlessMissing,
  });

  const missing =
    projectId === null ||
    (project.error instanceof ApiError && project.error.status === 404) ||
    (checklist.error instanceof ApiError && checklist.error.status === 404);
  const failure = project.error ?? checklist.error;

  return (
    <PageShell
      title={t("checklist:page.title")}
      subtitle={project.data?.name ?? t("checklist:page.subtitle")}
    >
      {missing ? (
        <ProjectNotFound raw={params.id} />
      ) : failure ? (
        <EmptyState
          icon={AlertCircle}
          title={t("checklist:page.loadFailed")}
          action={
            <Button
              variant="outline"
              onClick={() => void (project.error ? project.refetch() : checklist.refetch())}
            >
              {t("checklist:page.tryAgain")}
            </Button>
          }
        >
          {errorText(failure)}
        </EmptyState>
      ) : project.data && checklist.data ? (
        <ChecklistEditor key={project.data.id} checklist={checklist.data} />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner className="h-8 w-8" label={t("checklist:page.loading")} />
        </div>
      )}
    </PageShell>
  );
}
