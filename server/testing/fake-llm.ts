import type http from "node:http";
import type { Config } from "../config";
import { startLoopbackServer } from "./loopback-server";

/*
 * A fake model server on loopback for tests (STYLE §15: never a live model). It speaks the three wire formats the
 * product uses: OpenAI chat completions (`/v1/chat/completions`, as OpenAI-compatible servers such as Ollama do,
 * with `stream: true` as server-sent events), the OpenAI Responses API (`/v1/responses`) and Anthropic Messages
 * (`/v1/messages`, answering a forced `json` tool with a tool_use block). Each request takes the next scripted
 * reply; with none left it asks the responder, if one is set (a function of the request, e.g. fake-drafts.ts), and
 * otherwise answers 500. Every request body is kept for assertions.
 */

export type FakeReply =
  /** The assistant's text (an object is sent as its JSON), with token counts. */
  | { text: string | object; inputTokens?: number; outputTokens?: number; finish?: "stop" | "length" }
  /** A refusal (OpenAI's refusal part, Anthropic's stop_reason "refusal"). */
  | { refusal: string }
  /** An HTTP error with a body (429, 500, 401, …). */
  | { status: number; body?: string }
  /** A body with any content type (HTML from a proxy, a cut JSON, …), status 200. */
  | { raw: string; contentType: string }
  /** Never answers (a hang): the client's time limit must end it. */
  | { hang: true }
  /** Streamed text: the chunks, and whether the stream is cut before it ends (a text reply to a request that asks
   * for a stream is streamed in chunks too). */
  | { stream: string[]; cut?: boolean; inputTokens?: number; outputTokens?: number; chunkDelayMs?: number };

export interface FakeRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeLlmServer {
  /** Base URL with /v1 (AI_BASE_URL). */
  url: string;
  requests: FakeRequest[];
  /** Adds replies to the end of the script. */
  script(...replies: FakeReply[]): void;
  /** Replies not used yet. */
  pending(): number;
  /** Answers requests once the script is used up (undefined: 500). */
  respond(responder: ((request: FakeRequest) => FakeReply | undefined) | null): void;
  close(): Promise<void>;
}

/** Test keys the SDK sends to the fake (it never checks them); a provider without its key will not start. */
const TEST_KEYS = { openaiApiKey: "sk-test", anthropicApiKey: "sk-ant-test" } as const;
/** The model each provider is named with in tests. */
export const TEST_MODELS = {
  "openai-compatible": "llama3.2",
  openai: "gpt-4.1-mini",
  anthropic: "claude-sonnet-4-5",
} as const;

/**
 * The AI settings of a product pointed at the fake server: the OpenAI-compatible provider by default, no retries,
 * no budget, no price; `overrides` change any of it (another provider gets its test model and key).
 */
export function fakeAiConfig(url: string, overrides: Partial<Config["ai"]> = {}): Config["ai"] {
  const provider = overrides.provider ?? "openai-compatible";
  return {
    provider,
    model: provider === "embedded" ? undefined : TEST_MODELS[provider],
    baseUrl: url,
    openaiApiKey: provider === "openai" ? TEST_KEYS.openaiApiKey : undefined,
    anthropicApiKey: provider === "anthropic" ? TEST_KEYS.anthropicApiKey : undefined,
    compatibleApiKey: undefined,
    budgetUsd: undefined,
    price: {},
    timeoutMs: 10_000,
    maxRetries: 0,
    ...overrides,
  };
}

export async function startFakeLlm(): Promise<FakeLlmServer> {
  const queue: FakeReply[] = [];
  let responder: ((request: FakeRequest) => FakeReply | undefined) | null = null;
  const requests: FakeRequest[] = [];
  const server = await startLoopbackServer(({ path, headers, raw }, res) => {
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw || "{}") as Record<string, unknown>;
    } catch {
      body = {};
    }
    const request = { path, headers, body };
    requests.push(request);
    const reply = queue.shift() ?? responder?.(request);
    if (!reply) return send(res, 500, { error: { message: "the fake model has no scripted reply left" } });
    answer(path, body, reply, res);
  });
  return {
    url: `http://127.0.0.1:${server.port}/v1`,
    requests,
    script: (...replies) => queue.push(...replies),
    pending: () => queue.length,
    respond: (next) => {
      responder = next;
    },
    close: () => server.close(),
  };
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

