import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

/** The error loadConfig throws for an environment (fails the test when it does not throw a ConfigError). */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig defaults", () => {
  it("starts with sensible defaults from an empty environment", () => {
    const config = loadConfig({});
    expect(config.env).toBe("production");
    expect(config.port).toBe(5000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.ai.provider).toBe("embedded");
    expect(config.preview).toEqual({ host: "preview.localhost", ports: { from: 5100, to: 5199 } });
    expect(config.trustProxy).toBe(false);
    expect(config.allowUnsandboxedCode).toBe(false);
    expect(config.allowedOrigins).toEqual([]);
    expect(config.allowedHosts).toEqual([]);
    expect(config.sessionMaxAgeMs).toBe(12 * 3_600_000);
    expect(config.sessionIdleMs).toBe(120 * 60_000);
    expect(config.logLevel).toBe("info");
    expect(config.mail).toBeNull();
  });

  it("sends e-mail through SMTP_URL, never echoing its password", () => {
    expect(
      loadConfig({
        SMTP_URL: "smtps://bot:secret@mail.example.com:465",
        PUBLIC_URL: "https://apps.example.com",
      }).mail,
    ).toEqual({
      smtpUrl: "smtps://bot:secret@mail.example.com:465",
      from: "Specwright <specwright@localhost>",
      publicUrl: "https://apps.example.com",
    });
    expect(configError({ SMTP_URL: "http://bot:secret@mail.example.com" }).message).toBe(
      'Invalid configuration: SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587 (got "http://bot:***@mail.example.com")',
    );
  });

  it("treats empty variables as unset", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: "", AI_PROVIDER: "", ALLOWED_ORIGINS: "" });
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.ai.provider).toBe("embedded");
  });
});

