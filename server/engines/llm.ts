import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import {
  APICallError,
  generateText,
  NoObjectGeneratedError,
  Output,
  RetryError,
  streamText,
  type LanguageModel,
  type LanguageModelUsage,
  type ModelMessage,
} from "ai";
import type { z } from "zod";
import type { AiProvider, GeneratedBy } from "../../domain/api/ai";
import type { Config } from "../config";
import { log } from "../logger";
import { Circuit } from "./circuit";
import { costOf, priceOf, type Price } from "./prices";
import { redactSecrets } from "./redact";

/*
 * The one module that talks to language models (DESIGN.md §2, STYLE §15): the configured provider through the
 * Vercel AI SDK, structured answers checked by the phase's zod schema and its cross-reference checks, at most two
 * repair turns, per-call time limits, retries on 429/5xx (the SDK's, with backoff), and a record of every call's
 * tokens, time and cost. A caller gets a validated value or the reason, in words, that the embedded engine must
 * build in the model's place; nothing here throws at a caller for a model's fault.
 */

export type LlmProvider = Exclude<AiProvider, "embedded">;

/** Models used when AI_MODEL is not set. */
export const DEFAULT_MODELS: Record<"openai" | "anthropic", string> = {
  openai: "gpt-4.1-mini",
  anthropic: "claude-sonnet-4-5",
};

/** Repair turns after a first answer that does not validate. */
export const MAX_REPAIRS = 2;
/** The SDK's own retries of a call that failed with 429, 5xx or a network error (backoff from 2 s, doubling). */
export const MAX_RETRIES = 2;

export interface ModelHandle {
  provider: LlmProvider;
  modelId: string;
  model: LanguageModel;
}

/** The configured model, or null for the embedded engine. */
export function createModel(ai: Config["ai"]): ModelHandle | null {
  switch (ai.provider) {
    case "embedded":
      return null;
    case "openai": {
      const modelId = ai.model ?? DEFAULT_MODELS.openai;
      const openai = createOpenAI({
        apiKey: ai.openaiApiKey,
        ...(ai.baseUrl ? { baseURL: ai.baseUrl } : {}),
      });
      return { provider: "openai", modelId, model: openai(modelId) };
    }
    case "anthropic": {
      const modelId = ai.model ?? DEFAULT_MODELS.anthropic;
      const anthropic = createAnthropic({
        apiKey: ai.anthropicApiKey,
        ...(ai.baseUrl ? { baseURL: ai.baseUrl } : {}),
      });
      return { provider: "anthropic", modelId, model: anthropic(modelId) };
    }
    case "openai-compatible": {
      // config.ts requires both for this provider.
      const modelId = ai.model ?? "";
      const compatible = createOpenAICompatible({
        name: "openai-compatible",
        baseURL: ai.baseUrl ?? "",
        ...(ai.compatibleApiKey ? { apiKey: ai.compatibleApiKey } : {}),
        supportsStructuredOutputs: true,
        includeUsage: true,
      });
      return { provider: "openai-compatible", modelId, model: compatible.chatModel(modelId) };
    }
  }
}

/** One model call as it is recorded (ai_calls). */
export interface CallRecord {
  projectId: number;
  agent: string;
  provider: LlmProvider;
  model: string;
  inputTokens: number;
  outputTokens: number;
  durationMs: number;
  costUsd: number;
  outcome: "ok" | "invalid" | "failed";
}

export interface UsageStore {
  record(call: CallRecord): Promise<void>;
  /** What the project's calls have cost so far, in US dollars. */
  spent(projectId: number): Promise<number>;
}

export interface StructuredRequest<S extends z.ZodType> {
  /** The agent asking: "Requirements AI", "Solution Architect", … (recorded with the call). */
  agent: string;
  projectId: number;
  system: string;
  prompt: string;
  schema: S;
  /** Cross-reference checks beyond the schema: each problem in words ("relation to unknown entity Owner"). */
  check?: (value: z.infer<S>) => string[];
  /** Cancels the call when the work it serves is superseded. */
  signal?: AbortSignal;
  /**
   * Streams the answer: called with each partial value as it arrives (fields may be missing or cut short). The
   * whole answer is validated as usual once the stream ends.
   */
  onPartial?: (partial: unknown) => void;
  /**
   * With `onPartial`: the call ends, as a failure, when nothing new arrives for this long (a chat turn falls back
   * within seconds of a silent model instead of at the time limit).
   */
  silenceMs?: number;
}

/** One model call as `structured` makes it (a first answer or a repair turn). */
interface ModelCall {
  system: string;
  messages: ModelMessage[];
  schema: z.ZodType;
  abortSignal: AbortSignal;
}

interface ModelAnswer {
  text: string;
  usage: LanguageModelUsage;
  value: unknown;
}

export type StructuredResult<T> = { ok: true; value: T; by: GeneratedBy } | { ok: false; reason: string };