type Tokens = { inputTokens?: number; outputTokens?: number };

function tokensOf(reply: FakeReply): Tokens {
  return "text" in reply || "stream" in reply ? reply : {};
}

function textOf(reply: { text: string | object }): string {
  return typeof reply.text === "string" ? reply.text : JSON.stringify(reply.text);
}

function answer(
  path: string,
  body: Record<string, unknown>,
  reply: FakeReply,
  res: http.ServerResponse,
): void {
  if ("hang" in reply) return;
  if ("status" in reply) {
    res.writeHead(reply.status, { "content-type": "application/json" });
    res.end(reply.body ?? JSON.stringify({ error: { message: `fake error ${reply.status}`, type: "fake" } }));
    return;
  }
  if ("raw" in reply) {
    res.writeHead(200, { "content-type": reply.contentType });
    res.end(reply.raw);
    return;
  }
  const streamed: FakeReply =
    body.stream === true && "text" in reply ? { ...tokensOf(reply), stream: chunks(textOf(reply)) } : reply;
  if (path.endsWith("/chat/completions")) return chatCompletion(body, streamed, res);
  if (path.endsWith("/responses"))
    return "stream" in streamed ? responsesStream(streamed, res) : responses(reply, res);
  if (path.endsWith("/messages"))
    return "stream" in streamed ? anthropicStream(body, streamed, res) : anthropic(body, reply, res);
  send(res, 404, { error: { message: `no such path ${path}` } });
}

function chatCompletion(body: Record<string, unknown>, reply: FakeReply, res: http.ServerResponse): void {
  const model = String(body.model ?? "fake");
  if ("stream" in reply) {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const chunk = (delta: object, finish: string | null, usage?: object) =>
      `data: ${JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion.chunk",
        created: 1_700_000_000,
        model,
        choices: [{ index: 0, delta, finish_reason: finish }],
        ...(usage ? { usage } : {}),
      })}\n\n`;
    const finish = () => {
      res.write(
        chunk({}, "stop", {
          prompt_tokens: reply.inputTokens ?? 100,
          completion_tokens: reply.outputTokens ?? 20,
          total_tokens: (reply.inputTokens ?? 100) + (reply.outputTokens ?? 20),
        }),
      );
      res.end("data: [DONE]\n\n");
    };
    res.write(chunk({ role: "assistant", content: "" }, null));
    void (async () => {
      for (const piece of reply.stream) {
        if (reply.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, reply.chunkDelayMs));
        res.write(chunk({ content: piece }, null));
      }
      if (reply.cut) res.destroy();
      else finish();
    })();
    return;
  }
  const refusal = "refusal" in reply ? reply.refusal : null;
  const text = "text" in reply ? textOf(reply) : null;
  const usage = tokensOf(reply);
  send(res, 200, {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 1_700_000_000,
    model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: text, ...(refusal ? { refusal } : {}) },
        finish_reason:
          "text" in reply && reply.finish === "length" ? "length" : refusal ? "content_filter" : "stop",
      },
    ],
    usage: {
      prompt_tokens: usage.inputTokens ?? 100,
      completion_tokens: usage.outputTokens ?? 20,
      total_tokens: (usage.inputTokens ?? 100) + (usage.outputTokens ?? 20),
    },
  });
}

function responses(reply: FakeReply, res: http.ServerResponse): void {
  const content =
    "refusal" in reply
      ? [{ type: "refusal", refusal: reply.refusal }]
      : [{ type: "output_text", text: "text" in reply ? textOf(reply) : "", annotations: [] }];
  const usage = tokensOf(reply);
  send(res, 200, {
    id: "resp_fake",
    object: "response",
    created_at: 1_700_000_000,
    status: "completed",
    model: "fake",
    output: [{ type: "message", id: "msg_fake", status: "completed", role: "assistant", content }],
    incomplete_details: null,
    usage: {
      input_tokens: usage.inputTokens ?? 100,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: usage.outputTokens ?? 20,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: (usage.inputTokens ?? 100) + (usage.outputTokens ?? 20),
    },
  });
}

