import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentSummary, GenerationResult } from "../../../domain/api/documents";
import type { JobSummary } from "../../../domain/api/jobs";
import { CHECKLIST_INCOMPLETE_MESSAGE } from "../../../domain/rules/checklist";
import { defaultBuilders, type Builders } from "../../pipeline/documents/builders";
import { APPROVE_DESIGN_FIRST_MESSAGE, APPROVE_SRS_FIRST_MESSAGE } from "../../pipeline/orchestrator";
import {
  completeChecklist,
  generateDesignFor,
  generateSrsFor,
  generateTechnicalFor,
} from "../../testing/documents";
import { buildProject, createTestApp, signUp, type TestApp } from "../../testing/harness";

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

const base = (id: number) => `/api/projects/${id}`;
const project = async () => (await buildProject(owner.agent, { name: "Library" })).id;
const jobsOf = async (id: number) =>
  (await owner.agent.get(`${base(id)}/jobs`).expect(200)).body as JobSummary[];

describe("generating the SRS from the checklist", () => {
  it("refuses with 400 and the spec's message until the checklist is completed", async () => {
    const id = await project();
    const res = await owner.agent.post(`${base(id)}/generate-srs-from-checklist`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "bad_request:checklist", message: CHECKLIST_INCOMPLETE_MESSAGE });
    expect(await jobsOf(id)).toEqual([]);
  });

  it("generates version 1 pending approval from the completed checklist, as a job that succeeded", async () => {
    const id = await project();
    await completeChecklist(owner.agent, id);
    const res = await owner.agent.post(`${base(id)}/generate-srs-from-checklist`);
    expect(res.status).toBe(201);
    const srs = res.body as DocumentSummary;
    expect(srs).toMatchObject({
      projectId: id,
      kind: "srs",
      title: "Software Requirements Specification",
      documentType: null,
      version: 1,
      status: "pending_approval",
      approvedAt: null,
      basedOnId: null,
      outdated: false,
      outdatedReason: null,
    });
    expect(srs.content).toContain("# Software Requirements Specification");
    expect(srs.content).toContain(`_Version 1 · ${new Date().toISOString().slice(0, 10)}_`);
    expect(srs).not.toHaveProperty("model");

    const [job] = await jobsOf(id);
    expect(job).toMatchObject({
      kind: "documents.srs",
      status: "succeeded",
      progress: 100,
      error: null,
      result: { documentIds: [srs.id] },
    });
  });

  it("adds a version on each generation and lists only the current one", async () => {
    const id = await project();
    const first = await generateSrsFor(owner.agent, id);
    const second = (await owner.agent.post(`${base(id)}/generate-srs-from-checklist`).expect(201))
      .body as DocumentSummary;
    expect(second.version).toBe(2);
    expect(second.id).not.toBe(first.id);
    expect(second.content).toContain("_Version 2 ·");
    const list = (await owner.agent.get(`${base(id)}/srs-documents`).expect(200)).body as DocumentSummary[];
    expect(list.map((d) => [d.id, d.version])).toEqual([[second.id, 2]]);
  });
});

