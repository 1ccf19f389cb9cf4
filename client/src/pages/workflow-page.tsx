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
  stepBadge,
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
import { apiJson } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { useStartDeployment } from "@/pipeline/phases/07-deploy/api";
import { previewPath } from "@/pipeline/phases/07-deploy/rules";

const BADGE: Record<StepStatus, BadgeVariant> = {
  pending: "muted",
  "in-progress": "default",
  completed: "success",
};

function DefineProjectForm({ project }: { project: Project }) {
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
      toast({ title: "Project Defined Successfully!", description: "Next: gather the requirements." });
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to update project. Please try again.",
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
        <CardTitle>Define Your Project</CardTitle>
        <CardDescription>
          Say what the application is for. Every later phase starts from this description.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit}>
          <div className="space-y-2">
            <Label htmlFor="define-name">Project Name</Label>
            <Input
              id="define-name"
              value={name}
              maxLength={PROJECT_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="define-description">Project Description</Label>
            <Textarea
              id="define-description"
              rows={5}
              value={description}
              maxLength={PROJECT_DESCRIPTION_MAX}
              onChange={(e) => setDescription(e.target.value)}
              placeholder="e.g. A lending library where members borrow books with due dates."
            />
          </div>
          <Button type="submit" disabled={!canSubmitProjectForm(name, description) || update.isPending}>
            {update.isPending ? "Saving..." : "Start Building"}
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
      {start.isPending ? "Deploying..." : "Deploy Application"}
    </Button>
  );
}

/** delivery.md §2.3: the App Builder Workflow, its steps derived from the project's real state. */
export function WorkflowPage() {
  const { projects, selected, isLoading } = useProjects();
  const facts = useProjectSnapshot(selected);
  const snapshot = facts.settled ? facts.snapshot : null;
  const steps = snapshot ? workflowSteps(snapshot) : [];
  const currentIndex = currentStepIndex(steps);
  const current = currentIndex === null ? null : steps[currentIndex];
  const progress = snapshot ? projectProgress(snapshot) : 0;
  return (
    <PageShell
      title="App Builder Workflow"
      subtitle="From idea to deployed application, one approved step at a time"
    >
      {isLoading || (selected && !snapshot) ? (
        <p className="text-sm text-muted-foreground">Loading projects...</p>
      ) : !selected || !snapshot ? (
        <NoProjectSelected />
      ) : (
        <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
          <div className="grid content-start gap-6">
            <div className="flex items-center gap-3">
              <Button variant="ghost" asChild>
                <Link href="/dashboard">
                  <ArrowLeft /> Dashboard
                </Link>
              </Button>
              <h2 className="text-xl font-semibold">{selected.name}</h2>
            </div>
            {!isProjectDefined(selected) && <DefineProjectForm project={selected} />}
            <Card>
              <CardContent className="grid gap-2 pt-5">
                <div className="flex justify-between text-sm">
                  <span className="font-medium">Overall progress</span>
                  <span data-testid="workflow-progress">{progress}% complete</span>
                </div>
                <Progress value={progress} label="Overall progress" />
              </CardContent>
            </Card>
            <Card className="border-primary/40" data-testid="next-step">
              <CardHeader>
                <CardDescription>Next Step</CardDescription>
                <CardTitle>{current ? current.title : "Done"}</CardTitle>
                <CardDescription>
                  {current
                    ? current.description
                    : "Every step is complete: the application is generated, tested, previewed and deployed."}
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
                          {i + 1}. {step.title}
                        </p>
                        <Badge variant={BADGE[step.status]}>{stepBadge(step.status)}</Badge>
                      </div>
                      <p className="text-sm text-muted-foreground">{step.description}</p>
                      {step.details.length > 0 && (
                        <ul className="text-xs text-muted-foreground">
                          {step.details.map((d) => (
                            <li key={d}>{d}</li>
                          ))}
                        </ul>
                      )}
                      {step.status === "in-progress" && (
                        <Progress value={step.progress} label={`${step.title} progress`} />
                      )}
                      {step.id === "requirements" && step.status !== "completed" && (
                        <div className="flex flex-wrap gap-2">
                          <Button size="sm" asChild>
                            <Link href={`/projects/${selected.id}/checklist`}>Open Checklist</Link>
                          </Button>
                          <Button size="sm" variant="outline" asChild>
                            <Link href="/requirements">Chat with the Requirements AI</Link>
                          </Button>
                        </div>
                      )}
                      {step.id === "code-generation" && step.status !== "completed" && snapshot && (
                        <div className="grid gap-1">
                          {canStartCodeGeneration(snapshot) ? (
                            <Button size="sm" className="w-fit" asChild>
                              <Link href="/code">Generate Code</Link>
                            </Button>
                          ) : (
                            <>
                              <Button size="sm" className="w-fit" disabled>
                                Complete Prerequisites First
                              </Button>
                              <p className="text-xs text-muted-foreground">
                                Approve the three technical documents in Documents, in the Technical tab (the
                                System Design tab's design first).
                              </p>
                            </>
                          )}
                        </div>
                      )}
                      {step.id === "unit-testing" &&
                        step.status !== "completed" &&
                        snapshot?.hasGeneratedCode && (
                          <Button size="sm" className="w-fit" asChild>
                            <Link href="/testing">Run Tests</Link>
                          </Button>
                        )}
                      {step.id === "app-preview" && snapshot?.hasGeneratedCode && (
                        <Button size="sm" className="w-fit" asChild>
                          <Link href={previewPath(selected.id, appNameFor(selected.name))}>
                            Open App Preview
                          </Link>
                        </Button>
                      )}
                      {step.id === "deployment" &&
                        step.status !== "completed" &&
                        snapshot?.hasGeneratedCode && (
                          <div className="grid gap-1">
                            <DeployButton project={selected} />
                            <p className="text-xs text-muted-foreground">
                              Builds and runs the app as a supervised process on its own address; the
                              Dashboard&apos;s Deploy tab lists it with its logs.
                            </p>
                          </div>
                        )}
                      {step.action && step.status === "completed" && (
                        <Button variant="outline" size="sm" className="w-fit" asChild>
                          <Link href={step.action.path}>{step.action.label}</Link>
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
                <CardDescription>Active Project</CardDescription>
                <CardTitle>{selected.name}</CardTitle>
                <CardDescription>
                  {isProjectDefined(selected) ? selected.description : "Not yet defined"}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <Badge variant="outline">{selected.status}</Badge>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-base">Recent Projects</CardTitle>
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
