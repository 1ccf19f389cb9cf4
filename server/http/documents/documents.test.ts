import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  DocumentDetail,
  DocumentDiff,
  DocumentSummary,
  Traceability,
} from "../../../domain/api/documents";
import { documents } from "../../db/schema";
import { DIFF_MAX_LINES } from "../../services/document-diff";
import { generateDesignFor, generateSrsFor, generateTechnicalFor } from "../../testing/documents";
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
const project = async (name = "Library") => (await buildProject(owner.agent, { name })).id;
const list = async (id: number, name: string) =>
  (await owner.agent.get(`${base(id)}/${name}`).expect(200)).body as DocumentSummary[];
const setContent = (id: number, content: string) =>
  t.database.db.update(documents).set({ content }).where(eq(documents.id, id));

describe("preview and download", () => {
  it("previews a document as title, content and status", async () => {
    const srs = await generateSrsFor(owner.agent, await project());
    const res = await owner.agent.get(`/api/srs-documents/${srs.id}/preview`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ title: srs.title, content: srs.content, status: "pending_approval" });
  });

  it("downloads Markdown as an attachment named after the project, the kind and the version", async () => {
    const id = await project();
    const srs = await generateSrsFor(owner.agent, id);
    await owner.agent.post(`${base(id)}/generate-srs-from-checklist`).expect(201);
    const current = (await list(id, "srs-documents"))[0];
    for (const path of [
      `/api/srs-documents/${current?.id}/download`,
      `/api/documents/${current?.id}/download`,
    ]) {
      const res = await owner.agent.get(path).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("text/markdown; charset=utf-8");
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="library-srs-v2.md"; filename*=UTF-8''library-srs-v2.md`,
      );
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.text).toBe(current?.content);
    }
    const old = await owner.agent.get(`/api/documents/${srs.id}/download`);
    expect(old.headers["content-disposition"]).toContain(`filename="library-srs-v1.md"`);
  });

  it("keeps file names safe: quotes and slashes go, other scripts stay in filename*", async () => {
    const id = await project(`Bücher "Ausleihe" / Café ☕ 図書館`);
    const srs = await generateSrsFor(owner.agent, id);
    const res = await owner.agent.get(`/api/documents/${srs.id}/download`);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="bucher-ausleihe-cafe-srs-v1.md"; ` +
        `filename*=UTF-8''${encodeURIComponent("bücher-ausleihe-café-図書館-srs-v1.md")}`,
    );
  });

  it("names technical documents by their type", async () => {
    const { technical } = await generateTechnicalFor(owner.agent, await project());
    const names = [];
    for (const doc of technical) {
      const res = await owner.agent.get(`/api/documents/${doc.id}/download`);
      names.push(/filename="([^"]+)"/.exec(String(res.headers["content-disposition"]))?.[1]);
    }
    expect(names).toEqual([
      "library-database-design-v1.md",
      "library-api-specification-v1.md",
      "library-frontend-architecture-v1.md",
    ]);
  });

  it("refuses to download a document whose content is empty", async () => {
    const srs = await generateSrsFor(owner.agent, await project());
    await setContent(srs.id, "  \n");
    for (const path of [`/api/srs-documents/${srs.id}/download`, `/api/documents/${srs.id}/download`]) {
      const res = await owner.agent.get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: "bad_request:document", message: "Document content is empty" });
    }
  });
});

describe("document ids", () => {
  const routes = (id: string) => [
    `/api/srs-documents/${id}/preview`,
    `/api/srs-documents/${id}/download`,
    `/api/documents/${id}`,
    `/api/documents/${id}/versions`,
    `/api/documents/${id}/download`,
    `/api/documents/${id}/diff?against=1`,
  ];

  it("answers 400 to an id that is not a positive whole number in range", async () => {
    for (const bad of ["abc", "0", "-1", "1.5", "0x10", "1e3", "007", "99999999999"]) {
      for (const path of routes(bad)) {
        const res = await owner.agent.get(path);
        expect(res.status, path).toBe(400);
        expect(res.body.code).toBe("bad_request:document");
        expect(res.body.message).toMatch(/^Document id (must be a positive whole number|is out of range)$/);
      }
      const approve = await owner.agent.post(`/api/srs-documents/${bad}/approve`);
      expect(approve.status).toBe(400);
    }
  });

  it("answers another user's document exactly like a missing one (404)", async () => {
    const srs = await generateSrsFor(owner.agent, await project());
    for (const path of routes(String(srs.id))) {
      const foreign = await stranger.agent.get(path);
      const missing = await stranger.agent.get(path.replace(String(srs.id), "2147483647"));
      expect(foreign.status, path).toBe(404);
      expect(foreign.body).toEqual({ code: "not_found:document", message: "Document not found" });
      expect(foreign.body).toEqual(missing.body);
    }
    const approve = await stranger.agent.post(`/api/srs-documents/${srs.id}/approve`);
    expect(approve.status).toBe(404);
    expect((await owner.agent.get(`/api/documents/${srs.id}`)).body.status).toBe("pending_approval");
  });
});

