import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listJobsByProject } from "../../db/queries/jobs";
import type { JobHandler } from "../../jobs/runner";
import { projectAppDir } from "../../runtime/dependencies";
import { CODE_TYPECHECK_JOB } from "../../services/code";
import { completeChecklist, generateCodeFor } from "../../testing/documents";
import { buildProject, createTestApp, signUp, type TestApp } from "../../testing/harness";

/**
 * Edits queue type-checks; one user's burst of edits must not starve other users' jobs (issue 11). The
 * type-check is a stand-in that takes TYPECHECK_MS (a real one takes about 7 s); the scheduling is the app's.
 */
const TYPECHECK_MS = 2_000;
const EDITED_PATH = "src/server/db/schema.ts";

let t: TestApp;
let editor: Awaited<ReturnType<typeof signUp>>;
let projectId: number;
let fileId: number;
let original: string;
let typecheckMs = TYPECHECK_MS;
/** What each type-check read from the edited file when it started, in order. */
const checked: string[] = [];
/** While set, a type-check holds until the test opens it (so a burst never outlasts one, however slow the machine). */
let gate: Promise<void> | null = null;

const slowTypecheck: JobHandler = async (job) => {
  const appDir = projectAppDir(t.dataDir, Number(job.input.projectId));
  const file = path.join(appDir, EDITED_PATH);
  if (fs.existsSync(file)) checked.push(fs.readFileSync(file, "utf8"));
  await (gate ?? new Promise((r) => setTimeout(r, typecheckMs)));
  return { errors: 0 };
};

beforeAll(async () => {
  t = await createTestApp({ jobHandlers: { [CODE_TYPECHECK_JOB]: slowTypecheck }, generationWaitMs: 10_000 });
  editor = await signUp(t.app);
  projectId = (await buildProject(editor.agent)).id;
  await generateCodeFor(editor.agent, projectId);
  const files = await editor.agent.get(`/api/generated-code-files?projectId=${projectId}`);
  const file = (files.body as { id: number; path: string; content: string }[]).find(
    (f) => f.path === EDITED_PATH,
  );
  if (!file) throw new Error("no schema file");
  fileId = file.id;
  original = file.content;
  t.code.typecheck = true;
}, 60_000);
afterAll(async () => {
  typecheckMs = 0;
  await t.close();
});

async function typechecksOf(id: number) {
  return (await listJobsByProject({ db: t.database.db, projectId: id })).filter(
    (j) => j.kind === CODE_TYPECHECK_JOB,
  );
}

async function drain(id: number): Promise<void> {
  for (const job of await typechecksOf(id)) await t.jobs.waitFor(job.id, 30_000);
}

function edit(n: number) {
  return editor.agent
    .put(`/api/generated-code-files/${fileId}`)
    .send({ content: `${original}\n// edit ${n}\n` });
}

describe("a burst of edits", () => {
  it("does not delay another user's SRS generation: it answers within 3 s while 20 edits are queued", async () => {
    const other = await signUp(t.app);
    const theirs = await buildProject(other.agent);
    await completeChecklist(other.agent, theirs.id);
    for (let n = 1; n <= 20; n += 1) expect((await edit(n)).status).toBe(200);

    const started = Date.now();
    const srs = await other.agent.post(`/api/projects/${theirs.id}/generate-srs-from-checklist`);
    const took = Date.now() - started;
    expect(srs.status).toBe(201);
    expect(took).toBeLessThanOrEqual(3_000);
    const pending = (await typechecksOf(projectId)).filter(
      (j) => j.status === "queued" || j.status === "running",
    );
    expect(pending.length).toBeGreaterThan(0);
    await drain(projectId);
  }, 60_000);

  it("leaves at most one queued type-check for the project besides the running one, and it sees the last edit", async () => {
    checked.length = 0;
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    try {
      for (let n = 1; n <= 20; n += 1) expect((await edit(100 + n)).status).toBe(200);
      const active = await typechecksOf(projectId);
      expect(active.filter((j) => j.status === "queued").length).toBeLessThanOrEqual(1);
      expect(active.filter((j) => j.status === "running").length).toBeLessThanOrEqual(1);
    } finally {
      gate = null;
      open();
    }
    await drain(projectId);
    expect(checked.length).toBeLessThanOrEqual(2);
    expect(checked.at(-1)).toBe(`${original}\n// edit 120\n`);
  }, 60_000);

  it("answers 429 with a clear message and a Retry-After to a user over the job cap, and saves nothing", async () => {
    // Ten jobs of the editor's (the cap) in another project of theirs; none a new edit could join.
    const another = (await buildProject(editor.agent)).id;
    const queued = [];
    for (let i = 0; i < 10; i += 1)
      queued.push(
        await t.jobs.enqueue({ projectId: another, kind: CODE_TYPECHECK_JOB, input: { projectId: another } }),
      );
    const res = await edit(999);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: "rate_limited:jobs" });
    expect(res.body.message).toMatch(
      /^You already have 10 jobs queued or running, the most one user may have\./,
    );
    expect(res.headers["retry-after"]).toBe("10");
    const file = await editor.agent.get(`/api/generated-code-files?projectId=${projectId}`);
    expect(
      (file.body as { id: number; content: string }[]).find((f) => f.id === fileId)?.content,
    ).not.toContain("edit 999");
    typecheckMs = 0;
    for (const job of queued) await t.jobs.waitFor(job.id, 30_000);
    expect((await edit(1000)).status).toBe(200);
  }, 60_000);
});
