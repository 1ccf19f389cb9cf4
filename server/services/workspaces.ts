import {
  APP_FRAMEWORKS,
  FRAMEWORK_LABELS,
  PROVIDER_LABELS,
  PROVIDER_VARIABLES,
  type LaunchWorkspaceInput,
  type LaunchWorkspaceResult,
  type Workspace,
  type WorkspaceProvider,
} from "../../domain/api/workspaces";
import type { Db } from "../db/client";
import { listGeneratedFiles } from "../db/queries/code";
import { insertWorkspace, setWorkspaceUrl } from "../db/queries/workspaces";
import type { ProjectRow, WorkspaceRow } from "../db/schema";
import { AppError } from "../http/errors";
import { log } from "../logger";
import { notify } from "../notifications/notify";
import {
  availableProviders,
  builtInWorkspace,
  createCodeSandbox,
  ProviderError,
  stackBlitzWorkspace,
  type WorkspacesConfig,
} from "../workspaces/providers";

/*
 * Launching a workspace (delivery.md §2.8, §4.7, §7): the provider chosen or the first available one, the
 * project's generated files, and a workspace row once the provider has made it. A provider's failure is
 * `success: false` with the reason (the launch panel's 'Workspace Creation Failed'), never a 5xx.
 */

export function presentWorkspace(row: WorkspaceRow): Workspace {
  return {
    id: row.id,
    provider: row.provider,
    framework: row.framework,
    status: row.status,
    workspaceUrl: row.workspaceUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

export const NO_PROVIDERS_MESSAGE = `No Cloud IDE providers are configured on this server: set ${PROVIDER_VARIABLES.join(" or ")}.`;
export const NO_CODE_MESSAGE = "Generate the application's code before opening it in a workspace.";

/** Tells the project's owner how a launch went (FEATURES J3). */
function tellLaunch(
  db: Db,
  projectId: number,
  provider: WorkspaceProvider,
  outcome: "succeeded" | "failed",
  error?: string,
): void {
  notify(db, {
    projectId,
    kind: "workspace",
    outcome,
    params: { provider: PROVIDER_LABELS[provider], ...(error ? { error } : {}) },
    link: `/projects/${projectId}/workspace`,
  });
}

export async function launchWorkspace(deps: {
  db: Db;
  config: WorkspacesConfig;
  project: Pick<ProjectRow, "id" | "name">;
  input: LaunchWorkspaceInput;
  signal?: AbortSignal;
}): Promise<LaunchWorkspaceResult> {
  const { db, config, project, input } = deps;
  const providers = availableProviders(config);
  const failed = (
    error: string,
    provider: LaunchWorkspaceResult["provider"] = null,
  ): LaunchWorkspaceResult => ({
    success: false,
    workspaceUrl: null,
    provider,
    error,
    workspace: null,
  });
  if (providers.length === 0) return failed(NO_PROVIDERS_MESSAGE);
  const provider = input.provider ? input.provider : providers[0];
  if (provider === undefined || !providers.includes(provider))
    throw new AppError(
      "bad_request:workspace",
      `${PROVIDER_LABELS[input.provider || "specwright"]} is not configured on this server; available: ${providers.map((p) => PROVIDER_LABELS[p]).join(", ")}`,
    );
  if (!APP_FRAMEWORKS.has(input.framework))
    throw new AppError(
      "bad_request:workspace",
      `The generated application is a React + Vite client with a Node.js + Express server, so it opens as react or node; a ${FRAMEWORK_LABELS[input.framework]} workspace cannot run it.`,
    );
  const files = await listGeneratedFiles({ db, projectId: project.id });
  if (files.length === 0) throw new AppError("conflict:code", NO_CODE_MESSAGE);
  const base = { projectId: project.id, provider, framework: input.framework, status: "active" as const };
  let row: WorkspaceRow;
  switch (provider) {
    case "specwright":
      row = await insertWorkspace({ db, row: { ...base, ...builtInWorkspace(project.id) } });
      break;
    case "stackblitz": {
      const created = await insertWorkspace({ db, row: { ...base, workspaceUrl: "", externalId: null } });
      row = await setWorkspaceUrl({ db, id: created.id, ...stackBlitzWorkspace(created.id) });
      break;
    }
    case "codesandbox": {
      const sandboxConfig = config.codesandbox;
      if (!sandboxConfig) return failed(NO_PROVIDERS_MESSAGE, provider);
      try {
        const created = await createCodeSandbox(
          sandboxConfig,
          { title: project.name, files: files.map((f) => ({ path: f.path, content: f.content })) },
          deps.signal,
        );
        row = await insertWorkspace({ db, row: { ...base, ...created } });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn("a workspace provider failed", { projectId: project.id, provider, reason: error.message });
        tellLaunch(db, project.id, provider, "failed", error.message);
        return failed(error.message, provider);
      }
      break;
    }
  }
  tellLaunch(db, project.id, provider, "succeeded");
  return {
    success: true,
    workspaceUrl: row.workspaceUrl,
    provider,
    error: null,
    workspace: presentWorkspace(row),
  };
}
