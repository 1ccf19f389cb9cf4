import path from "node:path";
import ts from "typescript";
import {
  HTTP_METHODS,
  type HttpMethod,
  calleeName,
  calleeRoot,
  importedSpecifiers,
  jsxAttribute,
  jsxTagName,
  parseSource,
  readsProperty,
  stringValue,
  templateText,
  walk,
} from "./ast";
import { createdTables } from "./sql";

/**
 * What the analyser reads out of a generated app's files, once, before measuring anything against the models.
 * Only the places the code conventions name are read (src/server, src/client, migrations, tests, package.json).
 */

export interface AppFile {
  path: string;
  content: string;
}

export interface DeclaredTable {
  name: string;
  columns: string[];
  file: string;
}

export interface ServerRoute {
  method: HttpMethod;
  /** As written, Express syntax: /api/books/:id. */
  path: string;
  file: string;
  /** Whether the handler arguments read a `q` property (search). */
  readsQuery: boolean;
  /**
   * A placeholder: a handler calls a function named `notImplemented` (the generated 501 answer of an operation
   * whose behaviour the models do not describe). It does not implement the operation.
   */
  placeholder: boolean;
}

export interface TestRequest {
  method: HttpMethod;
  /** The literal text of the path argument, `${…}` replaced by SUBSTITUTION. */
  text: string;
  file: string;
}

/** One it/test call: what it is called and what its body does, to tell which requirement it exercises. */
export interface TestCaseFacts {
  file: string;
  title: string;
  /** Requests made in its body (those of helpers it calls are in `calls`). */
  requests: TestRequest[];
  /** Keys of object literals passed to `.query(…)`: `q` for a search. */
  queryKeys: Set<string>;
  /** Names of the functions and methods its body calls (`makePet`, `toCsv`, `render`). */
  calls: Set<string>;
  /** Plain string literals of its body (`{ transition: "approve" }` gives approve). */
  strings: Set<string>;
}

export interface TestFileFacts {
  file: string;
  titles: string[];
  cases: number;
  requests: TestRequest[];
  /** App files the test imports (resolved paths). */
  imports: string[];
  caseFacts: TestCaseFacts[];
}

/** What a non-test source module is built from: the packages it imports, what it calls, its plain strings. */
export interface SourceFacts {
  packages: Set<string>;
  calls: Set<string>;
  /** Classes it constructs (`new WebSocket(…)`). */
  constructs: Set<string>;
  /** Plain string literals (MIME types such as text/csv, iCalendar markers). */
  strings: Set<string>;
  /**
   * Property name → the string literals of the object literals it is given (`approve: { from: ["submitted"], to:
   * "approved" }` gives approve → submitted, approved): a table of moves or rules keyed by name.
   */
  keyedStrings: Map<string, Set<string>>;
  /** `type` attributes of its JSX elements (`file` for an upload input). */
  inputTypes: Set<string>;
}

export interface ServerFileFacts {
  /** Reads a `q` property anywhere (a list's search text). */
  readsQuery: boolean;
  /** Property names passed directly as a call argument: `eq(recipes.ownerId, userId)` gives ownerId. */
  comparedProperties: Set<string>;
}

export interface PackageFacts {
  present: boolean;
  valid: boolean;
  packages: Set<string>;
  nodeEngine: string | null;
}

export interface AppFacts {
  files: AppFile[];
  paths: Set<string>;
  tables: DeclaredTable[];
  migrationTables: DeclaredTable[];
  routes: ServerRoute[];
  serverFiles: Map<string, ServerFileFacts>;
  passwordHashing: boolean;
  clientRoutes: { path: string; file: string }[];
  /** Client module → the client modules it imports (resolved, local only). */
  clientImports: Map<string, string[]>;
  /** Client module → the `name` attributes inside each of its `<form>` elements. */
  forms: Map<string, string[][]>;
  /** Client module → every literal `name` attribute of its JSX (inputs of components rendered inside a form). */
  inputNames: Map<string, string[]>;
  tests: TestFileFacts[];
  /** Requests made in test support modules (modules only test files import, e.g. src/server/test-support.ts). */
  supportRequests: TestRequest[];
  /** Each non-test module of src/server and src/client. */
  sources: Map<string, SourceFacts>;
  packageJson: PackageFacts;
}

