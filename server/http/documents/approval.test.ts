import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApprovalResult, DocumentSummary } from "../../../domain/api/documents";
import type { JobSummary } from "../../../domain/api/jobs";
import { insertJob } from "../../db/queries/jobs";
import { MAX_ACTIVE_JOBS_PER_OWNER } from "../../jobs/lanes";
import { AUTO_TRIGGER_DELAY_MS } from "../../pipeline/orchestrator";
import {
  checklistPayload,
  generateCodeFor,
  generateDesignFor,
  generateSrsFor,
  generateTechnicalFor,
  LIBRARY_ANSWERS,
} from "../../testing/documents";
import { buildProject, createTestApp, signUp, type TestApp } from "../../testing/harness";

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

const base = (id: number) => `/api/projects/${id}`;
const project = async () => (await buildProject(owner.agent, { name: "Library" })).id;
const list = async (id: number, name: string) =>
  (await owner.agent.get(`${base(id)}/${name}`).expect(200)).body as DocumentSummary[];
const checklistStatus = async (id: number) =>
  (await owner.agent.get(`${base(id)}/checklist`).expect(200)).body.status as string;

describe("approving the SRS", () => {
  it("approves, signs the checklist off and starts the system design about a second later", async () => {
    const id = await project();
    const srs = await generateSrsFor(owner.agent, id);
    expect(await checklistStatus(id)).toBe("completed");

    const approvedAt = Date.now();
    const res = await owner.agent.post(`/api/srs-documents/${srs.id}/approve`);
    expect(res.status).toBe(200);
    const { document, job } = res.body as ApprovalResult;
    expect(document).toMatchObject({ id: srs.id, status: "approved", version: 1 });
    expect(Date.parse(document.approvedAt ?? "")).not.toBeNaN();
    expect(await checklistStatus(id)).toBe("signed_off");

    expect(job).toMatchObject({ kind: "documents.system_design", status: "queued", projectId: id });
    expect(Date.parse(job?.runAt ?? "") - approvedAt).toBeGreaterThanOrEqual(AUTO_TRIGGER_DELAY_MS - 50);
    expect(await list(id, "system-design-documents")).toEqual([]);

    const finished = await t.jobs.waitFor(job?.id ?? 0, 10_000);
    expect(finished?.status).toBe("succeeded");
    expect((finished?.startedAt?.getTime() ?? 0) - approvedAt).toBeGreaterThanOrEqual(
      AUTO_TRIGGER_DELAY_MS - 50,
    );
    const designs = await list(id, "system-design-documents");
    expect(designs).toMatchObject([{ version: 1, status: "pending_approval", basedOnId: srs.id }]);
  });

  it("approves through approve-srs with the documentId, and again without starting a second design", async () => {
    const id = await project();
    const srs = await generateSrsFor(owner.agent, id);
    const first = await owner.agent.post(`${base(id)}/approve-srs`).send({ documentId: srs.id });
    expect(first.status).toBe(200);
    expect(first.body.job).toMatchObject({ kind: "documents.system_design" });
    const again = await owner.agent.post(`${base(id)}/approve-srs`).send({ documentId: String(srs.id) });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ document: { id: srs.id, status: "approved" }, job: null });
    expect(again.body.document.approvedAt).toBe(first.body.document.approvedAt);
  });

  it("refuses a superseded version with 409", async () => {
    const id = await project();
    const old = await generateSrsFor(owner.agent, id);
    await owner.agent.post(`${base(id)}/generate-srs-from-checklist`).expect(201);
    const res = await owner.agent.post(`/api/srs-documents/${old.id}/approve`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: "conflict:document",
      message: "Version 1 of the SRS was superseded by version 2. Approve the current version.",
    });
    expect(await checklistStatus(id)).toBe("completed");
  });
});

