import { useMutation } from "@tanstack/react-query";
import { ArrowRight, MessageSquare, Plus, Trash2, Workflow } from "lucide-react";
import type { TFunction } from "i18next";
import { useState } from "react";
import { Link } from "wouter";
import type { Project } from "@domain/api/projects";
import { projectProgress } from "@domain/rules/pipeline-stages";
import { isProjectDefined, type ProjectSnapshot } from "@domain/rules/project-snapshot";
import { NewProjectDialog } from "@/components/project-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PROJECTS_QUERY_KEY, setSelectedProjectId } from "@/hooks/use-selected-project";
import { toast } from "@/hooks/use-toast";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { apiRequest, errorText } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

function howItWorks(t: TFunction): string[] {
  return [
    t("dashboard:welcome.howItWorks.step1"),
    t("dashboard:welcome.howItWorks.step2"),
    t("dashboard:welcome.howItWorks.step3"),
    t("dashboard:welcome.howItWorks.step4"),
  ];
}

export function ProjectSwitcher({ projects, selected }: { projects: Project[]; selected: Project }) {
  const { t } = useTranslation();
  return (
    <Select
      value={String(selected.id)}
      onValueChange={(value) => {
        const project = projects.find((p) => String(p.id) === value);
        if (!project) return;
        setSelectedProjectId(project.id);
        toast({
          title: t("dashboard:welcome.projectSelected"),
          description: t("dashboard:welcome.switchedTo", { name: project.name }),
        });
      }}
    >
      <SelectTrigger aria-label={t("dashboard:welcome.switchProject")} className="w-64">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {projects.map((p) => (
          <SelectItem key={p.id} value={String(p.id)}>
            {p.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function DeleteProjectButton({ project }: { project: Project }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/projects/${project.id}`),
    onSuccess: async () => {
      setOpen(false);
      setSelectedProjectId(null);
      await queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY });
      toast({
        title: t("dashboard:welcome.deleted"),
        description: t("dashboard:welcome.deletedText", { name: project.name }),
      });
    },
    onError: (error) =>
      toast({ title: t("common:status.error"), description: errorText(error), variant: "destructive" }),
  });
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("dashboard:welcome.deleteProject")}
        onClick={() => setOpen(true)}
      >
        <Trash2 className="text-muted-foreground" />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("dashboard:welcome.deleteTitle", { name: project.name })}
        description={t("dashboard:welcome.deleteText")}
        confirmLabel={t("dashboard:welcome.deleteConfirm")}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}

export function WelcomeSection(props: {
  projects: Project[];
  selected: Project;
  snapshot: ProjectSnapshot | null;
  onOpenChat: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { projects, selected, snapshot } = props;
  const percent = snapshot
    ? t("dashboard:welcome.percentComplete", { percent: format.percent(projectProgress(snapshot) / 100) })
    : t("dashboard:welcome.loading");
  const defined = isProjectDefined(selected);
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 lg:grid-cols-[1fr_auto]">
        <Card>
          <CardHeader className="flex-row items-start justify-between gap-4">
            <div className="min-w-0 space-y-1.5">
              <CardDescription>{t("dashboard:welcome.currentProject")}</CardDescription>
              <CardTitle className="truncate text-2xl" data-testid="current-project-name">
                {selected.name}
              </CardTitle>
              <p className="text-sm text-muted-foreground">
                {defined ? selected.description : t("dashboard:welcome.notDefined")}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <Badge variant="secondary" data-testid="project-percent">
                {percent}
              </Badge>
              <DeleteProjectButton project={selected} />
            </div>
          </CardHeader>
        </Card>
        <Card className="lg:w-80">
          <CardHeader>
            <CardDescription>{t("dashboard:welcome.switchProject")}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ProjectSwitcher projects={projects} selected={selected} />
            <NewProjectDialog
              trigger={
                <Button variant="outline">
                  <Plus /> {t("dashboard:newProject")}
                </Button>
              }
            />
          </CardContent>
        </Card>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <Link href="/workflow" className="group">
          <Card className="h-full transition-shadow group-hover:shadow-md">
            <CardHeader>
              <Workflow className="h-6 w-6 text-primary" />
              <CardTitle>{t("dashboard:welcome.startWorkflow")}</CardTitle>
              <CardDescription>{t("dashboard:welcome.startWorkflowText")}</CardDescription>
            </CardHeader>
            <CardContent className="flex items-center gap-1 text-sm font-medium text-primary">
              {t("dashboard:welcome.openWorkflow")}{" "}
              <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
            </CardContent>
          </Card>
        </Link>
        <button type="button" onClick={props.onOpenChat} className="group text-left cursor-pointer">
          <Card className="h-full transition-shadow group-hover:shadow-md">
            <CardHeader>
              <MessageSquare className="h-6 w-6 text-primary" />
              <CardTitle>{t("dashboard:welcome.openChat")}</CardTitle>
              <CardDescription>{t("dashboard:welcome.openChatText")}</CardDescription>
            </CardHeader>
            <CardContent className="flex items-center gap-1 text-sm font-medium text-primary">
              {t("dashboard:welcome.startChatting")}{" "}
              <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
            </CardContent>
          </Card>
        </button>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t("dashboard:welcome.howItWorks.title")}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3 md:grid-cols-4">
            {howItWorks(t).map((step, i) => (
              <li key={step} className="flex gap-3 text-sm">
                <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground">
                  {i + 1}
                </span>
                <span className="text-muted-foreground">
                  {step}
                  {i === 0 && (
                    <>
                      {" "}
                      <Link
                        href={`/projects/${selected.id}/checklist`}
                        className="font-medium text-primary hover:underline"
                      >
                        {t("dashboard:welcome.openChecklist")}
                      </Link>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