describe("loadConfig with valid values", () => {
  it("parses every kind of value", () => {
    const config = loadConfig({
      NODE_ENV: "development",
      PORT: "8080",
      DATA_DIR: "/var/lib/specwright",
      DATABASE_URL: "postgresql://app@db:5432/specwright",
      SESSION_SECRET: "s".repeat(32),
      SESSION_MAX_AGE_HOURS: "24",
      SESSION_IDLE_MINUTES: "30",
      TRUST_PROXY: "yes",
      ALLOWED_ORIGINS: "https://app.example.com/some/path, http://localhost:8080",
      PREVIEW_HOST: "preview.local",
      PREVIEW_PORT_RANGE: "6000-6010",
      ALLOW_UNSANDBOXED_CODE: "true",
      AI_PROVIDER: "openai",
      OPENAI_API_KEY: "sk-test",
    });
    expect(config).toMatchObject({
      env: "development",
      port: 8080,
      dataDir: "/var/lib/specwright",
      databaseUrl: "postgresql://app@db:5432/specwright",
      sessionMaxAgeMs: 24 * 3_600_000,
      sessionIdleMs: 30 * 60_000,
      trustProxy: true,
      allowUnsandboxedCode: true,
      allowedOrigins: ["https://app.example.com", "http://localhost:8080"],
      preview: { host: "preview.local", ports: { from: 6000, to: 6010 } },
      ai: { provider: "openai", openaiApiKey: "sk-test" },
    });
  });

  it.each([
    ["true", true],
    ["1", true],
    ["yes", true],
    ["false", false],
    ["0", false],
    ["no", false],
  ])("reads TRUST_PROXY=%s as %s", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it("reads ALLOWED_HOSTS as lower-case host names without IPv6 brackets or a trailing dot", () => {
    const config = loadConfig({
      ALLOWED_HOSTS: " Specwright.Example.com, builder.lan., 192.168.1.20,[fd00::1], fe80::2 , my_box ,",
    });
    expect(config.allowedHosts).toEqual([
      "specwright.example.com",
      "builder.lan",
      "192.168.1.20",
      "fd00::1",
      "fe80::2",
      "my_box",
    ]);
  });

  it("accepts an openai-compatible provider with its base URL and model", () => {
    const config = loadConfig({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: "http://127.0.0.1:11434/v1",
      AI_MODEL: "llama3",
    });
    expect(config.ai).toMatchObject({
      provider: "openai-compatible",
      baseUrl: "http://127.0.0.1:11434/v1",
      model: "llama3",
    });
  });
});

describe("loadConfig with a bad value", () => {
  it.each<[Record<string, string>, string]>([
    [{ PORT: "abc" }, 'PORT must be a number (got "abc")'],
    [{ PORT: "70000" }, 'PORT must be between 0 and 65535 (got "70000")'],
    [{ PORT: "-1" }, 'PORT must be between 0 and 65535 (got "-1")'],
    [{ PORT: "50.5" }, 'PORT must be a whole number (got "50.5")'],
    [{ NODE_ENV: "staging" }, 'NODE_ENV must be development, production or test (got "staging")'],
    [
      { DATABASE_URL: "mysql://x" },
      'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://x")',
    ],
    [{ DATABASE_URL: "not a url" }, 'DATABASE_URL must be a URL (got "not a url")'],
    [{ SESSION_SECRET: "too short" }, 'SESSION_SECRET must be at least 32 characters (got "***")'],
    [{ SESSION_MAX_AGE_HOURS: "forever" }, 'SESSION_MAX_AGE_HOURS must be a number (got "forever")'],
    [{ SESSION_MAX_AGE_HOURS: "5000" }, 'SESSION_MAX_AGE_HOURS must be at most 2160 (got "5000")'],
    [{ SESSION_IDLE_MINUTES: "0" }, 'SESSION_IDLE_MINUTES must be positive (got "0")'],
    [
      { PREVIEW_PORT_RANGE: "5200-5100" },
      'PREVIEW_PORT_RANGE must be an ascending range within 1024-65535 (got "5200-5100")',
    ],
    [
      { PREVIEW_PORT_RANGE: "80-90" },
      'PREVIEW_PORT_RANGE must be an ascending range within 1024-65535 (got "80-90")',
    ],
    [{ PREVIEW_PORT_RANGE: "5100" }, 'PREVIEW_PORT_RANGE must look like 5100-5199 (got "5100")'],
    [{ PREVIEW_HOST: "a b" }, 'PREVIEW_HOST must be a host name or IPv4 address (got "a b")'],
    [
      { AI_PROVIDER: "foo" },
      'AI_PROVIDER must be embedded, openai, anthropic or openai-compatible (got "foo")',
    ],
    [{ AI_PROVIDER: "openai" }, "OPENAI_API_KEY is required when AI_PROVIDER=openai"],
    [{ AI_PROVIDER: "anthropic" }, "ANTHROPIC_API_KEY is required when AI_PROVIDER=anthropic"],
    [
      { AI_PROVIDER: "openai-compatible", AI_MODEL: "m" },
      "AI_BASE_URL is required when AI_PROVIDER=openai-compatible",
    ],
    [
      { AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://127.0.0.1:11434" },
      "AI_MODEL is required when AI_PROVIDER=openai-compatible",
    ],
    [
      { AI_BASE_URL: "localhost:11434" },
      'AI_BASE_URL must start with http:// or https:// (got "localhost:11434")',
    ],
    [{ TRUST_PROXY: "maybe" }, 'TRUST_PROXY must be true or false (got "maybe")'],
    [
      { ALLOWED_ORIGINS: "not-a-url" },
      'ALLOWED_ORIGINS must be a comma-separated list of http:// or https:// URLs (got "not-a-url")',
    ],
    [
      { ALLOWED_ORIGINS: "https://ok.example, ftp://files.example" },
      'ALLOWED_ORIGINS must be a comma-separated list of http:// or https:// URLs (got "https://ok.example, ftp://files.example")',
    ],
    [{ LOG_LEVEL: "loud" }, 'LOG_LEVEL must be debug, info, warn, error or silent (got "loud")'],
    ...[
      "https://app.example.com",
      "app.example.com:5000",
      "app.example.com/path",
      "*.example.com",
      "a b",
    ].map((value): [Record<string, string>, string] => [
      { ALLOWED_HOSTS: `localhost, ${value}` },
      `ALLOWED_HOSTS must be a comma-separated list of host names, without scheme, port or path (got "localhost, ${value}")`,
    ]),
  ])("refuses %j with one readable line", (env, message) => {
    expect(configError(env).message).toBe(`Invalid configuration: ${message}`);
  });

  it("never echoes a secret or the password inside a database URL", () => {
    expect(configError({ SESSION_SECRET: "hunter2-but-short" }).message).toBe(
      'Invalid configuration: SESSION_SECRET must be at least 32 characters (got "***")',
    );
    expect(configError({ OPENAI_API_KEY: "", AI_PROVIDER: "openai" }).message).not.toContain("got");
    expect(configError({ DATABASE_URL: "mysql://admin:hunter2@db:3306/app" }).message).toBe(
      'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://admin:***@db:3306/app")',
    );
    expect(configError({ DATABASE_URL: "postgres//admin:hunter2@db/app" }).message).toBe(
      'Invalid configuration: DATABASE_URL must be a URL (got "postgres//admin:***@db/app")',
    );
    const origins = configError({ ALLOWED_ORIGINS: "https://me:p@ss@proxy.example, nope" }).message;
    expect(origins).toContain("https://me:***@proxy.example, nope");
    expect(origins).not.toMatch(/hunter2|p@ss/);
  });
});
