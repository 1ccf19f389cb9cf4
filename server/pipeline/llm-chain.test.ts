import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AiUsage } from "../../domain/api/ai";
import type { DocumentSummary } from "../../domain/api/documents";
import type { JobSummary } from "../../domain/api/jobs";
import type { TestPlan } from "../../domain/api/testing";
import type { Config } from "../config";
import { generateCodeFor, generateSrsFor, generateTechnicalFor } from "../testing/documents";
import { draftReply, MODEL_MARK, readRequest } from "../testing/fake-drafts";
import { fakeAiConfig, startFakeLlm, type FakeLlmServer } from "../testing/fake-llm";
import { buildProject, createTestApp, signUp } from "../testing/harness";

/*
 * The document chain on a configured model, through the real routes, against the fake model server on loopback in
 * each of the three wire formats: the SRS, the design and the three technical documents are drafted by "the model"
 * (a responder that answers from the prompt's data), merged onto the server's facts, stored with their provenance
 * and counted per agent; a draft that never validates leaves the embedded engine's document, saying why; a
 * generation whose upstream is replaced while the model is still answering stops at once.
 */

let fake: FakeLlmServer;

const ai = (provider: Config["ai"]["provider"], overrides: Partial<Config["ai"]> = {}): Config["ai"] =>
  fakeAiConfig(fake.url, { provider, ...overrides });

beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.respond(draftReply);
  expect(fake.pending()).toBe(0);
});

type Agent = Awaited<ReturnType<typeof signUp>>["agent"];
const current = async (agent: Agent, id: number) => {
  const lists = ["srs-documents", "system-design-documents", "technical-documents"];
  const bodies = await Promise.all(lists.map((list) => agent.get(`/api/projects/${id}/${list}`).expect(200)));
  return bodies.flatMap((res) => res.body as DocumentSummary[]);
};

describe.each([
  ["openai-compatible", "/v1/chat/completions"],
  ["openai", "/v1/responses"],
  ["anthropic", "/v1/messages"],
] as const)("the document chain on %s", (provider, path) => {
  it("runs chat, SRS, design, technical documents and test plan on the model, merged onto the server's facts", async () => {
    const t = await createTestApp({ ai: ai(provider) });
    try {
      const owner = await signUp(t.app);
      const id = (
        await buildProject(owner.agent, {
          name: "Plant Care",
          description: "Track my house plants and when I water them.",
        })
      ).id;
      const model = { engine: "llm", provider, model: ai(provider).model };
      // The chat turn, streamed.
      const turn = await owner.agent
        .post(`/api/projects/${id}/conversations/${encodeURIComponent("Requirements AI")}/messages`)
        .send({ message: "I water my ferns twice a week." })
        .expect(201);
      expect(turn.body.reply.content).toContain(MODEL_MARK);
      expect(turn.body.reply.generatedBy).toEqual(model);
      const { srs, design, technical } = await generateTechnicalFor(owner.agent, id);
      for (const document of [srs, design, ...technical]) expect(document.generatedBy).toEqual(model);
      expect(new Set(fake.requests.map((r) => r.path))).toEqual(new Set([path]));

      // The SRS holds the model's understanding: its purpose, a thing it added, a requirement it proposed.
      expect(srs.content).toContain(`keeps track of`);
      expect(srs.content).toContain(MODEL_MARK);
      expect(srs.content).toMatch(/Follow-up Note/i);
      expect(srs.content).toMatch(/FR-\d+.*follow-up note/i);
      // The server's facts stay the server's: the proposed requirement is unconfirmed, the ids continue.
      const detail = (await owner.agent.get(`/api/documents/${srs.id}`).expect(200)).body as {
        model: { requirements: { id: string; status: string; source: string; description: string }[] };
      };
      const proposed = detail.model.requirements.find((r) => /follow-up note/i.test(r.description));
      expect(proposed).toMatchObject({ status: "unconfirmed", source: "chat" });
      expect(design.content).toContain(
        `The application is a browser client over a JSON API and one database ${MODEL_MARK}`,
      );
      const database = technical.find((d) => d.documentType === "database_design");
      expect(database?.content).toContain("follow_up_notes");
      expect(database?.content).toContain(MODEL_MARK);

      // The lists say who wrote each version.
      for (const document of await current(owner.agent, id)) expect(document.generatedBy).toEqual(model);

      // The code, then the test plan the QA Tester AI writes.
      for (const document of technical)
        await owner.agent
          .post(`/api/projects/${id}/approve-technical-doc`)
          .send({ documentId: document.id })
          .expect(200);
      await owner.agent.post(`/api/projects/${id}/generate-code-v4`).send({}).expect(200);
      const plan = (
        await owner.agent
          .post(`/api/projects/${id}/generate-test-plan`)
          .send({ requirements: "FR-1: The system shall let users record plants." })
          .expect(200)
      ).body.testPlan as TestPlan;
      expect(plan.generatedBy).toEqual(model);
      expect(plan.testCases[0]?.steps).toContain(`Sign in ${MODEL_MARK}`);

      const usage = (await owner.agent.get(`/api/projects/${id}/ai-usage`).expect(200)).body as AiUsage;
      expect(usage.byAgent.map((line) => [line.agent, line.calls]).sort()).toEqual([
        ["Architectural AI", 1],
        ["DBA-Coder AI", 3],
        ["QA Tester AI", 1],
        ["Requirements AI", 2],
      ]);
      expect(usage.totals.inputTokens).toBe(7 * 1200);
    } finally {
      await t.close();
    }
  });
});

