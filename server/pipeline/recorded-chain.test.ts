import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentSummary } from "../../domain/api/documents";
import type { DataModel } from "../../domain/artifacts/04-data-model";
import { generateCodeFor, generateTechnicalFor } from "../testing/documents";
import { fakeAiConfig, startFakeLlm, type FakeLlmServer } from "../testing/fake-llm";
import { buildProject, createTestApp, signUp, type TestApp } from "../testing/harness";
import { checklistAnswersFor, RECORDED_IDEAS } from "../testing/recorded-ideas";
import { loadRecorded, replay } from "../testing/recorded-llm";
import { testRuntime } from "../testing/runtime";

/*
 * Ideas on what a strong model really said: the exchanges recorded by scripts/record-model.ts (a model answering
 * each request the product made, through the relay) are replayed to the product's own routes. Beside the
 * schema-filling fake (llm-chain.test.ts), this tests that the model's answers are used as it gave them: its
 * things and details, what it marked optional, the references it drew, its page headings, its game page.
 */

let fake: FakeLlmServer;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(async () => {
  await fake.close();
});

type Agent = Awaited<ReturnType<typeof signUp>>["agent"];

/** A project of the recorded idea, with the checklist as its user filled it in. */
async function ideaProject(t: TestApp, slug: string) {
  const idea = RECORDED_IDEAS.find((i) => i.slug === slug);
  if (!idea) throw new Error(`no recorded idea ${slug}`);
  const recorded = replay(loadRecorded(slug));
  fake.respond(recorded.respond);
  const owner = await signUp(t.app);
  const id = (await buildProject(owner.agent, { name: idea.name, description: idea.description })).id;
  const checklist = (await owner.agent.get(`/api/projects/${id}/checklist`).expect(200)).body as {
    answers?: Record<string, unknown>;
  };
  return { owner, id, answers: checklistAnswersFor(idea, checklist.answers?.["data-entities"]), recorded };
}

async function dataModel(agent: Agent, technical: readonly DocumentSummary[]): Promise<DataModel> {
  const database = technical.find((d) => d.documentType === "database_design");
  return ((await agent.get(`/api/documents/${database?.id}`).expect(200)).body as { model: DataModel }).model;
}

describe("ideas on a strong model's recorded answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ai: fakeAiConfig(fake.url) });
  });
  afterAll(async () => {
    await t.close();
  });

  it("to-do: each user's own things to do, 'done' a yes/no, every document the model's", async () => {
    const { owner, id, answers, recorded } = await ideaProject(t, "todo");
    const { srs, design, technical } = await generateTechnicalFor(owner.agent, id, answers);
    for (const document of [srs, design, ...technical])
      expect(document.generatedBy, document.kind).toMatchObject({ engine: "llm" });
    expect(recorded.unused()).toEqual([]);
    const data = await dataModel(owner.agent, technical);
    expect(data.entities.map((e) => [e.name, e.ownedByUser])).toEqual([["ThingToDo", true]]);
    expect(data.entities[0]?.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ["what", "string", true],
      ["done", "boolean", true],
    ]);
    // Counted by its head noun: "things to do".
    expect(data.entities[0]?.table).toBe("things_to_do");
  });

  it("barber shop: appointments of a barber for a service, the model's things only, its optional details optional", async () => {
    const { owner, id, answers } = await ideaProject(t, "barber");
    const { technical } = await generateTechnicalFor(owner.agent, id, answers);
    const data = await dataModel(owner.agent, technical);
    const names = data.entities.map((e) => e.name);
    expect(names).toEqual(["Appointment", "Barber", "Service", "WorkingHour", "Reminder"]);
    for (const junk of ["Dim", "User", "Shop", "Client"]) expect(names).not.toContain(junk);
    const appointment = data.entities.find((e) => e.name === "Appointment");
    // The user wrote "client, barber, service, time"; the model said which are references and how each is typed.
    expect(appointment?.relations.map((r) => [r.name, r.target, r.required])).toEqual([
      ["barber", "Barber", true],
      ["service", "Service", true],
    ]);
    expect(appointment?.fields.find((f) => f.name === "time")).toMatchObject({
      type: "datetime",
      required: true,
    });
    expect(appointment?.fields.find((f) => f.name === "notes")).toMatchObject({
      type: "text",
      required: false,
    });
    expect(
      data.entities.find((e) => e.name === "Barber")?.fields.find((f) => f.name === "email"),
    ).toMatchObject({
      required: true,
      unique: true,
    });
  });

  it("Flappy Bird: only scores are kept, no birds, pipes or mice, and the game is a capability to write", async () => {
    const { owner, id, answers } = await ideaProject(t, "flappy");
    const { srs, technical } = await generateTechnicalFor(owner.agent, id, answers);
    const data = await dataModel(owner.agent, technical);
    expect(data.entities.map((e) => e.name)).toEqual(["Score"]);
    // The user typed "points (integer)"; the model said it is required.
    expect(data.entities[0]?.fields.find((f) => f.name === "points")).toMatchObject({
      type: "integer",
      required: true,
    });
    const model = (await owner.agent.get(`/api/documents/${srs.id}`).expect(200)).body as {
      model: { capabilities?: { kind: string; built: string }[] };
    };
    expect(model.model.capabilities).toContainEqual(expect.objectContaining({ kind: "game" }));
  });
});

const skip = process.env.SPECWRIGHT_SKIP_RUNTIME === "1";

describe.skipIf(skip)("Flappy Bird on the model's recorded game page", () => {
  let t: TestApp;
  let tmp: string;
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "sw-recorded-"));
    await testRuntime(tmp);
    t = await createTestApp({
      ai: fakeAiConfig(fake.url),
      dataDir: tmp,
      codeTypecheck: true,
      generationWaitMs: 600_000,
    });
  }, 15 * 60_000);
  afterAll(async () => {
    await t?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("keeps the game page the model wrote once the app type-checks, builds and passes its tests with it", async () => {
    const { owner, id, answers, recorded } = await ideaProject(t, "flappy");
    await generateCodeFor(owner.agent, id, answers);
    for (const passNumber of [2, 3])
      await owner.agent.post(`/api/projects/${id}/execute-pass`).send({ passNumber }).expect(200);
    expect(recorded.unused()).toEqual([]);
    const files = (await owner.agent.get(`/api/generated-code-files?projectId=${id}`).expect(200)).body as {
      path: string;
      content: string;
      generatedBy: { engine: string } | null;
    }[];
    const game = files.filter((f) => f.path.startsWith("src/client/features/"));
    expect(game.length).toBeGreaterThan(0);
    for (const file of game) expect(file.generatedBy, file.path).toMatchObject({ engine: "llm" });
    // A page, wired into the app's routes and menu.
    const page = game.find((f) => f.path.endsWith(".tsx") && !f.path.endsWith(".test.tsx"));
    expect(page?.content).toMatch(/requestAnimationFrame|setInterval/);
    const slug = page?.path.split("/")[3];
    expect(files.find((f) => f.path === "src/client/app.tsx")?.content).toContain(`path="/features/${slug}"`);
  }, 900_000);
});
