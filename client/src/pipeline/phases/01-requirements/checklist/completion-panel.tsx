import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, FileText, Lock } from "lucide-react";
import { Link } from "wouter";
import type { Checklist } from "@domain/api/checklist";
import { canCompleteChecklist, type ChecklistSection } from "@domain/rules/checklist";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { apiJson, errorText } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { checklistQueryKey } from "./use-checklist-editor";

class UnsavedError extends Error {}

function recordedText(n: number): string {
  if (n === 0) return "No new requirements: those your answers state were already recorded.";
  return `${n} ${n === 1 ? "requirement was" : "requirements were"} recorded from your answers.`;
}

/**
 * Marking the checklist complete (delivery.md §4.2): offered once every section is completed, after saving any
 * edits; then it names the next step. SRS generation itself lives on the Documents page.
 */
export function CompletionPanel(props: {
  checklist: Checklist;
  sections: readonly ChecklistSection[];
  save: () => Promise<boolean>;
}) {
  const { checklist, sections, save } = props;
  const complete = useMutation({
    retry: false,
    mutationFn: async () => {
      if (!(await save())) throw new UnsavedError();
      return apiJson<Checklist & { requirementsAdded: number }>(
        "POST",
        `/api/projects/${checklist.projectId}/checklist/complete`,
      );
    },
    onSuccess: async (result) => {
      queryClient.setQueryData(checklistQueryKey(checklist.projectId), result);
      toast({ title: "Checklist completed", description: recordedText(result.requirementsAdded) });
      await queryClient.invalidateQueries({
        queryKey: ["/api/projects", checklist.projectId, "requirements"],
      });
    },
    onError: (error) => {
      // A failed save has already said so.
      if (error instanceof UnsavedError) return;
      toast({ title: "Failed to complete checklist", description: errorText(error), variant: "destructive" });
    },
  });

  if (checklist.status === "signed_off") {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Lock className="h-4 w-4" /> Signed off
          </CardTitle>
          <CardDescription>
            The SRS written from this checklist is approved, so its answers can no longer be changed.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }

  if (checklist.status === "completed") {
    return (
      <Card className="border-success/40" data-testid="checklist-completed">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <CheckCircle2 className="h-5 w-5 text-success" /> Checklist completed
          </CardTitle>
          <CardDescription>
            Next step: generate the SRS from your answers on the Documents page. You can still change answers
            here.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            <Link href="/documents">
              <FileText /> Go to Documents
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const incomplete = sections.filter((s) => !s.completed);
  const ready = canCompleteChecklist(sections);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Finish the checklist</CardTitle>
        <CardDescription>
          Once every section is completed, mark the checklist complete to record its requirements.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button disabled={!ready || complete.isPending} onClick={() => complete.mutate()}>
          <CheckCircle2 />
          {complete.isPending ? "Completing…" : "Mark Checklist Complete"}
        </Button>
        {!ready && (
          <div className="text-xs text-muted-foreground" data-testid="complete-hint">
            <p>Complete these sections first:</p>
            <ul className="mt-1 list-disc pl-4">
              {incomplete.map((s) => (
                <li key={s.id}>{s.title}</li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
