import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { meetings, projects, type MeetingRow } from "../schema";

type MeetingChanges = Partial<Omit<typeof meetings.$inferInsert, "id" | "projectId" | "createdAt">>;

export async function insertMeeting({
  db,
  row,
}: {
  db: Db;
  row: typeof meetings.$inferInsert;
}): Promise<MeetingRow> {
  const [created] = await db.insert(meetings).values(row).returning();
  if (!created) throw new Error("insert returned no meeting");
  return created;
}

/** The owner's meetings with their project's name, soonest first. */
export async function listMeetingsForOwner({ db, ownerId }: { db: Db; ownerId: number }) {
  return db
    .select({ meeting: meetings, projectName: projects.name })
    .from(meetings)
    .innerJoin(projects, eq(projects.id, meetings.projectId))
    .where(eq(projects.ownerId, ownerId))
    .orderBy(asc(meetings.scheduledAt), asc(meetings.id));
}

/** One meeting when its project is the owner's (another user's is not found). */
export async function getMeetingForOwner({ db, id, ownerId }: { db: Db; id: number; ownerId: number }) {
  const [row] = await db
    .select({ meeting: meetings, projectName: projects.name })
    .from(meetings)
    .innerJoin(projects, eq(projects.id, meetings.projectId))
    .where(and(eq(meetings.id, id), eq(projects.ownerId, ownerId)));
  return row;
}

export async function updateMeeting({
  db,
  id,
  changes,
}: {
  db: Db;
  id: number;
  changes: MeetingChanges;
}): Promise<MeetingRow | undefined> {
  const [row] = await db
    .update(meetings)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(meetings.id, id))
    .returning();
  return row;
}
