/**
 * `npm run bench` (part 3): approved documents → generated code → real test results → a preview answering HTTP.
 * For each run a new project's documents are approved first (not timed); then, over the real API of the product:
 * code generation with its three passes, `execute-tests` (the app's own Vitest suite with V8 coverage, sandboxed),
 * and a deployment started until its URL answers. One warm-up run (it installs the shared dependencies once), then
 * 5 measured runs; medians are written as JSON to bench/results/pipeline.json.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Deployment } from "../domain/api/deployments";
import type { TestRunResponse } from "../domain/api/testing";
import { approveTechnicalFor } from "../server/testing/documents";
import { buildProject, createTestApp, signUp } from "../server/testing/harness";

const RUNS = 5;
const STEP_LIMIT_MS = 300_000;

type Agent = Awaited<ReturnType<typeof signUp>>["agent"];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
}

function expectStatus(res: { status: number; body: unknown }, status: number, what: string): void {
  if (res.status !== status)
    throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
}

async function waitFor<T>(what: string, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + STEP_LIMIT_MS;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: no answer within ${STEP_LIMIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function generateCode(agent: Agent, projectId: number): Promise<number> {
  // The call waits for the generation job (pass 1) and answers its result.
  const res = await agent.post(`/api/projects/${projectId}/generate-code-v4`).send({});
  expectStatus(res, 200, "generating the code");
  for (const passNumber of [2, 3]) {
    const pass = await agent.post(`/api/projects/${projectId}/execute-pass`).send({ passNumber });
    expectStatus(pass, 200, `pass ${passNumber}`);
  }
  const files = await agent.get(`/api/generated-code-files?projectId=${projectId}`);
  expectStatus(files, 200, "listing the files");
  return (files.body as unknown[]).length;
}

async function runTests(agent: Agent, projectId: number) {
  const res = await agent.post(`/api/projects/${projectId}/execute-tests`).send({ testType: "unit" });
  expectStatus(res, 200, "running the tests");
  const run = (res.body as TestRunResponse).testResults;
  if (!run) throw new Error("execute-tests answered no results");
  return run;
}

async function preview(agent: Agent, projectId: number): Promise<Deployment> {
  const start = await agent
    .post(`/api/deployments/${projectId}/start`)
    .send({ appName: `bench-${projectId}`, displayName: "Benchmark" });
  if (start.status !== 202 && start.status !== 200) expectStatus(start, 202, "starting the deployment");
  const running = await waitFor("the deployment", async () => {
    const res = await agent.get(`/api/deployments/${projectId}`);
    const deployment = res.body as Deployment;
    if (deployment.status === "error") throw new Error(`deployment failed: ${deployment.error ?? ""}`);
    return deployment.status === "running" ? deployment : null;
  });
  // The API hands out no url to a request on the preview's own host name (the test agent's): ask the port.
  const url = running.url ?? (running.port === null ? null : `http://127.0.0.1:${running.port}/`);
  if (url === null) throw new Error("the running deployment has no port");
  const answer = await fetch(url);
  if (answer.status !== 200) throw new Error(`the preview answered ${answer.status}`);
  return running;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-bench-pipeline-"));
  const t = await createTestApp({ dataDir, codeTypecheck: false });
  const rows: { codeMs: number; testsMs: number; previewMs: number; totalMs: number }[] = [];
  let last: { files: number; passed: number; failed: number; coverage: number | null; url: string } | null =
    null;
  try {
    const { agent } = await signUp(t.app);
    for (let i = 0; i <= RUNS; i += 1) {
      const project = await buildProject(agent, { name: `Lending library ${i}` });
      await approveTechnicalFor(agent, project.id);
      const t0 = performance.now();
      const files = await generateCode(agent, project.id);
      const t1 = performance.now();
      const run = await runTests(agent, project.id);
      const t2 = performance.now();
      const deployment = await preview(agent, project.id);
      const t3 = performance.now();
      expectStatus(await agent.post(`/api/deployments/${project.id}/stop`), 200, "stopping the deployment");
      const row = { codeMs: t1 - t0, testsMs: t2 - t1, previewMs: t3 - t2, totalMs: t3 - t0 };
      console.log(
        `${i === 0 ? "warm-up" : `run ${i}`}: ${JSON.stringify(row, (_k, v: unknown) => (typeof v === "number" ? Math.round(v) : v))}`,
      );
      if (i > 0) rows.push(row);
      last = {
        files,
        passed: run.executionSummary.passed,
        failed: run.executionSummary.failed,
        coverage: run.coverage?.lines ?? null,
        url: deployment.url ?? `port ${String(deployment.port)}`,
      };
    }
  } finally {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const result = {
    benchmark: "pipeline",
    date: new Date().toISOString(),
    node: process.version,
    app: "Lending library (embedded engine), all three passes",
    runs: RUNS,
    last,
    codeMedianMs: median(rows.map((r) => r.codeMs)),
    testsMedianMs: median(rows.map((r) => r.testsMs)),
    previewMedianMs: median(rows.map((r) => r.previewMs)),
    totalMedianMs: median(rows.map((r) => r.totalMs)),
    runsMs: rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Math.round(v)]))),
  };
  const out = path.join(import.meta.dirname, "results", "pipeline.json");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  if (last && last.failed > 0) process.exitCode = 1;
}

await main();
