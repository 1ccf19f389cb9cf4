import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { users, type UserRow } from "../schema";

export async function getUserByUsername({
  db,
  username,
}: {
  db: Db;
  username: string;
}): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return rows[0];
}

export async function getUserById({ db, id }: { db: Db; id: number }): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Inserts a user; returns undefined when the username (any case) is taken. */
export async function createUser({
  db,
  username,
  name,
  passwordHash,
}: {
  db: Db;
  username: string;
  name: string;
  passwordHash: string;
}): Promise<UserRow | undefined> {
  const rows = await db
    .insert(users)
    .values({ username, name, passwordHash })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}
