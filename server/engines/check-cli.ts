import { ConfigError, loadConfig } from "../config";
import { createModel, describeFailure, Llm } from "./llm";
import { costOf, priceOf } from "./prices";

/**
 * `npm run ai:check`: calls the configured model once (AI_PROVIDER, AI_MODEL, AI_BASE_URL and the keys, as the
 * server reads them) and prints the provider, model, latency and token counts, or the exact reason it failed.
 * Exit code 0 when the model answered (or none is configured), 1 when it did not or the configuration is invalid.
 */
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const handle = createModel(config.ai);
  if (!handle) {
    console.log(
      "AI_PROVIDER is embedded: no model is configured, and the embedded engine does all the work.",
    );
    console.log("Set AI_PROVIDER (openai, anthropic or openai-compatible) and its variables to use a model.");
    return 0;
  }
  const where = config.ai.baseUrl ? ` at ${config.ai.baseUrl}` : "";
  console.log(`Calling ${handle.provider} model ${handle.modelId}${where} …`);
  const llm = new Llm(handle, {
    timeoutMs: config.ai.timeoutMs,
    maxRetries: 0,
    secrets: [config.ai.openaiApiKey, config.ai.anthropicApiKey, config.ai.compatibleApiKey],
    price: config.ai.price,
    usage: { record: async () => {}, spent: async () => 0 },
  });
  try {
    const answer = await llm.probe();
    const price = priceOf(handle.provider, handle.modelId, config.ai.price);
    const cost = price
      ? `$${costOf(price, answer.inputTokens, answer.outputTokens).toFixed(6)}`
      : "no price known (set AI_PRICE_INPUT_PER_MTOK and AI_PRICE_OUTPUT_PER_MTOK)";
    console.log(`provider:  ${handle.provider}`);
    console.log(`model:     ${handle.modelId}`);
    console.log(`latency:   ${answer.ms} ms`);
    console.log(`tokens:    ${answer.inputTokens} in, ${answer.outputTokens} out`);
    console.log(`cost:      ${cost}`);
    console.log(`answer:    ${JSON.stringify(answer.text.trim().slice(0, 200))}`);
    return 0;
  } catch (error) {
    console.error(`The model did not answer: ${describeFailure(error)}`);
    console.error(`details:   ${llm.failureDetail(error)}`);
    return 1;
  }
}

process.exitCode = await main();
