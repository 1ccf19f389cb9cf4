import { z } from "zod";

/*
 * Workspaces (delivery.md §2.8, §2.9, §4.7, §7; FEATURES I1–I3): the project's generated app opened in an editor.
 * "specwright" is the built-in browser IDE (no key, works offline); "codesandbox" creates a sandbox through
 * CodeSandbox's API when CSB_API_KEY is set; "stackblitz" opens the files in StackBlitz through its POST API when
 * STACKBLITZ_ENABLED is on.
 */

export const WORKSPACE_PROVIDERS = ["specwright", "codesandbox", "stackblitz"] as const;
export type WorkspaceProvider = (typeof WORKSPACE_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<WorkspaceProvider, string> = {
  specwright: "Specwright IDE",
  codesandbox: "CodeSandbox",
  stackblitz: "StackBlitz",
};

/** The framework choice of the launch panel (§2.8, §9). */
export const WORKSPACE_FRAMEWORKS = ["react", "node", "python", "html"] as const;
export type WorkspaceFramework = (typeof WORKSPACE_FRAMEWORKS)[number];
export const FRAMEWORK_LABELS: Record<WorkspaceFramework, string> = {
  react: "React + Vite",
  node: "Node.js + Express",
  python: "Python",
  html: "Static HTML",
};
/** The frameworks a generated app (React + Vite client, Express server) opens as. */
export const APP_FRAMEWORKS: ReadonlySet<WorkspaceFramework> = new Set(["react", "node"]);

/** The workspace preview opens this long after a successful launch (§4.7, §9). */
export const WORKSPACE_OPEN_DELAY_MS = 1000;

/** The variables that configure the cloud providers, listed when none is available (§2.8). */
export const PROVIDER_VARIABLES = ["CSB_API_KEY", "STACKBLITZ_ENABLED"] as const;

export const workspaceProvidersSchema = z.object({ providers: z.array(z.enum(WORKSPACE_PROVIDERS)) });
export type WorkspaceProviders = z.infer<typeof workspaceProvidersSchema>;

export const workspaceSchema = z.object({
  id: z.number().int(),
  provider: z.enum(WORKSPACE_PROVIDERS),
  framework: z.enum(WORKSPACE_FRAMEWORKS),
  status: z.enum(["active", "error"]),
  workspaceUrl: z.string(),
  createdAt: z.string(),
});
export type Workspace = z.infer<typeof workspaceSchema>;
export const workspaceListSchema = z.object({ workspaces: z.array(workspaceSchema) });
export type WorkspaceList = z.infer<typeof workspaceListSchema>;

/** POST /api/projects/{id}/launch-workspace: an empty provider means auto-select (§2.8). */
export const launchWorkspaceSchema = z
  .object({
    provider: z
      .union([
        z.enum(WORKSPACE_PROVIDERS, { error: `provider must be one of: ${WORKSPACE_PROVIDERS.join(", ")}` }),
        z.literal(""),
      ])
      .optional(),
    framework: z.enum(WORKSPACE_FRAMEWORKS, {
      error: `framework must be one of: ${WORKSPACE_FRAMEWORKS.join(", ")}`,
    }),
  })
  .strict();
export type LaunchWorkspaceInput = z.infer<typeof launchWorkspaceSchema>;

export const launchWorkspaceResultSchema = z.object({
  success: z.boolean(),
  workspaceUrl: z.string().nullable(),
  provider: z.enum(WORKSPACE_PROVIDERS).nullable(),
  error: z.string().nullable(),
  workspace: workspaceSchema.nullable(),
});
export type LaunchWorkspaceResult = z.infer<typeof launchWorkspaceResultSchema>;

/** The built-in IDE's page for a project. */
export const builtInWorkspacePath = (projectId: number) => `/projects/${projectId}/workspace`;

/** Hosts an embedded CodeSandbox URL may have (§5: 'Invalid preview URL - must be from CodeSandbox'). */
export function isCodeSandboxHost(host: string): boolean {
  const h = host.toLowerCase();
  return h === "codesandbox.io" || h.endsWith(".codesandbox.io") || h === "csb.app" || h.endsWith(".csb.app");
}

export type PreviewUrl = { ok: true; url: string; full: string } | { ok: false; message: string };

/**
 * The workspace preview's frame URL (§2.9): validated as CodeSandbox's, converted to the embed form when it lacks
 * the embed path, with theme=light, view=preview, hidedevtools=1 and codemirror=1. `full` is the editor's URL.
 */
export function workspacePreviewUrl(raw: string | null): PreviewUrl {
  if (raw === null || raw.trim() === "") return { ok: false, message: "No preview URL provided" };
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, message: "Invalid preview URL - must be from CodeSandbox" };
  }
  if (!/^https?:$/.test(url.protocol) || !isCodeSandboxHost(url.hostname))
    return { ok: false, message: "Invalid preview URL - must be from CodeSandbox" };
  const id = /^\/(?:embed|s|p\/sandbox|p\/devbox)\/([^/?#]+)/.exec(url.pathname)?.[1];
  if (
    url.hostname.toLowerCase() === "codesandbox.io" &&
    id !== undefined &&
    !url.pathname.startsWith("/embed/")
  )
    url.pathname = `/embed/${id}`;
  for (const [key, value] of [
    ["theme", "light"],
    ["view", "preview"],
    ["hidedevtools", "1"],
    ["codemirror", "1"],
  ] as const)
    url.searchParams.set(key, value);
  const full = new URL(url.href);
  if (id !== undefined) full.pathname = `/s/${id}`;
  for (const key of ["theme", "view", "hidedevtools", "codemirror"]) full.searchParams.delete(key);
  return { ok: true, url: url.href, full: full.href };
}
