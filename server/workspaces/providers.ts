import { builtInWorkspacePath, PROVIDER_LABELS, type WorkspaceProvider } from "../../domain/api/workspaces";
import type { Config } from "../config";

/*
 * The workspace providers (docs/decisions/012-workspaces.md). Each turns the project's generated files into a
 * place to edit them:
 * - specwright: the built-in browser IDE, a page of the product (no key, no network);
 * - codesandbox: a sandbox created from the files through CodeSandbox's API (POST {base}/sandbox, Bearer
 *   CSB_API_KEY, files as { path: { code, is_binary } }), opened as its embed URL;
 * - stackblitz: StackBlitz's POST API, which takes the files as a form the browser submits (it has no server API
 *   and no key), so the workspace URL is a page of the product that posts them.
 * Keys never leave the server; a provider's failure is a sentence naming the provider and the reason.
 */

export type WorkspacesConfig = Config["workspaces"];

/** The providers this server offers, in auto-select order (the built-in IDE first: it always works). */
export function availableProviders(config: WorkspacesConfig): WorkspaceProvider[] {
  return [
    ...(config.builtIn ? (["specwright"] as const) : []),
    ...(config.codesandbox ? (["codesandbox"] as const) : []),
    ...(config.stackblitz ? (["stackblitz"] as const) : []),
  ];
}

export interface AppFile {
  path: string;
  content: string;
}

export interface Created {
  workspaceUrl: string;
  externalId: string | null;
}

/** A provider's refusal or failure, in a sentence for the user. */
export class ProviderError extends Error {}

const TIMEOUT_MS = 20_000;
/** CodeSandbox's editor host: the embed URL of a sandbox is https://codesandbox.io/embed/<id>. */
const CODESANDBOX_SITE = "https://codesandbox.io";

/** Creates a CodeSandbox sandbox from the files; its embed URL is the workspace URL. */
export async function createCodeSandbox(
  config: NonNullable<WorkspacesConfig["codesandbox"]>,
  input: { title: string; files: readonly AppFile[] },
  signal?: AbortSignal,
): Promise<Created> {
  const label = PROVIDER_LABELS.codesandbox;
  const timeoutMs = config.timeoutMs ?? TIMEOUT_MS;
  const files = Object.fromEntries(input.files.map((f) => [f.path, { code: f.content, is_binary: false }]));
  let response: Response;
  try {
    response = await fetch(new URL("/sandbox", config.baseUrl), {
      method: "POST",
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: JSON.stringify({ title: input.title.slice(0, 100), files, privacy: 1, runtime: "vm" }),
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new ProviderError(
      timedOut
        ? `${label} did not answer within ${timeoutMs / 1000} seconds`
        : `${label} could not be reached: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`,
    );
  }
  const text = await response.text().catch(() => "");
  if (response.status === 401 || response.status === 403)
    throw new ProviderError(`${label} refused the API key (${response.status}): check CSB_API_KEY`);
  if (!response.ok) throw new ProviderError(`${label} answered ${response.status}${reasonOf(text)}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderError(`${label} answered something that is not JSON`);
  }
  const id = (body as { data?: { id?: unknown } } | null)?.data?.id;
  if (typeof id !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(id))
    throw new ProviderError(`${label}'s answer has no sandbox id`);
  return { workspaceUrl: `${CODESANDBOX_SITE}/embed/${id}`, externalId: id };
}

/** The first error a provider's body gives, after ": ", or nothing. */
function reasonOf(text: string): string {
  try {
    const body = JSON.parse(text) as { errors?: unknown; message?: unknown; error?: unknown };
    const first = Array.isArray(body.errors) ? body.errors[0] : (body.message ?? body.error);
    const reason = typeof first === "string" ? first : first ? JSON.stringify(first) : "";
    return reason ? `: ${reason.slice(0, 200)}` : "";
  } catch {
    return "";
  }
}

/** The built-in IDE's workspace: the product's own page for the project. */
export function builtInWorkspace(projectId: number): Created {
  return { workspaceUrl: builtInWorkspacePath(projectId), externalId: null };
}

/** A StackBlitz workspace: the product's page that posts the files to StackBlitz (see the module comment). */
export function stackBlitzWorkspace(workspaceId: number): Created {
  return { workspaceUrl: `/api/workspaces/${workspaceId}/stackblitz`, externalId: null };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page that opens the files in StackBlitz: a form in StackBlitz's POST API shape (project[title],
 * project[template], project[files][path]) that submits itself to {base}/run.
 */
export function stackBlitzForm(
  config: NonNullable<WorkspacesConfig["stackblitz"]>,
  input: { title: string; description: string; files: readonly AppFile[] },
): string {
  const field = (name: string, value: string) =>
    `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
  const fields = [
    field("project[title]", input.title),
    field("project[description]", input.description.slice(0, 500)),
    field("project[template]", "node"),
    ...input.files.map((f) =>
      field(`project[files][${f.path.replace(/\[/g, "%5B").replace(/\]/g, "%5D")}]`, f.content),
    ),
  ];
  const action = new URL("/run", config.baseUrl).href;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Opening ${escapeHtml(input.title)} in StackBlitz</title></head>
<body><p>Opening ${escapeHtml(input.title)} in StackBlitz…</p>
<form id="open" method="post" action="${escapeHtml(action)}">
${fields.join("\n")}
<noscript><button type="submit">Open in StackBlitz</button></noscript>
</form>
<script nonce="__NONCE__">document.getElementById("open").submit();</script>
</body></html>`;
}
