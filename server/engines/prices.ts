import type { AiProvider } from "../../domain/api/ai";

/** US dollars per million tokens. */
export interface Price {
  inputPerMTok: number;
  outputPerMTok: number;
}

/**
 * Published list prices of common hosted models, matched by the longest prefix of the model id (ids carry dates:
 * "claude-sonnet-4-5-20250929"). A model not listed costs what AI_PRICE_INPUT_PER_MTOK / AI_PRICE_OUTPUT_PER_MTOK
 * say, and nothing when they are unset. A local OpenAI-compatible server costs nothing unless those variables say
 * otherwise.
 */
const LIST_PRICES: Record<"openai" | "anthropic", Record<string, Price>> = {
  openai: {
    "gpt-5": { inputPerMTok: 1.25, outputPerMTok: 10 },
    "gpt-5-mini": { inputPerMTok: 0.25, outputPerMTok: 2 },
    "gpt-5-nano": { inputPerMTok: 0.05, outputPerMTok: 0.4 },
    "gpt-4.1": { inputPerMTok: 2, outputPerMTok: 8 },
    "gpt-4.1-mini": { inputPerMTok: 0.4, outputPerMTok: 1.6 },
    "gpt-4.1-nano": { inputPerMTok: 0.1, outputPerMTok: 0.4 },
    "gpt-4o": { inputPerMTok: 2.5, outputPerMTok: 10 },
    "gpt-4o-mini": { inputPerMTok: 0.15, outputPerMTok: 0.6 },
    o3: { inputPerMTok: 2, outputPerMTok: 8 },
    "o3-mini": { inputPerMTok: 1.1, outputPerMTok: 4.4 },
    "o4-mini": { inputPerMTok: 1.1, outputPerMTok: 4.4 },
  },
  anthropic: {
    "claude-opus-4": { inputPerMTok: 15, outputPerMTok: 75 },
    "claude-opus-4-5": { inputPerMTok: 5, outputPerMTok: 25 },
    "claude-sonnet-4": { inputPerMTok: 3, outputPerMTok: 15 },
    "claude-haiku-4": { inputPerMTok: 1, outputPerMTok: 5 },
    "claude-3-7-sonnet": { inputPerMTok: 3, outputPerMTok: 15 },
    "claude-3-5-haiku": { inputPerMTok: 0.8, outputPerMTok: 4 },
  },
};

/** The price of one model: the override when given, else the list price, else null (unknown or local). */
export function priceOf(provider: AiProvider, model: string, override: Partial<Price> = {}): Price | null {
  const listed = provider === "openai" || provider === "anthropic" ? listPrice(provider, model) : null;
  if (override.inputPerMTok === undefined && override.outputPerMTok === undefined) return listed;
  return {
    inputPerMTok: override.inputPerMTok ?? listed?.inputPerMTok ?? 0,
    outputPerMTok: override.outputPerMTok ?? listed?.outputPerMTok ?? 0,
  };
}

function listPrice(provider: "openai" | "anthropic", model: string): Price | null {
  const id = model.toLowerCase();
  const match = Object.keys(LIST_PRICES[provider])
    .filter((prefix) => id === prefix || id.startsWith(`${prefix}-`) || id.startsWith(`${prefix}.`))
    .sort((a, b) => b.length - a.length)[0];
  return match === undefined ? null : (LIST_PRICES[provider][match] ?? null);
}

/** What a call cost in US dollars (0 without a known price), rounded to a millionth of a dollar. */
export function costOf(price: Price | null, inputTokens: number, outputTokens: number): number {
  if (price === null) return 0;
  const cost = (inputTokens * price.inputPerMTok + outputTokens * price.outputPerMTok) / 1_000_000;
  return Math.round(cost * 1_000_000) / 1_000_000;
}
