import { eq } from "drizzle-orm";
import { DEFAULT_SETTINGS, type Settings } from "../../../domain/api/settings";
import type { Db } from "../client";
import { userSettings } from "../schema";

function present(row: typeof userSettings.$inferSelect | undefined): Settings {
  if (!row) return { ...DEFAULT_SETTINGS };
  return {
    autoSaveInterval: row.autoSaveInterval,
    theme: row.theme,
    language: row.language,
    notificationsEnabled: row.notificationsEnabled,
    emailNotifications: row.emailNotifications,
    notificationEmail: row.notificationEmail,
  };
}

/** The user's settings (the defaults when never saved). */
export async function getSettings({ db, userId }: { db: Db; userId: number }): Promise<Settings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return present(row);
}

/** Saves the whole settings of a user; answers what is stored. */
export async function saveSettings({
  db,
  userId,
  settings,
}: {
  db: Db;
  userId: number;
  settings: Settings;
}): Promise<Settings> {
  const values = { ...settings, updatedAt: new Date() };
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values })
    .returning();
  return present(row);
}
