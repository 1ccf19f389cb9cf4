import fs from "node:fs";
import path from "node:path";
import type {
  DeploymentPurpose,
  PreviewSampleData,
  StartDeploymentInput,
} from "../../domain/api/deployments";
import type { Db } from "../db/client";
import { listGeneratedFiles } from "../db/queries/code";
import {
  getDeployment,
  listDeploymentsByOwner,
  listDeploymentsToResume,
  listPortsInUse,
  updateDeployment,
  upsertDeployment,
} from "../db/queries/deployments";
import { getProjectById, setDeliveryStatus } from "../db/queries/projects";
import type { DeploymentRow, ProjectRow } from "../db/schema";
import { AppError } from "../http/errors";
import { log } from "../logger";
import { notify } from "../notifications/notify";
import { appsRoot, ensureRuntime, linkRuntime, projectAppDir } from "../runtime/dependencies";
import { detectIsolation } from "../runtime/isolation";
import { appRelativePaths } from "../runtime/shown-paths";
import { codeExecutionRefusal, startSandboxed, type SandboxMechanism } from "../runtime/sandbox";
import { endApp, processTree, serveApp } from "./app-process";
import { waitForHealth } from "./health";
import { describeReplaced, writeInto } from "../services/app-folder";
import { previewSampleData } from "./sample-data";
import { isFailureLine, LogBuffer } from "./log-buffer";
import { candidatePorts, type PortRange } from "./ports";
import type { Relay } from "./relay";

export const NO_CODE_TO_DEPLOY_MESSAGE = "Generate the code first on the Generated Code page";
const BUILD_TIMEOUT_MS = 5 * 60_000;
const KEPT_RUN_LOGS = 10;

export type SupervisorOptions = {
  db: Db;
  /** DATA_DIR: apps in DATA_DIR/apps/<projectId>, their scratch folders in DATA_DIR/apps/.scratch/<projectId>. */
  dataDir: string;
  /** PREVIEW_HOST and PREVIEW_PORT_RANGE. */
  preview: { host: string; ports: PortRange };
  /** How long a started app has to answer GET /api/health. Default 60 s. */
  healthTimeoutMs?: number;
  /** How often a run's new log lines are saved to its row. Default 2 s. */
  logFlushMs?: number;
  /** Force a sandbox mechanism (tests); default what detectIsolation() measured. */
  mechanism?: SandboxMechanism;
};

type DeploymentChanges = Parameters<typeof updateDeployment>[0]["changes"];

/** One start of one deployment, from preparing until it stops or fails. */
type Run = {
  projectId: number;
  /** A deployment makes the project 'deployed' once it answers; a preview only 'preview-ready'. */
  purpose: DeploymentPurpose;
  /** Set once the app answered its health check. */
  running: boolean;
  /** The app starts with its example rows (SEED=1); how the user reaches them. Null: no sample data asked. */
  sample: PreviewSampleData | null;
  log: LogBuffer;
  logFile: string;
  /** Set when stop()/shutdown() ends the run, or when it failed: every step checks it after each await. */
  ended: boolean;
  process: ReturnType<typeof startSandboxed> | null;
  relay: Relay | null;
  port: number | null;
  created: Promise<DeploymentRow>;
  flush: NodeJS.Timeout;
};

/**
 * Builds and serves generated apps as supervised, sandboxed processes (delivery.md §4.6, §7; DESIGN.md §6). One
 * deployment per project: preparing (shared runtime, app folder written from the stored files) → building
 * (`npm run build`, no network) → running (the built server on its own port of PREVIEW_HOST, status running once
 * GET /api/health answers through that address). A crash or a failed build becomes `error` with the log and is
 * never restarted automatically; start again retries. The row is the truth after a restart: resumeAll() brings
 * back what was meant to run.
 */
export class DeploymentSupervisor {
  private readonly runs = new Map<number, Run>();
  private closing = false;

  constructor(private readonly options: SupervisorOptions) {}

