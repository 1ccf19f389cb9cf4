import { z } from "zod";
import { slug } from "../slug";

/**
 * Deployments and previews of a project's generated app (delivery.md §2.10, §3 Deployment record, §4.6, §7;
 * platform.md §2 deployment manager). A deployment is a supervised process on its own port and its own host name
 * (PREVIEW_HOST), never proxied under the product's origin.
 */

export const DEPLOYMENT_STATUSES = ["preparing", "building", "running", "stopped", "error"] as const;
export type DeploymentStatus = (typeof DEPLOYMENT_STATUSES)[number];

/** The preview screen polls the deployment every 2 seconds (§4.6, §9). */
export const DEPLOYMENT_POLL_MS = 2000;
/** While preparing or building, the preview shows the last 5 build-log lines (§2.10, §9). */
export const BUILD_LOG_TAIL_LINES = 5;
/** Lines of build and run log a deployment keeps. */
export const DEPLOYMENT_LOG_LINES = 500;

/** Preview frame sizes (§9): desktop is full width with a minimum height of 800. */
export const PREVIEW_SIZES = {
  desktop: { width: null, minHeight: 800 },
  tablet: { width: 768, height: 1024 },
  mobile: { width: 375, height: 667 },
} as const;
export type PreviewSize = keyof typeof PREVIEW_SIZES;

/** The app name in /preview/{projectId}/{appName} and in a start call: a URL-safe slug. */
export const appNameSchema = z
  .string({ error: "appName is required" })
  .trim()
  .min(1, "appName is required")
  .max(60, "appName must be at most 60 characters")
  .regex(/^[a-z0-9][a-z0-9-]*$/, "appName may contain only lower-case letters, digits and hyphens");

/**
 * Why the app runs: a preview to try it, or a deployment. Both run the same way; only a deployment makes the
 * project 'deployed' (an opened preview is not a deployment).
 */
export const DEPLOYMENT_PURPOSES = ["preview", "deployment"] as const;
export type DeploymentPurpose = (typeof DEPLOYMENT_PURPOSES)[number];

/** POST /api/deployments/{projectId}/start */
export const startDeploymentSchema = z.strictObject({
  appName: appNameSchema,
  displayName: z
    .string({ error: "displayName must be text" })
    .trim()
    .min(1, "displayName must not be empty")
    .max(200, "displayName must be at most 200 characters")
    .optional(),
  /** Default preview. Starting a deployment while a preview runs turns that run into the deployment. */
  purpose: z.enum(DEPLOYMENT_PURPOSES, { error: "purpose must be preview or deployment" }).optional(),
});
export type StartDeploymentInput = z.infer<typeof startDeploymentSchema>;

/**
 * A preview started with the app's example rows (the checklist asked for sample data). `signIn`: the account that
 * owns them in an app with accounts (its first account), which the preview page offers; null without accounts.
 */
export const previewSampleDataSchema = z.object({
  signIn: z.object({ username: z.string(), password: z.string() }).nullable(),
});
export type PreviewSampleData = z.infer<typeof previewSampleDataSchema>;

/** GET /api/deployments/{projectId}, and the answer of start and stop. */
export const deploymentSchema = z.object({
  projectId: z.number(),
  appName: z.string(),
  displayName: z.string(),
  purpose: z.enum(DEPLOYMENT_PURPOSES),
  status: z.enum(DEPLOYMENT_STATUSES),
  /** http://{PREVIEW_HOST}:{port}/ while running, else null; also null while `blocked`. */
  url: z.string().nullable(),
  port: z.number().nullable(),
  /** Why the preview is neither framed nor linked for this request (it shares Specwright's host name), else null. */
  blocked: z.string().nullable(),
  /** The last lines of the build and run log, oldest first (at most DEPLOYMENT_LOG_LINES). */
  buildLogs: z.array(z.string()),
  /** While running with its example rows (and not blocked): how to reach them; else null. */
  sampleData: previewSampleDataSchema.nullable(),
  /** One sentence on why it is in error, else null. */
  error: z.string().nullable(),
  /** When the current (or last) run started. */
  startedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Deployment = z.infer<typeof deploymentSchema>;

/** GET /api/deployments: the signed-in user's deployments (the dashboard's deployment manager), newest first. */
export const deploymentListSchema = z.object({
  deployments: z.array(deploymentSchema.extend({ projectName: z.string() })),
});
export type DeploymentList = z.infer<typeof deploymentListSchema>;

/** GET /api/deployment-settings: how deployments run on this server (the manager's Settings tab). */
export const deploymentSettingsSchema = z.object({
  previewHost: z.string(),
  /** Why previews are neither framed nor linked for this request (see `blocked` above), else null. */
  previewBlocked: z.string().nullable(),
  portRange: z.object({ from: z.number(), to: z.number() }),
  /** "bubblewrap" or "process-limits", null until measured. */
  isolation: z.string().nullable(),
  /** The start-up sentence describing the isolation, null until measured. */
  isolationSummary: z.string().nullable(),
  /**
   * Whether generated code (builds, test runs, type-checks, previews) runs on this server: under bubblewrap, or
   * without it only when the operator set ALLOW_UNSANDBOXED_CODE=true. Null until measured.
   */
  runsGeneratedCode: z.boolean().nullable(),
});
export type DeploymentSettings = z.infer<typeof deploymentSettingsSchema>;

/** "Library Manager!" → "library-manager"; never empty. */
export function appNameFor(projectName: string): string {
  return slug(projectName, "app");
}
