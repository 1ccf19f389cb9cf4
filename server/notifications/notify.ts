import type {
  Notification,
  NotificationKind,
  NotificationOutcome,
  NotificationParams,
} from "../../domain/api/notifications";
import type { Db } from "../db/client";
import { insertNotification } from "../db/queries/notifications";
import { getProjectById } from "../db/queries/projects";
import { getSettings } from "../db/queries/settings";
import type { NotificationRow } from "../db/schema";
import { log } from "../logger";
import { roomsFor } from "../realtime/rooms";
import type { Mailer } from "./mailer";
import { noticeEmail } from "./text";

/*
 * Telling users that long work finished or failed (FEATURES J3). In the app when the user's notifications are on;
 * by e-mail too when e-mail notifications are on, the user gave an address and the server has SMTP_URL. A
 * notification never fails the work it reports: storage and mail errors are logged.
 */

/** What happened to which project; the project's owner is told, with the project's name. */
export interface Notice {
  projectId: number;
  kind: NotificationKind;
  outcome: NotificationOutcome;
  params: Omit<NotificationParams, "project">;
  /** Where in the app to look. */
  link: string | null;
}

interface MailSettings {
  mailer: Mailer;
  publicUrl: string | undefined;
}

const mailers = new WeakMap<Db, MailSettings | null>();
const pending = new WeakMap<Db, Set<Promise<void>>>();

/** Sets how the app over `db` sends e-mail (null: it does not). */
export function setMailer(db: Db, settings: MailSettings | null): void {
  mailers.get(db)?.mailer.close();
  mailers.set(db, settings);
}

/** Whether the app over `db` can send e-mail. */
export function mailAvailable(db: Db): boolean {
  return mailers.get(db) != null;
}

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    projectId: row.projectId,
    kind: row.kind,
    outcome: row.outcome,
    params: row.params,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function deliver(db: Db, notice: Notice): Promise<void> {
  const project = await getProjectById({ db, id: notice.projectId });
  if (!project) return;
  const settings = await getSettings({ db, userId: project.ownerId });
  if (!settings.notificationsEnabled) return;
  const row = await insertNotification({
    db,
    row: { ...notice, userId: project.ownerId, params: { ...notice.params, project: project.name } },
  });
  roomsFor(db).broadcast(notice.projectId, {
    type: "notifications.changed",
    data: { projectId: notice.projectId },
  });
  const mail = mailers.get(db);
  if (!mail || !settings.emailNotifications || settings.notificationEmail === "") return;
  const { subject, text } = noticeEmail(row, settings.language, mail.publicUrl);
  await mail.mailer.send({ to: settings.notificationEmail, subject, text });
}

/** Records (and mails) a notice in the background; failures are logged, never thrown. */
export function notify(db: Db, notice: Notice): void {
  const work = deliver(db, notice).catch((error: unknown) =>
    log.warn(`notification ${notice.kind} ${notice.outcome} for project ${notice.projectId} not delivered`, {
      error: String(error),
    }),
  );
  const set = pending.get(db) ?? new Set();
  pending.set(db, set);
  set.add(work);
  void work.finally(() => set.delete(work));
}

/** Resolves once every notice given so far is stored and mailed (tests, and shutdown). */
export async function notificationsSettled(db: Db): Promise<void> {
  await Promise.all([...(pending.get(db) ?? [])]);
}
