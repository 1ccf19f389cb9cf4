import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productRoot } from "../paths";
import { startFakeLlm, type FakeLlmServer } from "../testing/fake-llm";

let fake: FakeLlmServer;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(async () => {
  await fake.close();
});

/** Runs `npm run ai:check`'s script with the given environment (no other variables of this process). */
function aiCheck(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const tsx = path.join(productRoot(), "node_modules", ".bin", "tsx");
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [path.join(productRoot(), "server", "engines", "check-cli.ts")], {
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out }));
  });
}

describe("npm run ai:check", () => {
  it("calls the configured model once and prints provider, model, latency, tokens and cost", async () => {
    fake.script({ text: "ready", inputTokens: 14, outputTokens: 2 });
    const { code, out } = await aiCheck({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.url,
      AI_MODEL: "qwen2.5:7b",
      AI_PRICE_INPUT_PER_MTOK: "1",
      AI_PRICE_OUTPUT_PER_MTOK: "4",
    });
    expect(out).toContain("provider:  openai-compatible");
    expect(out).toContain("model:     qwen2.5:7b");
    expect(out).toMatch(/latency: {3}\d+ ms/);
    expect(out).toContain("tokens:    14 in, 2 out");
    expect(out).toContain("cost:      $0.000022");
    expect(out).toContain('answer:    "ready"');
    expect(code).toBe(0);
  }, 30_000);

  it("prints the exact reason when the model does not answer, and exits 1", async () => {
    fake.script({ status: 401, body: '{"error":{"message":"Invalid API key","type":"auth"}}' });
    const { code, out } = await aiCheck({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.url,
      AI_MODEL: "qwen2.5:7b",
      AI_API_KEY: "wrong",
    });
    expect(out).toContain("The model did not answer: the model's server refused the key (HTTP 401)");
    expect(fake.requests.at(-1)?.headers.authorization).toBe("Bearer wrong");
    expect(code).toBe(1);
  }, 30_000);

  it("says what is missing in the configuration", async () => {
    const { code, out } = await aiCheck({ AI_PROVIDER: "anthropic" });
    expect(out).toContain("Invalid configuration: ANTHROPIC_API_KEY is required when AI_PROVIDER=anthropic");
    expect(code).toBe(1);
  }, 30_000);
});
