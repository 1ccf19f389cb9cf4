/**
 * Markdown building blocks for the document renderers. Every string that came from a user or a model goes
 * through `escapeMarkdown` (or `mermaidLabel` inside diagrams) where it lands; only text built by these
 * helpers is wrapped as `Markdown` and placed as it is.
 */

/** Markdown that is already safe to place as it is (built by the helpers below, never raw user text). */
export interface Markdown {
  readonly markdown: string;
}

/** Plain text (escaped where it lands) or trusted Markdown. */
export type Inline = string | Markdown;

/** A bullet: a line of text, or a line with nested bullets. */
export type ListItem = Inline | { text: Inline; children: readonly ListItem[] };

/** What every rendered document shows under its title; dates come from here, never from the clock. */
export interface DocumentMeta {
  version: number;
  date: string;
  /** Shown under the title of documents whose model does not carry the product's name. */
  productName?: string;
}

// C0 controls other than tab and newline, and DEL: never meaningful in a document.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const INLINE_SPECIAL = /[\\`*_[\]<>#|~]/g;
const ENTITY_START = /&(?=#?[A-Za-z0-9]+;)/g;
// A leading + - = only matters before a space or another marker (a bullet, a rule, a setext underline).
const LINE_START_MARKER = /^([+\-=])(?=[\s+\-=]|$)/;
const ORDERED_MARKER = /^(\d{1,9})([.)])(?=\s|$)/;

/** Wraps text that is already valid, safe Markdown. Use only for output of these helpers or fixed strings. */
export function md(markdown: string): Markdown {
  return { markdown };
}

function isMarkdown(value: ListItem): value is Markdown {
  return typeof value === "object" && "markdown" in value;
}

/** Normalises line endings, drops control characters and turns tabs into spaces. */
function clean(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(CONTROL, "").replace(/\t/g, " ");
}

function escapeLine(line: string): string {
  return line
    .replace(INLINE_SPECIAL, "\\$&")
    .replace(ENTITY_START, "\\&")
    .replace(LINE_START_MARKER, "\\$1")
    .replace(ORDERED_MARKER, "$1\\$2");
}

/**
 * Escapes user text so that it renders as exactly that text: Markdown punctuation is backslash-escaped, HTML
 * (`<script>`) shows as text, entities stay literal, and nothing at a line start becomes a list, heading, quote
 * or rule. With `oneLine` (table cells, headings, bullets) newlines collapse into spaces; otherwise paragraphs
 * are kept and lines lose their indentation (which would otherwise start a code block).
 */
export function escapeMarkdown(text: string, options: { oneLine?: boolean } = {}): string {
  const cleaned = clean(text);
  if (options.oneLine) return escapeLine(cleaned.replace(/\s+/g, " ").trim());
  return cleaned
    .split("\n")
    .map((line) => escapeLine(line.replace(/ +/g, " ").trim()))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Renders an inline value on one line: text is escaped, Markdown is kept. */
export function inline(value: Inline): string {
  if (typeof value === "string") return escapeMarkdown(value, { oneLine: true });
  return value.markdown.replace(/\s*\n\s*/g, " ").trim();
}

/** An inline code span; the fence is longer than any backtick run inside. */
export function code(text: string): Markdown {
  const content = clean(text).replace(/\s*\n\s*/g, " ");
  const longest = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const padded = /^[` ]|[` ]$/.test(content) ? ` ${content} ` : content;
  return md(`${fence}${padded}${fence}`);
}

/** Bold text. */
export function bold(value: Inline): Markdown {
  return md(`**${inline(value)}**`);
}

/** Joins inline values with a separator (escaped once, each value as `inline` renders it). */
export function joinInline(values: readonly Inline[], separator = ", "): Markdown {
  return md(values.map(inline).join(separator.replace(INLINE_SPECIAL, "\\$&")));
}

/** Words as a sentence lists them: "a", "a and b", "a, b and c". */
export function sentenceList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;
}

/** An ATX heading on one line. */
export function heading(level: 1 | 2 | 3 | 4 | 5 | 6, text: Inline): string {
  return `${"#".repeat(level)} ${inline(text)}`;
}

/** A paragraph of user text with its own paragraph breaks kept. */
export function paragraph(text: Inline): string {
  return typeof text === "string" ? escapeMarkdown(text) : text.markdown.trim();
}

function listLines(items: readonly ListItem[], indent: string, ordered: boolean): string[] {
  return items.flatMap((item, index) => {
    const marker = ordered ? `${index + 1}. ` : "- ";
    const text = isMarkdown(item) || typeof item === "string" ? item : item.text;
    const children = isMarkdown(item) || typeof item === "string" ? [] : item.children;
    const line = `${indent}${marker}${inline(text)}`;
    return [line, ...listLines(children, indent + " ".repeat(marker.length), false)];
  });
}

/** A bullet list (or numbered with `ordered`), nested bullets indented under their parent. */
export function bulletList(items: readonly ListItem[], options: { ordered?: boolean } = {}): string {
  return listLines(items, "", options.ordered ?? false).join("\n");
}

/** A bullet list, or the given sentence when there is nothing to list (a section is never blank). */
export function listOr(items: readonly ListItem[], emptySentence: string): string {
  return items.length > 0 ? bulletList(items) : escapeMarkdown(emptySentence);
}

/** Escapes every `|` that is not already escaped, so trusted Markdown cannot split a table cell. */
function escapePipes(markdown: string): string {
  let out = "";
  for (let i = 0; i < markdown.length; i += 1) {
    const char = markdown.charAt(i);
    if (char === "\\") {
      out += char + markdown.charAt(i + 1);
      i += 1;
    } else {
      out += char === "|" ? "\\|" : char;
    }
  }
  return out;
}

