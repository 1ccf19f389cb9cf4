import type { TestType } from "../../../domain/api/testing";
import type { AppResource } from "../app-facts";

/*
 * The checks of the scripts that run here (jest, supertest): the app's real createApp over its in-memory test
 * database, emptied for each file by its own test support (src/server/test-support.ts), as in the app's API tests.
 * `syntax` picks Jest's globals (describe/test/expect, no imports) or Vitest imports with supertest.
 */

export type Syntax = "jest" | "vitest";

export type CheckContext = {
  appName: string;
  testType: TestType;
  resource: AppResource;
  /** Requirement ids named in the titles. */
  ids: string[];
  accounts: boolean;
  /** The client's sign-up page (browser scripts sign up through it when the app has accounts). */
  signUpPage: string | null;
};

const q = (s: string) => JSON.stringify(s);
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const titled = (ids: readonly string[], text: string) =>
  q(ids.length > 0 ? `${ids.join(", ")}: ${text}` : text);

/** One test block per check; each title starts with the requirement ids it covers. */
function checks(ctx: CheckContext, it: string): string[] {
  const { resource, ids, testType } = ctx;
  const { entity, path } = resource;
  const noun = lowerFirst(entity);
  if (testType === "unit" && resource.hasUpdateSchema) {
    const schema = `${noun}UpdateSchema`;
    return [
      `  ${it}(${titled(ids, `${schema} accepts the fields of a sample ${noun}`)}, () => {
    expect(${schema}.safeParse(sample${entity}(fresh())).success).toBe(true);
  });`,
      `  ${it}(${titled(ids, `${schema} refuses an update that changes nothing`)}, () => {
    expect(${schema}.safeParse({}).success).toBe(false);
  });`,
    ];
  }
  const blocks = [
    `  ${it}(${titled(ids, `POST ${path} stores a ${noun} that GET ${path} lists`)}, async () => {
    const created = await make${entity}(t.agent);
    const res = await t.agent.get(${q(path)}).query({ pageSize: 100 });
    expect(res.status).toBe(200);
    expect(res.body.items.map((row: { id: number }) => row.id)).toContain(created.id);
  });`,
    `  ${it}(${titled(ids, `POST ${path} refuses a body that is not valid JSON (400)`)}, async () => {
    const res = await t.agent.post(${q(path)}).set("content-type", "application/json").send('{"broken":');
    expect(res.status).toBe(400);
  });`,
  ];
  if (testType === "security" && ctx.accounts)
    blocks.push(`  ${it}(${titled(ids, `GET ${path} without a session is refused (401)`)}, async () => {
    const res = await request(t.app).get(${q(path)});
    expect(res.status).toBe(401);
  });`);
  if (testType === "performance")
    blocks.push(`  ${it}(${titled(ids, `GET ${path} answers within 2 seconds with 20 rows stored`)}, async () => {
    for (let i = 0; i < 20; i++) await make${entity}(t.agent);
    const started = performance.now();
    const res = await t.agent.get(${q(path)}).query({ pageSize: 20 });
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
  });`);
  if (testType === "ui" || testType === "system")
    blocks.push(`  ${it}(${titled(ids, `GET ${path}/{id} reads back what the ${noun} page shows`)}, async () => {
    const created = await make${entity}(t.agent);
    const res = await t.agent.get(\`${path}/\${created.id}\`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(created.id);
  });`);
  return blocks;
}

/** The whole file for one resource. */
export function apiCheckScript(ctx: CheckContext, syntax: Syntax): string {
  const { resource, testType } = ctx;
  const unit = testType === "unit" && resource.hasUpdateSchema;
  const it = syntax === "jest" ? "test" : "it";
  const header =
    syntax === "jest"
      ? [
          "// Jest syntax: describe/test/expect and the hooks are globals (no imports). Specwright runs this file with",
          "// Vitest's Jest-compatible API (globals: true in tests/qa/vitest.config.ts); under Jest itself it needs a",
          "// TypeScript transform such as ts-jest.",
        ]
      : [
          "// supertest against the app's createApp over its test database, emptied for this file (openTestApp of",
          "// the app's test support), run by Vitest.",
        ];
  const body = checks(ctx, it);
  const imports: string[] = [];
  if (body.some((b) => b.includes("request(t.app)"))) imports.push('import request from "supertest";');
  if (syntax === "vitest") imports.push(`import { beforeAll, describe, expect, it } from "vitest";`);
  const support = unit
    ? `import { fresh, sample${resource.entity} } from "../../../src/server/test-support";`
    : `import { make${resource.entity}, openTestApp, type TestApp } from "../../../src/server/test-support";`;
  imports.push(support);
  if (unit)
    imports.push(`import { ${lowerFirst(resource.entity)}UpdateSchema } from "../../../src/shared/schema";`);
  const setup = unit
    ? []
    : ["let t: TestApp;", "beforeAll(async () => {", "  t = await openTestApp();", "});", ""];
  return [
    `// QA ${testType} tests of ${ctx.appName}: ${resource.entity} (${resource.path}). Written by Specwright.`,
    ...header,
    ...imports,
    "",
    ...setup,
    `describe(${q(`QA ${testType}: ${resource.entity} (${syntax === "jest" ? "Jest" : "supertest"})`)}, () => {`,
    body.join("\n\n"),
    "});",
    "",
  ].join("\n");
}
