import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { RequestHandler } from "express";
import pg from "pg";
import request from "supertest";
import { createApp } from "../app";
import { createLimiters, type Limiters } from "../auth/rate-limit";
import { DeploymentSupervisor, type SupervisorOptions } from "../deploy/supervisor";
import { SessionManager } from "../auth/sessions";
import type { Config } from "../config";
import { openDatabase, type Database } from "../db/client";
import { createAgents, databaseUsage, type Agents } from "../engines/agents";
import { JobRunner, type JobHandler } from "../jobs/runner";
import { smtpMailer } from "../notifications/mailer";
import { notificationsSettled, setMailer } from "../notifications/notify";
import type { Builders } from "../pipeline/documents/builders";
import { documentJobHandlers, jobListeners } from "../pipeline/orchestrator";
import { setLogLevel } from "../logger";
import { codeJobHandlers, type CodeSettings } from "../services/code";

// Tests assert on responses; the log stays quiet unless asked for (TEST_LOG_LEVEL=debug).
setLogLevel(process.env.TEST_LOG_LEVEL === "debug" ? "debug" : "silent");

/**
 * A fresh database for one test file: a copy of the migrated PGlite template, or a new PostgreSQL database
 * when TEST_DATABASE_URL is set (dropped again by `close`).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `sw_test_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString() });
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const template = process.env.SPECWRIGHT_TEST_TEMPLATE;
  const pglite = template
    ? await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]) })
    : await PGlite.create();
  return openDatabase({ pglite });
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  sessions: SessionManager;
  limiters: Limiters;
  agents: Agents;
  /** The app's job runner, started; `close` stops it before closing the database. */
  jobs: JobRunner;
  /** The code settings the app uses; a test may switch the type-check on after generating the code. */
  code: CodeSettings;
  clock: { now: Date };
  /** The deployment supervisor; `close` shuts its processes down first. */
  deployments: DeploymentSupervisor;
  /** Where generated apps, packages and runs go. */
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * The real Express app over a real database, with a clock tests can move. `client` stands in for the client
 * build (HTML pages) when a test needs one.
 */
export async function createTestApp(
  options: {
    client?: RequestHandler[];
    agents?: Agents;
    /** A model to run the agents on (a fake provider on loopback in tests); its calls are recorded in the database. */
    ai?: Config["ai"];
    /** Model builders for document generation (default: the app's own). */
    builders?: Builders;
    /** How long generation calls wait for their job before answering 202 (default 30 s). */
    generationWaitMs?: number;
    /** Type-check generated code with the real dependencies (installs them once into `dataDir`). */
    codeTypecheck?: boolean;
    /** Job handlers that replace the app's own of the same kind (e.g. a slow stand-in for the type-check). */
    jobHandlers?: Record<string, JobHandler>;
    /** Where generated apps go (default: a new temporary folder, removed on close). */
    dataDir?: string;
    /** Proxy trust and the host and origin allow-lists (default: no proxy, nothing beyond loopback and this machine). */
    config?: Partial<Pick<Config, "trustProxy" | "allowedHosts" | "allowedOrigins" | "workspaces">>;
    /** E-mail notifications through this SMTP server (a sink on loopback); default: no e-mail. */
    mail?: NonNullable<Config["mail"]>;
    /** Deployment settings (preview host and ports, health timeout, forced sandbox mechanism). */
    deployments?: Partial<Omit<SupervisorOptions, "db" | "dataDir">>;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = { now: new Date() };
  const sessions = new SessionManager({
    db: database.db,
    secret: randomBytes(32).toString("hex"),
    maxAgeMs: 12 * 3_600_000,
    idleMs: 2 * 3_600_000,
    now: () => clock.now,
  });
  const limiters = createLimiters(() => clock.now.getTime());
  const agents = options.agents ?? createAgents(options.ai, databaseUsage(database.db));
  const ownDataDir = options.dataDir ? null : fs.mkdtempSync(path.join(os.tmpdir(), "specwright-test-data-"));
  const code: CodeSettings = {
    dataDir: options.dataDir ?? ownDataDir ?? "",
    typecheck: options.codeTypecheck ?? false,
  };
  setMailer(
    database.db,
    options.mail
      ? { mailer: smtpMailer({ ...options.mail, timeoutMs: 5000 }), publicUrl: options.mail.publicUrl }
      : null,
  );
  const jobs = new JobRunner({
    db: database.db,
    handlers: {
      ...documentJobHandlers({ db: database.db, builders: options.builders ?? agents.builders }),
      ...codeJobHandlers({ db: database.db, settings: code, llm: agents.llm }),
      ...options.jobHandlers,
    },
    onChange: jobListeners(database.db),
    pollMs: 100,
  });
  await jobs.start();
  const preview = options.deployments?.preview ?? { host: "127.0.0.1", ports: { from: 5100, to: 5199 } };
  const deployments = new DeploymentSupervisor({
    ...options.deployments,
    db: database.db,
    dataDir: code.dataDir,
    preview,
  });
  const app = createApp({
    config: {
      env: "test",
      trustProxy: false,
      allowedOrigins: [],
      allowedHosts: [],
      workspaces: { builtIn: true, codesandbox: null, stackblitz: null },
      ...options.config,
      preview,
    },
    db: database.db,
    sessions,
    limiters,
    agents,
    jobs,
    generationWaitMs: options.generationWaitMs,
    code,
    deployments,
    client: options.client,
  });
  const close = async () => {
    await deployments.shutdown();
    await jobs.stop();
    await notificationsSettled(database.db);
    setMailer(database.db, null);
    await database.close();
    if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
  };
  return {
    app,
    database,
    sessions,
    limiters,
    agents,
    jobs,
    code,
    clock,
    deployments,
    dataDir: code.dataDir,
    close,
  };
}

let counter = 0;

/** Registers a new user and returns a cookie-keeping agent signed in as them. */
export async function signUp(
  app: TestApp["app"],
  overrides: { username?: string; password?: string; name?: string } = {},
) {
  counter += 1;
  const username = overrides.username ?? `user${counter}_${randomBytes(3).toString("hex")}`;
  const password = overrides.password ?? "correct horse battery";
  const name = overrides.name ?? `Test User ${counter}`;
  const agent = request.agent(app);
  const res = await agent.post("/api/register").send({ username, password, name });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, user: res.body as { id: number; username: string; name: string }, username, password };
}

/** Builds a project through the API for the given agent. */
export async function buildProject(
  agent: ReturnType<typeof request.agent>,
  overrides: { name?: string; description?: string } = {},
) {
  const res = await agent.post("/api/projects").send({
    name: overrides.name ?? "Lending library",
    description: overrides.description ?? "Members borrow books with due dates.",
  });
  if (res.status !== 201)
    throw new Error(`project creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; name: string; description: string; status: string };
}
