import { useQuery } from "@tanstack/react-query";
import { GitBranch, Search } from "lucide-react";
import { useState } from "react";
import type { Traceability, TraceabilityRow } from "@domain/api/documents";
import { EmptyState } from "@/components/empty-state";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { errorText } from "@/lib/api";
import { DOCUMENT_GC_MS, DOCUMENT_STALE_MS } from "@/lib/query-client";
import { cn } from "@/lib/utils";
import { traceabilityKey } from "./api";
import { filterTraceability, splitOperation, traceabilityCoverage } from "./traceability";

function TypeLabel({ type }: { type: TraceabilityRow["type"] }) {
  const { t } = useTranslation();
  switch (type) {
    case "functional":
      return t("documents:traceability.type.functional");
    case "non-functional":
      return t("documents:traceability.type.nonFunctional");
    case "user-story":
      return t("documents:traceability.type.userStory");
  }
}

/** Whether the requirement is served: unserved ones in red with the reason, never a bare dash. */
function ServedCell({ row }: { row: TraceabilityRow }) {
  const { t } = useTranslation();
  switch (row.status) {
    case "served":
      return <span className="text-success">{t("documents:traceability.served")}</span>;
    case "design":
      return (
        <span className="text-muted-foreground">
          {t("documents:traceability.design")}
          {row.reason ? <span className="block text-xs">{row.reason}</span> : null}
        </span>
      );
    case "pending":
      return <span className="text-muted-foreground">{t("documents:traceability.pending")}</span>;
    case "unserved":
      return (
        <span className="font-medium text-destructive" data-testid="traceability-unserved">
          {t("documents:traceability.notServed")}
          {row.reason ? <span className="block text-xs font-normal">{row.reason}</span> : null}
        </span>
      );
  }
}

function Chips({ items, mono = false }: { items: readonly string[]; mono?: boolean }) {
  if (items.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {items.map((item) => {
        const op = mono ? splitOperation(item) : null;
        return (
          <li
            key={item}
            className={cn(
              "rounded-md border bg-muted/50 px-1.5 py-0.5 text-xs",
              mono && "font-mono text-[11px]",
            )}
          >
            {op?.method ? (
              <>
                <span className="font-semibold text-primary">{op.method}</span> {op.path}
              </>
            ) : (
              item
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The traceability matrix (K2): every requirement of the current SRS and the design components, entities,
 * API operations and pages that serve it, and whether it is served at all: a requirement nothing serves (a
 * capability the generated app does not build) is red with the reason. A requirement id opens it in the SRS.
 */
export function TraceabilityView({
  projectId,
  onShowRequirement,
}: {
  projectId: number;
  onShowRequirement: (requirementId: string) => void;
}) {
  const query = useQuery<Traceability>({
    queryKey: traceabilityKey(projectId),
    staleTime: DOCUMENT_STALE_MS,
    gcTime: DOCUMENT_GC_MS,
  });
  const { t } = useTranslation();
  const format = useFormat();
  const [filter, setFilter] = useState("");
  const [selected, setSelected] = useState<string | null>(null);

  if (query.isLoading)
    return <Spinner className="mx-auto my-12" label={t("documents:traceability.loading")} />;
  if (query.error)
    return (
      <p className="text-sm text-destructive">
        {t("documents:traceability.error", { error: errorText(query.error) })}
      </p>
    );
  const data = query.data;
  if (!data || data.rows.length === 0)
    return (
      <EmptyState icon={GitBranch} title={t("documents:traceability.emptyTitle")}>
        {t("documents:traceability.emptyText")}
      </EmptyState>
    );

  const rows = filterTraceability(data.rows, filter);
  const coverage = traceabilityCoverage(data.rows);
  const facts = [
    { label: t("documents:traceability.facts.requirements"), value: coverage.total },
    { label: t("documents:traceability.facts.design"), value: coverage.design },
    { label: t("documents:traceability.facts.data"), value: coverage.data },
    { label: t("documents:traceability.facts.api"), value: coverage.api },
    { label: t("documents:traceability.facts.ui"), value: coverage.ui },
    { label: t("documents:traceability.facts.unserved"), value: coverage.unserved },
  ];
  return (
    <div className="grid gap-4" data-testid="traceability">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {facts.map((f) => (
            <div key={f.label} className="flex items-baseline gap-1.5">
              <dt className="order-2 text-muted-foreground">{f.label}</dt>
              <dd className="order-1 font-semibold tabular-nums">{format.number(f.value)}</dd>
            </div>
          ))}
        </dl>
        <label className="relative w-full max-w-xs">
          <span className="sr-only">{t("documents:traceability.filterLabel")}</span>
          <Search className="pointer-events-none absolute left-2.5 top-2.5 h-4 w-4 text-muted-foreground" />
          <Input
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t("documents:traceability.filterPlaceholder")}
            className="pl-8"
          />
        </label>
      </div>
      <Card className="overflow-x-auto">
        <table className="w-full min-w-[56rem] border-collapse text-sm">
          <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th className="w-[24%] px-4 py-2.5 font-semibold">
                {t("documents:traceability.columns.requirement")}
              </th>
              <th className="px-3 py-2.5 font-semibold">{t("documents:traceability.columns.components")}</th>
              <th className="px-3 py-2.5 font-semibold">{t("documents:traceability.columns.entities")}</th>
              <th className="px-3 py-2.5 font-semibold">{t("documents:traceability.columns.endpoints")}</th>
              <th className="px-3 py-2.5 font-semibold">{t("documents:traceability.columns.pages")}</th>
              <th className="px-3 py-2.5 font-semibold">{t("documents:traceability.columns.served")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.requirementId}
                data-testid="traceability-row"
                data-requirement={row.requirementId}
                aria-selected={selected === row.requirementId}
                onClick={() => setSelected(row.requirementId === selected ? null : row.requirementId)}
                className={cn(
                  "cursor-pointer border-t align-top hover:bg-accent/60",
                  selected === row.requirementId && "bg-secondary/70 hover:bg-secondary",
                  row.status === "unserved" && "border-l-2 border-l-destructive bg-destructive/5",
                )}
              >
                <td className="px-4 py-3">
                  <button
                    type="button"
                    className="cursor-pointer font-mono text-xs font-semibold text-primary underline-offset-2 hover:underline"
                    title={t("documents:traceability.showInSrs", { id: row.requirementId })}
                    onClick={(e) => {
                      e.stopPropagation();
                      onShowRequirement(row.requirementId);
                    }}
                  >
                    {row.requirementId}
                  </button>
                  <span className="ml-2 text-[11px] text-muted-foreground">
                    <TypeLabel type={row.type} />
                  </span>
                  <p className="mt-0.5 font-medium">{row.title}</p>
                </td>
                <td className="px-3 py-3">
                  <Chips items={row.components} />
                </td>
                <td className="px-3 py-3">
                  <Chips items={row.entities} />
                </td>
                <td className="px-3 py-3">
                  <Chips items={row.operations} mono />
                </td>
                <td className="px-3 py-3">
                  <Chips items={row.pages} />
                </td>
                <td className="px-3 py-3">
                  <ServedCell row={row} />
                </td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={6} className="px-4 py-6 text-center text-muted-foreground">
                  {t("documents:traceability.noMatch", { filter })}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
