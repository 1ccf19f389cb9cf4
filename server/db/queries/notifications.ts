import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { NOTIFICATIONS_LISTED } from "../../../domain/api/notifications";
import type { Db } from "../client";
import { notifications, type NotificationRow } from "../schema";

export async function insertNotification({
  db,
  row,
}: {
  db: Db;
  row: typeof notifications.$inferInsert;
}): Promise<NotificationRow> {
  const [inserted] = await db.insert(notifications).values(row).returning();
  if (!inserted) throw new Error("The notification was not stored");
  return inserted;
}

/** The user's latest notifications, newest first, and how many of all are unread. */
export async function listNotifications({ db, userId }: { db: Db; userId: number }) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LISTED);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { rows, unread: Number(unread?.n ?? 0) };
}

/** Marks the user's notifications read (the given ids, or all); ids of other users' notifications change nothing. */
export async function markNotificationsRead({
  db,
  userId,
  ids,
  now,
}: {
  db: Db;
  userId: number;
  ids: number[] | undefined;
  now: Date;
}): Promise<void> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
}
