import { and, eq, gt, lt, or } from "drizzle-orm";
import type { Db } from "../client";
import { sessions, users, type SessionRow, type UserRow } from "../schema";

export async function createSession({
  db,
  id,
  userId,
  now,
  expiresAt,
}: {
  db: Db;
  id: string;
  userId: number;
  now: Date;
  expiresAt: Date;
}): Promise<void> {
  await db.insert(sessions).values({ id, userId, createdAt: now, lastSeenAt: now, expiresAt });
}

/** The live session and its user, or undefined when missing, expired or idle for longer than `idleSince`. */
export async function getLiveSession({
  db,
  id,
  now,
  idleSince,
}: {
  db: Db;
  id: string;
  now: Date;
  idleSince: Date;
}): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)))
    .limit(1);
  return rows[0];
}

export async function touchSession({ db, id, now }: { db: Db; id: string; now: Date }): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function deleteSession({ db, id }: { db: Db; id: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteDeadSessions({
  db,
  now,
  idleSince,
}: {
  db: Db;
  now: Date;
  idleSince: Date;
}): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
}
