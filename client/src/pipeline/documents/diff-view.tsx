import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { DocumentDiff } from "@domain/api/documents";
import { Spinner } from "@/components/ui/spinner";
import { Trans, useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { errorText } from "@/lib/api";
import { DOCUMENT_GC_MS, DOCUMENT_STALE_MS } from "@/lib/query-client";
import { cn } from "@/lib/utils";
import { diffKey } from "./api";
import { DIFF_MARK, diffRows, type NumberedLine } from "./diff-lines";

const ROW_STYLE = {
  added: "bg-emerald-500/12 text-emerald-950 dark:text-emerald-100",
  removed: "bg-rose-500/12 text-rose-950 dark:text-rose-100",
  same: "",
} as const;

const MARK_STYLE = {
  added: "text-emerald-700 dark:text-emerald-300",
  removed: "text-rose-700 dark:text-rose-300",
  same: "text-muted-foreground",
} as const;

function LineRow({ row }: { row: NumberedLine }) {
  return (
    <tr className={ROW_STYLE[row.kind]} data-kind={row.kind}>
      <td className="w-10 select-none px-2 text-right text-muted-foreground">{row.oldNumber ?? ""}</td>
      <td className="w-10 select-none px-2 text-right text-muted-foreground">{row.newNumber ?? ""}</td>
      <td className={cn("w-5 select-none text-center font-semibold", MARK_STYLE[row.kind])}>
        {DIFF_MARK[row.kind]}
      </td>
      <td className="whitespace-pre-wrap break-words py-px pr-3">{row.text || " "}</td>
    </tr>
  );
}

/** The line diff between two versions: added lines green, removed lines red, long unchanged runs folded. */
export function DiffView({ documentId, againstId }: { documentId: number; againstId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [unfolded, setUnfolded] = useState<ReadonlySet<number>>(new Set());
  const diff = useQuery<DocumentDiff>({
    queryKey: diffKey(documentId, againstId),
    staleTime: DOCUMENT_STALE_MS,
    gcTime: DOCUMENT_GC_MS,
  });
  if (diff.isLoading) return <Spinner className="mx-auto my-10" label={t("documents:diff.loading")} />;
  if (diff.error || !diff.data)
    return (
      <p className="p-4 text-sm text-destructive">
        {t("documents:diff.error", { error: errorText(diff.error) })}
      </p>
    );
  const { from, to, lines, added, removed, truncated } = diff.data;
  const rows = diffRows(lines);
  return (
    <div className="grid gap-2" data-testid="diff-view">
      <p className="text-sm">
        <Trans
          i18nKey="documents:diff.summary"
          values={{
            from: format.number(from.version),
            to: format.number(to.version),
            added: format.number(added),
            removed: format.number(removed),
          }}
          components={{
            from: <strong />,
            to: <strong />,
            added: <span className="font-medium text-emerald-700 dark:text-emerald-300" />,
            removed: <span className="font-medium text-rose-700 dark:text-rose-300" />,
          }}
        />
        {truncated && <span className="text-muted-foreground"> {t("documents:diff.truncated")}</span>}
      </p>
      {added + removed === 0 && <p className="text-sm text-muted-foreground">{t("documents:diff.same")}</p>}
      <div className="overflow-auto rounded-lg border font-mono text-xs leading-5">
        <table className="w-full border-collapse">
          <tbody>
            {rows.map((row, index) => {
              if (row.type === "line") return <LineRow key={index} row={row} />;
              if (unfolded.has(index))
                return row.lines.map((line, i) => <LineRow key={`${index}-${i}`} row={line} />);
              return (
                <tr key={`fold-${index}`} className="bg-muted/60 text-muted-foreground">
                  <td colSpan={4} className="p-0 text-center font-sans">
                    <button
                      type="button"
                      className="w-full cursor-pointer px-3 py-1 hover:bg-accent hover:text-foreground"
                      onClick={() => setUnfolded((set) => new Set(set).add(index))}
                    >
                      {t("documents:diff.unchanged", { count: row.count, n: format.number(row.count) })}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
