import type { DocumentKind } from "../../../domain/api/documents";
import { DOCUMENTS, definitionOf, nameOfKind } from "./registry";

/** The columns lineage needs; rows from the database fit. */
export interface LineageRow {
  id: number;
  kind: DocumentKind;
  documentType: string | null;
  version: number;
  basedOnId: number | null;
}

const sameDocument = (a: LineageRow, b: LineageRow) => a.kind === b.kind && a.documentType === b.documentType;

const registryIndex = (row: LineageRow) => {
  const index = DOCUMENTS.findIndex((d) => d.kind === row.kind && d.documentType === row.documentType);
  return index === -1 ? DOCUMENTS.length : index;
};

/** The latest version of `row`'s document among `rows` (the row itself when it is the latest). */
export function currentVersionOf<R extends LineageRow>(row: R, rows: readonly R[]): R {
  return rows.reduce((best, r) => (sameDocument(r, row) && r.version > best.version ? r : best), row);
}

/** The current (latest) version of each document in `rows`, of one kind if given, in registry order. */
export function currentDocuments<R extends LineageRow>(rows: readonly R[], kind?: DocumentKind): R[] {
  const latest = new Map<string, R>();
  for (const row of rows) {
    if (kind && row.kind !== kind) continue;
    const key = `${row.kind}:${row.documentType ?? ""}`;
    const seen = latest.get(key);
    if (!seen || row.version > seen.version) latest.set(key, row);
  }
  return [...latest.values()].sort(
    (a, b) =>
      registryIndex(a) - registryIndex(b) || (a.documentType ?? "").localeCompare(b.documentType ?? ""),
  );
}

/** Every version of `row`'s document, newest first. */
export function versionsOf<R extends LineageRow>(row: R, rows: readonly R[]): R[] {
  return rows.filter((r) => sameDocument(r, row)).sort((a, b) => b.version - a.version);
}

/** The current version of a kind's documents (the SRS, the system design): the first in registry order. */
export function currentOfKind<R extends LineageRow>(rows: readonly R[], kind: DocumentKind): R | undefined {
  return currentDocuments(rows, kind)[0];
}

export interface Staleness {
  outdated: boolean;
  /** A sentence for the user, e.g. "The SRS changed (version 3) after this design was generated from version 2." */
  reason: string | null;
}

/**
 * A document is outdated when the current version of its upstream is newer than the version it was generated
 * from. Computed from the rows at read time, so it never needs updating when an upstream is regenerated.
 */
export function stalenessOf(row: LineageRow, rows: readonly LineageRow[]): Staleness {
  const definition = definitionOf(row);
  const fresh: Staleness = { outdated: false, reason: null };
  if (!definition.upstream || row.basedOnId === null) return fresh;
  const basedOn = rows.find((r) => r.id === row.basedOnId);
  const upstream = currentOfKind(rows, definition.upstream);
  if (!basedOn || !upstream || upstream.id === basedOn.id || upstream.version <= basedOn.version)
    return fresh;
  return {
    outdated: true,
    reason:
      `The ${nameOfKind(definition.upstream)} changed (version ${upstream.version}) after this ${definition.noun} ` +
      `was generated from version ${basedOn.version}.`,
  };
}
