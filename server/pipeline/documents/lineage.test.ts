import { describe, expect, it } from "vitest";
import {
  currentDocuments,
  currentOfKind,
  currentVersionOf,
  stalenessOf,
  versionsOf,
  type LineageRow,
} from "./lineage";

let nextId = 1;
function row(kind: LineageRow["kind"], version: number, extra: Partial<LineageRow> = {}): LineageRow {
  return { id: nextId++, kind, documentType: null, version, basedOnId: null, ...extra };
}
const technical = (documentType: string, version: number, basedOnId: number) =>
  row("technical", version, { documentType, basedOnId });

describe("current versions", () => {
  const srs1 = row("srs", 1);
  const srs2 = row("srs", 2);
  const design1 = row("system_design", 1, { basedOnId: srs1.id });
  const ui = technical("frontend_architecture", 1, design1.id);
  const api1 = technical("api_specification", 1, design1.id);
  const api2 = technical("api_specification", 2, design1.id);
  const data = technical("database_design", 1, design1.id);
  const rows = [srs1, srs2, design1, ui, api1, api2, data];

  it("keeps the latest version of each document, in registry order", () => {
    expect(currentDocuments(rows)).toEqual([srs2, design1, data, api2, ui]);
    expect(currentDocuments(rows, "technical")).toEqual([data, api2, ui]);
    expect(currentDocuments([], "srs")).toEqual([]);
  });

  it("finds the current version of a row's document and of a kind", () => {
    expect(currentVersionOf(srs1, rows)).toBe(srs2);
    expect(currentVersionOf(api1, rows)).toBe(api2);
    expect(currentVersionOf(data, rows)).toBe(data);
    expect(currentOfKind(rows, "system_design")).toBe(design1);
    expect(currentOfKind([srs1], "system_design")).toBeUndefined();
  });

  it("lists a document's versions newest first, and only that document's", () => {
    expect(versionsOf(api1, rows)).toEqual([api2, api1]);
    expect(versionsOf(srs2, rows)).toEqual([srs2, srs1]);
  });
});

describe("staleness", () => {
  const srs1 = row("srs", 1);
  const srs2 = row("srs", 2);
  const srs3 = row("srs", 3);
  const design1 = row("system_design", 1, { basedOnId: srs1.id });
  const design2 = row("system_design", 2, { basedOnId: srs2.id });
  const api = technical("api_specification", 1, design1.id);

  it.each([
    ["an SRS (no upstream)", srs1, [srs1, srs2], null],
    ["a design from the current SRS", design2, [srs1, srs2, design1, design2], null],
    [
      "a design from an older SRS",
      design1,
      [srs1, srs2, design1],
      "The SRS changed (version 2) after this design was generated from version 1.",
    ],
    [
      "a design two SRS versions behind",
      design2,
      [srs1, srs2, srs3, design2],
      "The SRS changed (version 3) after this design was generated from version 2.",
    ],
    [
      "a technical document from an older design",
      api,
      [srs1, design1, design2, api],
      "The system design changed (version 2) after this API specification was generated from version 1.",
    ],
    ["a technical document from the current design", api, [srs1, srs2, srs3, design1, api], null],
    ["a design whose upstream row is gone", row("system_design", 1, { basedOnId: 999_999 }), [srs2], null],
    ["a design without lineage", row("system_design", 1), [srs1, srs2], null],
  ] as const)("%s", (_name, document, rows, reason) => {
    expect(stalenessOf(document, rows)).toEqual({ outdated: reason !== null, reason });
  });
});
