import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DEMO_ACCOUNT } from "../../export/seed";
import { authPlan } from "../generate/server/auth-plan";
import type { CodegenInput } from "../types";
import { appEnv, freePort, stopProcess, waitForHealth } from "./check-app";

/*
 * Test support: a built generated app started the way the preview starts it with sample data (SEED=1 on an empty
 * database), read over HTTP as the demo account and as an account signed up afterwards.
 */

type Row = Record<string, unknown>;

/** What one account sees: each entity's list total and first page (entities with a top-level list operation). */
export interface SeenRows {
  signIn: number | null;
  lists: Record<string, { status: number; total: number; items: Row[] }>;
}

export interface SeededApp {
  demo: SeenRows;
  /** An account signed up after the seed (the sign-up role), or null in an app without accounts. */
  newcomer: SeenRows | null;
}

async function readLists(
  input: CodegenInput,
  base: string,
  cookie: string | null,
): Promise<SeenRows["lists"]> {
  const lists: SeenRows["lists"] = {};
  const headers: Record<string, string> = cookie ? { cookie } : {};
  for (const resource of input.api.resources) {
    const list = resource.operations.find(
      (o) => o.kind === "list" && o.method === "get" && !o.path.includes("{"),
    );
    if (!list || resource.entity === null) continue;
    const res = await fetch(`${base}${list.path}?pageSize=50`, { headers });
    const page = res.ok ? ((await res.json()) as { total?: number; items?: Row[] }) : {};
    lists[resource.entity] = { status: res.status, total: page.total ?? 0, items: page.items ?? [] };
  }
  return lists;
}

async function session(
  base: string,
  path: string,
  body: Row,
): Promise<{ status: number; cookie: string | null }> {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, cookie: res.headers.get("set-cookie")?.split(";")[0] ?? null };
}

/** Starts the built app with SEED=1 on a fresh DATA_DIR, reads every list as the demo account, then as a newcomer. */
export async function serveSeeded(input: CodegenInput, app: string): Promise<SeededApp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(app, ".tmp", "seeded-data");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ["dist/server/index.js"], {
    cwd: app,
    env: { ...appEnv(app), PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED: "1" },
    stdio: "ignore",
  });
  try {
    await waitForHealth(base, server, 90_000);
    const plan = authPlan(input);
    if (!plan) return { demo: { signIn: null, lists: await readLists(input, base, null) }, newcomer: null };
    const demo = await session(base, plan.login.op.path, {
      username: DEMO_ACCOUNT.username,
      password: DEMO_ACCOUNT.password,
    });
    const demoLists = await readLists(input, base, demo.cookie);
    const newcomer = await session(base, plan.register.op.path, {
      username: "newcomer",
      password: "newcomer-password",
      name: "Newcomer",
    });
    return {
      demo: { signIn: demo.status, lists: demoLists },
      newcomer: { signIn: newcomer.status, lists: await readLists(input, base, newcomer.cookie) },
    };
  } finally {
    await stopProcess(server);
  }
}
