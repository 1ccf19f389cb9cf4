import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LaunchWorkspaceResult, WorkspaceList } from "../../../domain/api/workspaces";
import type { Config } from "../../config";
import { generateCodeFor } from "../../testing/documents";
import { buildProject, createTestApp, signUp, type TestApp } from "../../testing/harness";

/*
 * Workspaces (delivery.md §2.8, §7): the providers, the launch and the list, owner only; CodeSandbox and StackBlitz
 * against fakes of their APIs on loopback that check what they receive.
 */

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** A fake of CodeSandbox's API: records each request and answers with `reply` (a hang when it returns null). */
async function startFakeCodeSandbox() {
  const received: Received[] = [];
  let reply: (n: number) => { status: number; body: string } | null = (n) => ({
    status: 201,
    body: JSON.stringify({ success: true, errors: [], data: { id: `sbx${n}`, alias: null, title: null } }),
  });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      received.push({
        method: req.method ?? "",
        path: req.url ?? "",
        authorization: req.headers.authorization,
        body: text ? (JSON.parse(text) as unknown) : null,
      });
      const answer = reply(received.length);
      if (answer === null) return; // hang
      res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    answer(next: typeof reply) {
      reply = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let fake: Awaited<ReturnType<typeof startFakeCodeSandbox>>;
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let projectId: number;

const workspaces = (url: string): Config["workspaces"] => ({
  builtIn: true,
  codesandbox: { apiKey: "csb_test_key", baseUrl: url, timeoutMs: 1500 },
  stackblitz: { baseUrl: "http://127.0.0.1:9" },
});

beforeAll(async () => {
  fake = await startFakeCodeSandbox();
  t = await createTestApp({ config: { workspaces: workspaces(fake.url) } });
  owner = await signUp(t.app);
  projectId = (await buildProject(owner.agent, { name: "Lending library" })).id;
  await generateCodeFor(owner.agent, projectId);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const launch = (body: object) => owner.agent.post(`/api/projects/${projectId}/launch-workspace`).send(body);

describe("workspace providers", () => {
  it("lists the built-in IDE first, then the configured cloud providers", async () => {
    const res = await owner.agent.get("/api/workspace-providers").expect(200);
    expect(res.body).toEqual({ providers: ["specwright", "codesandbox", "stackblitz"] });
  });

  it("offers the built-in IDE alone by default, and nothing when it is switched off and no key is set", async () => {
    const plain = await createTestApp({});
    const none = await createTestApp({
      config: { workspaces: { builtIn: false, codesandbox: null, stackblitz: null } },
    });
    try {
      const a = await signUp(plain.app);
      expect((await a.agent.get("/api/workspace-providers").expect(200)).body).toEqual({
        providers: ["specwright"],
      });
      const b = await signUp(none.app);
      expect((await b.agent.get("/api/workspace-providers").expect(200)).body).toEqual({ providers: [] });
      const id = (await buildProject(b.agent)).id;
      const res = await b.agent
        .post(`/api/projects/${id}/launch-workspace`)
        .send({ provider: "", framework: "react" })
        .expect(200);
      expect(res.body).toMatchObject({
        success: false,
        error: "No Cloud IDE providers are configured on this server: set CSB_API_KEY or STACKBLITZ_ENABLED.",
      });
    } finally {
      await plain.close();
      await none.close();
    }
  });
});

describe("launching a workspace", () => {
  it("opens the built-in IDE when no provider is chosen, and lists it", async () => {
    const res = await launch({ provider: "", framework: "react" }).expect(200);
    const body = res.body as LaunchWorkspaceResult;
    expect(body).toMatchObject({
      success: true,
      provider: "specwright",
      workspaceUrl: `/projects/${projectId}/workspace`,
      error: null,
    });
    const list = (await owner.agent.get(`/api/projects/${projectId}/workspaces`).expect(200))
      .body as WorkspaceList;
    expect(list.workspaces[0]).toMatchObject({
      id: body.workspace?.id,
      provider: "specwright",
      framework: "react",
      status: "active",
      workspaceUrl: `/projects/${projectId}/workspace`,
    });
    expect(Date.parse(list.workspaces[0]?.createdAt ?? "")).toBeGreaterThan(0);
  });

  it("creates a CodeSandbox sandbox from the app's files with the key, and answers its embed URL", async () => {
    fake.received.length = 0;
    const res = await launch({ provider: "codesandbox", framework: "node" }).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      provider: "codesandbox",
      workspaceUrl: "https://codesandbox.io/embed/sbx1",
    });
    const [sent] = fake.received;
    expect(sent).toMatchObject({ method: "POST", path: "/sandbox", authorization: "Bearer csb_test_key" });
    const files = (sent?.body as { files: Record<string, { code: string; is_binary: boolean }> }).files;
    expect(files["package.json"]?.is_binary).toBe(false);
    expect(files["src/server/app.ts"]?.code).toContain("export function createApp");
    expect((sent?.body as { title: string }).title).toBe("Lending library");
    // The key is never sent to the browser.
    expect(JSON.stringify(res.body)).not.toContain("csb_test_key");
  });

  it.each([
    [401, '{"errors":["unauthorized"]}', "CodeSandbox refused the API key (401): check CSB_API_KEY"],
    [500, '{"errors":["boom"]}', "CodeSandbox answered 500: boom"],
    [201, "<html>not json</html>", "CodeSandbox answered something that is not JSON"],
    [201, '{"data":{}}', "CodeSandbox's answer has no sandbox id"],
  ])("turns a CodeSandbox answer %i %s into a failure with the reason", async (status, body, error) => {
    fake.answer(() => ({ status, body }));
    const before = (await owner.agent.get(`/api/projects/${projectId}/workspaces`)).body as WorkspaceList;
    const res = await launch({ provider: "codesandbox", framework: "react" }).expect(200);
    expect(res.body).toEqual({
      success: false,
      workspaceUrl: null,
      provider: "codesandbox",
      error,
      workspace: null,
    });
    const after = (await owner.agent.get(`/api/projects/${projectId}/workspaces`)).body as WorkspaceList;
    expect(after.workspaces).toHaveLength(before.workspaces.length);
  });

  it("gives up on a CodeSandbox that does not answer, and on one that cannot be reached", async () => {
    fake.answer(() => null);
    const hung = await launch({ provider: "codesandbox", framework: "react" }).expect(200);
    expect(hung.body).toMatchObject({
      success: false,
      error: "CodeSandbox did not answer within 1.5 seconds",
    });
    const gone = await createTestApp({
      config: {
        workspaces: {
          builtIn: true,
          codesandbox: { apiKey: "k", baseUrl: "http://127.0.0.1:9" },
          stackblitz: null,
        },
      },
    });
    try {
      const user = await signUp(gone.app);
      const id = (await buildProject(user.agent)).id;
      await generateCodeFor(user.agent, id);
      const res = await user.agent
        .post(`/api/projects/${id}/launch-workspace`)
        .send({ provider: "codesandbox", framework: "react" })
        .expect(200);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toMatch(/^CodeSandbox could not be reached: /);
    } finally {
      await gone.close();
      fake.answer((n) => ({ status: 201, body: JSON.stringify({ data: { id: `sbx${n}` } }) }));
    }
  }, 120_000);

  it("opens StackBlitz through a page of the product that posts the files to it", async () => {
    const res = await launch({ provider: "stackblitz", framework: "react" }).expect(200);
    const url = (res.body as LaunchWorkspaceResult).workspaceUrl ?? "";
    expect(url).toMatch(/^\/api\/workspaces\/\d+\/stackblitz$/);
    const page = await owner.agent.get(url).expect(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toContain("form-action http://127.0.0.1:9");
    expect(page.text).toContain('action="http://127.0.0.1:9/run"');
    expect(page.text).toContain('name="project[template]" value="node"');
    expect(page.text).toContain('name="project[files][src/server/app.ts]"');
    // File contents are attribute values, escaped.
    expect(page.text).not.toMatch(/value="[^"]*<script/);
  });

  it("refuses a framework the app is not, an unknown or unconfigured provider, and a project without code", async () => {
    const python = await launch({ provider: "specwright", framework: "python" }).expect(400);
    expect(python.body.message).toBe(
      "The generated application is a React + Vite client with a Node.js + Express server, so it opens as react or node; a Python workspace cannot run it.",
    );
    await launch({ provider: "gitpod", framework: "react" }).expect(400);
    await launch({ provider: "specwright" }).expect(400);
    await launch({ provider: "specwright", framework: "react", extra: 1 }).expect(400);
    const unconfigured = await createTestApp({});
    try {
      const user = await signUp(unconfigured.app);
      const id = (await buildProject(user.agent)).id;
      const res = await user.agent
        .post(`/api/projects/${id}/launch-workspace`)
        .send({ provider: "codesandbox", framework: "react" })
        .expect(400);
      expect(res.body.message).toBe(
        "CodeSandbox is not configured on this server; available: Specwright IDE",
      );
      const empty = await user.agent
        .post(`/api/projects/${id}/launch-workspace`)
        .send({ provider: "", framework: "react" })
        .expect(409);
      expect(empty.body.message).toBe("Generate the application's code before opening it in a workspace.");
    } finally {
      await unconfigured.close();
    }
  });

  it("keeps another user's workspaces out of reach (404)", async () => {
    const other = await signUp(t.app);
    await other.agent.get(`/api/projects/${projectId}/workspaces`).expect(404);
    await other.agent
      .post(`/api/projects/${projectId}/launch-workspace`)
      .send({ provider: "", framework: "react" })
      .expect(404);
    const mine = (await owner.agent.get(`/api/projects/${projectId}/workspaces`)).body as WorkspaceList;
    const stackblitz = mine.workspaces.find((w) => w.provider === "stackblitz");
    await other.agent.get(stackblitz?.workspaceUrl ?? "/api/workspaces/1/stackblitz").expect(404);
    await other.agent.get("/api/workspaces/abc/stackblitz").expect(400);
  });
});