describe("which document an approval names", () => {
  it("answers 400 to a missing or malformed documentId", async () => {
    const id = await project();
    for (const body of [
      {},
      { documentId: "abc" },
      { documentId: 0 },
      { documentId: -3 },
      { documentId: 1.5 },
    ]) {
      const res = await owner.agent.post(`${base(id)}/approve-srs`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("bad_request:api");
      expect(res.body.message).toMatch(/^documentId: /);
    }
  });

  it("answers 400 when the document is of another kind", async () => {
    const id = await project();
    const { srs, design } = await generateDesignFor(owner.agent, id);
    const asDesign = await owner.agent.post(`${base(id)}/approve-system-design`).send({ documentId: srs.id });
    expect(asDesign.status).toBe(400);
    expect(asDesign.body).toEqual({
      code: "bad_request:document",
      message: `Document ${srs.id} is not a system design`,
    });
    const asSrs = await owner.agent.post(`${base(id)}/approve-srs`).send({ documentId: design.id });
    expect(asSrs.body.message).toBe(`Document ${design.id} is not an SRS`);
    const asTechnical = await owner.agent
      .post(`${base(id)}/approve-technical-doc`)
      .send({ documentId: design.id });
    expect(asTechnical.body.message).toBe(`Document ${design.id} is not a technical document`);
    const viaSrsRoute = await owner.agent.post(`/api/srs-documents/${design.id}/approve`);
    expect(viaSrsRoute.status).toBe(400);
  });

  it("answers 404 for a document of another project, of another user, or none", async () => {
    const mine = await project();
    const other = await project();
    const srs = await generateSrsFor(owner.agent, other);
    const theirs = (await buildProject(stranger.agent)).id;
    const theirSrs = await generateSrsFor(stranger.agent, theirs);
    const notFound = { code: "not_found:document", message: "Document not found" };
    for (const documentId of [srs.id, theirSrs.id, 2_147_483_647]) {
      const res = await owner.agent.post(`${base(mine)}/approve-srs`).send({ documentId });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    const foreign = await owner.agent.post(`/api/srs-documents/${theirSrs.id}/approve`);
    expect(foreign.body).toEqual(notFound);
    const read = await stranger.agent.get(`/api/documents/${theirSrs.id}`).expect(200);
    expect(read.body.status).toBe("pending_approval");
  });
});

describe("approving the system design", () => {
  it("approves the current design without a documentId and starts the technical documents", async () => {
    const id = await project();
    const { design } = await generateDesignFor(owner.agent, id);
    const res = await owner.agent.post(`${base(id)}/system-design/approve`);
    expect(res.status).toBe(200);
    expect(res.body.document).toMatchObject({ id: design.id, status: "approved" });
    expect(res.body.job).toMatchObject({ kind: "documents.technical", status: "queued" });
    await t.jobs.waitFor(res.body.job.id, 10_000);
    const technical = await list(id, "technical-documents");
    expect(technical.map((d) => [d.documentType, d.basedOnId])).toEqual([
      ["database_design", design.id],
      ["api_specification", design.id],
      ["frontend_architecture", design.id],
    ]);
  });

  it("answers 404 on system-design/approve when there is no design yet", async () => {
    const id = await project();
    const res = await owner.agent.post(`${base(id)}/system-design/approve`).send({});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: "not_found:document", message: "There is no system design to approve" });
  });

  it("refuses an outdated design (the SRS changed since) with 409 and the reason", async () => {
    const id = await project();
    const { design } = await generateDesignFor(owner.agent, id);
    await owner.agent.post(`${base(id)}/generate-srs-from-checklist`).expect(201);
    const res = await owner.agent.post(`${base(id)}/approve-system-design`).send({ documentId: design.id });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: "conflict:document",
      message:
        "The SRS changed (version 2) after this design was generated from version 1. Regenerate it before approving.",
    });
  });
});

describe("approving technical documents", () => {
  it("approves them one by one and starts nothing further", async () => {
    const id = await project();
    const { technical } = await generateTechnicalFor(owner.agent, id);
    const [database, api] = technical;
    const res = await owner.agent
      .post(`${base(id)}/approve-technical-doc`)
      .send({ documentId: database?.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ document: { id: database?.id, status: "approved" }, job: null });
    const after = await list(id, "technical-documents");
    expect(after.map((d) => d.status)).toEqual(["approved", "pending_approval", "pending_approval"]);
    await owner.agent
      .post(`${base(id)}/approve-technical-doc`)
      .send({ documentId: api?.id })
      .expect(200);
    expect((await list(id, "technical-documents")).map((d) => d.status)).toEqual([
      "approved",
      "approved",
      "pending_approval",
    ]);
  });
});

