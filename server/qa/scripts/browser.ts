import type { TestFramework } from "../../../domain/api/testing";
import type { CheckContext } from "./api-checks";

/*
 * Browser scripts (playwright, cypress, selenium). Playwright runs here (see `playwright`); cypress and selenium
 * run against the running app at BASE_URL (its `npm start`, or a Specwright preview). They sign up a new account
 * first when the app has accounts, open the resource's list page and its create form, and name the requirement ids
 * in their titles.
 */

const q = (s: string) => JSON.stringify(s);
const titled = (ids: readonly string[], text: string) =>
  q(ids.length > 0 ? `${ids.join(", ")}: ${text}` : text);
const BASE = 'const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:3000";';

function pagePath(ctx: CheckContext): string {
  return ctx.resource.path.replace(/^\/api/, "");
}

const account = (n: string) =>
  `{ username: \`qa\${Date.now()}${n}\`, password: "correct horse battery", name: "QA tester" }`;

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * A Vitest file: playwright-core drives the system Chromium against the app served inside the test (createApp over
 * the emptied in-memory test database with the built front end, on 127.0.0.1 and a free port), so it needs no BASE_URL and no
 * browser download. It signs up through the sign-up page first when the app has accounts and then uses the same
 * session (cookies) for the rows it stores through the API.
 */
function playwright(ctx: CheckContext): string {
  const { entity, pages } = ctx.resource;
  const list = pages.list ?? pagePath(ctx);
  const signUp = ctx.accounts ? ctx.signUpPage : null;
  const tests = [
    `  it(${titled(ctx.ids, `the ${list} page lists a ${entity.toLowerCase()} stored through the API`)}, async () => {
    const created = await make${entity}(agent);
    await page.goto(\`\${baseUrl}${list}\`);
    await page.locator("h1").first().waitFor();
    await page.locator(\`a[href="${list}/\${created.id}"]\`).first().waitFor();
    expect(await page.locator("h1").first().textContent()).not.toBe("");
  });`,
  ];
  if (pages.create)
    tests.push(`  it(${titled(ctx.ids, `the ${pages.create} page shows the create form`)}, async () => {
    await page.goto(\`\${baseUrl}${pages.create}\`);
    await page.locator("form").first().waitFor();
    expect(await page.locator("form input, form select, form textarea").count()).toBeGreaterThan(0);
  });`);
  return [
    `// QA ${ctx.testType} tests of ${ctx.appName}: ${entity} pages in a real browser. Written by Specwright.`,
    "// playwright-core drives the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium; skipped without it)",
    "// against the app served by this test over the emptied test database. It needs the built front end: run",
    "// `npm run build` first (Specwright's run does), then this file with Vitest.",
    'import fs from "node:fs";',
    'import type { Server } from "node:http";',
    'import type { AddressInfo } from "node:net";',
    'import { fileURLToPath } from "node:url";',
    'import { chromium, type Browser, type Page } from "playwright-core";',
    'import request from "supertest";',
    'import { afterAll, beforeAll, describe, expect, it } from "vitest";',
    'import { createApp } from "../../../src/server/app";',
    `import { make${entity}, openEmptyApp, type Agent } from "../../../src/server/test-support";`,
    "",
    'const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";',
    'const CLIENT_DIR = fileURLToPath(new URL("../../../dist/client", import.meta.url));',
    "",
    "let server: Server;",
    "let browser: Browser;",
    "let page: Page;",
    "let baseUrl: string;",
    "/** Stores rows through the API with the browser's session. */",
    "let agent: Agent;",
    "",
    `describe.skipIf(!fs.existsSync(CHROMIUM))(${q(`QA ${ctx.testType}: ${entity} pages of ${ctx.appName} (playwright)`)}, () => {`,
    "  beforeAll(async () => {",
    '    if (!fs.existsSync(`${CLIENT_DIR}/index.html`)) throw new Error("dist/client is missing: run npm run build first.");',
    "    // The test support's database, emptied for this file (one database per test worker).",
    "    const { db } = await openEmptyApp();",
    "    const app = createApp({ db, clientDir: CLIENT_DIR });",
    "    server = await new Promise<Server>((resolve) => {",
    '      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));',
    "    });",
    "    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;",
    `    browser = await chromium.launch({ executablePath: CHROMIUM, args: ${JSON.stringify(CHROMIUM_ARGS)} });`,
    "    page = await browser.newPage();",
    ...(signUp
      ? [
          `    // Sign up through the app's own page; its session cookie then signs the API calls in too.`,
          `    await page.goto(\`\${baseUrl}${signUp}\`);`,
          '    for (const input of await page.locator("form input").all()) {',
          '      const name = (await input.getAttribute("name")) ?? "";',
          '      const type = (await input.getAttribute("type")) ?? "text";',
          "      const unique = `qa${Date.now()}`;",
          "      await input.fill(",
          '        type === "password" ? "correct horse battery" : type === "email" ? `${unique}@example.com` : name === "username" ? unique : "QA tester",',
          "      );",
          "    }",
          "    await page.locator('form button[type=\"submit\"]').click();",
          `    await page.waitForURL((url) => url.pathname !== ${q(signUp)});`,
          "    const cookies = await page.context().cookies();",
          "    agent = request.agent(baseUrl);",
          '    agent.set("cookie", cookies.map((c) => `${c.name}=${c.value}`).join("; "));',
        ]
      : ["    agent = request.agent(baseUrl);"]),
    "  }, 60_000);",
    "  afterAll(async () => {",
    "    await browser?.close();",
    "    await new Promise((resolve) => server?.close(resolve));",
    "  });",
    "",
    tests.join("\n\n"),
    "});",
    "",
  ].join("\n");
}

