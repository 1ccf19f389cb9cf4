import { joinInline, tableOr, type Inline } from "./markdown";

const TYPE_ORDER: Readonly<Record<string, number>> = { FR: 0, NFR: 1, US: 2 };

function parts(id: string): { type: number; number: number } {
  const match = /^([A-Z]+)-(\d+)$/.exec(id);
  if (!match) return { type: 99, number: Number.MAX_SAFE_INTEGER };
  return { type: TYPE_ORDER[match[1] ?? ""] ?? 98, number: Number(match[2]) };
}

/** Orders requirement ids as readers expect: FR before NFR before US, then by number (FR-2 before FR-10). */
export function compareRequirementIds(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  return left.type - right.type || left.number - right.number || a.localeCompare(b);
}

/** The ids sorted and without repeats. */
export function sortRequirementIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].sort(compareRequirementIds);
}

/** The ids an element serves, for a table cell: "FR-1, FR-3", or a dash when it names none. */
export function servesText(ids: readonly string[]): string {
  return ids.length > 0 ? sortRequirementIds(ids).join(", ") : "—";
}

/**
 * The document's traceability section body (K2): one row per requirement id with every element of the
 * document that serves it, in document order.
 */
export function traceabilityTable(
  elements: readonly { element: Inline; serves: readonly string[] }[],
): string {
  const byId = new Map<string, Inline[]>();
  for (const { element, serves } of elements) {
    for (const id of new Set(serves)) byId.set(id, [...(byId.get(id) ?? []), element]);
  }
  const rows = sortRequirementIds([...byId.keys()]).map((id) => [id, joinInline(byId.get(id) ?? [])]);
  return tableOr(
    ["Requirement", "Served by"],
    rows,
    "No element of this document names a requirement it serves.",
  );
}
