import { FileSearch } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { CODE_DOCUMENT_KINDS, type CodeDocumentKind, type GeneratedCodeFile } from "@domain/api/code";
import { EmptyState } from "@/components/empty-state";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { cn } from "@/lib/utils";
import { documentLabel, filterArtifacts, requirementIdsOf, splitElement } from "../labels";
import { languageInfo } from "../languages";

const ALL = "all";

function Chips<T extends string>({
  items,
  render,
}: {
  items: readonly T[];
  render?: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {items.map((item) => (
        <li key={item} className="rounded-md border bg-muted/50 px-1.5 py-0.5 text-xs">
          {render ? render(item) : item}
        </li>
      ))}
    </ul>
  );
}

function ElementChip({ element }: { element: string }) {
  const { kind, name } = splitElement(element);
  return (
    <span className="font-mono text-[11px]">
      {kind && <span className="text-muted-foreground">{kind}:</span>}
      <span className="font-semibold">{name}</span>
    </span>
  );
}

/**
 * Code Artifacts tab: for each file, the documents, requirement ids and model elements it implements, with
 * filters by document and by requirement. A file's path opens it in the File Browser.
 */
export function CodeArtifacts({
  files,
  onOpenFile,
}: {
  files: readonly GeneratedCodeFile[];
  onOpenFile: (fileId: number) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [document, setDocument] = useState<CodeDocumentKind | null>(null);
  const [requirementId, setRequirementId] = useState<string | null>(null);
  const requirementIds = useMemo(() => requirementIdsOf(files), [files]);
  const counts = useMemo(
    () =>
      Object.fromEntries(
        CODE_DOCUMENT_KINDS.map((kind) => [
          kind,
          files.filter((f) => f.implements.documents.includes(kind)).length,
        ]),
      ),
    [files],
  );
  const shown = useMemo(
    () => filterArtifacts(files, { document, requirementId }).sort((a, b) => a.path.localeCompare(b.path)),
    [files, document, requirementId],
  );

  if (files.length === 0)
    return (
      <EmptyState icon={FileSearch} title={t("code:artifacts.emptyTitle")}>
        {t("code:artifacts.emptyBody")}
      </EmptyState>
    );

  return (
    <div className="grid gap-4">
      <div
        className="grid gap-2 sm:grid-cols-3 lg:grid-cols-5"
        role="group"
        aria-label={t("code:artifacts.perDocument")}
      >
        {CODE_DOCUMENT_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={document === kind}
            onClick={() => setDocument(document === kind ? null : kind)}
            className={cn(
              "rounded-lg border bg-card p-3 text-left shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer",
              document === kind && "border-primary bg-primary/5",
            )}
          >
            <p className="text-xs text-muted-foreground">{documentLabel(kind)}</p>
            <p className="text-xl font-semibold tabular-nums">{fmt.number(counts[kind] ?? 0)}</p>
            <p className="text-xs text-muted-foreground">{t("code:artifacts.files")}</p>
          </button>
        ))}
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="artifact-document">{t("code:artifacts.document")}</Label>
          <Select
            value={document ?? ALL}
            onValueChange={(v) => setDocument(CODE_DOCUMENT_KINDS.find((k) => k === v) ?? null)}
          >
            <SelectTrigger id="artifact-document" className="w-56" data-testid="artifact-document-filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t("code:artifacts.allDocuments")}</SelectItem>
              {CODE_DOCUMENT_KINDS.map((kind) => (
                <SelectItem key={kind} value={kind}>
                  {documentLabel(kind)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="artifact-requirement">{t("code:artifacts.requirement")}</Label>
          <Select value={requirementId ?? ALL} onValueChange={(v) => setRequirementId(v === ALL ? null : v)}>
            <SelectTrigger
              id="artifact-requirement"
              className="w-48"
              data-testid="artifact-requirement-filter"
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t("code:artifacts.allRequirements")}</SelectItem>
              {requirementIds.map((id) => (
                <SelectItem key={id} value={id}>
                  {id}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <p className="ml-auto text-sm text-muted-foreground" aria-live="polite" data-testid="artifact-count">
          {t("code:artifacts.count", {
            shown: fmt.number(shown.length),
            total: fmt.number(files.filter((f) => f.type === "file").length),
          })}
        </p>
      </div>

      <Card className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="artifacts-table">
          <caption className="sr-only">{t("code:artifacts.caption")}</caption>
          <thead className="border-b bg-muted/40 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                {t("code:artifacts.columns.file")}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t("code:artifacts.columns.documents")}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t("code:artifacts.columns.requirements")}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t("code:artifacts.columns.elements")}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((file) => {
              const { icon: Icon, tone } = languageInfo(file.language);
              return (
                <tr key={file.id} className="border-b align-top last:border-0" data-testid="artifact-row">
                  <td className="px-4 py-2.5">
                    <button
                      type="button"
                      onClick={() => onOpenFile(file.id)}
                      className="flex items-center gap-1.5 text-left font-mono text-xs text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer"
                      aria-label={t("code:artifacts.openFile", { path: file.path })}
                    >
                      <Icon className={cn("h-4 w-4 shrink-0", tone)} aria-hidden />
                      {file.path}
                    </button>
                    <span className="mt-1 block text-xs text-muted-foreground">
                      {t("code:artifacts.pass", { pass: file.pass })}
                    </span>
                  </td>
                  <td className="px-4 py-2.5">
                    <Chips items={file.implements.documents} render={(d) => documentLabel(d)} />
                  </td>
                  <td className="px-4 py-2.5">
                    <Chips items={file.implements.requirementIds} />
                  </td>
                  <td className="px-4 py-2.5">
                    <Chips items={file.implements.elements} render={(e) => <ElementChip element={e} />} />
                  </td>
                </tr>
              );
            })}
            {shown.length === 0 && (
              <tr>
                <td colSpan={4} className="px-4 py-8 text-center text-muted-foreground">
                  {t("code:artifacts.noMatch")}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
