import type { DocumentRow, ProjectRow } from "../db/schema";
import { AppError } from "../http/errors";
import { definitionOf } from "../pipeline/documents/registry";

export const EMPTY_DOCUMENT_MESSAGE = "Document content is empty";
const SLUG_MAX = 60;

/** Lower-case words joined by hyphens; `ascii` also folds accents away and drops what is left outside ASCII. */
function slug(text: string, ascii: boolean): string {
  const folded = ascii ? text.normalize("NFKD").replace(/\p{M}/gu, "") : text.normalize("NFC");
  const pattern = ascii ? /[^a-z0-9]+/g : /[^\p{L}\p{N}]+/gu;
  return folded
    .toLowerCase()
    .replace(pattern, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

/** RFC 5987 value characters: what encodeURIComponent leaves alone, less the few RFC 5987 does not allow. */
function encodeExtValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A Content-Disposition for an attachment: the ASCII `filename` for old clients and the UTF-8 `filename*`
 * (RFC 6266, RFC 5987). `asciiName` must already be plain ASCII without quotes or backslashes.
 */
export function contentDisposition(asciiName: string, utf8Name: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeExtValue(utf8Name)}`;
}

/**
 * A document as a Markdown download: `library-srs-v2.md` from the project's name, the kind and the version.
 * The header carries an ASCII `filename` and the UTF-8 `filename*` (RFC 6266), so no name can break out of it.
 * Empty content is refused with the spec's message (delivery.md §2.2).
 */
export function documentDownload(document: DocumentRow, project: ProjectRow) {
  if (document.content.trim() === "") throw new AppError("bad_request:document", EMPTY_DOCUMENT_MESSAGE);
  const { fileSlug } = definitionOf(document);
  const name = (base: string) => `${base || "project"}-${fileSlug}-v${document.version}.md`;
  const asciiName = name(slug(project.name, true));
  const utf8Name = name(slug(project.name, false));
  return {
    fileName: utf8Name,
    contentDisposition: contentDisposition(asciiName, utf8Name),
    content: document.content,
  };
}
