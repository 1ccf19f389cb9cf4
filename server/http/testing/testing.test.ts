import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import {
  isUnsandboxedAllowed,
  setDefaultMechanism,
  setUnsandboxedAllowed,
  UNSANDBOXED_REFUSAL,
} from "../../runtime/sandbox";
import { NO_CODE_FOR_TESTS } from "../../services/testing";
import { generateCodeFor } from "../../testing/documents";
import { buildProject, createTestApp, signUp, type TestApp } from "../../testing/harness";

/**
 * The QA calls over the real app and database, without running an app (see testing-run.test.ts for real runs):
 * validation, owner-only access, refusal before code exists, and plans derived from the requirements.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

const REQUIREMENTS = [
  "FR-1: Members borrow books with a due date.",
  "- FR-002 Librarians add books to the catalogue page",
  "NFR-3: Pages load within 2 seconds.",
  "NFR-4: Passwords are stored hashed.",
  "The system shall send a reminder before a loan is due.",
  "Some context without a requirement.",
].join("\n");

describe("generate-test-plan", () => {
  it("derives one case per requirement id from the typed text, stores it and answers it again", async () => {
    const project = await buildProject(owner.agent);
    const before = await owner.agent.get(`/api/projects/${project.id}/test-plan`);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ testPlan: null });

    const res = await owner.agent
      .post(`/api/projects/${project.id}/generate-test-plan`)
      .send({ requirements: REQUIREMENTS, implementationCode: 'it("FR-1: borrows a book", () => {})' });
    expect(res.status).toBe(200);
    const plan = res.body.testPlan;
    expect(plan.testStrategy.coverage_targets).toEqual({ unit: 85, integration: 75 });
    expect(plan.testStrategy.approach).toContain("one test case per requirement id (5)");
    expect(plan.testCases.map((c: { requirementId: string }) => c.requirementId)).toEqual([
      "FR-1",
      "FR-2",
      "NFR-3",
      "NFR-4",
      "REQ-1",
    ]);
    const byId = Object.fromEntries(
      plan.testCases.map((c: { requirementId: string }) => [c.requirementId, c]),
    );
    expect(byId["FR-1"]).toMatchObject({
      id: "TC-001",
      title: "FR-1: Members borrow books with a due date.",
      automated: true,
      coveredBy: ["FR-1: borrows a book"],
    });
    expect(byId["FR-2"]).toMatchObject({ type: "ui", automated: false, coveredBy: [] });
    expect(byId["NFR-3"].type).toBe("performance");
    expect(byId["NFR-4"].type).toBe("security");
    expect(byId["REQ-1"]).toMatchObject({ priority: "high", title: expect.stringContaining("reminder") });
    expect(plan.testStrategy.automation_level).toBe(
      "20% (1 of 5 cases covered by the app's automated tests)",
    );
    expect(plan.sources).toMatchObject({ textRequirements: 5, implementationCodeIds: ["FR-1"] });

    const again = await owner.agent.get(`/api/projects/${project.id}/test-plan`);
    expect(again.body.testPlan).toEqual(plan);
  });

  it("adds the project's stored requirements (FR/NFR codes) before the typed ones", async () => {
    const project = await buildProject(owner.agent);
    await owner.agent
      .post(`/api/projects/${project.id}/conversations/${encodeURIComponent("Requirements AI")}/messages`)
      .send({ message: "Members must be able to borrow books." });
    const stored = await owner.agent.get(`/api/projects/${project.id}/requirements`);
    const codes = (stored.body as { code: string }[]).map((r) => r.code);
    expect(codes.length).toBeGreaterThan(0);
    const res = await owner.agent
      .post(`/api/projects/${project.id}/generate-test-plan`)
      .send({ requirements: "US-9: As a member I see my loans" });
    expect(res.status).toBe(200);
    const ids = res.body.testPlan.testCases.map((c: { requirementId: string }) => c.requirementId);
    expect(ids).toEqual([...codes, "US-9"]);
    expect(res.body.testPlan.sources.storedRequirements).toBe(codes.length);
  });

  it("refuses text with no requirement in it", async () => {
    const project = await buildProject(owner.agent);
    const res = await owner.agent
      .post(`/api/projects/${project.id}/generate-test-plan`)
      .send({ requirements: "Just some notes." });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^requirements: no requirement found/);
  });
});

describe("before the code exists", () => {
  it("refuses scripts and runs with 409 naming the Generated Code page", async () => {
    const project = await buildProject(owner.agent);
    for (const [path, body] of [
      ["generate-test-scripts", { framework: "supertest", testType: "integration" }],
      ["execute-tests", { testType: "unit" }],
    ] as const) {
      const res = await owner.agent.post(`/api/projects/${project.id}/${path}`).send(body);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: "conflict:code", message: NO_CODE_FOR_TESTS });
    }
    const latest = await owner.agent.get(`/api/projects/${project.id}/test-runs/latest`);
    expect(latest.body).toEqual({ testResults: null });
  });
});

describe("on a host without a sandbox", () => {
  it("refuses to run the tests unless the operator opted in, says how to fix it, and records no run", async () => {
    const project = await buildProject(owner.agent);
    await generateCodeFor(owner.agent, project.id);
    const before = isUnsandboxedAllowed();
    onTestFinished(() => {
      setUnsandboxedAllowed(before);
      setDefaultMechanism(null);
    });
    setDefaultMechanism("process-limits"); // what detectIsolation() finds without bubblewrap
    setUnsandboxedAllowed(false);
    const res = await owner.agent
      .post(`/api/projects/${project.id}/execute-tests`)
      .send({ testType: "unit" });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: "unavailable:sandbox", message: UNSANDBOXED_REFUSAL });
    const latest = await owner.agent.get(`/api/projects/${project.id}/test-runs/latest`);
    expect(latest.body).toEqual({ testResults: null });
  });
});

describe("access and bad input", () => {
  it("answers another user's project exactly like a missing one (404)", async () => {
    const project = await buildProject(owner.agent);
    const calls = [
      other.agent.post(`/api/projects/${project.id}/generate-test-plan`).send({ requirements: "FR-1: x" }),
      other.agent.get(`/api/projects/${project.id}/test-plan`),
      other.agent
        .post(`/api/projects/${project.id}/generate-test-scripts`)
        .send({ framework: "jest", testType: "unit" }),
      other.agent.post(`/api/projects/${project.id}/execute-tests`).send({ testType: "unit" }),
      other.agent.get(`/api/projects/${project.id}/test-runs/latest`),
      owner.agent.get(`/api/projects/2147483647/test-plan`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: "not_found:project", message: "Project not found" });
    }
  });

  it("answers 400 with a readable message, never 500", async () => {
    const project = await buildProject(owner.agent);
    const url = (path: string) => `/api/projects/${project.id}/${path}`;
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ["generate-test-plan", {}, /^requirements: /],
      ["generate-test-plan", { requirements: "   " }, /^requirements: Please provide requirements/],
      ["generate-test-plan", { requirements: 42 }, /^requirements: /],
      ["generate-test-plan", { requirements: "x".repeat(50_001) }, /at most 50000/],
      ["generate-test-plan", { requirements: "FR-1: x", implementationCode: 1 }, /^implementationCode: /],
      ["generate-test-plan", { requirements: "FR-1: x", extra: true }, /extra/],
      [
        "generate-test-scripts",
        { framework: "mocha", testType: "unit" },
        /^framework: framework must be one of/,
      ],
      ["generate-test-scripts", { framework: "jest" }, /^testType: /],
      ["generate-test-scripts", { framework: "jest", testType: "unit", testCases: "all" }, /^testCases: /],
      ["generate-test-scripts", { framework: "jest", testType: "unit", testCases: [{}] }, /^testCases\.0\./],
      ["execute-tests", {}, /^testType: /],
      ["execute-tests", { testType: "smoke" }, /^testType: testType must be one of/],
    ];
    for (const [path, body, message] of cases) {
      const res = await owner.agent.post(url(path)).send(body);
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const badId = await owner.agent.get("/api/projects/abc/test-plan");
    expect(badId.status).toBe(400);
  });
});
