import type { CodeDocumentKind, CodeLanguage, PassNumber } from "../../../../domain/api/code";
import type { FileImplements, GeneratedFile } from "../../types";

/** A generated file; `implements` lists are sorted and de-duplicated so output never depends on visiting order. */
export function generatedFile(
  path: string,
  content: string,
  language: CodeLanguage,
  pass: PassNumber,
  implementsWhat: Partial<FileImplements> = {},
): GeneratedFile {
  const unique = <T extends string>(values: readonly T[] = []): T[] => [...new Set(values)].sort();
  return {
    path,
    content: content.endsWith("\n") ? content : `${content}\n`,
    language,
    pass,
    implements: {
      documents: unique<CodeDocumentKind>(implementsWhat.documents),
      requirementIds: sortIds(unique(implementsWhat.requirementIds)),
      elements: unique(implementsWhat.elements),
    },
  };
}

/** FR-2 before FR-10: requirement ids by prefix, then number. */
export function sortIds(ids: Iterable<string>): string[] {
  const parse = (id: string) => {
    const match = /^([A-Z]+)-(\d+)$/.exec(id);
    return match ? { prefix: match[1] ?? "", n: Number(match[2]) } : { prefix: id, n: 0 };
  };
  return [...new Set(ids)].sort((a, b) => {
    const x = parse(a);
    const y = parse(b);
    return x.prefix === y.prefix ? x.n - y.n : x.prefix < y.prefix ? -1 : 1;
  });
}

/** Indents every non-empty line of a block by `spaces`. */
export function indent(block: string, spaces: number): string {
  const pad = " ".repeat(spaces);
  return block
    .split("\n")
    .map((line) => (line.trim() === "" ? "" : pad + line))
    .join("\n");
}

/** Lines joined with newlines, dropping `null`/`false` entries (for optional parts of a template). */
export function lines(...parts: (string | null | false | undefined)[]): string {
  return parts.filter((p): p is string => typeof p === "string").join("\n");
}