describe("generation order", () => {
  it("refuses the system design before the SRS is approved, on every design route", async () => {
    const id = await project();
    const routes = ["generate-system-design", "system-design/generate", "generate-system-design-v3"];
    for (const path of [...routes, "trigger-architecture"]) {
      const res = await owner.agent.post(`${base(id)}/${path}`).send({});
      expect(res.status, path).toBe(409);
      expect(res.body).toEqual({ code: "conflict:document", message: APPROVE_SRS_FIRST_MESSAGE });
    }
    await generateSrsFor(owner.agent, id);
    const pending = await owner.agent
      .post(`${base(id)}/generate-system-design`)
      .send({ forceOverwrite: true });
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe(APPROVE_SRS_FIRST_MESSAGE);
    expect((await owner.agent.get(`${base(id)}/system-design-documents`)).body).toEqual([]);
  });

  it("refuses the technical documents before the system design is approved", async () => {
    const id = await project();
    const before = await owner.agent.post(`${base(id)}/generate-technical-docs`).send({});
    expect(before.status).toBe(409);
    expect(before.body).toEqual({ code: "conflict:document", message: APPROVE_DESIGN_FIRST_MESSAGE });
    await generateDesignFor(owner.agent, id);
    const pending = await owner.agent
      .post(`${base(id)}/generate-technical-docs`)
      .send({ forceOverwrite: true });
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe(APPROVE_DESIGN_FIRST_MESSAGE);
    expect((await owner.agent.get(`${base(id)}/technical-documents`)).body).toEqual([]);
  });

  it("refuses the technical documents from a design the SRS has moved on from", async () => {
    const id = await project();
    const { design } = await generateDesignFor(owner.agent, id);
    await owner.agent
      .post(`${base(id)}/approve-system-design`)
      .send({ documentId: design.id })
      .expect(200);
    await t.jobs.waitFor((await jobsOf(id))[0]?.id ?? 0, 10_000);
    await owner.agent.post(`${base(id)}/generate-srs-from-checklist`).expect(201);
    const res = await owner.agent.post(`${base(id)}/generate-technical-docs`).send({ forceOverwrite: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "The SRS changed (version 2) after this design was generated from version 1. " +
        "Regenerate and approve the system design before generating the technical documents.",
    );
  });

  it("answers 400 to a forceOverwrite that is not a boolean", async () => {
    const id = await project();
    const res = await owner.agent.post(`${base(id)}/generate-system-design`).send({ forceOverwrite: "yes" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: "bad_request:api",
      message: "forceOverwrite: forceOverwrite must be true or false",
    });
  });
});

describe("overwriting the system design", () => {
  it("generates when none exists, keeps the current one without forceOverwrite, adds a version with it", async () => {
    const id = await project();
    const srs = await generateSrsFor(owner.agent, id);
    await owner.agent
      .post(`${base(id)}/approve-srs`)
      .send({ documentId: srs.id })
      .expect(200);

    // None yet (the approval's queued job is the one this call waits for).
    const first = await owner.agent.post(`${base(id)}/generate-system-design`).send({});
    expect(first.status).toBe(200);
    const created = first.body as GenerationResult;
    expect(created).toMatchObject({ overwritten: false, canOverwrite: false });
    expect(created.jobId).toEqual(expect.any(Number));
    expect(created.job).toMatchObject({
      id: created.jobId,
      kind: "documents.system_design",
      status: "succeeded",
    });
    expect(created.documents).toHaveLength(1);
    expect(created.documents[0]).toMatchObject({
      kind: "system_design",
      title: "System Design",
      version: 1,
      status: "pending_approval",
      basedOnId: srs.id,
      outdated: false,
    });
    const jobsBefore = (await jobsOf(id)).length;

    const kept = await owner.agent.post(`${base(id)}/generate-system-design`).send({ forceOverwrite: false });
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({
      overwritten: false,
      canOverwrite: true,
      jobId: null,
      job: null,
      documents: created.documents,
    });
    expect((await jobsOf(id)).length).toBe(jobsBefore);

    const forced = await owner.agent
      .post(`${base(id)}/generate-system-design`)
      .send({ forceOverwrite: true });
    expect(forced.status).toBe(200);
    const replaced = forced.body as GenerationResult;
    expect(replaced).toMatchObject({ overwritten: true, canOverwrite: true, jobId: expect.any(Number) });
    expect(replaced.documents.map((d) => d.version)).toEqual([2]);
    const versions = await owner.agent
      .get(`/api/documents/${replaced.documents[0]?.id}/versions`)
      .expect(200);
    expect(versions.body.map((d: DocumentSummary) => d.version)).toEqual([2, 1]);
  });

  it("treats the alternative routes like the main one, the v3 route always regenerating", async () => {
    const id = await project();
    await generateDesignFor(owner.agent, id);
    const alternative = await owner.agent.post(`${base(id)}/system-design/generate`);
    expect(alternative.status).toBe(200);
    expect(alternative.body).toMatchObject({ overwritten: false, canOverwrite: true, jobId: null });
    const trigger = await owner.agent.post(`${base(id)}/trigger-architecture`);
    expect(trigger.body).toMatchObject({ overwritten: false, canOverwrite: true, jobId: null });
    const forcedAlternative = await owner.agent
      .post(`${base(id)}/system-design/generate`)
      .send({ forceOverwrite: true });
    expect(forcedAlternative.body).toMatchObject({ overwritten: true, documents: [{ version: 2 }] });
    const v3 = await owner.agent
      .post(`${base(id)}/generate-system-design-v3`)
      .send({ forceOverwrite: false });
    expect(v3.status).toBe(200);
    expect(v3.body).toMatchObject({ overwritten: true, canOverwrite: true, documents: [{ version: 3 }] });
  });

  it("starts the architecture phase from the banner's trigger once the SRS is approved", async () => {
    const id = await project();
    const srs = await generateSrsFor(owner.agent, id);
    await owner.agent.post(`/api/srs-documents/${srs.id}/approve`).expect(200);
    const res = await owner.agent.post(`${base(id)}/trigger-architecture`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ overwritten: false, canOverwrite: false, documents: [{ version: 1 }] });
    const jobs = await jobsOf(id);
    // The trigger joined the job the approval queued instead of starting a second one.
    expect(jobs.filter((j) => j.kind === "documents.system_design")).toHaveLength(1);
  });
});