describe("code from a model-written chain", () => {
  it("is generated from the model's data model, example rows included", async () => {
    const t = await createTestApp({ ai: ai("openai-compatible") });
    try {
      const owner = await signUp(t.app);
      const id = (
        await buildProject(owner.agent, { name: "Plant Care", description: "Track my house plants." })
      ).id;
      const result = await generateCodeFor(owner.agent, id);
      expect(result.filesGenerated).toBeGreaterThan(10);
      const files = (await owner.agent.get(`/api/generated-code-files?projectId=${id}`).expect(200)).body as {
        path: string;
        content: string;
        generatedBy: unknown;
      }[];
      // The generator wrote the files from the model's models.
      expect(files.every((f) => JSON.stringify(f.generatedBy) === '{"engine":"embedded"}')).toBe(true);
      expect(files.map((f) => f.path)).toContainEqual(expect.stringMatching(/follow-?up-?note/i));
      // The model's example rows are the app's sample data.
      const seed = files.filter((f) => /seed/i.test(f.path)).map((f) => f.content);
      expect(seed.join("\n")).toContain(MODEL_MARK);

      // The QA Tester AI writes the cases; which of them the app's tests cover stays measured.
      const res = await owner.agent
        .post(`/api/projects/${id}/generate-test-plan`)
        .send({ requirements: "FR-1: The system shall let users record plants." })
        .expect(200);
      const plan = res.body.testPlan as TestPlan;
      expect(plan.generatedBy).toEqual({ engine: "llm", provider: "openai-compatible", model: "llama3.2" });
      expect(plan.testCases.length).toBeGreaterThan(1);
      for (const c of plan.testCases) {
        expect(c.title).toBe(`${c.requirementId}: Check ${c.requirementId} ${MODEL_MARK}`);
        expect(c.steps).toContain(`Sign in ${MODEL_MARK}`);
        expect(c.id).toMatch(/^TC-\d{3}$/);
      }
      const usage = (await owner.agent.get(`/api/projects/${id}/ai-usage`).expect(200)).body as AiUsage;
      expect(usage.byAgent.find((line) => line.agent === "QA Tester AI")?.calls).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe("a draft that never validates", () => {
  it("leaves the embedded engine's SRS, which says why", async () => {
    const t = await createTestApp({ ai: ai("openai-compatible") });
    try {
      const owner = await signUp(t.app);
      const id = (
        await buildProject(owner.agent, { name: "Plant Care", description: "Track my house plants." })
      ).id;
      const broken = (request: Parameters<typeof draftReply>[0]) => {
        const reply = draftReply(request);
        if (!reply || !("text" in reply) || !readRequest(request).system.includes("IEEE 830")) return reply;
        const draft = reply.text as { features: { requirementIds: string[] }[] };
        draft.features[0]?.requirementIds.push("FR-99");
        return reply;
      };
      fake.respond(broken);
      const srs = await generateSrsFor(owner.agent, id);
      expect(srs.generatedBy).toMatchObject({ engine: "embedded-fallback", provider: "openai-compatible" });
      expect(srs.generatedBy.reason).toContain("FR-99, which does not exist");
      expect(srs.content).not.toContain(MODEL_MARK);
      // The first answer and two repair turns, each told what was wrong.
      expect(fake.requests).toHaveLength(3);
      expect(JSON.stringify(fake.requests[2]?.body)).toContain("FR-99, which does not exist");
    } finally {
      await t.close();
    }
  });
});

describe("a generation whose upstream is replaced", () => {
  it("stops waiting for the model and is skipped", async () => {
    const t = await createTestApp({ ai: ai("openai-compatible", { timeoutMs: 120_000 }) });
    try {
      const owner = await signUp(t.app);
      const id = (
        await buildProject(owner.agent, { name: "Plant Care", description: "Track my house plants." })
      ).id;
      fake.respond((request) =>
        readRequest(request).system.includes("Architectural AI") ? { hang: true } : draftReply(request),
      );
      const srs = await generateSrsFor(owner.agent, id);
      await owner.agent.post(`/api/srs-documents/${srs.id}/approve`).expect(200);
      const asked = () => fake.requests.some((r) => readRequest(r).system.includes("Architectural AI"));
      for (let i = 0; i < 100 && !asked(); i += 1) await new Promise((r) => setTimeout(r, 100));
      expect(asked()).toBe(true);

      // A new SRS replaces the approved one while the model is still "thinking" about the design.
      const started = Date.now();
      await owner.agent.post(`/api/projects/${id}/generate-srs-from-checklist`).expect(201);
      let design: JobSummary | undefined;
      for (let i = 0; i < 100; i += 1) {
        const jobs = (await owner.agent.get(`/api/projects/${id}/jobs`).expect(200)).body as JobSummary[];
        design = jobs.find((j) => j.kind === "documents.system_design");
        if (design?.status === "succeeded" || design?.status === "failed") break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(design).toMatchObject({ status: "succeeded" });
      expect(JSON.stringify(design)).toContain("changed while this job ran");
      expect(Date.now() - started).toBeLessThan(8000);
      expect((await current(owner.agent, id)).some((d) => d.kind === "system_design")).toBe(false);
    } finally {
      await t.close();
    }
  });
});
