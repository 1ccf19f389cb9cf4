import { requirementIdsIn, sortRequirementIds } from "../../domain/api/testing";

/*
 * What QA needs to know about a generated app, read from its stored files (never from the disk): the titles of
 * its tests with the requirement ids they name, and the API resources its own test support creates, so test
 * scripts use the same set-up as the app's tests.
 */

export type AppFile = {
  path: string;
  content: string;
  implements?: { requirementIds: string[] } | null;
};

export type AppTestTitle = { file: string; title: string; requirementIds: string[] };

export type AppResource = {
  /** Entity name as the test support spells it (Book). */
  entity: string;
  /** The collection path (/api/books): POST creates, GET lists. */
  path: string;
  /** The requirement ids the app's own route and tests for this resource name. */
  requirementIds: string[];
  /** `bookUpdateSchema` exists in src/shared/schema.ts. */
  hasUpdateSchema: boolean;
  /** The client's pages for it (routes of src/client/app.tsx): the list (/books) and the create form (/books/new). */
  pages: { list: string | null; create: string | null };
};

export type AppFacts = {
  tests: AppTestTitle[];
  resources: AppResource[];
  /** openTestApp signs an account in (the API needs a session). */
  accounts: boolean;
  /** src/server/test-support.ts exists (scripts import its set-up). */
  hasTestSupport: boolean;
  /** The client's sign-up page (/sign-up), when the app has one. */
  signUpPage: string | null;
};

const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
/** it("…") / test("…") / it.skip('…') with a one-line title in any quote style. */
const TEST_TITLE = /\b(?:it|test)(?:\.(?:skip|only|todo|concurrent))?\(\s*(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g;

/** The titles of the tests in one source text. */
export function testTitlesIn(file: string, content: string): AppTestTitle[] {
  return [...content.matchAll(TEST_TITLE)].map((m) => {
    const title = (m[2] ?? "").replace(/\\(.)/g, "$1");
    return { file, title, requirementIds: requirementIdsIn(title) };
  });
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** <Route path="/books/new"> in the client's router. */
const ROUTE_PATH = /<Route\s+path=["']([^"']+)["']/g;

/** Reads the facts from the app's files (see the module comment). */
export function appFactsOf(files: readonly AppFile[]): AppFacts {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const tests = files
    .filter((f) => TEST_FILE.test(f.path) && !f.path.startsWith("tests/qa/"))
    .flatMap((f) => testTitlesIn(f.path, f.content));
  const support = byPath.get("src/server/test-support.ts");
  const shared = byPath.get("src/shared/schema.ts")?.content ?? "";
  const routes = new Set(
    [...(byPath.get("src/client/app.tsx")?.content ?? "").matchAll(ROUTE_PATH)].map((m) => m[1] ?? ""),
  );
  const page = (p: string) => (routes.has(p) ? p : null);
  const resources: AppResource[] = [];
  for (const block of (support?.content ?? "").split(/export async function make/).slice(1)) {
    const entity = /^(\w+)\(/.exec(block)?.[1];
    const path = /\.post\("(\/api\/[^"]+)"\)/.exec(block)?.[1];
    if (!entity || !path || path.includes(":")) continue;
    const segment = path.split("/").pop() ?? "";
    const route = byPath.get(`src/server/routes/${segment}.ts`);
    const ids = new Set([
      ...(route?.implements?.requirementIds ?? []).flatMap((id) => requirementIdsIn(id)),
      ...tests
        .filter((t) => t.file === `src/server/routes/${segment}.test.ts`)
        .flatMap((t) => t.requirementIds),
    ]);
    resources.push({
      entity,
      path,
      requirementIds: sortRequirementIds(ids),
      hasUpdateSchema: shared.includes(`export const ${lowerFirst(entity)}UpdateSchema`),
      pages: { list: page(`/${segment}`), create: page(`/${segment}/new`) },
    });
  }
  const openBlock = /export async function openTestApp[\s\S]*?\n}/.exec(support?.content ?? "")?.[0] ?? "";
  return {
    tests,
    resources,
    accounts: openBlock.includes("signUp("),
    hasTestSupport: Boolean(support),
    signUpPage: [...routes].find((p) => /^\/(sign-?up|register)$/i.test(p)) ?? null,
  };
}
