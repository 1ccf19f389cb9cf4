import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, FileText, Lock } from "lucide-react";
import { Link } from "wouter";
import type { Checklist } from "@domain/api/checklist";
import { canCompleteChecklist, type ChecklistSection } from "@domain/rules/checklist";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useDocuments } from "@/hooks/use-project-snapshot";
import { toast } from "@/hooks/use-toast";
import { t as translate, useTranslation } from "@/i18n";
import { apiJson, errorText } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { useBankText } from "./bank-text";
import { GenerateSrsButton, PendingSrsActions, SrsRedirectNotice, useSrsRedirect } from "./srs-actions";
import { checklistQueryKey } from "./use-checklist-editor";

class UnsavedError extends Error {}

function recordedText(n: number): string {
  if (n === 0) return translate("checklist:complete.recordedNone");
  return translate("checklist:complete.recorded", { count: n });
}

/**
 * Marking the checklist complete (delivery.md §4.2): offered once every section is completed, after saving any
 * edits. Then the SRS actions of delivery.md §2.1: generate it; while it is pending approval, view, download,
 * or approve and sign off; once signed off, say so.
 */
export function CompletionPanel(props: {
  checklist: Checklist;
  sections: readonly ChecklistSection[];
  save: () => Promise<boolean>;
}) {
  const { checklist, sections, save } = props;
  const { t } = useTranslation();
  const bank = useBankText();
  const srsList = useDocuments(checklist.projectId, "srs-documents");
  const srs = srsList.data?.[0];
  const pending = srs?.status === "pending_approval" ? srs : null;
  const [redirect, redirectTo] = useSrsRedirect();
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
      toast({
        title: translate("checklist:complete.toastTitle"),
        description: recordedText(result.requirementsAdded),
      });
      await queryClient.invalidateQueries({
        queryKey: ["/api/projects", checklist.projectId, "requirements"],
      });
    },
    onError: (error) => {
      // A failed save has already said so.
      if (error instanceof UnsavedError) return;
      toast({
        title: translate("checklist:complete.failed"),
        description: errorText(error),
        variant: "destructive",
      });
    },
  });

  if (checklist.status === "signed_off") {
    return (
      <Card data-testid="checklist-signed-off">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Lock className="h-4 w-4" /> {t("checklist:complete.signedOffTitle")}
          </CardTitle>
          <CardDescription>
            {pending
              ? t("checklist:complete.signedOffPending")
              : t("checklist:complete.signedOffDescription")}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {pending ? (
            <PendingSrsActions projectId={checklist.projectId} srs={pending} />
          ) : (
            <Button asChild variant="outline" className="w-full">
              <Link href={`/documents?project=${checklist.projectId}&type=srs`}>
                <FileText /> {t("checklist:complete.viewDocuments")}
              </Link>
            </Button>
          )}
        </CardContent>
      </Card>
    );
  }

  if (checklist.status === "completed") {
    return (
      <Card className="border-success/40" data-testid="checklist-completed">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <CheckCircle2 className="h-5 w-5 text-success" /> {t("checklist:complete.completedTitle")}
          </CardTitle>
          <CardDescription>
            {pending ? t("checklist:complete.completedPending") : t("checklist:complete.completedNext")}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {redirect ? (
            <SrsRedirectNotice />
          ) : pending ? (
            <PendingSrsActions projectId={checklist.projectId} srs={pending} />
          ) : (
            <GenerateSrsButton
              projectId={checklist.projectId}
              completed
              save={save}
              onGenerated={redirectTo}
            />
          )}
        </CardContent>
      </Card>
    );
  }

  const incomplete = sections.filter((s) => !s.completed);
  const ready = canCompleteChecklist(sections);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("checklist:complete.finishTitle")}</CardTitle>
        <CardDescription>{t("checklist:complete.finishDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button disabled={!ready || complete.isPending} onClick={() => complete.mutate()}>
          <CheckCircle2 />
          {complete.isPending ? t("checklist:complete.completing") : t("checklist:complete.markComplete")}
        </Button>
        {!ready && (
          <div className="text-xs text-muted-foreground" data-testid="complete-hint">
            <p>{t("checklist:complete.sectionsFirst")}</p>
            <ul className="mt-1 list-disc pl-4">
              {incomplete.map((s) => (
                <li key={s.id}>{bank.sectionTitle(s)}</li>
              ))}
            </ul>
          </div>
        )}
        <GenerateSrsButton projectId={checklist.projectId} completed={false} />
      </CardContent>
    </Card>
  );
}
