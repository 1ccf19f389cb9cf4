import { ClipboardList } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { DocumentSummary } from "@domain/api/documents";
import { requirementAnchor } from "@/components/markdown/headings";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { documentAnchorPrefix, DocumentPanel } from "@/pipeline/documents/document-panel";
import { GenerateButton } from "@/pipeline/documents/generate-button";
import { useGenerateSrs } from "./use-generate-srs";

/** A request to show one requirement of the SRS (from the traceability matrix); `at` makes repeats count. */
export interface RequirementFocus {
  requirementId: string;
  at: number;
}

/** Scrolls to the requirement's heading in the rendered SRS and flashes it (once the text has rendered). */
function useFocusRequirement(documentId: number | undefined, focus: RequirementFocus | null) {
  useEffect(() => {
    if (documentId === undefined || !focus) return;
    const id = requirementAnchor(documentAnchorPrefix(documentId), focus.requirementId);
    let tries = 0;
    const timer = setInterval(() => {
      const heading = document.getElementById(id);
      if (!heading && ++tries < 40) return;
      clearInterval(timer);
      if (!heading) return;
      heading.scrollIntoView({ behavior: "smooth", block: "start" });
      heading.classList.remove("md-flash");
      void heading.offsetWidth; // restart the animation
      heading.classList.add("md-flash");
    }, 50);
    return () => clearInterval(timer);
  }, [documentId, focus]);
}

function RegenerateSrs({ projectId, version }: { projectId: number; version: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const generate = useGenerateSrs(projectId);
  return (
    <GenerateButton
      label={t("documents:generate.regenerate")}
      regenerate
      pending={generate.isPending}
      confirming={confirming}
      confirmTitle={t("documents:srs.confirmTitle")}
      confirmText={t("documents:srs.confirmText", {
        next: format.number(version + 1),
        version: format.number(version),
      })}
      onStart={() => setConfirming(true)}
      onConfirm={() => {
        setConfirming(false);
        generate.mutate();
      }}
      onCancel={() => setConfirming(false)}
    />
  );
}

/** The SRS tab (delivery.md §2.2): the current SRS, or where it comes from. */
export function SrsTab({
  projectId,
  documents,
  isLoading,
  newDocumentId,
  focus,
  onApproved,
}: {
  projectId: number;
  documents: readonly DocumentSummary[];
  isLoading: boolean;
  newDocumentId: number | null;
  focus: RequirementFocus | null;
  onApproved: (doc: DocumentSummary) => void;
}) {
  const { t } = useTranslation();
  const srs = documents[0];
  useFocusRequirement(srs?.id, focus);
  if (isLoading) return <Spinner className="mx-auto my-12" label={t("documents:srs.loading")} />;
  if (!srs)
    return (
      <EmptyState
        icon={ClipboardList}
        title={t("documents:srs.emptyTitle")}
        action={
          <Button asChild>
            <Link href={`/projects/${projectId}/checklist`}>{t("documents:srs.openChecklist")}</Link>
          </Button>
        }
      >
        {t("documents:srs.emptyText")}
      </EmptyState>
    );
  return (
    <DocumentPanel
      doc={srs}
      projectId={projectId}
      isNew={srs.id === newDocumentId}
      onApproved={onApproved}
      actions={<RegenerateSrs projectId={projectId} version={srs.version} />}
    />
  );
}
