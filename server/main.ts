import http from "node:http";
import path from "node:path";
import { createApp } from "./app";
import { createLimiters } from "./auth/rate-limit";
import { SessionManager } from "./auth/sessions";
import { devClient, staticClient } from "./client";
import { ConfigError, loadConfig, type Config } from "./config";
import { makeDataDirPrivate } from "./data-dir";
import { openDatabase } from "./db/client";
import { deleteDeadSessions } from "./db/queries/sessions";
import { DeploymentSupervisor } from "./deploy/supervisor";
import { announceEngine, createAgents, databaseUsage } from "./engines/agents";
import { JobRunner } from "./jobs/runner";
import { smtpMailer } from "./notifications/mailer";
import { setMailer } from "./notifications/notify";
import { log, setLogLevel } from "./logger";
import { documentJobHandlers, jobListeners } from "./pipeline/orchestrator";
import { attachRealtime } from "./realtime/socket";
import { setSandboxUser } from "./runtime/host-user";
import { detectIsolation } from "./runtime/isolation";
import { reapOrphans, setProcessRegistry } from "./runtime/orphans";
import { setUnsandboxedAllowed } from "./runtime/sandbox";
import { sessionSecret } from "./secrets";
import { codeJobHandlers, type CodeSettings } from "./services/code";

async function start(config: Config): Promise<void> {
  setLogLevel(config.logLevel);
  const startedAt = Date.now();
  for (const dir of makeDataDirPrivate(config.dataDir))
    log.info(`${dir} is now private to the product's user (mode 0700)`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, "db"),
  });
  log.info(
    `database ready (${database.kind === "postgres" ? "PostgreSQL" : `embedded PGlite in ${config.dataDir}`})`,
  );
  // Without bubblewrap, generated code runs only if the operator opted in. What a previous run of the product left
  // running when it was killed (its runs are on record in DATA_DIR/run/sandboxes) is ended first.
  setUnsandboxedAllowed(config.allowUnsandboxedCode);
  setSandboxUser(config.sandboxUser);
  const registry = path.join(config.dataDir, "run", "sandboxes");
  setProcessRegistry(registry);
  const orphans = reapOrphans(registry);
  if (orphans.ended > 0)
    log.warn(`${orphans.ended} process(es) of ${orphans.runs} run(s) left by a previous stop were ended`);
  // Which isolation generated apps get on this host, measured by a tiny sandboxed run (not awaited: start-up
  // does not wait for it).
  void detectIsolation().then(
    (isolation) => {
      if (isolation.runsGeneratedCode) log.info(isolation.summary);
      else log.warn(isolation.summary);
      if (isolation.mechanism !== "bubblewrap") for (const note of isolation.notes) log.warn(note);
    },
    (error: unknown) => log.warn(`could not measure the isolation of generated apps: ${String(error)}`),
  );

  const sessions = new SessionManager({
    db: database.db,
    secret: sessionSecret(config.sessionSecret, config.dataDir),
    maxAgeMs: config.sessionMaxAgeMs,
    idleMs: config.sessionIdleMs,
  });
  const client = config.env === "development" ? await devClient() : staticClient();
  const agents = createAgents(config.ai, databaseUsage(database.db));
  announceEngine(agents);
  const code: CodeSettings = { dataDir: config.dataDir, typecheck: true };
  // E-mail notifications go out through SMTP_URL when it is set (the settings page says what is missing otherwise).
  setMailer(
    database.db,
    config.mail ? { mailer: smtpMailer(config.mail), publicUrl: config.mail.publicUrl } : null,
  );
  if (config.mail) log.info("e-mail notifications go out through SMTP_URL");
  const jobs = new JobRunner({
    db: database.db,
    handlers: {
      ...documentJobHandlers({ db: database.db, builders: agents.builders }),
      ...codeJobHandlers({ db: database.db, settings: code, llm: agents.llm }),
    },
    onChange: jobListeners(database.db),
  });
  await jobs.start();
  const deployments = new DeploymentSupervisor({
    db: database.db,
    dataDir: config.dataDir,
    preview: config.preview,
  });
  const limiters = createLimiters();
  const app = createApp({
    config,
    db: database.db,
    sessions,
    limiters,
    agents,
    jobs,
    code,
    deployments,
    client,
  });
  const server = http.createServer(app);
  const realtime = attachRealtime({
    server,
    db: database.db,
    sessions,
    agents,
    chatTurns: limiters.chatTurns,
    allowedOrigins: config.allowedOrigins,
    allowedHosts: config.allowedHosts,
    trustProxy: config.trustProxy,
  });

  const sweep = setInterval(() => {
    const now = new Date();
    deleteDeadSessions({
      db: database.db,
      now,
      idleSince: new Date(now.getTime() - config.sessionIdleMs),
    }).catch((err: unknown) => log.warn("session sweep failed", { error: String(err) }));
  }, 15 * 60_000);
  sweep.unref();

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, resolve);
  });
  const shown = config.host && config.host !== "0.0.0.0" && config.host !== "::" ? config.host : "localhost";
  log.info(
    `Specwright is running at http://${shown}:${config.port} (started in ${Date.now() - startedAt} ms)`,
  );
  // Deployments that were running when the product stopped start again (not awaited: they build in the background).
  deployments.resumeAll().then(
    (resumed) => {
      if (resumed > 0) log.info(`${resumed} deployment(s) starting again`);
    },
    (error: unknown) => log.warn(`could not resume deployments: ${String(error)}`),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, shutting down`);
    clearInterval(sweep);
    realtime.close();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      // Running jobs finish (or are failed as interrupted at the next start) before the database goes. App
      // processes end first; their desired state stays, so they come back at the next start.
      deployments
        .shutdown()
        .catch((err: unknown) => log.error("stopping deployments failed", { error: String(err) }))
        .then(() => jobs.stop())
        .then(() => database.close())
        .catch((err: unknown) => log.error("database close failed", { error: String(err) }))
        .finally(() => process.exit(0));
    });
    server.closeAllConnections();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

function main(): void {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  start(config).catch((err: unknown) => {
    const code = typeof err === "object" && err !== null && "code" in err ? String(err.code) : "";
    const message =
      code === "EADDRINUSE"
        ? `Port ${config.port} is already in use. Set PORT to a free port, e.g. PORT=5050 npm start`
        : err instanceof Error
          ? err.message
          : String(err);
    process.stderr.write(`Specwright could not start: ${message}\n`);
    process.exit(1);
  });
}

main();
