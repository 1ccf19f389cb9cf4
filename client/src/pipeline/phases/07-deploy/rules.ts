import {
  appNameSchema,
  BUILD_LOG_TAIL_LINES,
  DEPLOYMENT_STATUSES,
  type DeploymentStatus,
} from "@domain/api/deployments";
import { DEFAULT_PREVIEW_HOST, hostNameOf, previewBlockedReason } from "@domain/rules/preview-host";
import type { BadgeVariant } from "@/components/ui/badge";
import { t } from "@/i18n";

const VARIANTS: Record<DeploymentStatus, BadgeVariant> = {
  preparing: "secondary",
  building: "warning",
  running: "success",
  stopped: "muted",
  error: "destructive",
};

const isKnown = (status: string): status is DeploymentStatus =>
  (DEPLOYMENT_STATUSES as readonly string[]).includes(status);

/** delivery.md §4.6: the five statuses by name; any other value is shown as Unknown (in the interface's language). */
export const statusLabel = (status: string): string =>
  isKnown(status) ? t(`deploy:status.${status}`) : t("deploy:status.unknown");

export const statusVariant = (status: string): BadgeVariant =>
  isKnown(status) ? VARIANTS[status] : "outline";

/** Preparing or building: the preview shows a spinner and the log tail (delivery.md §2.10). */
export const isStarting = (status: string): boolean => status === "preparing" || status === "building";

/** The last lines of the build log shown while building (delivery.md §9). */
export const logTail = (lines: readonly string[]): string[] => lines.slice(-BUILD_LOG_TAIL_LINES);

/** A build-log line is highlighted when it contains ERROR (delivery.md §2.10). */
export const isErrorLine = (line: string): boolean => line.includes("ERROR");

/**
 * delivery.md §4.6: start automatically when there is no deployment (null: the GET answered 404) or it is
 * stopped, unless a start is under way or the status is still loading; an error is never restarted
 * automatically. `held` is this page's own reason not to (the user stopped it here, or a start failed), so a
 * refused start never loops.
 */
export function shouldAutoStart(input: {
  status: string | null;
  loading: boolean;
  starting: boolean;
  held: boolean;
}): boolean {
  if (input.loading || input.starting || input.held) return false;
  return input.status === null || input.status === "stopped";
}

/** The route's parameters when both are valid (a positive integer id and a URL-safe app name), else null. */
export function parsePreviewParams(
  projectId: string | undefined,
  appName: string | undefined,
): { projectId: number; appName: string } | null {
  if (!projectId || !/^[1-9]\d{0,15}$/.test(projectId)) return null;
  const id = Number(projectId);
  const name = appNameSchema.safeParse(appName ?? "");
  if (!Number.isSafeInteger(id) || !name.success || name.data !== appName) return null;
  return { projectId: id, appName: name.data };
}

/** The preview path of a project's app. */
export const previewPath = (projectId: number, appName: string) =>
  `/preview/${projectId}/${encodeURIComponent(appName)}`;

/** previewBlockedReason's text (domain/rules/preview-host.ts) in the interface's language. */
const blockedReasonText = (name: string, example: string) =>
  t("deploy:blocked.reason", { name, example, defaultHost: DEFAULT_PREVIEW_HOST });

/** previewBlockedReason's English text, as the server sends it in `blocked`: its host name and example address. */
const SERVER_REASON =
  /^Previews are served at (\S+), the host name Specwright is open at, .* for example (\S+), or set PREVIEW_HOST /s;

/** The reason the server gave, in the interface's language when it is previewBlockedReason's; else as it came. */
function localizedServerReason(reason: string): string {
  const match = SERVER_REASON.exec(reason);
  if (!match?.[1] || !match[2] || !reason.endsWith(`(unset, previews use ${DEFAULT_PREVIEW_HOST}).`))
    return reason;
  return blockedReasonText(match[1], match[2]);
}

/** Why a preview at `previewHost` is blocked for this page's host, in the interface's language, else null. */
function localBlockedReason(previewHost: string, productHost: string): string | null {
  if (previewBlockedReason(previewHost, productHost) === null) return null;
  const name = hostNameOf(productHost);
  const other = name === "localhost" ? "127.0.0.1" : "localhost";
  const port = /^(?:\[[^\]]*\]|[^:]*):(\d{1,5})$/.exec(productHost.trim());
  return blockedReasonText(name, `http://${other}${port ? `:${port[1]}` : ""}/`);
}

/**
 * Why the deployment's preview must be neither framed nor linked on this page, else null (previewBlockedReason).
 * The server says so in `blocked`; the page also checks the url against its own host (`location.host`), in case a
 * proxy kept the browser's host name from the server.
 */
export function previewBlock(
  deployment: { url: string | null; blocked: string | null },
  productHost: string,
): string | null {
  if (deployment.blocked) return localizedServerReason(deployment.blocked);
  if (!deployment.url) return null;
  try {
    return localBlockedReason(new URL(deployment.url).hostname, productHost);
  } catch {
    return null;
  }
}

/** The url to frame or link, or null while it is not running or it is blocked here. */
export const previewLink = (
  deployment: { url: string | null; blocked: string | null },
  productHost: string,
): string | null => (previewBlock(deployment, productHost) === null ? deployment.url : null);
