/** A line of a document diff as the server sends it (GET /api/documents/{id}/diff). */
export interface DiffLine {
  kind: "added" | "removed" | "same";
  text: string;
}

/** What the diff view draws: changed lines with context, and folds for long unchanged runs. */
export interface NumberedLine {
  type: "line";
  kind: DiffLine["kind"];
  text: string;
  oldNumber: number | null;
  newNumber: number | null;
}

/** A run of unchanged lines, folded; `lines` are shown when the reader unfolds it. */
export interface FoldedLines {
  type: "fold";
  count: number;
  oldStart: number;
  newStart: number;
  lines: NumberedLine[];
}

export type DiffRow = NumberedLine | FoldedLines;

/**
 * Numbers the lines on both sides and folds unchanged runs longer than `2 × context` lines, keeping `context`
 * lines next to each change (the whole text is one fold when nothing changed).
 */
export function diffRows(lines: readonly DiffLine[], context = 3): DiffRow[] {
  const numbered: NumberedLine[] = [];
  let oldNumber = 0;
  let newNumber = 0;
  for (const line of lines) {
    if (line.kind !== "added") oldNumber += 1;
    if (line.kind !== "removed") newNumber += 1;
    numbered.push({
      type: "line",
      kind: line.kind,
      text: line.text,
      oldNumber: line.kind === "added" ? null : oldNumber,
      newNumber: line.kind === "removed" ? null : newNumber,
    });
  }
  const keep = numbered.map((row) => row.kind !== "same");
  numbered.forEach((row, index) => {
    if (row.kind === "same") return;
    for (let i = Math.max(0, index - context); i <= Math.min(numbered.length - 1, index + context); i++)
      keep[i] = true;
  });
  const rows: DiffRow[] = [];
  let index = 0;
  while (index < numbered.length) {
    const row = numbered[index];
    if (!row) break;
    if (keep[index]) {
      rows.push(row);
      index += 1;
      continue;
    }
    let end = index;
    while (end < numbered.length && !keep[end]) end += 1;
    rows.push({
      type: "fold",
      count: end - index,
      oldStart: row.oldNumber ?? 0,
      newStart: row.newNumber ?? 0,
      lines: numbered.slice(index, end),
    });
    index = end;
  }
  return rows;
}

/** "+12 −3" style counts, for the heading of a diff. */
export function diffStats(lines: readonly DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === "added") added += 1;
    else if (line.kind === "removed") removed += 1;
  }
  return { added, removed };
}

export const DIFF_MARK: Readonly<Record<DiffLine["kind"], string>> = { added: "+", removed: "−", same: " " };