  /** Starts (or restarts, from stopped or error) the project's deployment and returns its row at once. */
  async start(project: Pick<ProjectRow, "id" | "name">, input: StartDeploymentInput): Promise<DeploymentRow> {
    const { db } = this.options;
    const current = this.runs.get(project.id);
    if (current) return this.withLiveLog(await this.promote(current, input));
    const files = await listGeneratedFiles({ db, projectId: project.id });
    if (files.length === 0) throw new AppError("conflict:code", NO_CODE_TO_DEPLOY_MESSAGE);
    const refusal = codeExecutionRefusal(this.options.mechanism);
    if (refusal !== null) throw new AppError("unavailable:sandbox", refusal);
    const previous = await getDeployment({ db, projectId: project.id });
    const sample = await previewSampleData({ db, projectId: project.id, files });
    const raced = this.runs.get(project.id);
    if (raced) return this.withLiveLog(await this.promote(raced, input));
    if (this.closing) throw new AppError("unavailable:api", "The server is shutting down");

    // From here to the map entry nothing is awaited, so two starts at once cannot both begin a run.
    const log = new LogBuffer();
    log.push(`Deployment started at ${new Date().toISOString()} (${files.length} files)`);
    const created = upsertDeployment({
      db,
      row: {
        projectId: project.id,
        appName: input.appName,
        displayName: input.displayName ?? previous?.displayName ?? project.name,
        purpose: input.purpose ?? "preview",
        status: "preparing",
        desiredState: "running",
        port: previous?.port ?? null,
        url: null,
        buildLogs: log.snapshot(),
        error: null,
        startedAt: new Date(),
      },
    });
    const run: Run = {
      projectId: project.id,
      purpose: input.purpose ?? "preview",
      running: false,
      sample,
      log,
      logFile: this.newLogFile(project.id),
      ended: false,
      process: null,
      relay: null,
      port: null,
      created,
      flush: setInterval(() => void this.flush(run), this.options.logFlushMs ?? 2000),
    };
    run.flush.unref();
    this.runs.set(project.id, run);
    let row: DeploymentRow;
    try {
      row = await run.created;
    } catch (error) {
      this.forget(run);
      throw error;
    }
    void this.execute(run, files, previous?.port ?? null).catch((error: unknown) =>
      this.fail(
        run,
        appRelativePaths(projectAppDir(this.options.dataDir, run.projectId))(
          `The deployment failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      ),
    );
    return row;
  }

  /** Ends every process of the deployment; status and desiredState become stopped. Undefined: no deployment. */
  async stop(projectId: number): Promise<DeploymentRow | undefined> {
    const run = this.runs.get(projectId);
    if (run) {
      await this.end(run);
      run.log.push(`Stopped at ${new Date().toISOString()}`);
    }
    const row = await updateDeployment({
      db: this.options.db,
      projectId,
      changes: {
        status: "stopped",
        desiredState: "stopped",
        url: null,
        error: null,
        ...(run && { buildLogs: run.log.snapshot() }),
      },
    });
    if (row)
      await setDeliveryStatus({
        db: this.options.db,
        id: projectId,
        status: "preview-ready",
        onlyFrom: "deployed",
      });
    return row;
  }

  /** The deployment with the newest log lines (the row's copy is saved every few seconds). */
  async get(projectId: number): Promise<DeploymentRow | undefined> {
    const row = await getDeployment({ db: this.options.db, projectId });
    return row && this.withLiveLog(row);
  }

  async listForOwner(ownerId: number) {
    const rows = await listDeploymentsByOwner({ db: this.options.db, ownerId });
    return rows.map(({ deployment, projectName }) => ({
      deployment: this.withLiveLog(deployment),
      projectName,
    }));
  }

  /** How the current run's example rows are reached, while a run exists; null without sample data. */
  sampleData(projectId: number): PreviewSampleData | null {
    return this.runs.get(projectId)?.sample ?? null;
  }

  /** At start-up: every deployment meant to run and not in error starts again. */
  async resumeAll(): Promise<number> {
    const rows = await listDeploymentsToResume({ db: this.options.db });
    let resumed = 0;
    for (const row of rows) {
      const project = await getProjectById({ db: this.options.db, id: row.projectId });
      if (!project) continue;
      try {
        await this.start(project, {
          appName: row.appName,
          displayName: row.displayName,
          purpose: row.purpose,
        });
        resumed++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await updateDeployment({
          db: this.options.db,
          projectId: row.projectId,
          changes: { status: "error", error: `Could not start again: ${message}`, url: null },
        });
      }
    }
    return resumed;
  }

  /** On SIGTERM/SIGINT: ends every process; desiredState stays, so resumeAll() brings them back next time. */
  async shutdown(): Promise<void> {
    this.closing = true;
    await Promise.all(
      [...this.runs.values()].map(async (run) => {
        await this.end(run);
        run.log.push("Stopped: the product is shutting down (it starts again with the product)");
        await updateDeployment({
          db: this.options.db,
          projectId: run.projectId,
          changes: { status: "stopped", url: null, buildLogs: run.log.snapshot() },
        }).catch((error: unknown) =>
          log.warn("could not save a deployment at shutdown", { error: String(error) }),
        );
      }),
    );
  }

  /** Host PIDs of the deployment's current process tree (empty when nothing runs); for tests and diagnostics. */
  processes(projectId: number): number[] {
    const run = this.runs.get(projectId);
    return run?.process ? processTree(run.process) : [];
  }

  private async execute(run: Run, files: { path: string; content: string }[], previousPort: number | null) {
    const { dataDir, preview } = this.options;
    const mechanism = this.options.mechanism ?? (await detectIsolation()).mechanism;
    run.log.push(`Preparing: shared dependencies and ${files.length} files (isolation: ${mechanism})`);
    const appDir = projectAppDir(dataDir, run.projectId);
    // The log is the user's: paths in it are the app folder's, never the host's (runtime/shown-paths.ts).
    const shown = appRelativePaths(appDir);
    const runtime = await ensureRuntime({ dataDir, onProgress: (line) => run.log.push(shown(line)) });
    if (run.ended) return;
    linkRuntime(dataDir, runtime);
    const replaced = writeInto(
      appDir,
      files.map((file) => ({ path: file.path, content: file.content })),
      [],
      run.projectId,
    );
    for (const notice of replaced) run.log.push(describeReplaced(notice));
    if (!(await this.setStatus(run, { status: "building" }))) return;

    run.log.push("$ npm run build");
    const buildStart = run.log.position();
    run.process = startSandboxed({
      argv: ["npm", "run", "build"],
      appDir,
      mechanism,
      network: "none",
      // Vite's bundler reserves far more address space than it uses; the tree's resident memory stays capped.
      limits: { timeoutMs: BUILD_TIMEOUT_MS, addressSpaceMb: null },
      logFile: run.logFile,
      onLine: (line) => run.log.push(line),
    });
    const build = await run.process.done;
    run.process = null;
    if (run.ended) return;
    if (build.exitCode !== 0) {
      run.log.markFailures(buildStart);
      return this.fail(run, `The build failed: ${build.summary}`);
    }

    const taken = [
      ...[...this.runs.values()].flatMap((other) =>
        other !== run && other.port !== null ? [other.port] : [],
      ),
      ...(await listPortsInUse({ db: this.options.db, exceptProjectId: run.projectId })),
    ];
    if (run.ended) return;
    const served = await serveApp({
      appDir,
      scratchDir: path.join(appsRoot(dataDir), ".scratch", String(run.projectId)),
      launcherDir: path.join(appsRoot(dataDir), ".scratch", "launcher"),
      host: preview.host,
      candidates: candidatePorts(preview.ports, taken, previousPort),
      mechanism,
      seed: run.sample !== null,
      logFile: run.logFile,
      onLine: (line, stream) =>
        run.log.push(stream === "stderr" && isFailureLine(line) ? `ERROR ${line}` : line),
    });
    if (served === null) {
      const { from, to } = preview.ports;
      return this.fail(run, `No free port in PREVIEW_PORT_RANGE ${from}-${to} on ${preview.host}`);
    }
    run.process = served.process;
    run.relay = served.relay;
    run.port = served.port;
    if (run.ended) return endApp(served);
    const child = served.process;
    void child.done.then((result) => {
      if (!run.ended && run.process === child)
        void this.fail(run, `The app stopped unexpectedly: ${result.summary}`);
    });
    run.log.push(
      `Starting the app at ${served.url} (${mechanism === "bubblewrap" ? "through the relay" : "direct"})`,
    );
    if (!(await this.setStatus(run, { port: served.port }))) return;

    const healthy = await waitForHealth(served.localUrl, {
      timeoutMs: this.options.healthTimeoutMs ?? 60_000,
      gone: () => run.ended || run.process !== child,
    });
    if (run.ended) return;
    if (!healthy)
      return this.fail(run, `The app did not answer GET /api/health at ${served.localUrl} in time`);
    run.log.push(`The app is running at ${served.url}`);
    if (await this.setStatus(run, { status: "running", url: served.url })) {
      run.running = true;
      await this.markDelivery(run);
      this.tell(run, "succeeded", {});
    }
  }

  /** The project's delivery status once the app answers: 'deployed' for a deployment, else 'preview-ready'. */
  private async markDelivery(run: Run): Promise<void> {
    const { db } = this.options;
    if (run.purpose === "deployment") await setDeliveryStatus({ db, id: run.projectId, status: "deployed" });
    else await setDeliveryStatus({ db, id: run.projectId, status: "preview-ready" });
  }

  /**
   * A start while the project's app already runs: a deployment asked of a running preview turns it into the
   * deployment (the same process; nothing is rebuilt); anything else leaves the run as it is.
   */
  private async promote(run: Run, input: StartDeploymentInput): Promise<DeploymentRow> {
    const row = await run.created;
    if (input.purpose !== "deployment" || run.purpose === "deployment") return row;
    run.purpose = "deployment";
    run.log.push(`Deployed at ${new Date().toISOString()}: the running preview is now the deployment`);
    const updated = await updateDeployment({
      db: this.options.db,
      projectId: run.projectId,
      changes: { purpose: "deployment", buildLogs: run.log.snapshot() },
    });
    if (run.running) await this.markDelivery(run);
    return updated ?? row;
  }

  /** Ends the run's processes (if any) and forgets it; idempotent. */
  private async end(run: Run): Promise<void> {
    run.ended = true;
    this.forget(run);
    const { process: child, relay } = run;
    run.relay = null;
    await endApp({ process: child, relay });
  }

  /** Tells the project's owner how the start went (a preview or a deployment). */
  private tell(run: Run, outcome: "succeeded" | "failed", params: { error?: string }): void {
    notify(this.options.db, {
      projectId: run.projectId,
      kind: "deployment",
      outcome,
      params: { purpose: run.purpose, ...params },
      link: `/preview/${run.projectId}`,
    });
  }

  private async fail(run: Run, message: string): Promise<void> {
    if (run.ended) return;
    await this.end(run);
    run.log.error(message);
    this.tell(run, "failed", { error: message });
    log.warn(`deployment of project ${run.projectId} failed: ${message}`);
    await updateDeployment({
      db: this.options.db,
      projectId: run.projectId,
      changes: { status: "error", error: message, url: null, buildLogs: run.log.snapshot() },
    })
      .then(() =>
        setDeliveryStatus({
          db: this.options.db,
          id: run.projectId,
          status: "preview-ready",
          onlyFrom: "deployed",
        }),
      )
      .catch((error: unknown) => log.error("could not save a failed deployment", { error: String(error) }));
  }

  /** Saves a status change with the log; false when the run ended meanwhile or its project is gone. */
  private async setStatus(run: Run, changes: DeploymentChanges): Promise<boolean> {
    if (run.ended) return false;
    run.log.takeIfChanged();
    const saved = await updateDeployment({
      db: this.options.db,
      projectId: run.projectId,
      changes: { ...changes, buildLogs: run.log.snapshot() },
    });
    if (!saved) await this.end(run); // the project was deleted: nothing to serve any more
    return !run.ended;
  }

  /** Saves new log lines; also notices a deleted project (its row is gone) and ends what still runs for it. */
  private async flush(run: Run): Promise<void> {
    await run.created.catch(() => undefined); // a first start's row may still be on its way
    if (run.ended) return;
    const lines = run.log.takeIfChanged();
    const { db } = this.options;
    try {
      const exists =
        lines === null
          ? await getDeployment({ db, projectId: run.projectId })
          : await updateDeployment({ db, projectId: run.projectId, changes: { buildLogs: lines } });
      if (!exists) await this.end(run);
    } catch (error) {
      log.warn("could not save a deployment log", { error: String(error) });
    }
  }

  private forget(run: Run): void {
    clearInterval(run.flush);
    if (this.runs.get(run.projectId) === run) this.runs.delete(run.projectId);
  }

  private withLiveLog(row: DeploymentRow): DeploymentRow {
    const run = this.runs.get(row.projectId);
    return run ? { ...row, buildLogs: run.log.snapshot() } : row;
  }

  /** A fresh per-run log file in DATA_DIR/apps/.scratch/logs/<projectId>/ (outside every sandbox); old ones pruned. */
  private newLogFile(projectId: number): string {
    const dir = path.join(appsRoot(this.options.dataDir), ".scratch", "logs", String(projectId));
    fs.mkdirSync(dir, { recursive: true });
    const old = fs
      .readdirSync(dir)
      .filter((name) => name.startsWith("deploy-"))
      .sort();
    for (const name of old.slice(0, Math.max(0, old.length - KEPT_RUN_LOGS + 1)))
      fs.rmSync(path.join(dir, name), { force: true });
    return path.join(dir, `deploy-${new Date().toISOString().replace(/[:.]/g, "-")}.log`);
  }
}