function anthropic(body: Record<string, unknown>, reply: FakeReply, res: http.ServerResponse): void {
  const usage = tokensOf(reply);
  const tools = Array.isArray(body.tools) ? (body.tools as { name?: string }[]) : [];
  const jsonTool = tools.some((t) => t.name === "json");
  let content: object[];
  let stop = "end_turn";
  if ("refusal" in reply) {
    content = [{ type: "text", text: reply.refusal }];
    stop = "refusal";
  } else if ("text" in reply && jsonTool) {
    let input: unknown;
    try {
      input = typeof reply.text === "string" ? JSON.parse(reply.text) : reply.text;
    } catch {
      input = { unparsable: reply.text };
    }
    content = [{ type: "tool_use", id: "toolu_fake", name: "json", input }];
    stop = "tool_use";
  } else {
    content = [{ type: "text", text: "text" in reply ? textOf(reply) : "" }];
    if ("text" in reply && reply.finish === "length") stop = "max_tokens";
  }
  send(res, 200, {
    id: "msg_fake",
    type: "message",
    role: "assistant",
    model: String(body.model ?? "fake"),
    content,
    stop_reason: stop,
    stop_sequence: null,
    usage: { input_tokens: usage.inputTokens ?? 100, output_tokens: usage.outputTokens ?? 20 },
  });
}

/** A text in pieces of a few characters, as a model streams it. */
function chunks(text: string, size = 24): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

type Streamed = Extract<FakeReply, { stream: string[] }>;

function sse(res: http.ServerResponse): (event: string, data: object) => void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  return (event, data) => res.write(`event: ${event}\ndata: ${JSON.stringify({ type: event, ...data })}\n\n`);
}

/** The Responses API's server-sent events: created, the message item, text deltas, the item done, completed. */
function responsesStream(reply: Streamed, res: http.ServerResponse): void {
  const send = sse(res);
  send("response.created", { response: { id: "resp_fake", created_at: 1_700_000_000, model: "fake" } });
  send("response.output_item.added", {
    output_index: 0,
    item: { type: "message", id: "msg_fake", status: "in_progress", role: "assistant", content: [] },
  });
  for (const delta of reply.stream)
    send("response.output_text.delta", { item_id: "msg_fake", output_index: 0, content_index: 0, delta });
  if (reply.cut) {
    res.destroy();
    return;
  }
  const text = reply.stream.join("");
  send("response.output_item.done", {
    output_index: 0,
    item: {
      type: "message",
      id: "msg_fake",
      status: "completed",
      role: "assistant",
      content: [{ type: "output_text", text, annotations: [] }],
    },
  });
  send("response.completed", {
    response: {
      incomplete_details: null,
      usage: {
        input_tokens: reply.inputTokens ?? 100,
        input_tokens_details: { cached_tokens: 0 },
        output_tokens: reply.outputTokens ?? 20,
        output_tokens_details: { reasoning_tokens: 0 },
      },
    },
  });
  res.end();
}

/** Anthropic's server-sent events: the message, one content block (the json tool's input or text), its deltas. */
function anthropicStream(body: Record<string, unknown>, reply: Streamed, res: http.ServerResponse): void {
  const tools = Array.isArray(body.tools) ? (body.tools as { name?: string }[]) : [];
  const jsonTool = tools.some((t) => t.name === "json");
  const send = sse(res);
  send("message_start", {
    message: {
      id: "msg_fake",
      type: "message",
      role: "assistant",
      model: String(body.model ?? "fake"),
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: reply.inputTokens ?? 100, output_tokens: 1 },
    },
  });
  send("content_block_start", {
    index: 0,
    content_block: jsonTool
      ? { type: "tool_use", id: "toolu_fake", name: "json", input: {} }
      : { type: "text", text: "" },
  });
  for (const piece of reply.stream)
    send("content_block_delta", {
      index: 0,
      delta: jsonTool
        ? { type: "input_json_delta", partial_json: piece }
        : { type: "text_delta", text: piece },
    });
  if (reply.cut) {
    res.destroy();
    return;
  }
  send("content_block_stop", { index: 0 });
  send("message_delta", {
    delta: { stop_reason: jsonTool ? "tool_use" : "end_turn", stop_sequence: null },
    usage: { output_tokens: reply.outputTokens ?? 20 },
  });
  send("message_stop", {});
  res.end();
}