const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const CODE_FILE = /\.[cm]?tsx?$/;
const HASHERS = new Set(["scrypt", "scryptSync", "pbkdf2", "pbkdf2Sync"]);
const HASH_LIBRARIES = /^(bcrypt|bcryptjs|argon2)$/i;

export const isTestFile = (file: string) => TEST_FILE.test(file);
export const isServerSource = (file: string) =>
  file.startsWith("src/server/") && CODE_FILE.test(file) && !isTestFile(file);
export const isClientSource = (file: string) =>
  file.startsWith("src/client/") && CODE_FILE.test(file) && !isTestFile(file);
export const isMigration = (file: string) =>
  file.startsWith("src/server/") && file.includes("/migrations/") && file.endsWith(".sql");

/** The app file a relative import points at, or null (packages, or a file that is not there). */
export function resolveImport(from: string, specifier: string, paths: Set<string>): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const stem = base.replace(/\.[cm]?js$/, "");
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`];
  return candidates.find((candidate) => paths.has(candidate)) ?? null;
}

/** The first string argument of the innermost call of a chain: `text("title").notNull()` → title. */
function columnName(initializer: ts.Expression, key: string): string {
  let node: ts.Expression = initializer;
  for (;;) {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      node = node.expression.expression;
      continue;
    }
    if (ts.isCallExpression(node)) return stringValue(node.arguments[0]) ?? key;
    return key;
  }
}

function pgTables(source: ts.SourceFile, file: string): DeclaredTable[] {
  const tables: DeclaredTable[] = [];
  walk(source, (node) => {
    if (!ts.isCallExpression(node) || !/pgTable$/i.test(calleeName(node) ?? "")) return;
    const name = stringValue(node.arguments[0]);
    if (name === null) return;
    const shape = node.arguments[1];
    const columns: string[] = [];
    if (shape && ts.isObjectLiteralExpression(shape)) {
      for (const property of shape.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const key = property.name.getText().replace(/^["'`]|["'`]$/g, "");
        columns.push(columnName(property.initializer, key));
      }
    }
    tables.push({ name, columns, file });
  });
  return tables;
}

function readServerFile(source: ts.SourceFile, file: string, facts: AppFacts): void {
  facts.tables.push(...pgTables(source, file));
  const comparedProperties = new Set<string>();
  walk(source, (node) => {
    if (!ts.isCallExpression(node)) return;
    const name = calleeName(node) ?? "";
    const root = calleeRoot(node) ?? "";
    if (HASHERS.has(name) || HASH_LIBRARIES.test(root)) facts.passwordHashing = true;
    for (const argument of node.arguments) {
      if (ts.isIdentifier(argument) && HASHERS.has(argument.text)) facts.passwordHashing = true;
      if (ts.isPropertyAccessExpression(argument)) comparedProperties.add(argument.name.text);
    }
    const method = HTTP_METHODS.find((m) => m === name);
    const routePath = stringValue(node.arguments[0]);
    if (!method || !ts.isPropertyAccessExpression(node.expression) || node.arguments.length < 2) return;
    if (routePath === null || !routePath.startsWith("/api")) return;
    const handlers = node.arguments.slice(1);
    const readsQuery = handlers.some((handler) => readsProperty(handler, "q"));
    const placeholder = handlers.some((handler) => callsFunction(handler, "notImplemented"));
    facts.routes.push({ method, path: routePath, file, readsQuery, placeholder });
  });
  facts.serverFiles.set(file, { readsQuery: readsProperty(source, "q"), comparedProperties });
}

