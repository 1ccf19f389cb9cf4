/*
 * Text answers read line by line. An answer is often a short list ("Librarians: run the desk"), but it can be a
 * whole document pasted from elsewhere: the chat's interview stores a reply as the answer to the question it
 * asked. Lists are read as lists; a document's Markdown structure (code blocks, headings, tables, rules, quotes,
 * HTML) is never taken for the names of things.
 */

/** A list marker and the space after it: "- ", "* ", "+ ", "• ", "1. ", "2) " ("1.5 hours" and "---" keep theirs). */
const LIST_MARKER = /^\s*(?:•\s*|(?:[-*+]|\d{1,9}[.)])(?:\s+|$))/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;
const RULE = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,}|=+[ \t]*)$/;
const TABLE_ROW = /^\s*\||^\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)+\|?\s*$/;
const QUOTE = /^ {0,3}>/;
const HTML = /^ {0,3}<[A-Za-z!/?]/;
/** A line that only introduces what follows ("Where things live:"). */
const LEAD_IN = /:\s*$/;

/** The lines of a text answer, list markers removed, blank lines left out. */
export function answerLines(answer: unknown): string[] {
  if (typeof answer !== "string") return [];
  return answer
    .split(/\r?\n/)
    .map((l) => l.replace(LIST_MARKER, "").trim())
    .filter((l) => l.length > 0);
}

/** Emphasis, strike-through and code marks around words ("**task data**" → "task data"). */
function withoutMarks(line: string): string {
  return line
    .replace(/[*`~]+/g, "")
    .replace(/(^|\s)_+|_+(?=\s|$)/g, "$1")
    .trim();
}

interface Line {
  text: string;
  /** Whether a heading above it (its own or an enclosing one) matches the section wanted. */
  inSection: boolean;
}

/** The prose and list lines of Markdown text, each with whether it sits under a wanted heading. */
function contentLines(text: string, section: RegExp): { lines: Line[]; headings: number; matched: number } {
  const lines: Line[] = [];
  const open: { level: number; matches: boolean }[] = [];
  let fence: string | null = null;
  let headings = 0;
  let matched = 0;
  for (const raw of text.split(/\r?\n/)) {
    const marker = FENCE.exec(raw)?.[1];
    if (fence !== null) {
      const closes = marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length;
      if (closes && raw.trim() === marker) fence = null;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      continue;
    }
    const heading = HEADING.exec(raw);
    if (heading) {
      const level = heading[1]?.length ?? 1;
      while ((open.at(-1)?.level ?? 0) >= level) open.pop();
      const matches = section.test(withoutMarks(heading[2] ?? ""));
      open.push({ level, matches });
      headings += 1;
      if (matches) matched += 1;
      continue;
    }
    if (RULE.test(raw) || TABLE_ROW.test(raw) || QUOTE.test(raw) || HTML.test(raw)) continue;
    const line = withoutMarks(raw.replace(LIST_MARKER, ""));
    if (line === "" || LEAD_IN.test(line)) continue;
    lines.push({ text: line, inSection: open.some((h) => h.matches) });
  }
  return { lines, headings, matched };
}

/**
 * The lines of an answer that can name things (kinds of user, roles), read as Markdown: code blocks, headings,
 * tables, rules, quotes and HTML are left out, list markers and emphasis removed, and lines that only introduce
 * a list skipped. In a document with headings, only the lines under headings that match `section` count, and
 * none when no heading does: a pasted document's other sections name no such things.
 */
export function namingLines(answer: unknown, section: RegExp): string[] {
  if (typeof answer !== "string") return [];
  const { lines, headings, matched } = contentLines(answer, section);
  if (headings === 0) return lines.map((l) => l.text);
  return matched === 0 ? [] : lines.filter((l) => l.inSection).map((l) => l.text);
}
