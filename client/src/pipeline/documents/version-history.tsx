import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useState } from "react";
import type { DocumentSummary } from "@domain/api/documents";
import { MarkdownView } from "@/components/markdown/lazy-markdown-view";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { errorText } from "@/lib/api";
import { DOCUMENT_GC_MS, DOCUMENT_STALE_MS } from "@/lib/query-client";
import { cn } from "@/lib/utils";
import { versionsKey } from "./api";
import { DiffView } from "./diff-view";
import { documentTitle, formatDateTime } from "./labels";
import { StatusBadge } from "./status-badge";

function VersionList({
  versions,
  currentId,
  selectedId,
  onSelect,
}: {
  versions: readonly DocumentSummary[];
  currentId: number;
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ol className="grid content-start gap-1.5" aria-label={t("documents:history.versions")}>
      {versions.map((v) => (
        <li key={v.id}>
          <button
            type="button"
            onClick={() => onSelect(v.id)}
            aria-pressed={selectedId === v.id}
            className={cn(
              "w-full cursor-pointer rounded-lg border p-2.5 text-left text-sm hover:bg-accent",
              selectedId === v.id && "border-primary bg-secondary/70 hover:bg-secondary",
            )}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="font-medium">
                {t("documents:history.version", { version: format.number(v.version) })}
              </span>
              <StatusBadge status={v.status} />
            </span>
            <span className="mt-0.5 block text-xs text-muted-foreground">
              {v.id === currentId && (
                <span className="font-medium text-foreground">{t("documents:history.current")} · </span>
              )}
              {formatDateTime(v.createdAt, format)}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}

/**
 * Every version of a document (K3): pick an older one to see what changed since it, or read its text.
 * Opens on the changes from the previous version.
 */
function VersionHistoryBody({ doc }: { doc: DocumentSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery<DocumentSummary[]>({
    queryKey: versionsKey(doc.id),
    staleTime: DOCUMENT_STALE_MS,
    gcTime: DOCUMENT_GC_MS,
  });
  const versions = [...(query.data ?? [])].sort((a, b) => b.version - a.version);
  const older = versions.filter((v) => v.id !== doc.id);
  const [picked, setPicked] = useState<number | null>(null);
  const [mode, setMode] = useState<"changes" | "text">("changes");
  const selectedId = picked ?? older[0]?.id ?? null;
  const selected = versions.find((v) => v.id === selectedId) ?? null;

  if (query.isLoading) return <Spinner className="mx-auto my-10" label={t("documents:history.loading")} />;
  if (query.error) return <p className="text-sm text-destructive">{errorText(query.error)}</p>;
  if (older.length === 0)
    return <p className="text-sm text-muted-foreground">{t("documents:history.onlyVersion")}</p>;
  return (
    <div className="grid min-h-0 gap-4 md:grid-cols-[14rem_minmax(0,1fr)]">
      <VersionList versions={versions} currentId={doc.id} selectedId={selectedId} onSelect={setPicked} />
      <div className="grid min-h-0 content-start gap-3">
        {selected && selected.id !== doc.id && (
          <div
            className="flex gap-1 rounded-lg bg-muted p-1 text-sm w-fit"
            role="group"
            aria-label={t("documents:history.show")}
          >
            {(["changes", "text"] as const).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                onClick={() => setMode(m)}
                className={cn(
                  "cursor-pointer rounded-md px-3 py-1",
                  mode === m ? "bg-card font-medium shadow-sm" : "text-muted-foreground",
                )}
              >
                {m === "changes"
                  ? t("documents:history.changesSince", { version: format.number(selected.version) })
                  : t("documents:history.textOf", { version: format.number(selected.version) })}
              </button>
            ))}
          </div>
        )}
        {selected && selected.id !== doc.id && mode === "changes" && (
          <DiffView documentId={doc.id} againstId={selected.id} />
        )}
        {selected && (selected.id === doc.id || mode === "text") && (
          <MarkdownView content={selected.content} idPrefix={`v-${selected.id}-`} toc={false} />
        )}
      </div>
    </div>
  );
}

export function VersionHistoryButton({ doc }: { doc: DocumentSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <History /> {t("documents:history.button")}
      </Button>
      <DialogContent className="flex max-h-[88vh] w-[calc(100vw-2rem)] max-w-6xl flex-col overflow-hidden">
        <DialogHeader>
          <DialogTitle>{t("documents:history.title", { title: documentTitle(doc.title) })}</DialogTitle>
          <DialogDescription>
            {t("documents:history.description", { version: format.number(doc.version) })}
          </DialogDescription>
        </DialogHeader>
        <div className="min-h-0 flex-1 overflow-y-auto pr-1">{open && <VersionHistoryBody doc={doc} />}</div>
      </DialogContent>
    </Dialog>
  );
}