function cypress(ctx: CheckContext): string {
  const page = pagePath(ctx);
  return [
    '/// <reference types="cypress" />',
    "// Run with `npx cypress run --spec <this file>` and baseUrl set to the running app.",
    "",
    `describe(${q(`QA ${ctx.testType}: ${ctx.resource.entity} pages of ${ctx.appName}`)}, () => {`,
    ...(ctx.accounts
      ? [
          "  beforeEach(() => {",
          `    cy.request("POST", "/api/auth/register", ${account("")}).its("status").should("eq", 201);`,
          "  });",
          "",
        ]
      : []),
    `  it(${titled(ctx.ids, `the ${page} page lists and opens the create form`)}, () => {`,
    `    cy.visit(${q(page)});`,
    '    cy.get("h1").should("be.visible");',
    `    cy.visit(${q(`${page}/new`)});`,
    '    cy.get("form").should("be.visible");',
    "  });",
    "});",
    "",
  ].join("\n");
}

function selenium(ctx: CheckContext): string {
  const page = pagePath(ctx);
  return [
    'import { Builder, By, until, type WebDriver } from "selenium-webdriver";',
    "// Run under Jest or Mocha with selenium-webdriver and a Chrome/ChromeDriver installed.",
    "",
    BASE,
    "",
    `describe(${q(`QA ${ctx.testType}: ${ctx.resource.entity} pages of ${ctx.appName}`)}, () => {`,
    "  let driver: WebDriver;",
    "  beforeAll(async () => {",
    '    driver = await new Builder().forBrowser("chrome").build();',
    ...(ctx.accounts
      ? [
          "    await driver.get(BASE_URL);",
          "    await driver.executeAsyncScript(",
          "      \"const done = arguments[arguments.length - 1]; fetch('/api/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'qa' + Date.now(), password: 'correct horse battery', name: 'QA tester' }) }).then(() => done());\",",
          "    );",
        ]
      : []),
    "  });",
    "  afterAll(async () => {",
    "    await driver.quit();",
    "  });",
    "",
    `  it(${titled(ctx.ids, `the ${page} page lists and opens the create form`)}, async () => {`,
    `    await driver.get(\`\${BASE_URL}${page}\`);`,
    '    await driver.wait(until.elementLocated(By.css("h1")), 10_000);',
    `    await driver.get(\`\${BASE_URL}${page}/new\`);`,
    '    await driver.wait(until.elementLocated(By.css("form")), 10_000);',
    "  });",
    "});",
    "",
  ].join("\n");
}

export const BROWSER_SCRIPTS: Partial<Record<TestFramework, (ctx: CheckContext) => string>> = {
  playwright,
  cypress,
  selenium,
};