function cell(value: Inline): string {
  return typeof value === "string" ? inline(value) : escapePipes(inline(value));
}

/** Display width as Prettier measures it: wide East Asian characters and emoji count 2, combining marks 0. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/\p{M}/u.test(char)) continue;
    const wide =
      /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u.test(
        char,
      );
    width += wide || /\p{Extended_Pictographic}/u.test(char) ? 2 : 1;
  }
  return width;
}

/**
 * A GFM table. Text cells are escaped onto one line with `|` escaped; every row must have one cell per header
 * (a mismatch is a renderer bug, so it throws). Columns are padded the way Prettier aligns them, so the
 * file reads well as text and `prettier --write` leaves it alone.
 */
export function table(headers: readonly Inline[], rows: readonly (readonly Inline[])[]): string {
  rows.forEach((row, index) => {
    if (row.length !== headers.length) {
      throw new Error(`table row ${index + 1} has ${row.length} cells for ${headers.length} headers`);
    }
  });
  const cells = [headers, ...rows].map((row) => row.map(cell));
  const widths = headers.map((_, column) =>
    Math.max(3, ...cells.map((row) => displayWidth(row[column] ?? ""))),
  );
  const line = (row: readonly string[]) =>
    `| ${row.map((text, column) => text + " ".repeat((widths[column] ?? 0) - displayWidth(text))).join(" | ")} |`;
  const [head = [], ...body] = cells;
  return [line(head), line(widths.map((width) => "-".repeat(width))), ...body.map(line)].join("\n");
}

/** A table, or the given sentence when there are no rows. */
export function tableOr(
  headers: readonly Inline[],
  rows: readonly (readonly Inline[])[],
  emptySentence: string,
): string {
  return rows.length > 0 ? table(headers, rows) : escapeMarkdown(emptySentence);
}

/**
 * A fenced code block that holds `source` exactly (line endings normalised, control characters and trailing blank
 * lines dropped; tabs kept): its backtick fence is longer than any backtick run inside, so no line of the source
 * can close it (CommonMark §4.5), and `~~~` lines cannot close a backtick fence at all. Every renderer places user
 * text in a fenced block through this helper.
 */
export function codeBlock(lang: string, source: string): string {
  const body = source.replace(/\r\n?/g, "\n").replace(CONTROL, "").replace(/\n+$/, "");
  const longest = Math.max(0, ...(body.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  const info = lang.replace(/[^A-Za-z0-9_+-]/g, "");
  return `${fence}${info}\n${body}\n${fence}`;
}

/** The document title and its version line. */
export function documentHeader(title: string, subtitle: string | null, meta: DocumentMeta): string {
  const version = `Version ${meta.version} · ${escapeMarkdown(meta.date, { oneLine: true })}`;
  const lines = [subtitle === null ? null : bold(subtitle).markdown, `_${version}_`].filter(
    (l) => l !== null,
  );
  return [heading(1, title), lines.join("  \n")].join("\n\n");
}

/** Joins blocks with one blank line between them, leaving out empty ones; the document ends with a newline. */
export function joinBlocks(blocks: readonly (string | null | false)[]): string {
  const kept = blocks.filter((block): block is string => typeof block === "string" && block.trim() !== "");
  return `${kept.map((block) => block.trimEnd()).join("\n\n")}\n`;
}

const MERMAID_ENTITIES: Readonly<Record<string, string>> = {
  '"': "#quot;",
  "#": "#35;",
  ";": "#59;",
  "[": "#91;",
  "]": "#93;",
  "{": "#123;",
  "}": "#125;",
  "<": "#lt;",
  ">": "#gt;",
  "&": "#amp;",
  "|": "#124;",
  "`": "#96;",
};

/**
 * Text made safe inside a Mermaid label (a quoted node label, an edge label, a sequence message or alias):
 * quotes, brackets, braces, `#`, `;`, `|`, backticks and HTML become Mermaid entity codes, newlines become
 * spaces. Blank text becomes a dash, since several diagram types reject an empty label.
 */
export function mermaidLabel(text: string): string {
  const oneLine = clean(text).replace(/\s+/g, " ").trim();
  if (oneLine === "") return "—";
  return oneLine.replace(/["#;[\]{}<>&|`]/g, (char) => MERMAID_ENTITIES[char] ?? char);
}

const MERMAID_RESERVED = new Set([
  "end",
  "graph",
  "flowchart",
  "subgraph",
  "style",
  "class",
  "classdef",
  "click",
  "linkstyle",
  "default",
  "call",
  "href",
  "direction",
  "participant",
  "actor",
  "loop",
  "alt",
  "else",
  "opt",
  "par",
  "and",
  "rect",
  "note",
  "critical",
  "break",
  "box",
  "autonumber",
  "activate",
  "deactivate",
  "title",
  "acctitle",
  "accdescr",
  "over",
  "left",
  "right",
  "of",
  "as",
  "links",
  "link",
  "properties",
  "details",
  "create",
  "destroy",
  "erdiagram",
  "sequencediagram",
]);

/**
 * A Mermaid node id from any text: ASCII letters, digits and `_`, starting with a letter, never a Mermaid
 * keyword (`end` breaks a flowchart). Different texts can map to the same id; callers keep them apart.
 */
export function mermaidId(text: string): string {
  const ascii = text.normalize("NFKD").replace(/\p{M}/gu, "");
  const base = ascii.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
  if (base === "") return "node";
  const lettered = /^[A-Za-z]/.test(base) ? base : `n_${base}`;
  return MERMAID_RESERVED.has(lettered.toLowerCase()) ? `${lettered}_` : lettered;
}
