import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, CheckCircle2, Circle, Loader } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { appNameFor } from "@domain/api/deployments";
import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX, type Project } from "@domain/api/projects";
import { projectProgress } from "@domain/rules/pipeline-stages";
import { isProjectDefined } from "@domain/rules/project-snapshot";
import { recentProjects } from "@domain/rules/project-selection";
import { canSubmitProjectForm } from "@domain/rules/workflow-gates";
import {
  canStartCodeGeneration,
  currentStepIndex,
  workflowSteps,
  type StepStatus,
} from "@domain/rules/workflow-steps";
import { PageShell } from "@/app/shell/page-shell";
import { NoProjectSelected } from "@/components/no-project";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Label, Textarea } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { useProjectSnapshot } from "@/hooks/use-project-snapshot";
import { PROJECTS_QUERY_KEY, setSelectedProjectId, useProjects } from "@/hooks/use-selected-project";
import { toast } from "@/hooks/use-toast";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { apiJson } from "@/lib/api";
import {
  factText,
  projectStatusText,
  stepActionLabel,
  stepDescription,
  stepStatusText,
  stepTitle,
} from "@/lib/domain-labels";
import { queryClient } from "@/lib/query-client";
import { useStartDeployment } from "@/pipeline/phases/07-deploy/api";
import { previewPath } from "@/pipeline/phases/07-deploy/rules";

const BADGE: Record<StepStatus, BadgeVariant> = {
  pending: "muted",
  "in-progress": "default",
  completed: "success",
};