/** Whether a subtree calls a function by this name (`notImplemented(…)` or `http.notImplemented(…)`). */
function callsFunction(node: ts.Node, name: string): boolean {
  let found = false;
  walk(node, (child) => {
    if (!found && ts.isCallExpression(child) && calleeName(child) === name) found = true;
  });
  return found;
}

function readClientFile(source: ts.SourceFile, file: string, facts: AppFacts): void {
  const forms: string[][] = [];
  const names: string[] = [];
  walk(source, (node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const name = jsxAttribute(node, "name");
      if (name !== null) names.push(name);
      const tag = jsxTagName(node);
      const routePath = jsxAttribute(node, "path");
      if ((tag === "Route" || tag.endsWith(".Route")) && routePath !== null)
        facts.clientRoutes.push({ path: routePath, file });
    }
    if (ts.isJsxElement(node) && jsxTagName(node.openingElement) === "form") {
      const names: string[] = [];
      walk(node, (inner) => {
        if (!ts.isJsxOpeningElement(inner) && !ts.isJsxSelfClosingElement(inner)) return;
        const name = jsxAttribute(inner, "name");
        if (name !== null) names.push(name);
      });
      forms.push(names);
    }
  });
  facts.forms.set(file, forms);
  facts.inputNames.set(file, names);
  facts.clientImports.set(file, localImports(source, file, facts.paths));
}

/** Requests a test makes: `.<method>("/api/…")` or `.<method>(`/api/…/${id}`)` on anything. */
function readRequests(source: ts.Node, file: string): TestRequest[] {
  const requests: TestRequest[] = [];
  walk(source, (node) => {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
    const method = HTTP_METHODS.find((m) => m === calleeName(node));
    const text = templateText(node.arguments[0]);
    if (method && text !== null && text.startsWith("/api")) requests.push({ method, text, file });
  });
  return requests;
}

/** The requests, `.query({ … })` keys and called names of one test's body. */
function readCase(body: ts.Node | undefined, file: string, title: string): TestCaseFacts {
  const facts: TestCaseFacts = {
    file,
    title,
    requests: [],
    queryKeys: new Set(),
    calls: new Set(),
    strings: new Set(),
  };
  if (!body) return facts;
  facts.requests = readRequests(body, file);
  walk(body, (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) facts.strings.add(node.text);
    if (!ts.isCallExpression(node)) return;
    const name = calleeName(node);
    if (name !== null) facts.calls.add(name);
    const options = node.arguments[0];
    if (name === "query" && options && ts.isObjectLiteralExpression(options))
      for (const property of options.properties)
        if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
          facts.queryKeys.add(property.name.text);
  });
  return facts;
}

/** Packages, calls, constructed classes, strings and JSX input types of a source module. */
function readSource(source: ts.SourceFile): SourceFacts {
  const facts: SourceFacts = {
    packages: new Set(importedSpecifiers(source).filter((s) => !s.startsWith("."))),
    calls: new Set(),
    constructs: new Set(),
    strings: new Set(),
    keyedStrings: new Map(),
    inputTypes: new Set(),
  };
  walk(source, (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      const strings = facts.keyedStrings.get(node.name.text) ?? new Set<string>();
      walk(node.initializer, (inner) => {
        if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) strings.add(inner.text);
      });
      facts.keyedStrings.set(node.name.text, strings);
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name !== null) facts.calls.add(name);
    } else if (ts.isNewExpression(node)) {
      facts.constructs.add(node.expression.getText());
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      facts.strings.add(node.text);
    } else if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const type = jsxAttribute(node, "type");
      if (type !== null) facts.inputTypes.add(type);
    }
  });
  return facts;
}

