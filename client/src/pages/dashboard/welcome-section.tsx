import { useMutation } from "@tanstack/react-query";
import { ArrowRight, MessageSquare, Plus, Trash2, Workflow } from "lucide-react";
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
import { apiRequest, errorText } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

const HOW_IT_WORKS = [
  "Answer the requirements checklist, or chat with the Requirements AI.",
  "An SRS (IEEE 830) is generated from your answers.",
  "Review and approve the SRS; you can download it at any time.",
  "On approval the work is handed to the Architectural AI automatically.",
];

export function ProjectSwitcher({ projects, selected }: { projects: Project[]; selected: Project }) {
  return (
    <Select
      value={String(selected.id)}
      onValueChange={(value) => {
        const project = projects.find((p) => String(p.id) === value);
        if (!project) return;
        setSelectedProjectId(project.id);
        toast({
          title: "Project Selected",
          description: `Switched to ${project.name}. All pages will now show this project.`,
        });
      }}
    >
      <SelectTrigger aria-label="Switch Project" className="w-64">
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
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/projects/${project.id}`),
    onSuccess: async () => {
      setOpen(false);
      setSelectedProjectId(null);
      await queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY });
      toast({ title: "Project deleted", description: `${project.name} and all its documents were deleted.` });
    },
    onError: (error) => toast({ title: "Error", description: errorText(error), variant: "destructive" }),
  });
  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Delete project" onClick={() => setOpen(true)}>
        <Trash2 className="text-muted-foreground" />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${project.name}?`}
        description="This deletes the project with its requirements, documents and generated code. It cannot be undone."
        confirmLabel="Delete Project"
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
  const { projects, selected, snapshot } = props;
  const percent = snapshot ? `${projectProgress(snapshot)}% complete` : "Loading...";
  const defined = isProjectDefined(selected);
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 lg:grid-cols-[1fr_auto]">
        <Card>
          <CardHeader className="flex-row items-start justify-between gap-4">
            <div className="min-w-0 space-y-1.5">
              <CardDescription>Current Project</CardDescription>
              <CardTitle className="truncate text-2xl" data-testid="current-project-name">
                {selected.name}
              </CardTitle>
              <p className="text-sm text-muted-foreground">
                {defined
                  ? selected.description
                  : "Not yet defined: describe the idea on the workflow page to begin."}
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
            <CardDescription>Switch Project</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ProjectSwitcher projects={projects} selected={selected} />
            <NewProjectDialog
              trigger={
                <Button variant="outline">
                  <Plus /> New Project
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
              <CardTitle>Start App Builder Workflow</CardTitle>
              <CardDescription>Go step by step from requirements to a deployed app.</CardDescription>
            </CardHeader>
            <CardContent className="flex items-center gap-1 text-sm font-medium text-primary">
              Open workflow{" "}
              <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
            </CardContent>
          </Card>
        </Link>
        <button type="button" onClick={props.onOpenChat} className="group text-left cursor-pointer">
          <Card className="h-full transition-shadow group-hover:shadow-md">
            <CardHeader>
              <MessageSquare className="h-6 w-6 text-primary" />
              <CardTitle>Open Chat Interface</CardTitle>
              <CardDescription>Describe your idea to the Requirements AI in your own words.</CardDescription>
            </CardHeader>
            <CardContent className="flex items-center gap-1 text-sm font-medium text-primary">
              Start chatting{" "}
              <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
            </CardContent>
          </Card>
        </button>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">How it works</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3 md:grid-cols-4">
            {HOW_IT_WORKS.map((step, i) => (
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
                        Open the checklist
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