describe("overwriting the technical documents", () => {
  it("reports the three cases with the flags and keeps history per document type", async () => {
    const id = await project();
    const { technical } = await generateTechnicalFor(owner.agent, id);
    expect(technical.map((d) => [d.documentType, d.title, d.version, d.status])).toEqual([
      ["database_design", "Database Design", 1, "pending_approval"],
      ["api_specification", "API Specification", 1, "pending_approval"],
      ["frontend_architecture", "Frontend Architecture", 1, "pending_approval"],
    ]);

    const kept = await owner.agent.post(`${base(id)}/generate-technical-docs`).send({});
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ overwritten: false, canOverwrite: true, jobId: null, job: null });
    expect((kept.body as GenerationResult).documents.map((d) => d.id)).toEqual(technical.map((d) => d.id));

    const forced = await owner.agent
      .post(`${base(id)}/generate-technical-docs`)
      .send({ forceOverwrite: true });
    expect(forced.status).toBe(200);
    const result = forced.body as GenerationResult;
    expect(result).toMatchObject({ overwritten: true, canOverwrite: true, jobId: expect.any(Number) });
    expect(result.documents.map((d) => [d.documentType, d.version])).toEqual([
      ["database_design", 2],
      ["api_specification", 2],
      ["frontend_architecture", 2],
    ]);
    const list = (await owner.agent.get(`${base(id)}/technical-documents`).expect(200)).body;
    expect(list).toEqual(result.documents);
    const history = await owner.agent.get(`/api/documents/${result.documents[1]?.id}/versions`).expect(200);
    expect(history.body.map((d: DocumentSummary) => [d.documentType, d.version])).toEqual([
      ["api_specification", 2],
      ["api_specification", 1],
    ]);
  });
});

describe("long and failed generations", () => {
  it("answers 202 with the job when generation takes longer than the wait, then finishes it", async () => {
    const slow = await createTestApp({ generationWaitMs: 150 });
    try {
      const user = await signUp(slow.app);
      const id = (await buildProject(user.agent)).id;
      await completeChecklist(user.agent, id);
      await slow.jobs.stop();
      const res = await user.agent.post(`${base(id)}/generate-srs-from-checklist`);
      expect(res.status).toBe(202);
      const { job } = res.body as { job: JobSummary };
      expect(job).toMatchObject({ kind: "documents.srs", status: "queued", projectId: id });
      await slow.jobs.start();
      const done = await slow.jobs.waitFor(job.id, 10_000);
      expect(done?.status).toBe("succeeded");
      const list = await user.agent.get(`${base(id)}/srs-documents`).expect(200);
      expect(list.body).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });

  it("leaves a failed job visible with its error, and generation can be started again", async () => {
    let failures = 2;
    const flaky: Builders = {
      ...defaultBuilders,
      design: (requirements, ctx) => {
        if (failures-- > 0) throw new Error("the design builder broke");
        return defaultBuilders.design(requirements, ctx);
      },
    };
    const app = await createTestApp({ builders: flaky });
    try {
      const user = await signUp(app.app);
      const id = (await buildProject(user.agent)).id;
      const srs = await generateSrsFor(user.agent, id);
      const approval = await user.agent.post(`/api/srs-documents/${srs.id}/approve`).expect(200);
      const failed = await app.jobs.waitFor(approval.body.job.id, 10_000);
      expect(failed).toMatchObject({
        status: "failed",
        error: "The job failed unexpectedly; it can be started again.",
      });
      const jobs = (await user.agent.get(`${base(id)}/jobs`).expect(200)).body as JobSummary[];
      expect(jobs[0]).toMatchObject({ id: failed?.id, kind: "documents.system_design", status: "failed" });
      expect(JSON.stringify(jobs)).not.toContain("broke");

      // A call that waits for a generation that fails answers with the job's error.
      const failing = await user.agent.post(`${base(id)}/generate-system-design`).send({});
      expect(failing.status).toBe(500);
      expect(failing.body).toEqual({
        code: "internal:document",
        message: "The job failed unexpectedly; it can be started again.",
      });

      const again = await user.agent.post(`${base(id)}/generate-system-design`).send({});
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({
        overwritten: false,
        documents: [{ version: 1, basedOnId: srs.id }],
      });
    } finally {
      await app.close();
    }
  });
});
