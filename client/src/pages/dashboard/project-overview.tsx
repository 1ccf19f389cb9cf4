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
      toast({ title: "Architectural design generation started successfully!" });
      await refreshDocuments(selected.id, "system_design");
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorText(error) || "Failed to start architectural design generation",
        variant: "destructive",
      }),
  });

  const srsApproved = anyApproved(snapshot.srsDocuments);
  const cards = [
    { icon: Layers, label: "Current Phase", value: currentPhaseLabel(snapshot) },
    { icon: Gauge, label: "Progress", value: `${progress}%`, bar: progress },
    { icon: Flag, label: "Next Milestone", value: nextMilestone(snapshot) },
    { icon: FileText, label: "Documents", value: String(documentCount) },
  ];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Project Overview</h2>
        <Select
          value={String(selected.id)}
          onValueChange={(value) => {
            if (value === NEW_PROJECT) setNewOpen(true);
            else setSelectedProjectId(Number(value));
          }}
        >
          <SelectTrigger className="w-60" aria-label="Project">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {projects.map((p) => (
              <SelectItem key={p.id} value={String(p.id)}>
                {p.name}
              </SelectItem>
            ))}
            <SelectItem value={NEW_PROJECT}>New Project</SelectItem>
          </SelectContent>
        </Select>
        <NewProjectDialog open={newOpen} onOpenChange={setNewOpen} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((c) => (
          <Card key={c.label}>
            <CardHeader className="flex-row items-center justify-between pb-2">
              <CardTitle className="text-sm font-medium text-muted-foreground">{c.label}</CardTitle>
              <c.icon className="h-4 w-4 text-muted-foreground" />
            </CardHeader>
            <CardContent className="space-y-2">
              <p className="text-lg font-semibold" data-testid={statTestId(c.label)}>
                {c.value}
              </p>
              {c.bar !== undefined && <Progress value={c.bar} label="Project progress" />}
            </CardContent>
          </Card>
        ))}
      </div>

      {anyPending(snapshot.srsDocuments) && (
        <Banner
          title="Review & Approve SRS"
          text="Your SRS is ready for review."
          action={
            <Button asChild>
              <Link href={`/documents?project=${selected.id}&type=srs`}>Review & Approve SRS</Link>
            </Button>
          }
        />
      )}
      {anyPending(snapshot.systemDesignDocuments) && (
        <Banner
          title="Review & Approve Design"
          text="The system design is ready for review."
          action={
            <Button asChild>
              <Link href={`/documents?project=${selected.id}`}>Review & Approve Design</Link>
            </Button>
          }
        />
      )}
      {srsApproved && snapshot.systemDesignDocuments.length === 0 && (
        <Banner
          title="Start Architecture Phase"
          text="The SRS is approved. The Architectural AI can now write the system design."
          action={
            <Button disabled={trigger.isPending || designRunning} onClick={() => trigger.mutate()}>
              {trigger.isPending || designRunning ? "Generating..." : "Start Architecture Phase"}
            </Button>
          }
        />
      )}
    </div>
  );
}
