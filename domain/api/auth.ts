import { z } from "zod";

/** Limits on account fields. Passwords: at least 8, and long passphrases allowed (but bounded: hashing cost). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 40;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const NAME_MAX = 100;

/** The password rules beyond length, in the "field: message" style of every 400 (ADR 002). */
export const PASSWORD_BLANK_MESSAGE = "Password must not be only spaces";
export const PASSWORD_IS_USERNAME_MESSAGE = "Password must not be the same as the username";
export const PASSWORD_COMMON_MESSAGE = "Password is too common; choose one that is harder to guess";
/** Why a password is too easy to guess (the strength estimate runs on the server only). */
export const PASSWORD_WEAK_MESSAGES = {
  repeat: "Password must not repeat one character or group (like aaaaaaaa or abcabcab)",
  sequence: "Password must not be a simple sequence (like abcdefgh or 12345678)",
  keys: "Password must not be a row or pattern of keys (like qwertyui)",
  date: "Password must not be mostly a date or a year",
  personal: "Password must not be made of the username or full name",
  other: "Password is too easy to guess; a few unrelated words make a strong one",
} as const;

export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9._-]+$/, "Username may contain only letters, digits, '.', '_' and '-'");

export const loginSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(USERNAME_MAX * 4),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX * 4),
});

/**
 * Registration. The common-password list and the strength estimate are checked on the server only
 * (`server/http/auth/schema.ts`): they are 49,000 words and a library the client does not need.
 */
export const registerSchema = z
  .object({
    username: usernameSchema,
    password: z
      .string({ error: "Password is required" })
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
      .refine((password) => password.trim() !== "", PASSWORD_BLANK_MESSAGE),
    name: z
      .string({ error: "Full name is required" })
      .trim()
      .min(1, "Full name is required")
      .max(NAME_MAX, `Full name must be at most ${NAME_MAX} characters`),
  })
  .refine(
    // Case-insensitive, and as the hash sees it (NFKC): "Ada.Lovelace" cannot be the password of ada.lovelace.
    (input) => input.password.normalize("NFKC").trim().toLowerCase() !== input.username.toLowerCase(),
    { path: ["password"], message: PASSWORD_IS_USERNAME_MESSAGE },
  );

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;

/** The user as the API returns it: never a password hash or session secret. */
export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  role: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
