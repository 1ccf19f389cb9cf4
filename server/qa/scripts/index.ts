import type { TestFramework, TestScript, TestType } from "../../../domain/api/testing";
import type { AppFacts, AppResource } from "../app-facts";
import { chromiumPath, findChromium } from "../chromium";
import { apiCheckScript, type CheckContext } from "./api-checks";
import { BROWSER_SCRIPTS } from "./browser";

/*
 * Test scripts for the generated app (F3): one file per API resource under tests/qa/<type>/, plus the Vitest
 * config that runs the QA scripts Vitest can run next to the app's own tests. One registry entry per framework.
 */

/** The config execute-tests uses once QA scripts exist (the app's own config plus the runnable QA scripts). */
export const QA_CONFIG_PATH = "tests/qa/vitest.config.ts";

export const QA_VITEST_CONFIG = `import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vitest/config";
import app from "../../vite.config";

// The app's own tests plus the QA scripts Vitest runs (Jest-syntax files use Vitest's Jest-compatible globals;
// playwright files need \`npm run build\` first and a Chromium at CHROMIUM_PATH or /usr/bin/chromium).
// Run them with: npx vitest run --configLoader runner --config ${QA_CONFIG_PATH}
export default mergeConfig(
  app,
  defineConfig({
    root: fileURLToPath(new URL("../..", import.meta.url)),
    test: {
      include: [
        "tests/qa/**/*.jest.test.ts",
        "tests/qa/**/*.supertest.test.ts",
        "tests/qa/**/*.playwright.test.ts",
      ],
      globals: true,
    },
  }),
);
`;

type FrameworkEntry = {
  extension: string;
  runner: string;
  runnableHere: boolean;
  note: string;
  render: (ctx: CheckContext) => string;
};

const RUN_QA = `npx vitest run --configLoader runner --config ${QA_CONFIG_PATH}`;

export const FRAMEWORKS: Record<TestFramework, FrameworkEntry> = {
  jest: {
    extension: "jest.test.ts",
    runner: RUN_QA,
    runnableHere: true,
    note:
      "Jest syntax (globals, no imports). Runs here under Vitest's Jest-compatible API (globals: true), not under " +
      "Jest itself; to run it with Jest add jest and ts-jest.",
    render: (ctx) => apiCheckScript(ctx, "jest"),
  },
  supertest: {
    extension: "supertest.test.ts",
    runner: RUN_QA,
    runnableHere: true,
    note: "supertest against the app's createApp over its emptied in-memory test database; runs here with Vitest.",
    render: (ctx) => apiCheckScript(ctx, "vitest"),
  },
  playwright: {
    extension: "playwright.test.ts",
    runner: `npm run build && ${RUN_QA}`,
    runnableHere: true,
    note:
      "playwright-core with the system Chromium against the app served in the test (over a fresh in-memory " +
      "database, with the built front end); runs here with Vitest after npm run build.",
    render: (ctx) => BROWSER_SCRIPTS.playwright?.(ctx) ?? "",
  },
  cypress: {
    extension: "cypress.cy.ts",
    runner: "npx cypress run (needs cypress; baseUrl = the running app)",
    runnableHere: false,
    note: "Generated, not run here: it needs the Cypress runner (npx cypress run) and the app running at its baseUrl.",
    render: (ctx) => BROWSER_SCRIPTS.cypress?.(ctx) ?? "",
  },
  selenium: {
    extension: "selenium.test.ts",
    runner: "npx jest tests/qa (needs jest, ts-jest, selenium-webdriver and Chrome with ChromeDriver)",
    runnableHere: false,
    note:
      "Generated, not run here: it needs selenium-webdriver with Chrome and ChromeDriver, run by Jest or Mocha, " +
      "and the app running at BASE_URL.",
    render: (ctx) => BROWSER_SCRIPTS.selenium?.(ctx) ?? "",
  },
};

/** The ids a script names: the resource's own, narrowed to the requested cases when they share any. */
function idsFor(resource: AppResource, requested: readonly string[] | null): string[] {
  if (!requested) return resource.requirementIds;
  const shared = resource.requirementIds.filter((id) => requested.includes(id));
  return shared.length > 0 ? shared : resource.requirementIds;
}

/** The scripts for one framework and test type (see the module comment). */
export function buildTestScripts(input: {
  appName: string;
  facts: AppFacts;
  framework: TestFramework;
  testType: TestType;
  requestedIds: readonly string[] | null;
}): TestScript[] {
  const { facts, framework, testType } = input;
  const entry = FRAMEWORKS[framework];
  // Playwright runs only where a Chromium is: elsewhere its files are reported skipped.
  const chromium = framework === "playwright" ? findChromium() : null;
  const noBrowser = framework === "playwright" && chromium === null;
  const runnableHere = entry.runnableHere && !noBrowser;
  const note = noBrowser
    ? `Generated, not run here: no Chromium at ${chromiumPath()} (set CHROMIUM_PATH); a run reports it skipped.`
    : chromium
      ? `${entry.note} Browser: the system Chromium at ${chromium}.`
      : entry.note;
  return facts.resources.map((resource) => {
    const ids = idsFor(resource, input.requestedIds);
    const segment = resource.path.split("/").pop() ?? resource.entity.toLowerCase();
    const ctx: CheckContext = {
      appName: input.appName,
      testType,
      resource,
      ids,
      accounts: facts.accounts,
      signUpPage: facts.signUpPage,
    };
    return {
      name: `${resource.entity} ${testType} tests (${framework})`,
      description: `${testType} checks of ${resource.path} for ${ids.join(", ") || "the resource"}`,
      type: testType,
      framework,
      path: `tests/qa/${testType}/${segment}.${entry.extension}`,
      runner: entry.runner,
      runnableHere,
      note,
      content: entry.render(ctx),
      requirementIds: ids,
    };
  });
}
