/** Heading anchors and the table of contents of a rendered Markdown document. */

export interface TocHeading {
  depth: number;
  text: string;
  id: string;
}

/** A requirement heading ("FR-1: Add a book") is anchored by its id alone, so other views can link to it. */
const REQUIREMENT_HEADING = /^((?:FR|NFR|US)-\d+)\b/;

export function requirementIdOf(text: string): string | null {
  return REQUIREMENT_HEADING.exec(text.trim())?.[1] ?? null;
}

/** The anchor of a requirement id inside a document rendered with `prefix`. */
export const requirementAnchor = (prefix: string, requirementId: string) =>
  `${prefix}${requirementId.toLowerCase()}`;

/** "3.2.1 Catalogue (F-1)" → "3-2-1-catalogue-f-1". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Gives each heading of one document a unique id, in document order: the requirement id for requirement
 * headings, else the slug of the text; repeats get "-1", "-2". Both the renderer and the table of contents use
 * one of these, so their ids agree.
 */
export function createSlugger(prefix = ""): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const requirement = requirementIdOf(text);
    const base = requirement ? requirement.toLowerCase() : slugify(text) || "section";
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return `${prefix}${count === 0 ? base : `${base}-${count}`}`;
  };
}

/** The plain text of a heading's inline Markdown: links keep their text, emphasis and code marks go. */
export function plainHeadingText(inline: string): string {
  return inline
    .replace(/\s+#+\s*$/, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(\*|_)(.+?)\1/g, "$2")
    .replace(/~~(.+?)~~/g, "$1")
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, "$1")
    .trim();
}

const ATX_HEADING = /^ {0,3}(#{1,6})[ \t]+(.+?)[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Every ATX heading of the document outside fenced code, with the id the renderer gives it. (Generated
 * documents use ATX headings only; a setext heading would still get an id when rendered, just no TOC entry.)
 */
export function extractHeadings(markdown: string, prefix = ""): TocHeading[] {
  const slug = createSlugger(prefix);
  const headings: TocHeading[] = [];
  let fence: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch?.[1]) {
      const marker = fenceMatch[1];
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = ATX_HEADING.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const text = plainHeadingText(match[2]);
    headings.push({ depth: match[1].length, text, id: slug(text) });
  }
  return headings;
}

/** The entries worth a table of contents: sections and subsections, not every requirement. */
export function tocEntries(headings: readonly TocHeading[], maxDepth = 3): TocHeading[] {
  return headings.filter((h) => h.depth >= 2 && h.depth <= maxDepth);
}

/** A table of contents helps once a document is long: several sections, or many screens of text. */
export function wantsToc(markdown: string, headings: readonly TocHeading[]): boolean {
  return tocEntries(headings).length >= 4 && markdown.length > 2_500;
}