export interface LlmOptions {
  timeoutMs: number;
  /** Retries of a call that failed with 429, 5xx or a network error (AI_MAX_RETRIES, default MAX_RETRIES). */
  maxRetries?: number;
  budgetUsd?: number | undefined;
  /** The configured keys: never written to the log, even where a server's answer echoes them. */
  secrets?: readonly (string | undefined)[];
  price?: Partial<Price>;
  usage: UsageStore;
}

/** The configured model with validation, repair, fallback reasons and usage (one per server process). */
export class Llm {
  readonly provider: LlmProvider;
  readonly modelId: string;
  private readonly model: LanguageModel;
  private readonly price: Price | null;
  private readonly circuit = new Circuit();

  constructor(
    handle: ModelHandle,
    private readonly options: LlmOptions,
  ) {
    this.provider = handle.provider;
    this.modelId = handle.modelId;
    this.model = handle.model;
    this.price = priceOf(handle.provider, handle.modelId, options.price ?? {});
  }

  /** What a document, message or file written by this model records. */
  get generatedBy(): GeneratedBy {
    return { engine: "llm", provider: this.provider, model: this.modelId };
  }

  /** What the server said of a failed call, for the log: one line, the configured keys and other secrets out. */
  failureDetail(error: unknown): string {
    return failureDetail(error, this.options.secrets);
  }

  /** What a fallback records: the embedded engine, and why the model's answer was not used. */
  fallback(reason: string): GeneratedBy {
    return { engine: "embedded-fallback", provider: this.provider, model: this.modelId, reason };
  }

  /**
   * Asks for a value of `schema`. An answer that breaks the schema or the checks is sent back with its problems,
   * at most MAX_REPAIRS times. Returns the value, or why there is none (budget spent, timeout, unreachable, refused,
   * never valid).
   */
  async structured<S extends z.ZodType>(
    request: StructuredRequest<S>,
  ): Promise<StructuredResult<z.infer<S>>> {
    const budget = await this.budgetLeft(request.projectId);
    if (budget !== null) return { ok: false, reason: budget };
    const open = this.circuit.refusal();
    if (open !== null) return { ok: false, reason: open };
    const messages: ModelMessage[] = [{ role: "user", content: request.prompt }];
    let problems: string[] = [];
    for (let attempt = 0; attempt <= MAX_REPAIRS; attempt += 1) {
      const started = performance.now();
      let text = "";
      let usage: LanguageModelUsage | undefined;
      let value: z.infer<S> | undefined;
      const timeout = AbortSignal.timeout(this.options.timeoutMs);
      const silence = new Silence(request.onPartial ? request.silenceMs : undefined);
      try {
        const abortSignal = AbortSignal.any([
          timeout,
          silence.signal,
          ...(request.signal ? [request.signal] : []),
        ]);
        const call = { system: request.system, messages, schema: request.schema, abortSignal };
        const answer = request.onPartial
          ? await this.streamOnce(call, (partial) => {
              silence.heard();
              request.onPartial?.(partial);
            })
          : await this.generateOnce(call);
        text = answer.text;
        usage = answer.usage;
        value = answer.value as z.infer<S>;
        problems = request.check?.(value) ?? [];
      } catch (error) {
        if (!NoObjectGeneratedError.isInstance(error)) {
          await this.record(request, started, usage, "failed");
          const reason = timeout.aborted
            ? `the model did not answer in time (${duration(this.options.timeoutMs)}, retries included)`
            : silence.signal.aborted
              ? `the model was silent for ${duration(request.silenceMs ?? 0)}`
              : describeFailure(error);
          if (!request.signal?.aborted) this.circuit.failed(reason);
          log.warn(`${request.agent}: the model call failed (${reason})`, {
            project: request.projectId,
            detail: this.failureDetail(error),
          });
          return { ok: false, reason };
        }
        text = error.text ?? "";
        usage = error.usage;
        problems = [answerProblem(error, text)];
      } finally {
        silence.stop();
      }
      this.circuit.answered();
      await this.record(request, started, usage, problems.length === 0 ? "ok" : "invalid");
      if (problems.length === 0 && value !== undefined) return { ok: true, value, by: this.generatedBy };
      messages.push(
        { role: "assistant", content: text || "(empty answer)" },
        { role: "user", content: repair(problems) },
      );
    }
    return { ok: false, reason: `the model's answer did not validate: ${problems.slice(0, 3).join("; ")}` };
  }

  private async generateOnce(call: ModelCall): Promise<ModelAnswer> {
    const result = await generateText({
      model: this.model,
      system: call.system,
      messages: call.messages,
      output: Output.object({ schema: call.schema }),
      maxRetries: this.options.maxRetries ?? MAX_RETRIES,
      abortSignal: call.abortSignal,
    });
    return { text: result.text, usage: result.usage, value: result.output };
  }

