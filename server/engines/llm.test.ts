import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Config } from "../config";
import { fakeAiConfig, startFakeLlm, type FakeLlmServer } from "../testing/fake-llm";
import { createModel, Llm, type CallRecord, type LlmOptions } from "./llm";

let fake: FakeLlmServer;
let calls: CallRecord[];

beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  calls = [];
  fake.requests.length = 0;
  expect(fake.pending()).toBe(0);
});

const ai = (overrides: Partial<Config["ai"]> = {}): Config["ai"] =>
  fakeAiConfig(fake.url, { timeoutMs: 5000, ...overrides });

function llm(config: Config["ai"] = ai(), options: Partial<LlmOptions> = {}, spent = 0): Llm {
  const handle = createModel(config);
  if (!handle) throw new Error("no model");
  return new Llm(handle, {
    timeoutMs: config.timeoutMs,
    budgetUsd: config.budgetUsd,
    price: config.price,
    maxRetries: 0,
    usage: { record: async (call) => void calls.push(call), spent: async () => spent },
    ...options,
  });
}

const schema = z.object({
  entities: z.array(z.object({ name: z.string(), relatesTo: z.array(z.string()) })),
});
const request = {
  agent: "Solution Architect",
  projectId: 7,
  system: "You design data models.",
  prompt: "<data>A vet clinic</data>",
  schema,
  check: (value: z.infer<typeof schema>) => {
    const names = new Set(value.entities.map((e) => e.name));
    return value.entities.flatMap((e) =>
      e.relatesTo.filter((r) => !names.has(r)).map((r) => `relation to unknown entity ${r}`),
    );
  },
};
const good = {
  entities: [
    { name: "Pet", relatesTo: ["Owner"] },
    { name: "Owner", relatesTo: [] },
  ],
};
const dangling = { entities: [{ name: "Pet", relatesTo: ["Owner"] }] };

describe("structured answers from an OpenAI-compatible server", () => {
  it("returns the validated value, says the model wrote it, asks with a JSON schema and records the call", async () => {
    fake.script({ text: good, inputTokens: 321, outputTokens: 45 });
    const result = await llm().structured(request);
    expect(result).toEqual({
      ok: true,
      value: good,
      by: { engine: "llm", provider: "openai-compatible", model: "llama3.2" },
    });
    const sent = fake.requests[0];
    expect(sent?.path).toBe("/v1/chat/completions");
    expect(sent?.body.model).toBe("llama3.2");
    expect(JSON.stringify(sent?.body.response_format)).toContain("json_schema");
    expect(JSON.stringify(sent?.body.messages)).toContain("You design data models.");
    expect(calls).toEqual([
      expect.objectContaining({
        projectId: 7,
        agent: "Solution Architect",
        provider: "openai-compatible",
        model: "llama3.2",
        inputTokens: 321,
        outputTokens: 45,
        costUsd: 0,
        outcome: "ok",
      }),
    ]);
  });

  it("sends a failed cross-reference check back, and keeps the repaired answer", async () => {
    fake.script({ text: dangling }, { text: good });
    const result = await llm().structured(request);
    expect(result.ok).toBe(true);
    const repair = JSON.stringify(fake.requests[1]?.body.messages);
    expect(repair).toContain("relation to unknown entity Owner");
    expect(repair).toContain("Answer again with the whole corrected JSON object only");
    expect(calls.map((c) => c.outcome)).toEqual(["invalid", "ok"]);
  });

  it("repairs at most twice, then gives the reason for the embedded engine to say", async () => {
    fake.script({ text: dangling }, { text: "not json at all" }, { text: { entities: "none" } });
    const result = await llm().structured(request);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toMatch(
      /^the model's answer did not validate: the answer is not valid JSON for the schema/,
    );
    expect(fake.requests).toHaveLength(3);
    expect(calls.map((c) => c.outcome)).toEqual(["invalid", "invalid", "invalid"]);
  });

  it("treats an empty answer as a problem to repair", async () => {
    fake.script({ text: "" }, { text: good });
    const result = await llm().structured(request);
    expect(result.ok).toBe(true);
    expect(JSON.stringify(fake.requests[1]?.body.messages)).toContain("the answer was empty");
  });

  it("prices calls to a hosted model and lets the environment override the price", async () => {
    fake.script({ text: good, inputTokens: 1_000_000, outputTokens: 500_000 });
    await llm(ai({ price: { inputPerMTok: 0.5, outputPerMTok: 2 } })).structured(request);
    expect(calls[0]?.costUsd).toBe(1.5);
  });

  it("stops asking once the project's budget is spent, without a request", async () => {
    const result = await llm(ai({ budgetUsd: 1 }), {}, 1.25).structured(request);
    expect(result).toEqual({ ok: false, reason: "the project's AI budget of $1.00 is spent ($1.2500 used)" });
    expect(fake.requests).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });
});

