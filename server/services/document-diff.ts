import { diffLines } from "diff";
import type { DocumentDiff } from "../../domain/api/documents";
import type { DocumentRow } from "../db/schema";
import { AppError } from "../http/errors";

/** The most lines a diff answer lists; the counts still cover the whole diff. */
export const DIFF_MAX_LINES = 5_000;
/** How long the diff may compute before it gives up (very different large documents). */
const DIFF_TIMEOUT_MS = 2_000;

/**
 * A line diff from one version of a document (`from`) to another (`to`): every line of both, marked added,
 * removed or the same, bounded to DIFF_MAX_LINES. Only versions of the same document can be compared.
 */
export function diffDocuments(from: DocumentRow, to: DocumentRow): DocumentDiff {
  if (from.projectId !== to.projectId || from.kind !== to.kind || from.documentType !== to.documentType)
    throw new AppError("bad_request:document", "Only versions of the same document can be compared");
  const changes = diffLines(from.content, to.content, { timeout: DIFF_TIMEOUT_MS });
  if (!changes) throw new AppError("bad_request:document", "These versions differ too much to compare");
  const lines: DocumentDiff["lines"] = [];
  let added = 0;
  let removed = 0;
  let total = 0;
  for (const change of changes) {
    const kind = change.added ? "added" : change.removed ? "removed" : "same";
    const texts = change.value.replace(/\n$/, "").split("\n");
    if (kind === "added") added += texts.length;
    if (kind === "removed") removed += texts.length;
    total += texts.length;
    for (const text of texts) {
      if (lines.length >= DIFF_MAX_LINES) break;
      lines.push({ kind, text });
    }
  }
  return {
    from: { id: from.id, version: from.version },
    to: { id: to.id, version: to.version },
    lines,
    added,
    removed,
    truncated: total > lines.length,
  };
}
