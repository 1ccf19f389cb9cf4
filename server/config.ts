import path from "node:path";
import { z } from "zod";
import { DEFAULT_PREVIEW_HOST } from "../domain/rules/preview-host";
import { normalizeHostName } from "./http/hosts";

/**
 * Every environment variable the product reads, parsed once at start-up. A bad value stops start-up with a
 * one-line explanation naming the variable (see `describeConfigError`).
 */
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const port = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(0, "must be between 0 and 65535")
  .max(65535, "must be between 0 and 65535");

const portRange = z
  .string()
  .regex(/^\d{1,5}-\d{1,5}$/, "must look like 5100-5199")
  .transform((v) => {
    const [from, to] = v.split("-").map(Number);
    return { from: from ?? 0, to: to ?? 0 };
  })
  .refine(
    (r) => r.from >= 1024 && r.to <= 65535 && r.from <= r.to,
    "must be an ascending range within 1024-65535",
  );

const url = (protocols: string[], message?: string) =>
  z
    .string()
    .url(message ?? "must be a URL")
    .refine(
      (v) => protocols.some((p) => v.startsWith(`${p}:`)),
      message ?? `must start with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    );

/** A comma-separated list: items trimmed, empty ones dropped ("" is the empty list). */
const commaList = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(["development", "production", "test"], { error: "must be development, production or test" })
      .default("production"),
    PORT: port.default(5000),
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
    DATABASE_URL: url(["postgres", "postgresql"]).optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SESSION_MAX_AGE_HOURS: z.coerce
      .number({ error: "must be a number" })
      .positive("must be positive")
      .max(24 * 90, "must be at most 2160")
      .default(12),
    SESSION_IDLE_MINUTES: z.coerce
      .number({ error: "must be a number" })
      .positive("must be positive")
      .max(60 * 24 * 30, "must be at most 43200")
      .default(120),
    TRUST_PROXY: bool.default(false),
    /** Extra origins allowed to make state-changing requests (comma-separated), e.g. behind a reverse proxy. */
    ALLOWED_ORIGINS: commaList.pipe(
      z.array(url(["http", "https"], "must be a comma-separated list of http:// or https:// URLs")),
    ),
    /** Extra host names the server answers to (comma-separated); others get 421 (DNS rebinding guard). */
    ALLOWED_HOSTS: commaList.pipe(
      z.array(
        z
          .string()
          .regex(
            /^(?:\[[0-9A-Fa-f:.]+\]|[0-9A-Fa-f]*:[0-9A-Fa-f]*:[0-9A-Fa-f:.]*|[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?)$/,
            "must be a comma-separated list of host names, without scheme, port or path",
          ),
      ),
    ),
    PREVIEW_HOST: z
      .string()
      .regex(/^[A-Za-z0-9.-]+$/, "must be a host name or IPv4 address")
      .default(DEFAULT_PREVIEW_HOST),
    PREVIEW_PORT_RANGE: portRange.default({ from: 5100, to: 5199 }),
    /** Run generated code without a sandbox when the host has none (single-user local use only). */
    ALLOW_UNSANDBOXED_CODE: bool.default(false),
    /** The host user generated code runs as when the product runs as root (a name, a uid or uid:gid). */
    SANDBOX_USER: z
      .string()
      .regex(/^(?:[a-z_][a-z0-9_-]{0,31}|\d+(?::\d+)?)$/, "must be a user name, a uid or uid:gid")
      .default("specwright-sandbox"),
    AI_PROVIDER: z
      .enum(["embedded", "openai", "anthropic", "openai-compatible"], {
        error: "must be embedded, openai, anthropic or openai-compatible",
      })
      .default("embedded"),
    AI_MODEL: z.string().min(1).optional(),
    AI_BASE_URL: url(["http", "https"]).optional(),
    OPENAI_API_KEY: z.string().min(1).optional(),
    ANTHROPIC_API_KEY: z.string().min(1).optional(),
    /** An optional key for an OpenAI-compatible server that asks for one. */
    AI_API_KEY: z.string().min(1).optional(),
    /** Per project: once its model calls have cost this much, the embedded engine takes over (saying so). */
    AI_BUDGET_USD: z.coerce.number({ error: "must be a number" }).positive("must be positive").optional(),
    /** Prices of the configured model in US dollars per million tokens, over the built-in list prices. */
    AI_PRICE_INPUT_PER_MTOK: z.coerce
      .number({ error: "must be a number" })
      .min(0, "must be 0 or more")
      .optional(),
    AI_PRICE_OUTPUT_PER_MTOK: z.coerce
      .number({ error: "must be a number" })
      .min(0, "must be 0 or more")
      .optional(),
    /** How long one model call may take before it is abandoned (and retried or replaced by the embedded engine). */
    AI_TIMEOUT_SECONDS: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 900")
      .max(900, "must be between 1 and 900")
      .default(120),
    /** Retries of a model call that failed with 429, 5xx or a network error, with exponential backoff. */
    AI_MAX_RETRIES: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(0, "must be between 0 and 5")
      .max(5, "must be between 0 and 5")
      .default(2),
    /** The built-in browser IDE workspace provider (on unless switched off). */
    WORKSPACE_BUILTIN: bool.default(true),
    CSB_API_KEY: z.string().min(1).optional(),
    /** CodeSandbox's API (tests point it at a fake on loopback). */
    CSB_API_BASE_URL: url(["http", "https"]).default("https://api.codesandbox.io"),
    /** StackBlitz through its POST API (no key: the browser posts the files to it). */
    STACKBLITZ_ENABLED: bool.default(false),
    STACKBLITZ_BASE_URL: url(["http", "https"]).default("https://stackblitz.com"),
    /** E-mail notifications go out through this server (smtp://user:pass@host:587 or smtps://…:465). */
    SMTP_URL: url(
      ["smtp", "smtps"],
      "must be a URL such as smtp://user:password@mail.example.com:587",
    ).optional(),
    MAIL_FROM: z
      .string()
      .min(3, "must be an address such as Specwright <specwright@example.com>")
      .default("Specwright <specwright@localhost>"),
    /** The address users open the product at, for links in e-mails (default: none, the mail names the page). */
    PUBLIC_URL: url(["http", "https"]).optional(),
    LOG_LEVEL: z
      .enum(["debug", "info", "warn", "error", "silent"], {
        error: "must be debug, info, warn, error or silent",
      })
      .default("info"),
  })
  .superRefine((env, ctx) => {
    const need = (cond: boolean, key: string, message: string) => {
      if (cond) ctx.addIssue({ code: "custom", path: [key], message });
    };
    need(
      env.AI_PROVIDER === "openai" && !env.OPENAI_API_KEY,
      "OPENAI_API_KEY",
      "is required when AI_PROVIDER=openai",
    );
    need(
      env.AI_PROVIDER === "anthropic" && !env.ANTHROPIC_API_KEY,
      "ANTHROPIC_API_KEY",
      "is required when AI_PROVIDER=anthropic",
    );
    need(
      env.AI_PROVIDER === "openai-compatible" && !env.AI_BASE_URL,
      "AI_BASE_URL",
      "is required when AI_PROVIDER=openai-compatible",
    );
    need(
      env.AI_PROVIDER === "openai-compatible" && !env.AI_MODEL,
      "AI_MODEL",
      "is required when AI_PROVIDER=openai-compatible",
    );
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  sessionMaxAgeMs: number;
  sessionIdleMs: number;
  trustProxy: boolean;
  allowedOrigins: string[];
  /** Host names (lower case, IPv6 without brackets) the server answers to besides loopback and its own. */
  allowedHosts: string[];
  preview: { host: string; ports: { from: number; to: number } };
  /** Without bubblewrap, generated code runs only when this is true (ALLOW_UNSANDBOXED_CODE). */
  allowUnsandboxedCode: boolean;
  /** SANDBOX_USER: who runs generated code when the product runs as root (server/runtime/host-user.ts). */
  sandboxUser: string;
  ai: {
    provider: Env["AI_PROVIDER"];
    model: string | undefined;
    baseUrl: string | undefined;
    openaiApiKey: string | undefined;
    anthropicApiKey: string | undefined;
    /** Key for an OpenAI-compatible server (AI_API_KEY), when it asks for one. */
    compatibleApiKey: string | undefined;
    budgetUsd: number | undefined;
    price: { inputPerMTok?: number; outputPerMTok?: number };
    timeoutMs: number;
    maxRetries: number;
  };
  workspaces: {
    builtIn: boolean;
    /** `timeoutMs`: how long a call may take (default 20 s; tests shorten it). */
    codesandbox: { apiKey: string; baseUrl: string; timeoutMs?: number } | null;
    stackblitz: { baseUrl: string } | null;
  };
  /** E-mail notifications: null without SMTP_URL (the settings page then says what is missing). */
  mail: { smtpUrl: string; from: string; publicUrl: string | undefined } | null;
  logLevel: Env["LOG_LEVEL"];
}

export class ConfigError extends Error {}

/** Turns the first invalid variable into a one-line message: `PORT must be a number (got "abc")`. */
function describeConfigError(error: z.ZodError, env: Record<string, string | undefined>): string {
  const issue = error.issues[0];
  const key = String(issue?.path[0] ?? "environment");
  const got = env[key];
  // Secrets are never echoed, nor the password inside a URL (DATABASE_URL=postgres://user:password@host/db).
  const masked = /(KEY|SECRET|TOKEN)$/.test(key) ? "***" : got?.replace(/\/\/([^/@:]*):[^/]*@/, "//$1:***@");
  const shown = got === undefined ? "" : ` (got ${JSON.stringify(masked)})`;
  return `Invalid configuration: ${key} ${issue?.message ?? "is invalid"}${shown}`;
}

/** Parses the environment; throws ConfigError with a one-line message on the first bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) throw new ConfigError(describeConfigError(parsed.error, cleaned));
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    sessionMaxAgeMs: e.SESSION_MAX_AGE_HOURS * 3_600_000,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS.map((o) => new URL(o).origin),
    allowedHosts: e.ALLOWED_HOSTS.map(normalizeHostName),
    preview: { host: e.PREVIEW_HOST, ports: e.PREVIEW_PORT_RANGE },
    allowUnsandboxedCode: e.ALLOW_UNSANDBOXED_CODE,
    sandboxUser: e.SANDBOX_USER,
    ai: {
      provider: e.AI_PROVIDER,
      model: e.AI_MODEL,
      baseUrl: e.AI_BASE_URL,
      openaiApiKey: e.OPENAI_API_KEY,
      anthropicApiKey: e.ANTHROPIC_API_KEY,
      compatibleApiKey: e.AI_API_KEY,
      budgetUsd: e.AI_BUDGET_USD,
      price: {
        ...(e.AI_PRICE_INPUT_PER_MTOK === undefined ? {} : { inputPerMTok: e.AI_PRICE_INPUT_PER_MTOK }),
        ...(e.AI_PRICE_OUTPUT_PER_MTOK === undefined ? {} : { outputPerMTok: e.AI_PRICE_OUTPUT_PER_MTOK }),
      },
      timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
      maxRetries: e.AI_MAX_RETRIES,
    },
    workspaces: {
      builtIn: e.WORKSPACE_BUILTIN,
      codesandbox: e.CSB_API_KEY ? { apiKey: e.CSB_API_KEY, baseUrl: e.CSB_API_BASE_URL } : null,
      stackblitz: e.STACKBLITZ_ENABLED ? { baseUrl: e.STACKBLITZ_BASE_URL } : null,
    },
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, publicUrl: e.PUBLIC_URL } : null,
    logLevel: e.LOG_LEVEL,
  };
}
