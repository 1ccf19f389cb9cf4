import { describe, expect, it } from "vitest";
import { diffRows, diffStats, type DiffLine } from "./diff-lines";

const same = (text: string): DiffLine => ({ kind: "same", text });

describe("diff rows", () => {
  it("numbers lines on the old and new side", () => {
    const rows = diffRows([
      same("a"),
      { kind: "removed", text: "b" },
      { kind: "added", text: "B" },
      same("c"),
    ]);
    expect(rows).toEqual([
      { type: "line", kind: "same", text: "a", oldNumber: 1, newNumber: 1 },
      { type: "line", kind: "removed", text: "b", oldNumber: 2, newNumber: null },
      { type: "line", kind: "added", text: "B", oldNumber: null, newNumber: 2 },
      { type: "line", kind: "same", text: "c", oldNumber: 3, newNumber: 3 },
    ]);
  });

  it("folds long unchanged runs and keeps context around each change", () => {
    const lines = [
      ...Array.from({ length: 10 }, (_, i) => same(`x${i}`)),
      { kind: "added" as const, text: "new" },
      ...Array.from({ length: 10 }, (_, i) => same(`y${i}`)),
    ];
    const rows = diffRows(lines, 2);
    expect(rows.map((r) => (r.type === "fold" ? `fold ${r.count}` : r.text))).toEqual([
      "fold 8",
      "x8",
      "x9",
      "new",
      "y0",
      "y1",
      "fold 8",
    ]);
    expect(rows[0]).toMatchObject({ oldStart: 1, newStart: 1 });
    expect(rows[6]).toMatchObject({ oldStart: 13, newStart: 14 });
  });

  it("shows an unchanged document as one fold", () => {
    const rows = diffRows([same("a"), same("b")]);
    expect(rows).toMatchObject([{ type: "fold", count: 2, oldStart: 1, newStart: 1 }]);
    expect(rows[0]?.type === "fold" && rows[0].lines.map((l) => l.text)).toEqual(["a", "b"]);
  });

  it("counts added and removed lines", () => {
    expect(
      diffStats([
        same("a"),
        { kind: "added", text: "b" },
        { kind: "added", text: "c" },
        { kind: "removed", text: "d" },
      ]),
    ).toEqual({ added: 2, removed: 1 });
  });
});
