import { useMutation } from "@tanstack/react-query";
import { AlertTriangle, FileText, Flag, Gauge, Layers } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { GenerationResult } from "@domain/api/documents";
import type { Project } from "@domain/api/projects";
import { projectProgress } from "@domain/rules/pipeline-stages";
import { currentPhaseLabel, nextMilestone } from "@domain/rules/progress";
import { anyApproved, anyPending, type ProjectSnapshot } from "@domain/rules/project-snapshot";
import { NewProjectDialog } from "@/components/project-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { currentPhaseText, milestoneText } from "@/lib/domain-labels";
import { statTestId } from "@/lib/test-ids";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { setSelectedProjectId } from "@/hooks/use-selected-project";
import { toast } from "@/hooks/use-toast";
import { apiJson, errorText } from "@/lib/api";
import { refreshDocuments } from "@/pipeline/documents/api";
import { rememberJob, useDocumentJobs } from "@/pipeline/documents/use-document-jobs";

const NEW_PROJECT = "__new__";

function Banner({ title, text, action }: { title: string; text: string; action: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200">
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-semibold">{title}</p>
          <p className="text-sm opacity-90">{text}</p>
        </div>
      </div>
      {action}
    </div>
  );
}

/** platform.md §2 'Project overview panel': four cards, a selector with 'New Project', and the approval banners. */
export function ProjectOverview({
  projects,
  selected,
  snapshot,
}: {
  projects: Project[];
  selected: Project;
  snapshot: ProjectSnapshot;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [newOpen, setNewOpen] = useState(false);
  const documentCount =
    snapshot.srsDocuments.length + snapshot.systemDesignDocuments.length + snapshot.technicalDocuments.length;
  const progress = projectProgress(snapshot);

  // Generations run as jobs: while one runs the banner says so, and its documents refresh when it ends.
  const jobs = useDocumentJobs(selected.id);
  const designRunning = jobs.active.some((job) => job.kind === "documents.system_design");
  const trigger = useMutation({
    retry: false,
    mutationFn: () => apiJson<GenerationResult>("POST", `/api/projects/${selected.id}/trigger-architecture`),
    onSuccess: async (result) => {
      rememberJob(selected.id, result.job);
      toast({ title: t("dashboard:overview.designStarted") });
      await refreshDocuments(selected.id, "system_design");
    },
    onError: (error) =>
      toast({
        title: t("common:status.error"),
        description: errorText(error) || t("dashboard:overview.designFailed"),
        variant: "destructive",
      }),
  });

  const srsApproved = anyApproved(snapshot.srsDocuments);
  // `id`: the English label the figure's test id is made from.
  const cards = [
    {
      id: "Current Phase",
      icon: Layers,
      label: t("dashboard:overview.currentPhase"),
      value: currentPhaseText(currentPhaseLabel(snapshot)),
    },
    {
      id: "Progress",
      icon: Gauge,
      label: t("dashboard:overview.progress"),
      value: format.percent(progress / 100),
      bar: progress,
    },
    {
      id: "Next Milestone",
      icon: Flag,
      label: t("dashboard:overview.nextMilestone"),
      value: milestoneText(nextMilestone(snapshot)),
    },
    {
      id: "Documents",
      icon: FileText,
      label: t("dashboard:overview.documents"),
      value: format.number(documentCount),
    },
  ];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t("dashboard:overview.title")}</h2>
        <Select
          value={String(selected.id)}
          onValueChange={(value) => {
            if (value === NEW_PROJECT) setNewOpen(true);
            else setSelectedProjectId(Number(value));
          }}
        >
          <SelectTrigger className="w-60" aria-label={t("dashboard:overview.project")}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {projects.map((p) => (
              <SelectItem key={p.id} value={String(p.id)}>
                {p.name}
              </SelectItem>
            ))}
            <SelectItem value={NEW_PROJECT}>{t("dashboard:newProject")}</SelectItem>
          </SelectContent>
        </Select>
        <NewProjectDialog open={newOpen} onOpenChange={setNewOpen} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((c) => (
          <Card key={c.id}>
            <CardHeader className="flex-row items-center justify-between pb-2">
              <CardTitle className="text-sm font-medium text-muted-foreground">{c.label}</CardTitle>
              <c.icon className="h-4 w-4 text-muted-foreground" />
            </CardHeader>
            <CardContent className="space-y-2">
              <p className="text-lg font-semibold" data-testid={statTestId(c.id)}>
                {c.value}
              </p>
              {c.bar !== undefined && (
                <Progress value={c.bar} label={t("dashboard:overview.projectProgress")} />
              )}
            </CardContent>
          </Card>
        ))}
      </div>

      {anyPending(snapshot.srsDocuments) && (
        <Banner
          title={t("dashboard:overview.reviewSrs")}
          text={t("dashboard:overview.srsReady")}
          action={
            <Button asChild>
              <Link href={`/documents?project=${selected.id}&type=srs`}>
                {t("dashboard:overview.reviewSrs")}
              </Link>
            </Button>
          }
        />
      )}
      {anyPending(snapshot.systemDesignDocuments) && (
        <Banner
          title={t("dashboard:overview.reviewDesign")}
          text={t("dashboard:overview.designReady")}
          action={
            <Button asChild>
              <Link href={`/documents?project=${selected.id}`}>{t("dashboard:overview.reviewDesign")}</Link>
            </Button>
          }
        />
      )}
      {srsApproved && snapshot.systemDesignDocuments.length === 0 && (
        <Banner
          title={t("dashboard:overview.startArchitecture")}
          text={t("dashboard:overview.srsApproved")}
          action={
            <Button disabled={trigger.isPending || designRunning} onClick={() => trigger.mutate()}>
              {trigger.isPending || designRunning
                ? t("dashboard:overview.generating")
                : t("dashboard:overview.startArchitecture")}
            </Button>
          }
        />
      )}
    </div>
  );
}
