import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import type { Runtime } from "../runtime/dependencies";
import { testRuntime } from "../testing/runtime";
import { generateApp } from "./generate";
import { build, jsonClient, runTests, typecheck, withServedApp, writeApp } from "./testing/check-app";
import { toolCases } from "./testing/models";

/**
 * Interactive pages in generated apps for real (issue 17 point 6): a BMI tracker that saves readings, a flashcard
 * quiz over cards in decks, a loan and tip calculator app and Markdown notes with a live preview are built from
 * their ideas the way the product builds them, generated, type-checked, built and their own tests run (the
 * formulas' known values, the validation, the quiz's scoring, the preview's safety); the BMI tracker and the notes
 * are then served, answer their tool routes and keep rows saved the way their pages save them; the team chat is
 * served and two WebSocket clients of two accounts see a message posted by one arrive at both. A few minutes;
 * SPECWRIGHT_SKIP_RUNTIME=1 skips it like generated-apps.test.ts.
 */
const skip = process.env.SPECWRIGHT_SKIP_RUNTIME === "1";
const TIMEOUT_MS = 12 * 60_000;

let tmp: string | undefined;
let runtime: Runtime;
const timings: Record<string, Record<string, number>> = {};

beforeAll(async () => {
  if (skip) return;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-tools-"));
  runtime = await testRuntime(path.join(tmp, "data"));
}, 15 * 60_000);

afterAll(() => {
  if (Object.keys(timings).length > 0) console.log(`tool apps (ms): ${JSON.stringify(timings)}`);
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** An open chat socket of a served app, or the status its upgrade was refused with. */
function chatSocket(url: string, cookie: string | undefined): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: cookie ? { cookie } : {} });
    ws.once("open", () => resolve(ws));
    ws.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
    ws.once("error", reject);
  });
}

/** Signs up an account on a served app and answers its session cookie. */
async function signUpCookie(base: string, username: string, name: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: `${username}-password-1`, name }),
  });
  expect(res.status).toBe(201);
  return res.headers.get("set-cookie")?.split(";")[0] ?? "";
}

function toolCase(slug: string) {
  const found = toolCases().find((c) => c.slug === slug);
  if (!found) throw new Error(`no tool case ${slug}`);
  return found;
}

/** Writes, type-checks, builds and tests a generated app; answers its folder and the titles of its tests. */
async function checked(slug: string): Promise<{ app: string; titles: string }> {
  const times: Record<string, number> = {};
  timings[slug] = times;
  const app = writeApp(runtime, slug, generateApp(toolCase(slug).input, 3));
  const types = await typecheck(runtime, app);
  times.typecheck = types.ms;
  expect(types.output).toBe("");
  expect(types.errors).toBe(0);
  const built = await build(app);
  times.build = built.ms;
  expect(built.code, built.output).toBe(0);
  const tests = await runTests(runtime, app);
  times.test = tests.ms;
  times.passed = tests.passed;
  expect(tests.failures).toEqual([]);
  expect(tests.failed).toBe(0);
  return { app, titles: tests.titles.join("\n") };
}

describe.skipIf(skip)("generated apps with tool pages (real install)", () => {
  it("BMI tracker: passes its formula tests and keeps a reading saved as its page saves one", { timeout: TIMEOUT_MS }, async () => {
    const { app, titles } = await checked("bmi-tracker");
    expect(titles).toMatch(/70 kg at 175 cm is 22\.9, normal weight/);
    expect(titles).toMatch(/refuses a missing value, text that is not a number and a value out of range/);
    await withServedApp(app, async (base) => {
      const page = await fetch(`${base}/bmi-calculator`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const client = jsonClient(base);
      expect((await client.call("POST", "/api/auth/register", { username: "bea", password: "bmi-password-1", name: "Bea" })).status).toBe(201);
      const saved = await client.call("POST", "/api/readings", { weight: 70, height: 175, bmi: 22.9, takenOn: "2026-01-05" });
      expect(saved.status).toBe(201);
      expect(saved.body).toMatchObject({ weight: 70, height: 175, bmi: 22.9 });
    });
  });

  it("flashcards: passes its quiz scoring tests", { timeout: TIMEOUT_MS }, async () => {
    const { titles } = await checked("flashcards");
    expect(titles).toMatch(/scores the right answers out of the cards at the end/);
    expect(titles).toMatch(/marks a card only once its answer shows/);
  });

  it("loan helper: passes the loan and tip formula tests", { timeout: TIMEOUT_MS }, async () => {
    const { titles } = await checked("loan-helper");
    expect(titles).toMatch(/200000 at 6 % over 30 years is 1199\.10 a month/);
    expect(titles).toMatch(/84\.50 with 15 % for 3 people/);
  });

  it("Markdown notes: passes its preview safety tests and saves a note written in Markdown", { timeout: TIMEOUT_MS }, async () => {
    const { app, titles } = await checked("markdown-notes");
    expect(titles).toMatch(/never renders raw HTML or script links/);
    expect(titles).toMatch(/shows the text and its preview side by side/);
    await withServedApp(app, async (base) => {
      expect((await fetch(`${base}/markdown-editor`)).status).toBe(200);
      const client = jsonClient(base);
      expect((await client.call("POST", "/api/auth/register", { username: "max", password: "notes-password-1", name: "Max" })).status).toBe(201);
      const created = await client.call("POST", "/api/notes", { title: "Plan", body: "# Plan\n\n- one", writtenOn: "2026-01-05" });
      expect(created.status).toBe(201);
      const note = created.body as { id: number };
      const updated = await client.call("PATCH", `/api/notes/${note.id}`, { title: "Plan", body: "# Plan\n\n- one\n- two" });
      expect(updated.body).toMatchObject({ body: "# Plan\n\n- one\n- two" });
    });
  });

  it("team chat: passes its live tests, and a message posted by one account reaches another's open socket", { timeout: TIMEOUT_MS }, async () => {
    const { app, titles } = await checked("team-chat");
    expect(titles).toMatch(/pushes a message posted through the API to every open chat, another account's too/);
    expect(titles).toMatch(/refuses an upgrade without a session \(401\)/);
    expect(titles).toMatch(/merges pushed messages by id, oldest first/);
    await withServedApp(app, async (base) => {
      expect((await fetch(`${base}/chat`)).status).toBe(200);
      const live = `${base.replace(/^http/, "ws")}/api/messages/live`;
      expect(await chatSocket(live, undefined)).toBe(401);
      const ana = await signUpCookie(base, "ana", "Ana");
      const ben = await signUpCookie(base, "ben", "Ben");
      const reader = await chatSocket(live, ben);
      if (typeof reader === "number") throw new Error(`refused ${reader}`);
      const heard = new Promise<{ message: Record<string, unknown> }>((resolve) => reader.once("message", (data) => resolve(JSON.parse(String(data)))));
      const posted = await fetch(`${base}/api/messages`, { method: "POST", headers: { "content-type": "application/json", cookie: ana }, body: JSON.stringify({ body: "Stand-up at ten", author: "Someone else", postedAt: "2026-01-05T09:00:00.000Z" }) });
      expect(posted.status).toBe(201);
      expect((await heard).message).toMatchObject({ body: "Stand-up at ten", author: "Ana" });
      const list = await fetch(`${base}/api/messages`, { headers: { cookie: ben } });
      expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(1);
      reader.close();
    });
  });
}); // prettier-ignore
