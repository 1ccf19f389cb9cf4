import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeLlm, type FakeLlmServer } from "../../server/testing/fake-llm";
import { chatTurn, openChat, panelRequirements } from "./support/chat";
import {
  createProjectThroughUi,
  launchBrowser,
  openPage,
  screenshot,
  signUpThroughUi,
  startProduct,
  uniqueName,
  type RunningProduct,
} from "./support/product";

/*
 * The product with AI_PROVIDER=openai-compatible pointed at a fake model server on loopback: a chat reply written
 * by the model and marked so, a turn the embedded engine answers in the model's place (marked, with the reason),
 * and the calls' tokens and cost on /agents.
 */

let fake: FakeLlmServer;
let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeLlm();
  // The start-up probe asks for one word.
  fake.script({ text: "ready", inputTokens: 10, outputTokens: 1 });
  product = await startProduct({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.url,
    AI_MODEL: "qwen2.5:7b",
    AI_MAX_RETRIES: "0",
    AI_PRICE_INPUT_PER_MTOK: "0.5",
    AI_PRICE_OUTPUT_PER_MTOK: "1.5",
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await fake?.close();
});

const provenance = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-role="ai"] [data-testid="message-provenance"]');

describe("the agents on a configured model, in the browser", () => {
  it("shows a model-written reply, a marked fallback and the usage", async () => {
    const { page, errors } = await openPage(browser);
    await signUpThroughUi(page, product.baseUrl, {
      name: "Ada Lovelace",
      username: uniqueName("ada"),
      password: "analytical engine",
    });
    await createProjectThroughUi(page, "Hive Log", "", "Create Your First Project");
    await page.getByTestId("toast").getByRole("button", { name: "Close" }).click();
    await openChat(page);
    await page.locator('[data-testid="chat-message"][data-role="ai"]').first().waitFor();
    expect(await provenance(page).first().textContent()).toBe("Embedded engine");

    fake.script({
      text: {
        reply:
          "Hive inspections and harvests, got it. Who will use the log: you alone, or a club of beekeepers?",
        answers: [
          { questionId: "product-purpose", value: "Beekeepers log hive inspections and honey harvests" },
        ],
        requirements: [
          {
            type: "functional",
            description:
              "The system shall let beekeepers record an inspection of a hive with its date and notes.",
            priority: "must",
          },
        ],
      },
      inputTokens: 2400,
      outputTokens: 180,
    });
    const first = await chatTurn(page, "Beekeepers log hive inspections and honey harvests.");
    expect(first.reply).toBe(
      "Hive inspections and harvests, got it. Who will use the log: you alone, or a club of beekeepers?",
    );
    await expect.poll(() => provenance(page).last().textContent()).toBe("Written by qwen2.5:7b");
    await expect.poll(async () => (await panelRequirements(page)).map((r) => r.code)).toEqual(["FR-1"]);
    await screenshot(page, "llm-chat-model");

    // An answer that never validates: the embedded engine answers, and the reply says so.
    const bad = {
      reply: "Sure.",
      answers: [{ questionId: "no-such-question", value: "x" }],
      requirements: [],
    };
    fake.script({ text: bad }, { text: bad }, { text: bad });
    const second = await chatTurn(page, "A club of about twenty beekeepers; each keeps their own hives.");
    expect(second.reply).not.toBe("Sure.");
    await expect
      .poll(() => provenance(page).last().textContent())
      .toBe(
        'Built by the embedded engine because the model\'s answer did not validate: answers: there is no checklist question "no-such-question"',
      );
    expect(await provenance(page).last().getAttribute("data-engine")).toBe("embedded-fallback");
    await screenshot(page, "llm-chat-fallback");

    await page.goto(`${product.baseUrl}/agents`);
    const usage = page.getByTestId("ai-usage");
    await usage.waitFor();
    await expect
      .poll(() => page.getByTestId("ai-engine").textContent())
      .toBe("Model qwen2.5:7b (openai-compatible); the embedded engine steps in when it fails.");
    const totals = await page.getByTestId("ai-usage-totals").innerText();
    expect(totals).toContain("4");
    const row = await page.getByTestId("ai-usage-by-agent").locator("tbody tr").first().innerText();
    expect(row).toMatch(/Requirements AI\s+qwen2\.5:7b\s+4/);
    await usage.scrollIntoViewIfNeeded();
    await screenshot(page, "llm-agents-usage");
    expect(fake.pending()).toBe(0);
    expect(errors).toEqual([]);
  });
});
