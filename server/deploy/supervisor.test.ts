import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { Deployment, DeploymentStatus } from "../../domain/api/deployments";
import { getDeployment } from "../db/queries/deployments";
import { appsRoot } from "../runtime/dependencies";
import { testRuntime } from "../testing/runtime";
import { detectIsolation } from "../runtime/isolation";
import { productRunsAsRoot, sandboxHostUser } from "../runtime/host-user";
import {
  isUnsandboxedAllowed,
  ROOT_UNSANDBOXED_REFUSAL,
  setUnsandboxedAllowed,
  UNSANDBOXED_REFUSAL,
} from "../runtime/sandbox";
import { generateCodeFor } from "../testing/documents";
import { buildProject, createTestApp, signUp, type TestApp } from "../testing/harness";
import { DeploymentSupervisor } from "./supervisor";

/**
 * The real thing, on one generated lending library shared by the whole file: the deployment builds and serves the
 * app (under bubblewrap through the relay where the host has it), records made through its address survive
 * restarts, stop ends every process, a crash and a failed build become `error` with their log and are never
 * restarted, and a new supervisor over the same database and DATA_DIR brings a running deployment back. About a
 * minute plus the one-time dependency install. Set SPECWRIGHT_SKIP_RUNTIME=1 to skip it.
 */
const skip = process.env.SPECWRIGHT_SKIP_RUNTIME === "1";
if (skip) console.log("supervisor.test.ts skipped: SPECWRIGHT_SKIP_RUNTIME=1 (real builds and app runs)");

const PREVIEW = { host: "127.0.0.1", ports: { from: 5340, to: 5359 } };
/** The product is used at another host name than the previews', or the API hands out no url (preview-host.ts). */
const PRODUCT_HOST = "localhost";
const RUN_TIMEOUT_MS = 3 * 60_000;

let tmp: string;
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let projectId: number;
let mechanism: string;
const others: DeploymentSupervisor[] = [];

beforeAll(async () => {
  if (skip) return;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "sw-deploy-"));
  t = await createTestApp({ dataDir: tmp, deployments: { preview: PREVIEW } });
  owner = await signUp(t.app);
  projectId = (await buildProject(owner.agent)).id;
  await generateCodeFor(owner.agent, projectId);
  for (const passNumber of [2, 3]) {
    const res = await owner.agent.post(`/api/projects/${projectId}/execute-pass`).send({ passNumber });
    expect(res.status).toBe(200);
  }
  await testRuntime(tmp);
  mechanism = (await detectIsolation()).mechanism;
}, 15 * 60_000);

