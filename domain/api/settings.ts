import { z } from "zod";

/*
 * A user's settings (delivery.md §2.14, §3 Settings, §5, §7, §9): how often the checklist autosaves, the theme,
 * the language, and whether to be notified in the app and by e-mail (and at which address).
 */

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const LANGUAGES = ["en", "es", "fr", "de"] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
};

/** §5, §9: the auto-save interval is 1 to 300 seconds, 5 by default. */
export const AUTO_SAVE_MIN_SECONDS = 1;
export const AUTO_SAVE_MAX_SECONDS = 300;
export const DEFAULT_SETTINGS = {
  autoSaveInterval: 5,
  theme: "system",
  language: "en",
  notificationsEnabled: true,
  emailNotifications: false,
  notificationEmail: "",
} as const satisfies Settings;

/** The longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

export const settingsSchema = z.object({
  autoSaveInterval: z
    .number({ error: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(
      AUTO_SAVE_MIN_SECONDS,
      `must be between ${AUTO_SAVE_MIN_SECONDS} and ${AUTO_SAVE_MAX_SECONDS} seconds`,
    )
    .max(
      AUTO_SAVE_MAX_SECONDS,
      `must be between ${AUTO_SAVE_MIN_SECONDS} and ${AUTO_SAVE_MAX_SECONDS} seconds`,
    ),
  theme: z.enum(THEMES, { error: `must be one of: ${THEMES.join(", ")}` }),
  language: z.enum(LANGUAGES, { error: `must be one of: ${LANGUAGES.join(", ")}` }),
  notificationsEnabled: z.boolean({ error: "must be true or false" }),
  emailNotifications: z.boolean({ error: "must be true or false" }),
  /** Where e-mail notifications go; "" until the user gives an address. */
  notificationEmail: z
    .string({ error: "must be an e-mail address" })
    .trim()
    .max(EMAIL_MAX, `must be at most ${EMAIL_MAX} characters`)
    .refine(
      (v) => v === "" || z.email().safeParse(v).success,
      "must be an e-mail address such as ana@example.com",
    ),
});
export type Settings = z.infer<typeof settingsSchema>;

/** PUT /api/settings: any of the six, each validated; the others keep their saved values. */
export const settingsUpdateSchema = settingsSchema
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, "Send at least one setting to change");
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
