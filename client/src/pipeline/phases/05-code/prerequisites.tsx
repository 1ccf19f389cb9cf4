import { CheckCircle2, Circle, ClipboardCheck } from "lucide-react";
import { Link } from "wouter";
import { TECHNICAL_DOCUMENT_TYPES } from "@domain/api/documents";
import type { Project } from "@domain/api/projects";
import { anyApproved } from "@domain/rules/project-snapshot";
import { stepBlocker } from "@domain/rules/workflow-gates";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useDocuments, useProjectSnapshot } from "@/hooks/use-project-snapshot";
import { useTranslation } from "@/i18n";
import { statusBadge } from "@/pipeline/documents/labels";
import { documentLabel } from "./labels";

const documentLink = (projectId: number, documentId?: number) =>
  documentId === undefined
    ? `/documents?project=${projectId}`
    : `/documents?project=${projectId}&document=${documentId}`;

/**
 * 'Complete Prerequisites First' (delivery.md §5, §9): code is written from the three approved technical
 * documents, so until they are approved the page says which are missing and links to each in Documents.
 */
export function Prerequisites({ project, refused }: { project: Project; refused: string | null }) {
  const { t } = useTranslation();
  const { snapshot } = useProjectSnapshot(project);
  const technical = useDocuments(project.id, "technical-documents").data ?? [];
  const design = useDocuments(project.id, "system-design-documents").data ?? [];
  const blocker = snapshot ? stepBlocker(snapshot, "code-generation") : null;
  const designApproved = design.some((d) => d.status === "approved");
  // stepBlocker's two descriptions (workflow-gates), in the interface's language.
  const blockerText =
    snapshot && blocker && !anyApproved(snapshot.systemDesignDocuments)
      ? t("code:prerequisites.approveDesign")
      : t("code:prerequisites.approveTechnical");
  const statusLabel = (status: string | null): string => {
    if (status === "approved") return t("code:prerequisites.approved");
    if (status === "pending_approval") return t("code:prerequisites.pendingApproval");
    if (!status) return t("code:prerequisites.noStatus");
    return statusBadge(status).label;
  };

  return (
    <Card className="border-dashed" data-testid="code-prerequisites">
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <ClipboardCheck className="h-6 w-6" aria-hidden />
        </span>
        <h2 className="text-lg font-semibold">{t("code:prerequisites.title")}</h2>
        <p className="max-w-lg text-sm text-muted-foreground">
          {t("code:prerequisites.intro", { blocker: blockerText })}
        </p>
        {refused && (
          <p
            className="max-w-lg rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm"
            role="alert"
          >
            {refused}
          </p>
        )}
        <ul
          className="grid w-full max-w-md gap-2 text-left text-sm"
          aria-label={t("code:prerequisites.technicalDocuments")}
        >
          {!designApproved && (
            <li className="flex items-center gap-2 rounded-md border p-2">
              <Circle className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="flex-1">{t("code:prerequisites.systemDesign")}</span>
              <Link
                className="text-xs text-primary underline-offset-4 hover:underline"
                href={documentLink(project.id, design[0]?.id)}
              >
                {design[0] ? t("code:prerequisites.reviewDesign") : t("code:prerequisites.openDocuments")}
              </Link>
            </li>
          )}
          {TECHNICAL_DOCUMENT_TYPES.map((type) => {
            const doc = technical.find((d) => d.documentType === type);
            const approved = doc?.status === "approved";
            const badge = doc
              ? { label: statusLabel(doc.status), variant: statusBadge(doc.status).variant }
              : { label: t("code:prerequisites.notGenerated"), variant: "muted" as const };
            return (
              <li
                key={type}
                className="flex items-center gap-2 rounded-md border p-2"
                data-testid={`prerequisite-${type}`}
              >
                {approved ? (
                  <CheckCircle2 className="h-4 w-4 shrink-0 text-success" aria-hidden />
                ) : (
                  <Circle className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                )}
                <span className="flex-1">{documentLabel(type)}</span>
                <Badge variant={badge.variant}>{badge.label}</Badge>
                {doc && !approved && (
                  <Link
                    className="text-xs text-primary underline-offset-4 hover:underline"
                    href={documentLink(project.id, doc.id)}
                    aria-label={t("code:prerequisites.reviewLabel", { document: documentLabel(type) })}
                  >
                    {t("code:prerequisites.review")}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
        <Button asChild>
          <Link href={documentLink(project.id)}>{t("code:prerequisites.goToDocuments")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
