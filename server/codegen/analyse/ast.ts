import ts from "typescript";

/**
 * Small readers over the TypeScript AST. The analyser never matches source text with regular expressions: a
 * path in a comment or in an unrelated string is not a route, whatever the formatting.
 */

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Stands for a `${…}` substitution in the text of a template literal (never part of a real path). */
export const SUBSTITUTION = "\u0000";

/** Parses a .ts/.tsx file; syntax errors still give a tree (the parser recovers), so reading never throws. */
export function parseSource(path: string, content: string): ts.SourceFile {
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, content, ts.ScriptTarget.Latest, true, kind);
}

/** Visits every node of a tree, depth first. */
export function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** The value of a plain string: "…", '…' or a template literal without substitutions. */
export function stringValue(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return stringValue(node.expression);
  return null;
}

/** A string or template literal as text, each `${…}` replaced by SUBSTITUTION; null for anything else. */
export function templateText(node: ts.Node | undefined): string | null {
  const plain = stringValue(node);
  if (plain !== null || !node) return plain;
  if (!ts.isTemplateExpression(node)) return null;
  return node.head.text + node.templateSpans.map((span) => SUBSTITUTION + span.literal.text).join("");
}

/** The called name: `it` for `it(…)`, `get` for `request(app).get(…)`. */
export function calleeName(call: ts.CallExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** The root identifier of a callee chain: `it` for `it.only(…)`, `describe` for `describe.skip.each(…)`. */
export function calleeRoot(call: ts.CallExpression): string | null {
  let callee: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(callee)) callee = callee.expression;
  return ts.isIdentifier(callee) ? callee.text : null;
}

/** The tag of a JSX element: `form`, `Route`, `Router.Route`. */
export function jsxTagName(node: ts.JsxOpeningLikeElement): string {
  return node.tagName.getText();
}

/** The string value of a JSX attribute given as `name="…"`, `name={"…"}` or `name={`…`}`. */
export function jsxAttribute(node: ts.JsxOpeningLikeElement, name: string): string | null {
  for (const property of node.attributes.properties) {
    if (!ts.isJsxAttribute(property) || property.name.getText() !== name) continue;
    const initializer = property.initializer;
    if (!initializer) return null;
    if (ts.isStringLiteral(initializer)) return initializer.text;
    if (ts.isJsxExpression(initializer)) return stringValue(initializer.expression);
  }
  return null;
}

/** Whether a subtree reads a property named `name`: `x.q`, `x["q"]` or `{ q }` / `{ q: … }` destructuring. */
export function readsProperty(node: ts.Node, name: string): boolean {
  let found = false;
  walk(node, (child) => {
    if (found) return;
    if (ts.isPropertyAccessExpression(child) && child.name.text === name) found = true;
    else if (ts.isElementAccessExpression(child) && stringValue(child.argumentExpression) === name)
      found = true;
    else if (ts.isBindingElement(child)) {
      const key = child.propertyName ?? child.name;
      if (ts.isIdentifier(key) && key.text === name) found = true;
      if (ts.isStringLiteral(key) && key.text === name) found = true;
    }
  });
  return found;
}

/** Module specifiers a file imports statically (`import … from "x"`) or dynamically (`import("x")`). */
export function importedSpecifiers(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  walk(source, (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const text = stringValue(node.moduleSpecifier);
      if (text !== null) specifiers.push(text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const text = stringValue(node.arguments[0]);
      if (text !== null) specifiers.push(text);
    }
  });
  return specifiers;
}