describe("faults end in a reason, never an exception", () => {
  const cases: { name: string; replies: Parameters<FakeLlmServer["script"]>; reason: RegExp }[] = [
    { name: "a server error", replies: [{ status: 500 }], reason: /^the model's server answered HTTP 500/ },
    { name: "rate limiting", replies: [{ status: 429 }], reason: /rate-limiting requests \(HTTP 429\)/ },
    { name: "a refused key", replies: [{ status: 401 }], reason: /refused the key \(HTTP 401\)/ },
    { name: "an unknown model", replies: [{ status: 404 }], reason: /does not know the model/ },
    {
      name: "an HTML page instead of JSON",
      replies: [{ raw: "<html><body>Bad gateway</body></html>", contentType: "text/html" }],
      reason: /^the model call failed|^the model's server/,
    },
    {
      name: "a cut JSON body",
      replies: [
        {
          raw: '{"id":"chatcmpl-1","choices":[{"message":{"content":"{\\"ent',
          contentType: "application/json",
        },
      ],
      reason: /^the model call failed|^the model's server/,
    },
  ];
  for (const { name, replies, reason } of cases)
    it(name, async () => {
      fake.script(...replies);
      const result = await llm().structured(request);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(reason);
      expect(calls.map((c) => c.outcome)).toEqual(["failed"]);
    });

  it("never shows or logs a key a server's error echoes: a plain reason, the details redacted in the log", async () => {
    const key = "sk-echoed-0123456789abcdef";
    fake.script({
      status: 500,
      body: `upstream failure for credential Bearer ${key} (provider said: ${key})`,
    });
    const lines: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string | Uint8Array) => (
      lines.push(String(chunk)),
      true
    )) as typeof write;
    try {
      const result = await llm(ai(), { secrets: [key] }).structured(request);
      expect(result).toEqual({ ok: false, reason: "the model's server answered HTTP 500 (a server error)" });
    } finally {
      process.stderr.write = write;
    }
    const logged = lines.join("");
    expect(logged).toContain("upstream failure for credential Bearer [redacted]");
    expect(logged).not.toContain(key);
    expect(logged).not.toContain("0123456789abcdef");
  });

  it("a streamed call ends when the model is silent for silenceMs, well before the time limit", async () => {
    fake.script({ hang: true });
    const started = Date.now();
    const result = await llm(ai({ timeoutMs: 20_000 })).structured({
      ...request,
      onPartial: () => {},
      silenceMs: 300,
    });
    expect(result).toEqual({ ok: false, reason: "the model was silent for 300 ms" });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("after three calls without an answer, a dead model is not asked again until its cool-down ends", async () => {
    const model = llm();
    fake.script({ status: 503 }, { status: 503 }, { status: 503 });
    for (let i = 0; i < 3; i += 1) expect((await model.structured(request)).ok).toBe(false);
    expect(fake.requests).toHaveLength(3);
    const fourth = await model.structured(request);
    expect(fourth.ok).toBe(false);
    if (!fourth.ok)
      expect(fourth.reason).toMatch(
        /^the model has not answered the last 3 calls \(the model's server answered HTTP 503 \(a server error\)\); the embedded engine answers until it does \(next try in \d+ s\)$/,
      );
    expect(fake.requests).toHaveLength(3);
    expect(calls.map((c) => c.outcome)).toEqual(["failed", "failed", "failed"]);
  });

  it("a refusal", async () => {
    fake.script({ refusal: "I can't help with that." }, { refusal: "No." }, { refusal: "No." });
    const result = await llm().structured(request);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain("did not validate");
  });

  it("a hang: the call's time limit ends it", async () => {
    fake.script({ hang: true });
    const started = Date.now();
    const result = await llm(ai({ timeoutMs: 300 })).structured(request);
    expect(result).toEqual({
      ok: false,
      reason: "the model did not answer in time (300 ms, retries included)",
    });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("a server that cannot be reached", async () => {
    const result = await llm(ai({ baseUrl: "http://127.0.0.1:9/v1" })).structured(request);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/^the model's server could not be reached/);
  });

  it("retries a 5xx with backoff before giving up", { timeout: 15_000 }, async () => {
    fake.script({ status: 503 }, { text: good });
    const result = await llm(ai(), { maxRetries: 1 }).structured(request);
    expect(result.ok).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });
});

describe("other providers", () => {
  it("OpenAI through the Responses API", async () => {
    fake.script({ text: good, inputTokens: 1000, outputTokens: 100 });
    const model = llm(ai({ provider: "openai", model: "gpt-4.1-mini", openaiApiKey: "sk-test" }));
    const result = await model.structured(request);
    expect(result.ok).toBe(true);
    expect(fake.requests[0]?.path).toBe("/v1/responses");
    expect(fake.requests[0]?.headers.authorization).toBe("Bearer sk-test");
    // gpt-4.1-mini's list price: $0.40 in, $1.60 out per million tokens.
    expect(calls[0]?.costUsd).toBe(0.00056);
  });

  it("Anthropic Messages, with a model that answers through the json tool", async () => {
    fake.script({ text: good });
    const model = llm(ai({ provider: "anthropic", model: "claude-3-5-haiku-latest", anthropicApiKey: "k" }));
    const result = await model.structured(request);
    expect(result).toMatchObject({ ok: true, value: good });
    expect(fake.requests[0]?.path).toBe("/v1/messages");
    expect(fake.requests[0]?.headers["x-api-key"]).toBe("k");
  });

  it("Anthropic Messages, with a model that answers in its structured output format", async () => {
    fake.script({ text: good });
    const model = llm(ai({ provider: "anthropic", model: "claude-sonnet-4-5", anthropicApiKey: "k" }));
    const result = await model.structured(request);
    expect(result).toMatchObject({ ok: true, value: good });
  });
});

describe.each([
  ["openai-compatible", "/v1/chat/completions"],
  ["openai", "/v1/responses"],
  ["anthropic", "/v1/messages"],
] as const)("a streamed answer from %s", (provider, path) => {
  const config = () =>
    ai({
      provider,
      model:
        provider === "openai-compatible"
          ? "llama3.2"
          : provider === "openai"
            ? "gpt-4.1-mini"
            : "claude-sonnet-4-5",
      openaiApiKey: "sk-test",
      anthropicApiKey: "sk-ant-test",
    });

  it("passes each partial value on as it arrives, then validates the whole", async () => {
    fake.script({ text: good, inputTokens: 50, outputTokens: 30 });
    const partials: unknown[] = [];
    const result = await llm(config()).structured({ ...request, onPartial: (p) => partials.push(p) });
    expect(result).toMatchObject({ ok: true, value: good });
    expect(fake.requests[0]?.path).toBe(path);
    expect(fake.requests[0]?.body.stream).toBe(true);
    // The answer arrived in pieces: the first partial holds less than the whole.
    expect(partials.length).toBeGreaterThan(1);
    expect(JSON.stringify(partials[0]).length).toBeLessThan(JSON.stringify(good).length);
    expect(partials.at(-1)).toEqual(good);
    expect(calls).toEqual([expect.objectContaining({ inputTokens: 50, outputTokens: 30, outcome: "ok" })]);
  });

  it("ends a stream cut half-way as a failure with a reason, never a value", async () => {
    const text = JSON.stringify(good);
    fake.script({ stream: [text.slice(0, 20), text.slice(20, 40)], cut: true });
    const result = await llm(config()).structured({ ...request, onPartial: () => undefined });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason.length).toBeGreaterThan(10);
    expect(calls.map((c) => c.outcome)).toEqual([expect.stringMatching(/failed|invalid/)]);
  });
});