afterAll(async () => {
  for (const supervisor of others) await supervisor.shutdown();
  await t?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

async function deployment(): Promise<Deployment> {
  const res = await owner.agent.get(`/api/deployments/${projectId}`).set("Host", PRODUCT_HOST);
  expect(res.status).toBe(200);
  return res.body as Deployment;
}

/** Polls until the deployment reaches one of `statuses`; returns it with every status seen on the way. */
async function waitFor(statuses: DeploymentStatus[], timeoutMs = RUN_TIMEOUT_MS) {
  const seen: DeploymentStatus[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await deployment();
    if (seen.at(-1) !== current.status) seen.push(current.status);
    if (statuses.includes(current.status)) return { current, seen };
    if (Date.now() > deadline)
      throw new Error(
        `still ${current.status} after ${timeoutMs} ms: ${current.buildLogs.slice(-10).join("\n")}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function start(purpose?: "preview" | "deployment"): Promise<Deployment> {
  const res = await owner.agent
    .post(`/api/deployments/${projectId}/start`)
    .send({ appName: "lending-library", ...(purpose ? { purpose } : {}) });
  expect(res.status).toBe(202);
  return res.body as Deployment;
}

function commandLine(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  } catch {
    return null;
  }
}

/** The app's own node process (not bubblewrap, prlimit or the relay's launcher). */
function appProcess(pids: number[]): number {
  const pid = pids.find((p) => {
    const line = commandLine(p);
    return line !== null && line.includes("dist/server/index.js") && !line.includes("preview-launcher");
  });
  if (pid === undefined) throw new Error(`no app process among ${pids.join(", ")}`);
  return pid;
}

/** True when none of the PIDs is a process of the deployment any more. */
function allGone(pids: number[]): boolean {
  return pids.every((pid) => {
    const line = commandLine(pid);
    return line === null || !/bwrap|prlimit|dist\/server|preview-launcher/.test(line);
  });
}

/** Signs up in the generated app through the preview address and returns its session cookie. */
async function appSession(url: string, username: string): Promise<string> {
  const res = await fetch(new URL("api/auth/register", url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "correct horse battery", name: username }),
  });
  expect(res.status).toBe(201);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function appLogin(url: string, username: string): Promise<string> {
  const res = await fetch(new URL("api/auth/login", url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "correct horse battery" }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function addBook(url: string, cookie: string, title: string): Promise<void> {
  const res = await fetch(new URL("api/books", url), {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ title, author: "Frank Herbert" }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

async function bookTitles(url: string, cookie: string): Promise<string[]> {
  const res = await fetch(new URL("api/books", url), { headers: { cookie } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { items?: { title: string }[] } | { title: string }[];
  const items = Array.isArray(body) ? body : (body.items ?? []);
  return items.map((book) => book.title).sort();
}

async function waitUntilGone(pids: number[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!allGone(pids) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(allGone(pids)).toBe(true);
}

describe.skipIf(skip)("the deployment supervisor (real builds and processes)", () => {
  it(
    "builds and serves the app on its own address, sandboxed, and stop ends every process",
    { timeout: RUN_TIMEOUT_MS },
    async () => {
      const started = await start();
      expect(started.status).toBe("preparing");
      expect(started.url).toBeNull();
      const again = await start();
      expect(again.status).toBe("preparing"); // a second start while preparing changes nothing

      const { current, seen } = await waitFor(["running", "error"]);
      expect(current.status, current.buildLogs.join("\n")).toBe("running");
      expect(seen).toEqual(expect.arrayContaining(["building", "running"]));
      expect(current.port).toBeGreaterThanOrEqual(PREVIEW.ports.from);
      expect(current.port).toBeLessThanOrEqual(PREVIEW.ports.to);
      expect(current.url).toBe(`http://127.0.0.1:${current.port}/`);
      expect(current.buildLogs.join("\n")).toContain("npm run build");
      const url = current.url as string;

      expect((await fetch(new URL("api/health", url))).status).toBe(200);
      const page = await fetch(url);
      expect(await page.text()).toMatch(/<div id="root">/);
      const cookie = await appSession(url, "ada");
      await addBook(url, cookie, "Dune");
      expect(await bookTitles(url, cookie)).toEqual(["Dune"]);
      // The project's delivery status follows: a running preview is not a deployment.
      expect(current.purpose).toBe("preview");
      expect((await owner.agent.get(`/api/projects/${projectId}`)).body.status).toBe("preview-ready");

      // Deploying the running preview makes it the deployment: the same processes, nothing rebuilt.
      const pids = t.deployments.processes(projectId);
      const deployed = await start("deployment");
      expect(deployed).toMatchObject({ purpose: "deployment", status: "running" });
      expect(t.deployments.processes(projectId)).toEqual(pids);
      expect((await owner.agent.get(`/api/projects/${projectId}`)).body.status).toBe("deployed");

      const app = appProcess(pids);
      if (mechanism === "bubblewrap") {
        // As its own user (a root product's runs: the dedicated host user; else nobody inside a user namespace), in
        // its own network namespace (reached through the relay).
        const hostUser = sandboxHostUser();
        if (hostUser) expect(hostUid(app)).toBe(hostUser.uid);
        else expect(fs.readFileSync(`/proc/${app}/uid_map`, "utf8").trim().split(/\s+/)[0]).toBe("65534");
        expect(fs.readlinkSync(`/proc/${app}/ns/net`)).not.toBe(fs.readlinkSync("/proc/self/ns/net"));
        expect(commandLine(pids[0] as number)).toMatch(/bwrap/);
      } else {
        expect(fs.readFileSync(`/proc/${app}/environ`, "utf8")).not.toContain("DATABASE_URL");
      }
      const logs = path.join(appsRoot(tmp), ".scratch", "logs", String(projectId));
      expect(fs.readdirSync(logs).some((name) => name.startsWith("deploy-"))).toBe(true);

      const stopped = await owner.agent.post(`/api/deployments/${projectId}/stop`);
      expect(stopped.status).toBe(200);
      expect(stopped.body).toMatchObject({ status: "stopped", url: null });
      await waitUntilGone(pids);
      expect(t.deployments.processes(projectId)).toEqual([]);
      await expect(fetch(new URL("api/health", url))).rejects.toThrow();
      const row = await getDeployment({ db: t.database.db, projectId });
      expect(row?.desiredState).toBe("stopped");
      expect((await owner.agent.get(`/api/projects/${projectId}`)).body.status).toBe("preview-ready");
    },
  );

  it(
    "a crash becomes error with the log, is not restarted, and Retry serves the same records",
    {
      timeout: RUN_TIMEOUT_MS,
    },
    async () => {
      await start();
      const { current } = await waitFor(["running", "error"]);
      expect(current.status, current.buildLogs.join("\n")).toBe("running");
      const url = current.url as string;
      expect(await bookTitles(url, await appLogin(url, "ada"))).toEqual(["Dune"]);

      const pids = t.deployments.processes(projectId);
      process.kill(appProcess(pids), "SIGKILL");
      const { current: crashed } = await waitFor(["error"], 15_000);
      expect(crashed.error).toMatch(/^The app stopped unexpectedly/);
      expect(crashed.url).toBeNull();
      expect(crashed.buildLogs.at(-1)).toMatch(/^ERROR The app stopped unexpectedly/);
      await waitUntilGone(pids);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await deployment()).status).toBe("error");
      expect(t.deployments.processes(projectId)).toEqual([]);
    },
  );

  it("a broken file fails the build with ERROR lines", { timeout: RUN_TIMEOUT_MS }, async () => {
    const files = await owner.agent.get(`/api/generated-code-files?projectId=${projectId}`);
    const http = (files.body as { id: number; path: string; content: string }[]).find(
      (file) => file.path === "src/server/http.ts",
    );
    if (!http) throw new Error("no src/server/http.ts");
    const broken = await owner.agent
      .put(`/api/generated-code-files/${http.id}`)
      .send({ content: `${http.content}\nexport const = ;\n` });
    expect(broken.status).toBe(200);
    try {
      await start(); // retry from error
      const { current, seen } = await waitFor(["running", "error"]);
      expect(seen).toContain("building");
      expect(current.status).toBe("error");
      expect(current.error).toMatch(/^The build failed/);
      expect(current.buildLogs.filter((line) => line.startsWith("ERROR")).length).toBeGreaterThan(1);
      expect(current.buildLogs.join("\n")).toMatch(/ERROR .*Expected identifier/);
      expect(t.deployments.processes(projectId)).toEqual([]);
    } finally {
      await owner.agent.put(`/api/generated-code-files/${http.id}`).send({ content: http.content });
    }
  });

  it(
    "a new supervisor over the same database and DATA_DIR brings a running deployment back",
    {
      timeout: RUN_TIMEOUT_MS,
    },
    async () => {
      await start();
      const { current } = await waitFor(["running", "error"]);
      expect(current.status, current.buildLogs.join("\n")).toBe("running");
      const url = current.url as string;
      await addBook(url, await appLogin(url, "ada"), "Emma");
      const pids = t.deployments.processes(projectId);

      await t.deployments.shutdown(); // what SIGTERM does: processes end, the wish to run stays
      await waitUntilGone(pids);
      const row = await getDeployment({ db: t.database.db, projectId });
      expect(row).toMatchObject({ status: "stopped", desiredState: "running" });

      const next = new DeploymentSupervisor({ db: t.database.db, dataDir: tmp, preview: PREVIEW });
      others.push(next);
      expect(await next.resumeAll()).toBe(1);
      // Started again at once (preparing, and by now perhaps building already).
      expect(["preparing", "building"]).toContain((await next.get(projectId))?.status);
      const deadline = Date.now() + RUN_TIMEOUT_MS;
      let back = await next.get(projectId);
      while (back?.status !== "running" && back?.status !== "error" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        back = await next.get(projectId);
      }
      expect(back?.status, back?.buildLogs.join("\n")).toBe("running");
      expect(back?.url).toBe(url); // the same port again
      expect(await bookTitles(url, await appLogin(url, "ada"))).toEqual(["Dune", "Emma"]);

      const again = next.processes(projectId);
      await next.stop(projectId);
      await waitUntilGone(again);
      expect((await getDeployment({ db: t.database.db, projectId }))?.desiredState).toBe("stopped");
    },
  );

  it(
    "without bubblewrap the app does not run unless the operator opted in",
    { timeout: RUN_TIMEOUT_MS },
    async () => {
      const direct = new DeploymentSupervisor({
        db: t.database.db,
        dataDir: tmp,
        preview: PREVIEW,
        mechanism: "process-limits",
      });
      others.push(direct);
      const project = { id: projectId, name: "Lending library" };
      const before = isUnsandboxedAllowed();
      onTestFinished(() => setUnsandboxedAllowed(before));
      setUnsandboxedAllowed(false);
      await expect(direct.start(project, { appName: "lending-library" })).rejects.toMatchObject({
        code: "unavailable:sandbox",
        message: UNSANDBOXED_REFUSAL,
      });
      expect(direct.processes(projectId)).toEqual([]);
    },
  );

  /** A supervisor without bubblewrap, the operator opted in (ALLOW_UNSANDBOXED_CODE) for this test. */
  function optedInWithoutBubblewrap(): DeploymentSupervisor {
    const before = isUnsandboxedAllowed();
    onTestFinished(() => setUnsandboxedAllowed(before));
    setUnsandboxedAllowed(true);
    const direct = new DeploymentSupervisor({
      db: t.database.db,
      dataDir: tmp,
      preview: PREVIEW,
      mechanism: "process-limits",
    });
    others.push(direct);
    return direct;
  }

  it.runIf(productRunsAsRoot())(
    "as root, without bubblewrap, refuses to run the app even opted in",
    async () => {
      const direct = optedInWithoutBubblewrap();
      await expect(
        direct.start({ id: projectId, name: "Lending library" }, { appName: "x" }),
      ).rejects.toThrow(ROOT_UNSANDBOXED_REFUSAL);
    },
  );

  it.skipIf(productRunsAsRoot())(
    "without bubblewrap, opted in (ALLOW_UNSANDBOXED_CODE), the app listens on the preview address itself",
    { timeout: RUN_TIMEOUT_MS },
    async () => {
      const direct = optedInWithoutBubblewrap();
      const project = { id: projectId, name: "Lending library" };
      expect((await direct.start(project, { appName: "lending-library" })).status).toBe("preparing");
      const deadline = Date.now() + RUN_TIMEOUT_MS;
      let row = await direct.get(projectId);
      while (row?.status !== "running" && row?.status !== "error" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        row = await direct.get(projectId);
      }
      expect(row?.status, row?.buildLogs.join("\n")).toBe("running");
      const url = row?.url as string;
      expect(await bookTitles(url, await appLogin(url, "ada"))).toEqual(["Dune", "Emma"]);
      const pids = direct.processes(projectId);
      expect(commandLine(pids[0] as number)).not.toMatch(/bwrap/);
      await direct.stop(projectId);
      await waitUntilGone(pids);
    },
  );
});

/** The real uid of a host process (/proc/<pid>/status). */
function hostUid(pid: number): number {
  const line = /^Uid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(line?.[1]);
}
