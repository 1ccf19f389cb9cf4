import { z } from "zod";

/** The providers the product can use (AI_PROVIDER); "embedded" is the built-in deterministic engine. */
export const AI_PROVIDERS = ["embedded", "openai", "anthropic", "openai-compatible"] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/**
 * What produced a document version, a chat message or a generated file: the configured model ("llm"), the embedded
 * engine because no model is configured ("embedded"), or the embedded engine in the model's place because the model
 * failed or its answer did not validate ("embedded-fallback", with the reason in words).
 */
export const generatedBySchema = z.object({
  engine: z.enum(["llm", "embedded", "embedded-fallback"]),
  provider: z.enum(AI_PROVIDERS).optional(),
  model: z.string().optional(),
  reason: z.string().optional(),
});
export type GeneratedBy = z.infer<typeof generatedBySchema>;

export const EMBEDDED: GeneratedBy = { engine: "embedded" };

/** One line for the UI: "Written by gpt-4.1-mini", "Built by the embedded engine because …". */
export function describeGeneratedBy(by: GeneratedBy): string {
  if (by.engine === "llm") return `Written by ${by.model ?? by.provider ?? "the configured model"}`;
  if (by.engine === "embedded-fallback")
    return `Built by the embedded engine because ${by.reason ?? "the model could not be used"}`;
  return "Built by the embedded engine";
}

/** Token and cost totals of a project's model calls (GET /api/projects/{id}/ai-usage). */
export const aiUsageLineSchema = z.object({
  agent: z.string(),
  provider: z.string(),
  model: z.string(),
  calls: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  costUsd: z.number(),
});
export type AiUsageLine = z.infer<typeof aiUsageLineSchema>;

export const aiUsageSchema = z.object({
  totals: z.object({
    calls: z.number().int(),
    inputTokens: z.number().int(),
    outputTokens: z.number().int(),
    costUsd: z.number(),
  }),
  byAgent: z.array(aiUsageLineSchema),
  /** The engine the server runs with now, and the per-project budget when one is set. */
  engine: z.object({
    provider: z.enum(AI_PROVIDERS),
    model: z.string().nullable(),
    budgetUsd: z.number().nullable(),
  }),
});
export type AiUsage = z.infer<typeof aiUsageSchema>;
