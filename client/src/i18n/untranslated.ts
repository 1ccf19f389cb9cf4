import { readFileSync } from "node:fs";
import ts from "typescript";

/*
 * Finds interface text written in code instead of the catalogues: JSX text, the text attributes users read
 * (placeholder, title, aria-label, alt, label, description) and toast titles and descriptions given as string
 * literals. Text with no word in it (punctuation, numbers), acronyms, paths and code are not interface text.
 * Used by the catalogue test and by `npx tsx client/src/i18n/untranslated-cli.ts <files>`.
 */

const TEXT_ATTRIBUTES = new Set([
  "placeholder",
  "title",
  "aria-label",
  "alt",
  "label",
  "description",
  "aria-description",
]);
const TEXT_PROPERTIES = new Set(["title", "description"]);

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** Whether `text` is something a person reads: it has a word that is not an acronym, a path or code. */
export function isInterfaceText(text: string): boolean {
  const words = text.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  if (words.length === 0) return false;
  if (/^[\s\w./@:-]*[/.@_][\s\w./@:-]*$/.test(text) && !/\s\w+\s/.test(text.trim())) return false; // a path, a file
  return words.some((word) => word !== word.toUpperCase() && word !== "Specwright");
}

function add(findings: Finding[], file: string, source: ts.SourceFile, node: ts.Node, text: string) {
  const clean = text.replace(/\s+/g, " ").trim();
  if (!isInterfaceText(clean)) return;
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  findings.push({ file, line: line + 1, text: clean });
}

export function untranslatedIn(file: string, content = readFileSync(file, "utf8")): Finding[] {
  const source = ts.createSourceFile(
    file,
    content,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) add(findings, file, source, node, node.text);
    else if (ts.isJsxAttribute(node) && node.initializer && TEXT_ATTRIBUTES.has(node.name.getText(source))) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) add(findings, file, source, init, init.text);
      else if (ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression))
        add(findings, file, source, init, init.expression.text);
    } else if (
      ts.isPropertyAssignment(node) &&
      TEXT_PROPERTIES.has(node.name.getText(source)) &&
      ts.isStringLiteralLike(node.initializer) &&
      isToastArgument(node)
    )
      add(findings, file, source, node.initializer, node.initializer.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** `toast({ title: "…" })`: the property sits in an object passed to a call named toast. */
function isToastArgument(node: ts.PropertyAssignment): boolean {
  const object = node.parent;
  const call = object.parent;
  return ts.isCallExpression(call) && /(^|\.)toast$/.test(call.expression.getText());
}

/** Every literal key used as `t("area:key")` or `t('area:key')` in a file. */
export function keysUsedIn(content: string): string[] {
  const keys: string[] = [];
  for (const match of content.matchAll(/\bt\(\s*["']([a-z][\w-]*:[\w.-]+)["']/g))
    keys.push(match[1] as string);
  return keys;
}