describe("versions, models and diffs", () => {
  it("returns one version with its model", async () => {
    const srs = await generateSrsFor(owner.agent, await project());
    const res = await owner.agent.get(`/api/documents/${srs.id}`).expect(200);
    const detail = res.body as DocumentDetail;
    expect(detail).toMatchObject({ ...srs });
    expect(detail.model).toMatchObject({ product: { name: "Library" } });
  });

  it("lists every version of the document, newest first, from any of them", async () => {
    const id = await project();
    const v1 = await generateSrsFor(owner.agent, id);
    await owner.agent.post(`${base(id)}/generate-srs-from-checklist`).expect(201);
    await owner.agent.post(`${base(id)}/generate-srs-from-checklist`).expect(201);
    const res = await owner.agent.get(`/api/documents/${v1.id}/versions`).expect(200);
    expect(res.body.map((d: DocumentSummary) => d.version)).toEqual([3, 2, 1]);
    expect(res.body.every((d: DocumentSummary) => d.kind === "srs")).toBe(true);
  });

  it("diffs two versions line by line", async () => {
    const id = await project();
    const v1 = await generateSrsFor(owner.agent, id);
    const v2 = (await owner.agent.post(`${base(id)}/generate-srs-from-checklist`).expect(201))
      .body as DocumentSummary;
    const res = await owner.agent.get(`/api/documents/${v2.id}/diff?against=${v1.id}`);
    expect(res.status).toBe(200);
    const diff = res.body as DocumentDiff;
    expect(diff.from).toEqual({ id: v1.id, version: 1 });
    expect(diff.to).toEqual({ id: v2.id, version: 2 });
    const date = new Date().toISOString().slice(0, 10);
    expect(diff.lines).toContainEqual({ kind: "removed", text: `_Version 1 · ${date}_` });
    expect(diff.lines).toContainEqual({ kind: "added", text: `_Version 2 · ${date}_` });
    expect(diff.lines[0]).toEqual({ kind: "same", text: "# Software Requirements Specification" });
    expect(diff).toMatchObject({ added: 1, removed: 1, truncated: false });
    expect(diff.lines.filter((l) => l.kind === "same").length).toBe(
      v1.content.trimEnd().split("\n").length - 1,
    );
  });

  it("bounds a long diff and keeps the counts whole", async () => {
    const id = await project();
    const v1 = await generateSrsFor(owner.agent, id);
    const v2 = (await owner.agent.post(`${base(id)}/generate-srs-from-checklist`).expect(201))
      .body as DocumentSummary;
    const lines = Array.from({ length: DIFF_MAX_LINES + 100 }, (_, i) => `line ${i}`);
    await setContent(v2.id, `${v1.content}${lines.join("\n")}\n`);
    const diff = (await owner.agent.get(`/api/documents/${v2.id}/diff?against=${v1.id}`).expect(200))
      .body as DocumentDiff;
    expect(diff.lines).toHaveLength(DIFF_MAX_LINES);
    expect(diff.truncated).toBe(true);
    expect(diff.added).toBeGreaterThanOrEqual(DIFF_MAX_LINES + 100);
  });

  it("refuses to diff different documents, and needs a valid `against`", async () => {
    const id = await project();
    const { srs, design } = await generateDesignFor(owner.agent, id);
    const mixed = await owner.agent.get(`/api/documents/${design.id}/diff?against=${srs.id}`);
    expect(mixed.status).toBe(400);
    expect(mixed.body).toEqual({
      code: "bad_request:document",
      message: "Only versions of the same document can be compared",
    });
    const missing = await owner.agent.get(`/api/documents/${design.id}/diff`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("against: must be a positive whole number");
    const theirs = await generateSrsFor(stranger.agent, (await buildProject(stranger.agent)).id);
    const foreign = await owner.agent.get(`/api/documents/${srs.id}/diff?against=${theirs.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("not_found:document");
  });
});

describe("staleness", () => {
  it("marks the design outdated once the SRS is regenerated, with the reason, and the lists stay current", async () => {
    const id = await project();
    const { srs, design } = await generateDesignFor(owner.agent, id);
    expect(design).toMatchObject({ basedOnId: srs.id, outdated: false, outdatedReason: null });

    const v2 = (await owner.agent.post(`${base(id)}/generate-srs-from-checklist`).expect(201))
      .body as DocumentSummary;
    expect(v2).toMatchObject({ version: 2, outdated: false });
    const [stale] = await list(id, "system-design-documents");
    expect(stale).toMatchObject({
      id: design.id,
      outdated: true,
      outdatedReason: "The SRS changed (version 2) after this design was generated from version 1.",
    });
    const detail = (await owner.agent.get(`/api/documents/${design.id}`).expect(200)).body as DocumentDetail;
    expect(detail.outdated).toBe(true);

    // Approving SRS v2 regenerates the design from it: the new version is current again.
    const approval = await owner.agent.post(`/api/srs-documents/${v2.id}/approve`).expect(200);
    await t.jobs.waitFor(approval.body.job.id, 10_000);
    const [fresh] = await list(id, "system-design-documents");
    expect(fresh).toMatchObject({ version: 2, basedOnId: v2.id, outdated: false, outdatedReason: null });
    const history = (await owner.agent.get(`/api/documents/${fresh?.id}/versions`).expect(200))
      .body as DocumentSummary[];
    expect(history.map((d) => [d.version, d.outdated])).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it("marks technical documents outdated when the design is regenerated", async () => {
    const id = await project();
    await generateTechnicalFor(owner.agent, id);
    await owner.agent
      .post(`${base(id)}/generate-system-design`)
      .send({ forceOverwrite: true })
      .expect(200);
    const technical = await list(id, "technical-documents");
    expect(technical.map((d) => d.outdatedReason)).toEqual([
      "The system design changed (version 2) after this database design was generated from version 1.",
      "The system design changed (version 2) after this API specification was generated from version 1.",
      "The system design changed (version 2) after this frontend architecture was generated from version 1.",
    ]);
  });
});

describe("traceability", () => {
  it("is empty before the SRS exists", async () => {
    const id = await project();
    const res = await owner.agent.get(`${base(id)}/traceability`).expect(200);
    expect(res.body).toEqual({ sources: { srsId: null, systemDesignId: null, technicalIds: [] }, rows: [] });
  });

  it("follows each requirement into the design, the entities, the API and the pages", async () => {
    const id = await project();
    const { srs, design, technical } = await generateTechnicalFor(owner.agent, id);
    const { body } = await owner.agent.get(`${base(id)}/traceability`).expect(200);
    const matrix = body as Traceability;
    expect(matrix.sources).toEqual({
      srsId: srs.id,
      systemDesignId: design.id,
      technicalIds: technical.map((d) => d.id),
    });
    expect(matrix.rows.length).toBeGreaterThan(0);
    expect(matrix.rows.every((r) => /^(FR|NFR|US)-\d+$/.test(r.requirementId) && r.title !== "")).toBe(true);
    const entities = new Set(matrix.rows.flatMap((r) => r.entities));
    for (const entity of ["Book", "Member", "Loan"]) expect(entities).toContain(entity);
    const functional = matrix.rows.filter((r) => r.type === "functional");
    expect(functional.some((r) => r.operations.length > 0 && r.pages.length > 0)).toBe(true);
    expect(matrix.rows.some((r) => r.components.length > 0)).toBe(true);
    expect(
      matrix.rows.flatMap((r) => r.operations).every((o) => /^(GET|POST|PUT|PATCH|DELETE) \/api\//.test(o)),
    ).toBe(true);
  });
});
