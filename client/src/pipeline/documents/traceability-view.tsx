import { useQuery } from "@tanstack/react-query";
import { GitBranch, Search } from "lucide-react";
import { useState } from "react";
import type { Traceability, TraceabilityRow } from "@domain/api/documents";
import { EmptyState } from "@/components/empty-state";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { errorText } from "@/lib/api";
import { DOCUMENT_GC_MS, DOCUMENT_STALE_MS } from "@/lib/query-client";
import { cn } from "@/lib/utils";
import { traceabilityKey } from "./api";
import { filterTraceability, splitOperation, traceabilityCoverage } from "./traceability";

const TYPE_LABEL: Readonly<Record<TraceabilityRow["type"], string>> = {
  functional: "Functional",
  "non-functional": "Non-functional",
  "user-story": "User story",
};

/** Whether the requirement is served: unserved ones in red with the reason, never a bare dash. */
function ServedCell({ row }: { row: TraceabilityRow }) {
  switch (row.status) {
    case "served":
      return <span className="text-success">Served</span>;
    case "design":
      return (
        <span className="text-muted-foreground">
          Design{row.reason ? <span className="block text-xs">{row.reason}</span> : null}
        </span>
      );
    case "pending":
      return <span className="text-muted-foreground">Waiting for the technical documents</span>;
    case "unserved":
      return (
        <span className="font-medium text-destructive" data-testid="traceability-unserved">
          Not served
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
  const [filter, setFilter] = useState("");
  const [selected, setSelected] = useState<string | null>(null);

  if (query.isLoading) return <Spinner className="mx-auto my-12" label="Loading the traceability matrix" />;
  if (query.error)
    return (
      <p className="text-sm text-destructive">The matrix could not be loaded: {errorText(query.error)}</p>
    );
  const data = query.data;
  if (!data || data.rows.length === 0)
    return (
      <EmptyState icon={GitBranch} title="Nothing to trace yet">
        The matrix follows each requirement of the SRS into the system design, the data model, the API and the
        pages. It fills in as those documents are generated.
      </EmptyState>
    );

  const rows = filterTraceability(data.rows, filter);
  const coverage = traceabilityCoverage(data.rows);
  const facts = [
    { label: "requirements", value: coverage.total },
    { label: "in the design", value: coverage.design },
    { label: "in the data model", value: coverage.data },
    { label: "in the API", value: coverage.api },
    { label: "on pages", value: coverage.ui },
    { label: "not served", value: coverage.unserved },
  ];
  return (
    <div className="grid gap-4" data-testid="traceability">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {facts.map((f) => (
            <div key={f.label} className="flex items-baseline gap-1.5">
              <dt className="order-2 text-muted-foreground">{f.label}</dt>
              <dd className="order-1 font-semibold tabular-nums">{f.value}</dd>
            </div>
          ))}
        </dl>
        <label className="relative w-full max-w-xs">
          <span className="sr-only">Filter requirements</span>
          <Search className="pointer-events-none absolute left-2.5 top-2.5 h-4 w-4 text-muted-foreground" />
          <Input
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="Filter by id, title, entity, endpoint…"
            className="pl-8"
          />
        </label>
      </div>
      <Card className="overflow-x-auto">
        <table className="w-full min-w-[56rem] border-collapse text-sm">
          <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th className="w-[24%] px-4 py-2.5 font-semibold">Requirement</th>
              <th className="px-3 py-2.5 font-semibold">Design components</th>
              <th className="px-3 py-2.5 font-semibold">Entities</th>
              <th className="px-3 py-2.5 font-semibold">Endpoints</th>
              <th className="px-3 py-2.5 font-semibold">Pages</th>
              <th className="px-3 py-2.5 font-semibold">Served</th>
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
                    title={`Show ${row.requirementId} in the SRS`}
                    onClick={(e) => {
                      e.stopPropagation();
                      onShowRequirement(row.requirementId);
                    }}
                  >
                    {row.requirementId}
                  </button>
                  <span className="ml-2 text-[11px] text-muted-foreground">{TYPE_LABEL[row.type]}</span>
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
                  No requirement matches “{filter}”.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
