import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Deployment } from "../../domain/api/deployments";
import { getChecklistByProject, updateChecklist } from "../db/queries/checklists";
import { testRuntime } from "../testing/runtime";
import { generateCodeFor } from "../testing/documents";
import { buildProject, createTestApp, signUp, type TestApp } from "../testing/harness";

/**
 * The preview with sample data, end to end: a lending library whose checklist asked for sample data is deployed
 * by the real supervisor, the deployment offers the demo sign-in, and that account sees the example books through
 * the preview's address. About a minute plus the one-time dependency install; SPECWRIGHT_SKIP_RUNTIME=1 skips it.
 */
const skip = process.env.SPECWRIGHT_SKIP_RUNTIME === "1";

const PREVIEW = { host: "127.0.0.1", ports: { from: 5380, to: 5399 } };
const RUN_TIMEOUT_MS = 3 * 60_000;

let tmp: string;
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let projectId: number;

beforeAll(async () => {
  if (skip) return;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "sw-sample-"));
  t = await createTestApp({ dataDir: tmp, deployments: { preview: PREVIEW } });
  owner = await signUp(t.app);
  projectId = (await buildProject(owner.agent)).id;
  await generateCodeFor(owner.agent, projectId);
  for (const passNumber of [2, 3]) {
    const res = await owner.agent.post(`/api/projects/${projectId}/execute-pass`).send({ passNumber });
    expect(res.status).toBe(200);
  }
  const checklist = await getChecklistByProject({ db: t.database.db, projectId });
  const answers = { ...checklist?.answers, "sample-data": true };
  await updateChecklist({ db: t.database.db, projectId, changes: { answers } });
  await testRuntime(tmp);
}, 15 * 60_000);

afterAll(async () => {
  await t?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

async function deployment(): Promise<Deployment> {
  const res = await owner.agent.get(`/api/deployments/${projectId}`).set("Host", "localhost");
  expect(res.status).toBe(200);
  return res.body as Deployment;
}

async function waitForRunning(): Promise<Deployment> {
  const deadline = Date.now() + RUN_TIMEOUT_MS;
  for (;;) {
    const current = await deployment();
    if (current.status === "running" || current.status === "error") return current;
    if (Date.now() > deadline)
      throw new Error(`still ${current.status}: ${current.buildLogs.slice(-10).join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(skip)("a preview with sample data", () => {
  it(
    "offers the demo sign-in, and the demo account sees the example rows",
    { timeout: RUN_TIMEOUT_MS },
    async () => {
      const started = await owner.agent
        .post(`/api/deployments/${projectId}/start`)
        .send({ appName: "library" });
      expect(started.status).toBe(202);
      expect((started.body as Deployment).sampleData).toBeNull(); // not yet running

      const running = await waitForRunning();
      expect(running.status, running.buildLogs.join("\n")).toBe("running");
      expect(running.sampleData).toEqual({ signIn: { username: "demo", password: "demo-password" } });
      expect(running.buildLogs.join("\n")).toContain("Seeded the example rows");
      const url = running.url as string;

      const login = await fetch(new URL("api/auth/login", url), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(running.sampleData?.signIn),
      });
      expect(login.status).toBe(200);
      const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const books = await fetch(new URL("api/books", url), { headers: { cookie } });
      expect(books.status).toBe(200);
      const page = (await books.json()) as { items: { title: string; author: string }[] };
      expect(page.items.map((b) => b.title).sort()).toEqual(["Dune", "Middlemarch", "The Hobbit"]);
      expect(page.items.find((b) => b.title === "The Hobbit")?.author).toBe("J. R. R. Tolkien");

      expect((await owner.agent.post(`/api/deployments/${projectId}/stop`)).status).toBe(200);
    },
  );
});
