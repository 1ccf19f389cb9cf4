import express, { type RequestHandler } from "express";
import type { Limiters } from "./auth/rate-limit";
import type { SessionManager } from "./auth/sessions";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Agents } from "./engines/agents";
import { agentRoutes } from "./http/agents/agents";
import { aiUsageRoutes } from "./http/agents/ai-usage";
import { loadSession, requireAuth } from "./http/auth-context";
import { authRoutes } from "./http/auth/auth";
import { checklistRoutes } from "./http/checklist/checklist";
import { codeFileRoutes, codeProjectRoutes } from "./http/code/code";
import type { DeploymentSupervisor } from "./deploy/supervisor";
import { deploymentRoutes, deploymentSettingsRoutes } from "./http/deployments/deployments";
import { documentRouters } from "./http/documents/documents";
import { errorHandler, notFoundApi } from "./http/errors";
import { packageProjectRoutes, packageRoutes } from "./http/package/package";
import { projectRoutes } from "./http/projects/projects";
import { requirementRoutes } from "./http/requirements/requirements";
import { meetingProjectRoutes, meetingRoutes } from "./http/meetings/meetings";
import { notificationRoutes } from "./http/notifications/notifications";
import { settingsRoutes } from "./http/settings/settings";
import { testingRoutes } from "./http/testing/testing";
import {
  workspaceProjectRoutes,
  workspaceProviderRoutes,
  workspaceRoutes,
} from "./http/workspaces/workspaces";
import type { JobRunner } from "./jobs/runner";
import type { CodeSettings } from "./services/code";
import { hostAllowList } from "./http/hosts";
import {
  hostCheck,
  originCheck,
  rejectNulCharacters,
  requireJsonBody,
  securityHeaders,
} from "./http/security";

/** Room for the longest texts: a 50,000-character description or chat message is at most 300 kB of JSON. */
export const JSON_BODY_LIMIT = "1mb";

export interface AppDeps {
  config: Pick<Config, "env" | "trustProxy" | "allowedOrigins" | "allowedHosts" | "preview" | "workspaces">;
  db: Db;
  sessions: SessionManager;
  limiters: Limiters;
  agents: Agents;
  /** Runs long work (document generation) as jobs; started and stopped by the caller. */
  jobs: JobRunner;
  /** How long generation calls wait for their job before answering 202 (default 30 s). */
  generationWaitMs?: number;
  /** Where generated apps are written and whether they are type-checked (code generation). */
  code: CodeSettings;
  /** Builds and serves generated apps (previews and deployments); started and shut down by the caller. */
  deployments: DeploymentSupervisor;
  /** Serves the client: static files of the build, or Vite's middleware in development. */
  client?: RequestHandler[];
}

/** Builds the Express app without listening; tests drive it directly. */
export function createApp(deps: AppDeps): express.Express {
  const { config, db, sessions, limiters, agents, jobs } = deps;
  const documents = documentRouters({ db, jobs, waitMs: deps.generationWaitMs });
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy ? 1 : false);
  // The preview page frames the app on its own origin (PREVIEW_HOST on any port), never under the product's.
  app.use(
    securityHeaders({
      dev: config.env === "development",
      // The workspace preview frames CodeSandbox's embeds (delivery.md §2.9).
      frameSources: [
        `http://${config.preview.host}:*`,
        "https://codesandbox.io",
        "https://*.codesandbox.io",
        "https://*.csb.app",
      ],
    }),
  );
  // Before every handler, pages and static files included: a foreign Host is a DNS rebinding attempt.
  app.use(hostCheck(hostAllowList(config), config.trustProxy));

  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });

  const api = express.Router();
  api.use(originCheck(config.allowedOrigins));
  api.use(requireJsonBody);
  api.use(express.json({ limit: JSON_BODY_LIMIT, strict: true }));
  api.use(rejectNulCharacters);
  api.use(loadSession(sessions));
  api.use(authRoutes({ db, sessions, limiters }));
  api.use(requireAuth);
  api.use("/projects", projectRoutes({ db }));
  api.use("/projects", documents.projects);
  api.use("/srs-documents", documents.srsDocuments);
  api.use("/documents", documents.documents);
  api.use("/projects", checklistRoutes({ db, agent: agents.requirements }));
  api.use("/projects", requirementRoutes({ db, agent: agents.requirements, chatTurns: limiters.chatTurns }));
  const code = { db, jobs, settings: deps.code };
  api.use("/projects", codeProjectRoutes(code));
  api.use("/generated-code-files", codeFileRoutes(code));
  const packaging = { db, dataDir: deps.code.dataDir };
  api.use("/projects", packageProjectRoutes(packaging));
  api.use("/packages", packageRoutes(packaging));
  api.use("/projects", testingRoutes({ db, settings: deps.code, llm: agents.llm }));
  api.use("/ai-agents", agentRoutes());
  api.use("/projects", aiUsageRoutes({ db, agents }));
  const deploying = { db, supervisor: deps.deployments, preview: config.preview };
  api.use("/deployments", deploymentRoutes(deploying));
  api.use("/deployment-settings", deploymentSettingsRoutes(deploying));
  api.use("/settings", settingsRoutes({ db }));
  api.use("/notifications", notificationRoutes({ db }));
  api.use("/meetings", meetingRoutes({ db }));
  api.use("/projects", meetingProjectRoutes({ db }));
  const workspacing = { db, config: config.workspaces };
  api.use("/workspace-providers", workspaceProviderRoutes(workspacing));
  api.use("/projects", workspaceProjectRoutes(workspacing));
  api.use("/workspaces", workspaceRoutes(workspacing));
  api.use(notFoundApi);
  app.use("/api", api);

  for (const handler of deps.client ?? []) app.use(handler);
  app.use(errorHandler);
  return app;
}