function readTestFile(source: ts.SourceFile, file: string, facts: AppFacts): void {
  const test: TestFileFacts = {
    file,
    titles: [],
    cases: 0,
    requests: readRequests(source, file),
    imports: [],
    caseFacts: [],
  };
  walk(source, (node) => {
    if (!ts.isCallExpression(node)) return;
    const root = calleeRoot(node);
    const direct = ts.isIdentifier(node.expression) || ts.isPropertyAccessExpression(node.expression);
    if (!direct || (root !== "it" && root !== "test" && root !== "describe")) return;
    const title = templateText(node.arguments[0]);
    if (title === null) return;
    test.titles.push(title);
    if (root === "describe") return;
    test.cases++;
    // it.todo has no body and it.skip's never runs: they name a behaviour without exercising it.
    const idle =
      ts.isPropertyAccessExpression(node.expression) && ["todo", "skip"].includes(node.expression.name.text);
    test.caseFacts.push(readCase(idle ? undefined : node.arguments[1], file, title));
  });
  test.imports.push(...localImports(source, file, facts.paths));
  facts.tests.push(test);
}

function localImports(source: ts.SourceFile, file: string, paths: Set<string>): string[] {
  return importedSpecifiers(source)
    .map((specifier) => resolveImport(file, specifier, paths))
    .filter((target): target is string => target !== null);
}

function readPackageJson(content: string | undefined): PackageFacts {
  const facts: PackageFacts = {
    present: content !== undefined,
    valid: false,
    packages: new Set(),
    nodeEngine: null,
  };
  if (content === undefined) return facts;
  try {
    const json: unknown = JSON.parse(content);
    if (typeof json !== "object" || json === null) return facts;
    const record = json as Record<string, unknown>;
    for (const key of ["dependencies", "devDependencies"]) {
      const deps = record[key];
      if (typeof deps === "object" && deps !== null)
        for (const name of Object.keys(deps)) facts.packages.add(name);
    }
    const engines = record.engines;
    if (typeof engines === "object" && engines !== null) {
      const node = (engines as Record<string, unknown>).node;
      if (typeof node === "string" && node.trim() !== "") facts.nodeEngine = node;
    }
    facts.valid = true;
  } catch {
    // An invalid package.json declares nothing; the stack area reports it.
  }
  return facts;
}

/** Reads every fact the measures need from the files of an app (pure; unknown files are ignored). */
export function readAppFacts(files: readonly AppFile[]): AppFacts {
  const facts: AppFacts = {
    files: [...files],
    paths: new Set(files.map((f) => f.path)),
    tables: [],
    migrationTables: [],
    routes: [],
    serverFiles: new Map(),
    passwordHashing: false,
    clientRoutes: [],
    clientImports: new Map(),
    forms: new Map(),
    inputNames: new Map(),
    tests: [],
    supportRequests: [],
    sources: new Map(),
    packageJson: readPackageJson(files.find((f) => f.path === "package.json")?.content),
  };
  const sources = new Map<string, ts.SourceFile>();
  const importedByApp = new Set<string>();
  for (const file of files) {
    if (isMigration(file.path))
      facts.migrationTables.push(...createdTables(file.content).map((t) => ({ ...t, file: file.path })));
    if (!CODE_FILE.test(file.path) || file.path.endsWith(".d.ts")) continue;
    const source = parseSource(file.path, file.content);
    sources.set(file.path, source);
    if (isTestFile(file.path)) {
      readTestFile(source, file.path, facts);
      continue;
    }
    localImports(source, file.path, facts.paths).forEach((target) => importedByApp.add(target));
    if (isServerSource(file.path) || isClientSource(file.path))
      facts.sources.set(file.path, readSource(source));
    if (isServerSource(file.path)) readServerFile(source, file.path, facts);
    else if (isClientSource(file.path)) readClientFile(source, file.path, facts);
  }
  // Test support: modules tests import and no app module does; their requests are the tests' requests.
  const support = new Set(
    facts.tests.flatMap((t) => t.imports).filter((target) => !importedByApp.has(target)),
  );
  for (const file of support) {
    const source = sources.get(file);
    if (source && !isTestFile(file)) facts.supportRequests.push(...readRequests(source, file));
  }
  return facts;
}
