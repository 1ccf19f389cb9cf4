/**
 * Records what a real model says to the product for an idea, for the replay in tests (server/testing/recorded):
 *
 *   tsx scripts/record-model.ts <idea> <folder>
 *
 * runs the idea (one of RECORDED_IDEAS) through the product's own routes — checklist as a user fills it, SRS,
 * system design, technical documents, code with the model-written features — on a model behind the relay
 * (server/testing/relay-llm.ts): each request the product makes is written to <folder>/<n>.request.json and
 * waits for <folder>/<n>.answer.json, written by whoever plays the model; each exchange is kept as
 * <folder>/<n>.exchange.json. Needs the generated apps' runtime (SPECWRIGHT_TEST_RUNTIME_DIR, as the tests).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checklistAnswersFor, RECORDED_IDEAS } from "../server/testing/recorded-ideas";
import { generateCodeFor } from "../server/testing/documents";
import { fakeAiConfig } from "../server/testing/fake-llm";
import { buildProject, createTestApp, signUp } from "../server/testing/harness";
import { exchangesIn, saveRecorded } from "../server/testing/recorded-llm";
import { startRelayLlm } from "../server/testing/relay-llm";
import { testRuntime } from "../server/testing/runtime";

const [slug, folder] = process.argv.slice(2);
const idea = RECORDED_IDEAS.find((i) => i.slug === slug);
if (!idea || !folder) {
  console.error(
    `usage: tsx scripts/record-model.ts <${RECORDED_IDEAS.map((i) => i.slug).join("|")}> <folder>`,
  );
  process.exit(2);
}

const relay = await startRelayLlm(folder);
const dataDir =
  process.env.SPECWRIGHT_TEST_RUNTIME_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "sw-record-"));
await testRuntime(dataDir);
const t = await createTestApp({
  ai: fakeAiConfig(relay.url, { timeoutMs: 3_600_000 }),
  dataDir,
  codeTypecheck: true,
  generationWaitMs: 3_600_000,
});
try {
  const owner = await signUp(t.app);
  const project = await buildProject(owner.agent, { name: idea.name, description: idea.description });
  // The checklist as a new user leaves it: the data section pre-filled from the idea, the rest answered.
  const checklist = (await owner.agent.get(`/api/projects/${project.id}/checklist`)).body as {
    answers?: Record<string, unknown>;
  };
  const answers = checklistAnswersFor(idea, checklist.answers?.["data-entities"]);
  const result = await generateCodeFor(owner.agent, project.id, answers);
  console.log(`generated ${result.filesGenerated} files, coverage ${result.implementationCoverage}`);
  for (const passNumber of [2, 3]) {
    const pass = await owner.agent.post(`/api/projects/${project.id}/execute-pass`).send({ passNumber });
    console.log(`pass ${passNumber}: ${pass.status}`);
  }
  // Pass 3 goes on in the background with the model-written features (each a type-check, a build and a test run).
  for (let waited = 0; waited < 3_600_000; waited += 5000) {
    const jobs = (await owner.agent.get(`/api/projects/${project.id}/jobs`)).body as { status: string }[];
    if (!jobs.some((j) => j.status === "queued" || j.status === "running")) break;
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  const files = (await owner.agent.get(`/api/generated-code-files?projectId=${project.id}`)).body as {
    path: string;
    generatedBy?: { engine: string };
  }[];
  console.log(files.filter((f) => f.generatedBy?.engine === "llm").map((f) => f.path));
  saveRecorded(idea.slug, exchangesIn(folder));
  console.log(`recorded in server/testing/recorded/${idea.slug}.json`);
} finally {
  await t.close();
  await relay.close();
}