  /**
   * One streamed call: each new partial value goes to `onPartial`. A stream that fails or is cut throws like a
   * failed call (its error, or the SDK's "no output"); an answer that is not a value of the schema throws
   * NoObjectGeneratedError, as `generateText` does.
   */
  private async streamOnce(call: ModelCall, onPartial: (partial: unknown) => void): Promise<ModelAnswer> {
    let failure: unknown;
    const result = streamText({
      model: this.model,
      system: call.system,
      messages: call.messages,
      output: Output.object({ schema: call.schema }),
      maxRetries: this.options.maxRetries ?? MAX_RETRIES,
      abortSignal: call.abortSignal,
      onError: ({ error }) => {
        failure ??= error;
      },
    });
    for await (const partial of result.partialOutputStream) onPartial(partial);
    if (failure !== undefined) throw failure;
    const [text, usage, value] = await Promise.all([result.text, result.totalUsage, result.output]);
    return { text, usage, value };
  }

  /** A one-line call to see that the model answers (npm run ai:check, the start-up probe): nothing is recorded. */
  async probe(): Promise<{ text: string; inputTokens: number; outputTokens: number; ms: number }> {
    const started = performance.now();
    const result = await generateText({
      model: this.model,
      prompt: "Reply with the single word: ready",
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(this.options.timeoutMs),
    });
    return {
      text: result.text,
      inputTokens: result.usage.inputTokens ?? 0,
      outputTokens: result.usage.outputTokens ?? 0,
      ms: Math.round(performance.now() - started),
    };
  }

  private async budgetLeft(projectId: number): Promise<string | null> {
    const budget = this.options.budgetUsd;
    if (budget === undefined) return null;
    const spent = await this.options.usage.spent(projectId);
    return spent >= budget
      ? `the project's AI budget of $${budget.toFixed(2)} is spent ($${spent.toFixed(4)} used)`
      : null;
  }

  private async record(
    request: { agent: string; projectId: number },
    started: number,
    usage: LanguageModelUsage | undefined,
    outcome: CallRecord["outcome"],
  ): Promise<void> {
    const inputTokens = usage?.inputTokens ?? 0;
    const outputTokens = usage?.outputTokens ?? 0;
    await this.options.usage.record({
      projectId: request.projectId,
      agent: request.agent,
      provider: this.provider,
      model: this.modelId,
      inputTokens,
      outputTokens,
      durationMs: Math.round(performance.now() - started),
      costUsd: costOf(this.price, inputTokens, outputTokens),
      outcome,
    });
  }
}

/** The repair turn: the problems, and the request to answer again with the whole corrected JSON. */
function repair(problems: readonly string[]): string {
  return [
    "Your answer could not be used:",
    ...problems.slice(0, 10).map((p) => `- ${p}`),
    "Answer again with the whole corrected JSON object only, following the schema.",
  ].join("\n");
}

/** Why an answer was not a value of the schema, in words. */
function answerProblem(error: NoObjectGeneratedError, text: string): string {
  if (!text.trim()) return "the answer was empty";
  if (error.finishReason === "length") return "the answer was cut off (too long)";
  if (error.finishReason === "content-filter") return "the model refused to answer";
  const cause = error.cause instanceof Error ? error.cause.message : error.message;
  return `the answer is not valid JSON for the schema: ${firstLines(cause)}`;
}

/**
 * Why a call failed, in plain words a user reads next to the fallback. It never quotes what the server or the
 * network library said (a server may echo the request's key): those details go to the server log, redacted, by
 * `failureDetail`.
 */
export function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return error.name === "TimeoutError" ? "the model did not answer in time" : "the request was cancelled";
  if (RetryError.isInstance(error)) return describeFailure(error.lastError);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined) return "the model's server could not be reached";
    if (status < 300) return "the model's server sent an answer that could not be read";
    if (status === 401 || status === 403) return `the model's server refused the key (HTTP ${status})`;
    if (status === 404) return `the model's server does not know the model (HTTP 404)`;
    if (status === 429) return "the model's server is rate-limiting requests (HTTP 429)";
    return `the model's server answered HTTP ${status}${status >= 500 ? " (a server error)" : ""}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/fetch failed|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|socket/i.test(message))
    return "the model's server could not be reached";
  return "the model call failed";
}

/** What the server and the network library said of a failed call, one line, secrets taken out: for the log. */
export function failureDetail(error: unknown, secrets: readonly (string | undefined)[] = []): string {
  const inner = RetryError.isInstance(error) ? error.lastError : error;
  const body = APICallError.isInstance(inner) ? (inner.responseBody ?? "") : "";
  const message = inner instanceof Error ? inner.message : String(inner);
  const cause = inner instanceof Error && inner.cause instanceof Error ? ` (${inner.cause.message})` : "";
  return redactSecrets(firstLines(`${message}${cause}${body ? ` — ${body}` : ""}`), secrets);
}

/** Aborts when `ms` pass without `heard()` (never, without `ms`). */
class Silence {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly ms: number | undefined) {
    this.heard();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  heard(): void {
    if (this.ms === undefined) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.controller.abort(new Error("silent")), this.ms);
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}

function duration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

function firstLines(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 200 ? `${line.slice(0, 197)}…` : line;
}