describe("the whole chain", () => {
  it("runs from SRS approval to the last technical document through both automatic generations", async () => {
    const id = await project();
    const srs = await generateSrsFor(owner.agent, id);
    const started = Date.now();
    await owner.agent.post(`/api/srs-documents/${srs.id}/approve`).expect(200);
    const designJob = (await owner.agent.get(`${base(id)}/jobs`).expect(200)).body[0] as JobSummary;
    await t.jobs.waitFor(designJob.id, 10_000);
    const [design] = await list(id, "system-design-documents");
    const approval = await owner.agent
      .post(`${base(id)}/approve-system-design`)
      .send({ documentId: design?.id })
      .expect(200);
    await t.jobs.waitFor(approval.body.job.id, 10_000);
    const technical = await list(id, "technical-documents");
    const elapsed = Date.now() - started;
    expect(technical).toHaveLength(3);
    // A measurement, not an assertion: two 1 s auto-trigger delays plus building, rendering and saving.
    console.info(`SRS approval → last technical document: ${elapsed} ms`);
  });
});

describe("undoing an approval", () => {
  const unapprove = (agent: typeof owner.agent, documentId: number | string) =>
    agent.post(`/api/documents/${documentId}/unapprove`);
  const tooLate = "approval can no longer be undone.";

  it("puts a technical document back to pending approval exactly as it was, and it can be approved again", async () => {
    const id = await project();
    const { technical } = await generateTechnicalFor(owner.agent, id);
    const database = technical[0];
    if (!database) throw new Error("no database design");
    const before = await list(id, "technical-documents");
    await owner.agent
      .post(`${base(id)}/approve-technical-doc`)
      .send({ documentId: database.id })
      .expect(200);

    const res = await unapprove(owner.agent, database.id);
    expect(res.status).toBe(200);
    const { document, job } = res.body as ApprovalResult;
    expect(document).toMatchObject({ id: database.id, status: "pending_approval", approvedAt: null });
    expect(job).toBeNull();
    expect(await list(id, "technical-documents")).toEqual(before);

    const again = await owner.agent
      .post(`${base(id)}/approve-technical-doc`)
      .send({ documentId: database.id });
    expect(again.body.document).toMatchObject({ id: database.id, status: "approved" });
  });

  it("restores the SRS and the checklist's state when the approval could not start the design", async () => {
    // Its own user, whose job cap is then filled: the approval stands but starts no design (job: null).
    const busy = await signUp(t.app);
    const listOf = async (id: number) =>
      (await busy.agent.get(`${base(id)}/srs-documents`).expect(200)).body as DocumentSummary[];
    const statusOf = async (id: number) =>
      (await busy.agent.get(`${base(id)}/checklist`).expect(200)).body.status as string;

    // A: the checklist was completed. B: reopened by an edit after the SRS was written. C: signed off by an
    // earlier SRS version (version 1 approved, its design generated), and version 2 written since.
    const a = (await buildProject(busy.agent)).id;
    const srsA = await generateSrsFor(busy.agent, a);
    const b = (await buildProject(busy.agent)).id;
    const srsB = await generateSrsFor(busy.agent, b);
    await busy.agent
      .put(`${base(b)}/checklist`)
      .send(checklistPayload({ ...LIBRARY_ANSWERS, "product-purpose": null }))
      .expect(200);
    expect(await statusOf(b)).toBe("in_progress");
    const c = (await buildProject(busy.agent)).id;
    await generateDesignFor(busy.agent, c);
    const srsC2 = (await busy.agent.post(`${base(c)}/generate-srs-from-checklist`).expect(201))
      .body as DocumentSummary;
    expect(await statusOf(c)).toBe("signed_off");

    const inAYear = new Date(Date.now() + 365 * 86_400_000);
    for (let i = 0; i < MAX_ACTIVE_JOBS_PER_OWNER; i += 1)
      await insertJob({
        db: t.database.db,
        projectId: a,
        kind: "test.placeholder",
        input: {},
        runAt: inAYear,
      });

    for (const [id, srs, checklist] of [
      [a, srsA, "completed"],
      [b, srsB, "in_progress"],
      [c, srsC2, "signed_off"],
    ] as const) {
      const before = await listOf(id);
      const approved = await busy.agent.post(`/api/srs-documents/${srs.id}/approve`).expect(200);
      expect(approved.body.job).toBeNull();
      expect(await statusOf(id)).toBe("signed_off");

      const res = await unapprove(busy.agent, srs.id);
      expect(res.status).toBe(200);
      expect(res.body.document).toMatchObject({ id: srs.id, status: "pending_approval", approvedAt: null });
      expect(await listOf(id)).toEqual(before);
      expect(await statusOf(id), `project ${id}`).toBe(checklist);
    }
  });

  it("refuses once the system design is being or has been generated from the SRS, or the SRS was superseded", async () => {
    const id = await project();
    const srs = await generateSrsFor(owner.agent, id);
    const approval = await owner.agent.post(`/api/srs-documents/${srs.id}/approve`).expect(200);
    const early = await unapprove(owner.agent, srs.id);
    expect(early.status).toBe(409);
    // The design was queued by the approval; on a slow machine it may already have been written.
    expect(early.body.message).toMatch(
      /^The system design (is already being generated|has already been generated from this SRS); approval can no longer be undone\.$/,
    );
    await t.jobs.waitFor(approval.body.job.id, 10_000);

    const late = await unapprove(owner.agent, srs.id);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      code: "conflict:document",
      message: `The system design has already been generated from this SRS; ${tooLate}`,
    });
    expect((await list(id, "srs-documents"))[0]).toMatchObject({ id: srs.id, status: "approved" });
    expect(await checklistStatus(id)).toBe("signed_off");

    await owner.agent.post(`${base(id)}/generate-srs-from-checklist`).expect(201);
    const superseded = await unapprove(owner.agent, srs.id);
    expect(superseded.status).toBe(409);
    expect(superseded.body.message).toBe(`Version 1 of the SRS was superseded by version 2; its ${tooLate}`);
  });

  it("refuses the design once the technical documents exist, and a technical document once code was generated", async () => {
    const id = await project();
    await generateCodeFor(owner.agent, id);
    const [design] = await list(id, "system-design-documents");
    const designRes = await unapprove(owner.agent, design?.id ?? 0);
    expect(designRes.status).toBe(409);
    expect(designRes.body).toEqual({
      code: "conflict:document",
      message: `The technical documents have already been generated from this system design; ${tooLate}`,
    });
    const [database] = await list(id, "technical-documents");
    const technicalRes = await unapprove(owner.agent, database?.id ?? 0);
    expect(technicalRes.status).toBe(409);
    expect(technicalRes.body).toEqual({
      code: "conflict:document",
      message: `Code has already been generated for this project; ${tooLate}`,
    });
    expect((await list(id, "technical-documents")).map((d) => d.status)).toEqual([
      "approved",
      "approved",
      "approved",
    ]);
  });

  it("refuses a document that is not approved", async () => {
    const id = await project();
    const srs = await generateSrsFor(owner.agent, id);
    const res = await unapprove(owner.agent, srs.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: "conflict:document",
      message: "Version 1 of the SRS is not approved; there is no approval to undo.",
    });
    expect(await checklistStatus(id)).toBe("completed");
  });

  it("answers 404 for another user's document or none, and 400 for an id that is not one", async () => {
    const id = await project();
    const { technical } = await generateTechnicalFor(owner.agent, id);
    const database = technical[0];
    await owner.agent
      .post(`${base(id)}/approve-technical-doc`)
      .send({ documentId: database?.id })
      .expect(200);
    const notFound = { code: "not_found:document", message: "Document not found" };
    for (const documentId of [database?.id ?? 0, 2_147_483_647]) {
      const res = await unapprove(stranger.agent, documentId);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    expect((await list(id, "technical-documents"))[0]).toMatchObject({ status: "approved" });
    for (const bad of ["abc", "0", "-3", "1.5", "007", "2147483648"]) {
      const res = await unapprove(owner.agent, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe("bad_request:document");
    }
  });
});