function DefineProjectForm({ project }: { project: Project }) {
  const { t } = useTranslation();
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState("");
  const update = useMutation({
    mutationFn: () =>
      apiJson<Project>("PATCH", `/api/projects/${project.id}`, {
        name: name.trim(),
        description: description.trim(),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY });
      toast({ title: t("workflow:define.defined"), description: t("workflow:define.definedText") });
    },
    onError: () =>
      toast({
        title: t("common:status.error"),
        description: t("workflow:define.failed"),
        variant: "destructive",
      }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSubmitProjectForm(name, description)) update.mutate();
  };
  return (
    <Card id="define-project">
      <CardHeader>
        <CardTitle>{t("workflow:define.title")}</CardTitle>
        <CardDescription>{t("workflow:define.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit}>
          <div className="space-y-2">
            <Label htmlFor="define-name">{t("workflow:define.name")}</Label>
            <Input
              id="define-name"
              value={name}
              maxLength={PROJECT_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="define-description">{t("workflow:define.descriptionLabel")}</Label>
            <Textarea
              id="define-description"
              rows={5}
              value={description}
              maxLength={PROJECT_DESCRIPTION_MAX}
              onChange={(e) => setDescription(e.target.value)}
              placeholder={t("workflow:define.descriptionPlaceholder")}
            />
          </div>
          <Button type="submit" disabled={!canSubmitProjectForm(name, description) || update.isPending}>
            {update.isPending ? t("workflow:define.saving") : t("workflow:define.submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * The Deploy Application step: starts a deployment (not a preview: only a deployment makes the project deployed)
 * and opens the preview page, which follows it while it builds and shows it once it runs.
 */
function DeployButton({ project }: { project: Project }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const appName = appNameFor(project.name);
  const start = useStartDeployment(() => navigate(previewPath(project.id, appName)));
  return (
    <Button
      size="sm"
      className="w-fit"
      disabled={start.isPending}
      onClick={() =>
        start.mutate({ projectId: project.id, appName, displayName: project.name, purpose: "deployment" })
      }
    >
      {start.isPending ? t("workflow:deploy.pending") : t("workflow:deploy.submit")}
    </Button>
  );
}

/** delivery.md §2.3: the App Builder Workflow, its steps derived from the project's real state. */
export function WorkflowPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { projects, selected, isLoading } = useProjects();
  const facts = useProjectSnapshot(selected);
  const snapshot = facts.settled ? facts.snapshot : null;
  const steps = snapshot ? workflowSteps(snapshot) : [];
  const currentIndex = currentStepIndex(steps);
  const current = currentIndex === null ? null : steps[currentIndex];
  const progress = snapshot ? projectProgress(snapshot) : 0;
  return (
    <PageShell title={t("workflow:title")} subtitle={t("workflow:subtitle")}>
      {isLoading || (selected && !snapshot) ? (
        <p className="text-sm text-muted-foreground">{t("components:loadingProjects")}</p>
      ) : !selected || !snapshot ? (
        <NoProjectSelected />
      ) : (
        <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
          <div className="grid content-start gap-6">
            <div className="flex items-center gap-3">
              <Button variant="ghost" asChild>
                <Link href="/dashboard">
                  <ArrowLeft /> {t("workflow:backToDashboard")}
                </Link>
              </Button>
              <h2 className="text-xl font-semibold">{selected.name}</h2>
            </div>
            {!isProjectDefined(selected) && <DefineProjectForm project={selected} />}
            <Card>
              <CardContent className="grid gap-2 pt-5">
                <div className="flex justify-between text-sm">
                  <span className="font-medium">{t("workflow:overallProgress")}</span>
                  <span data-testid="workflow-progress">
                    {t("workflow:percentComplete", { percent: format.percent(progress / 100) })}
                  </span>
                </div>
                <Progress value={progress} label={t("workflow:overallProgress")} />
              </CardContent>
            </Card>
            <Card className="border-primary/40" data-testid="next-step">
              <CardHeader>
                <CardDescription>{t("workflow:nextStep.label")}</CardDescription>
                <CardTitle>{current ? stepTitle(current.id) : t("workflow:nextStep.done")}</CardTitle>
                <CardDescription>
                  {current ? stepDescription(current.id) : t("workflow:nextStep.doneText")}
                </CardDescription>
              </CardHeader>
            </Card>
            <ol className="grid gap-3">
              {steps.map((step, i) => (
                <li key={step.id}>
                  <Card data-testid={`step-${step.id}`}>
                    <CardContent className="grid gap-2 pt-5">
                      <div className="flex items-center justify-between gap-3">
                        <p className="flex items-center gap-2 font-medium">
                          {step.status === "completed" ? (
                            <CheckCircle2 className="h-5 w-5 text-success" />
                          ) : step.status === "in-progress" ? (
                            <Loader className="h-5 w-5 text-primary" />
                          ) : (
                            <Circle className="h-5 w-5 text-muted-foreground" />
                          )}
                          {i + 1}. {stepTitle(step.id)}
                        </p>
                        <Badge variant={BADGE[step.status]}>{stepStatusText(step.status)}</Badge>
                      </div>
                      <p className="text-sm text-muted-foreground">{stepDescription(step.id)}</p>
                      {step.details.length > 0 && (
                        <ul className="text-xs text-muted-foreground">
                          {step.details.map((d) => (
                            <li key={d}>{factText(d)}</li>
                          ))}
                        </ul>
                      )}
                      {step.status === "in-progress" && (
                        <Progress
                          value={step.progress}
                          label={t("workflow:stepProgress", { name: stepTitle(step.id) })}
                        />
                      )}
                      {step.id === "requirements" && step.status !== "completed" && (
                        <div className="flex flex-wrap gap-2">
                          <Button size="sm" asChild>
                            <Link href={`/projects/${selected.id}/checklist`}>
                              {t("workflow:action.openChecklist")}
                            </Link>
                          </Button>
                          <Button size="sm" variant="outline" asChild>
                            <Link href="/requirements">{t("workflow:action.chat")}</Link>
                          </Button>
                        </div>
                      )}
                      {step.id === "code-generation" && step.status !== "completed" && snapshot && (
                        <div className="grid gap-1">
                          {canStartCodeGeneration(snapshot) ? (
                            <Button size="sm" className="w-fit" asChild>
                              <Link href="/code">{t("workflow:action.generateCode")}</Link>
                            </Button>
                          ) : (
                            <>
                              <Button size="sm" className="w-fit" disabled>
                                {t("workflow:action.prerequisites")}
                              </Button>
                              <p className="text-xs text-muted-foreground">
                                {t("workflow:action.prerequisitesText")}
                              </p>
                            </>
                          )}
                        </div>
                      )}
                      {step.id === "unit-testing" &&
                        step.status !== "completed" &&
                        snapshot?.hasGeneratedCode && (
                          <Button size="sm" className="w-fit" asChild>
                            <Link href="/testing">{t("workflow:action.runTests")}</Link>
                          </Button>
                        )}
                      {step.id === "app-preview" && snapshot?.hasGeneratedCode && (
                        <Button size="sm" className="w-fit" asChild>
                          <Link href={previewPath(selected.id, appNameFor(selected.name))}>
                            {t("workflow:action.openPreview")}
                          </Link>
                        </Button>
                      )}
                      {step.id === "deployment" &&
                        step.status !== "completed" &&
                        snapshot?.hasGeneratedCode && (
                          <div className="grid gap-1">
                            <DeployButton project={selected} />
                            <p className="text-xs text-muted-foreground">{t("workflow:deploy.text")}</p>
                          </div>
                        )}
                      {step.action && step.status === "completed" && (
                        <Button variant="outline" size="sm" className="w-fit" asChild>
                          <Link href={step.action.path}>{stepActionLabel(step.id, step.action.label)}</Link>
                        </Button>
                      )}
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ol>
          </div>
          <div className="grid content-start gap-4">
            <Card>
              <CardHeader>
                <CardDescription>{t("workflow:activeProject")}</CardDescription>
                <CardTitle>{selected.name}</CardTitle>
                <CardDescription>
                  {isProjectDefined(selected) ? selected.description : t("workflow:notDefined")}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <Badge variant="outline">{projectStatusText(selected.status)}</Badge>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-base">{t("workflow:recentProjects")}</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-1">
                {recentProjects(projects).map((p) => (
                  <button
                    key={p.id}
                    type="button"
                    className="rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent cursor-pointer"
                    onClick={() => setSelectedProjectId(p.id)}
                  >
                    {p.name}
                  </button>
                ))}
              </CardContent>
            </Card>
          </div>
        </div>
      )}
    </PageShell>
  );
}
