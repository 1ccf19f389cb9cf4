import { z } from "zod";

/*
 * Notifications (delivery.md §3 Settings, FEATURES J3): with notifications on, the user is told when long work
 * finishes or fails — documents generated, code passes, test runs, deployments, workspace launches — in the app
 * (the bell) and, with e-mail notifications on and SMTP_URL configured, by e-mail. The text is written by the
 * reader's side from `kind`, `outcome` and `params`, so it shows in the reader's language.
 */

export const NOTIFICATION_KINDS = ["documents", "code", "tests", "deployment", "workspace"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_OUTCOMES = ["succeeded", "failed"] as const;
export type NotificationOutcome = (typeof NOTIFICATION_OUTCOMES)[number];

/** The most notifications the bell lists; older ones stay stored until the project or user goes. */
export const NOTIFICATIONS_LISTED = 50;

/** What a notification's text is built from; every value is text or a number. */
export const notificationParamsSchema = z.object({
  /** The project's name. */
  project: z.string(),
  /** documents: srs, system_design, technical. */
  documentKind: z.string().optional(),
  /** tests: how many passed and failed. */
  passed: z.number().optional(),
  failed: z.number().optional(),
  /** deployment: preview or deployment; workspace: the provider. */
  purpose: z.string().optional(),
  provider: z.string().optional(),
  /** failed: the reason as the server gave it (English, as every server message). */
  error: z.string().optional(),
});
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.number(),
  projectId: z.number().nullable(),
  kind: z.enum(NOTIFICATION_KINDS),
  outcome: z.enum(NOTIFICATION_OUTCOMES),
  params: notificationParamsSchema,
  /** Where in the app to look (a client path such as /documents?tab=srs). */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number(),
  /** Whether this server can send e-mail (SMTP_URL is set). */
  emailAvailable: z.boolean(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read: the ids read, or every one when `ids` is left out. */
export const markReadSchema = z
  .object({
    ids: z
      .array(
        z
          .number({ error: "must be notification ids" })
          .int("must be notification ids")
          .positive("must be notification ids"),
        {
          error: "must be a list of notification ids",
        },
      )
      .min(1, "must name at least one notification")
      .max(NOTIFICATIONS_LISTED, `must name at most ${NOTIFICATIONS_LISTED} notifications`)
      .optional(),
  })
  .strict();
export type MarkReadInput = z.infer<typeof markReadSchema>;

/**
 * The catalogue key and values of a notification's sentence (client/src/i18n/locales/<lng>/notifications.json):
 * the bell and the e-mail both build it here. `translate` looks up a key of the same catalogue.
 */
export function noticeSentenceParts(
  notice: { kind: NotificationKind; outcome: NotificationOutcome; params: NotificationParams },
  translate: (key: string) => string,
): { key: string; values: Record<string, string | number> } {
  const { params } = notice;
  return {
    key: `notifications:event.${notice.kind}_${notice.outcome}`,
    values: {
      project: params.project,
      document: params.documentKind ? translate(`notifications:document.${params.documentKind}`) : "",
      purpose: params.purpose ? translate(`notifications:purpose.${params.purpose}`) : "",
      provider: params.provider ?? "",
      passed: params.passed ?? 0,
      failed: params.failed ?? 0,
    },
  };
}
