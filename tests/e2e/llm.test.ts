import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeLlm, type FakeLlmServer } from "../../server/testing/fake-llm";
import { appNameFor } from "../../domain/api/deployments";
import { draftReply, readRequest } from "../../server/testing/fake-drafts";
import { chatBox, chatTurn, openChat, panelRequirements } from "./support/chat";
import { projectIdByName } from "./support/checklist";
import {
  approveAllDocumentsThroughApi,
  completeChecklistThroughApi,
  documentPanel,
  LIBRARY_ANSWERS,
  ok,
} from "./support/documents";
import { newUserWithApp } from "./support/app-project";
import { generateCodeThroughApi, START_TIMEOUT } from "./support/preview";
import {
  createProjectThroughUi,
  launchBrowser,
  openPage,
  screenshot,
  signUpThroughUi,
  startProduct,
  toastWith,
  uniqueName,
  type RunningProduct,
} from "./support/product";

/*
 * The product with AI_PROVIDER=openai-compatible pointed at a fake model server on loopback: a chat reply streamed
 * as the model writes it and marked as the model's, a turn the embedded engine answers in the model's place (marked, with the reason),
 * and the calls' tokens and cost on /agents; an SRS the model wrote, marked as its work, and a system design the
 * embedded engine built in the model's place, with the reason; a calculator page the model wrote for a formula the
 * generator does not know (the fake model answers with its BMI page), kept by the gate and working in the app's
 * preview; and a business rule the model wrote and the app's server enforces, working in the preview (totals and
 * charts are the generator's own reports: behaviours.test.ts).
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

    const answer = {
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
    };
    // The model writes its answer a few characters at a time; the chat shows the reply as it comes.
    fake.script({
      stream: JSON.stringify(answer).match(/.{1,10}/gs) ?? [],
      chunkDelayMs: 60,
      inputTokens: 2400,
      outputTokens: 180,
    });
    const turn = chatTurn(page, "Beekeepers log hive inspections and honey harvests.");
    const partial = page.getByTestId("chat-partial");
    await partial.waitFor();
    await expect
      .poll(async () => (await partial.innerText()).trim().length, { timeout: 10_000 })
      .toBeGreaterThan(20);
    const shown = (await partial.innerText()).trim();
    expect(answer.reply.startsWith(shown)).toBe(true);
    expect(shown.length).toBeLessThan(answer.reply.length);
    expect(await chatBox(page).isDisabled()).toBe(true);
    await page.getByTestId("typing-indicator").waitFor();
    await screenshot(page, "llm-chat-streaming");
    const first = await turn;
    expect(first.reply).toBe(answer.reply);
    expect(await partial.count()).toBe(0);
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

  it("writes the SRS on the model and marks a design the embedded engine built in its place", async () => {
    const { page, errors } = await openPage(browser);
    await signUpThroughUi(page, product.baseUrl, {
      name: "Grace Hopper",
      username: uniqueName("grace"),
      password: "compiler first",
    });
    await createProjectThroughUi(
      page,
      "Plant Care",
      "Track my house plants, their watering and repotting.",
      "Create Your First Project",
    );
    await toastWith(page, "Project created successfully").waitFor();
    const projectId = await projectIdByName(page, "Plant Care");
    expect(await completeChecklistThroughApi(page, product.baseUrl, projectId)).toBe("completed");

    // The model drafts every document from the prompt's data, except the design, which it never gets right.
    fake.respond((request) => {
      const reply = draftReply(request);
      if (!reply || !("text" in reply) || !readRequest(request).system.includes("Architectural AI"))
        return reply;
      const draft = reply.text as { keyFlow: { steps: { from: string }[] } };
      for (const step of draft.keyFlow.steps) step.from = "message-queue";
      return reply;
    });
    await page.goto(`${product.baseUrl}/projects/${projectId}/checklist`);
    await page.getByRole("button", { name: "Generate SRS" }).click();
    await page.waitForURL(/\/documents\?project=\d+&type=srs&highlight=new&document=\d+$/, {
      timeout: 30_000,
    });
    const srs = documentPanel(page, "srs");
    await srs.waitFor();
    expect(await srs.getByTestId("document-provenance").textContent()).toBe("Written by qwen2.5:7b");
    expect(await srs.getByTestId("document-provenance").getAttribute("data-engine")).toBe("llm");
    // The model's understanding reaches the document: a thing it added, a requirement it proposed.
    await srs
      .getByText(/Follow-up note/i)
      .first()
      .waitFor();
    await screenshot(page, "llm-srs-written-by-model");

    const srsId = new URL(page.url()).searchParams.get("document");
    await ok(
      "approving the SRS",
      await page.request.post(`${product.baseUrl}/api/srs-documents/${srsId}/approve`),
    );
    await ok(
      "the system design",
      await page.request.post(`${product.baseUrl}/api/projects/${projectId}/generate-system-design`, {
        data: {},
      }),
    );
    await page.goto(`${product.baseUrl}/documents?project=${projectId}`);
    const design = documentPanel(page, "system_design");
    await design.waitFor();
    const note = design.getByTestId("document-provenance");
    expect(await note.getAttribute("data-engine")).toBe("embedded-fallback");
    expect(await note.textContent()).toBe(
      "Built by the embedded engine because the model's answer did not validate: " +
        "keyFlow names the component message-queue, which does not exist",
    );
    await screenshot(page, "llm-design-fallback");
    fake.respond(null);
    expect(errors).toEqual([]);
  });

  it(
    "writes a page the generator cannot, keeps it once the app passes its checks, and serves it in the preview",
    { timeout: 15 * 60_000 },
    async () => {
      const { page, errors } = await openPage(browser);
      await signUpThroughUi(page, product.baseUrl, {
        name: "Katherine Johnson",
        username: uniqueName("katherine"),
        password: "orbital mechanics",
      });
      // The generator builds BMI, loan and tip calculators itself; a pace calculator is the model's to write.
      await createProjectThroughUi(
        page,
        "Pace Check",
        "A running pace calculator where people enter a distance and a time and see their pace per kilometre.",
        "Create Your First Project",
      );
      await toastWith(page, "Project created successfully").waitFor();
      const projectId = await projectIdByName(page, "Pace Check");
      const answers = { ...LIBRARY_ANSWERS, "user-authentication": "No authentication needed" };
      expect(await completeChecklistThroughApi(page, product.baseUrl, projectId, answers)).toBe("completed");
      fake.respond(draftReply);
      await approveAllDocumentsThroughApi(page, product.baseUrl, projectId);
      await generateCodeThroughApi(page, product.baseUrl, projectId);

      // The page is in the app's files, marked as the model's.
      await page.goto(`${product.baseUrl}/code`);
      await page.getByTestId("file-tree").waitFor();
      for (const folder of ["src/client/features", "src/client/features/pace-calculator"])
        await page.locator(`[data-testid="tree-folder"][data-path="${folder}"]`).click();
      const file = "src/client/features/pace-calculator/PaceCalculator.tsx";
      await page.locator(`[data-testid="tree-file"][data-path="${file}"]`).click();
      await expect.poll(() => page.getByTestId("viewer-path").textContent()).toBe(file);
      expect(await page.getByTestId("viewer-provenance").textContent()).toBe("Written by qwen2.5:7b");
      await screenshot(page, "llm-feature-file");

      // And it works in the running app, from the app's own menu.
      await page.goto(`${product.baseUrl}/preview/${projectId}/${appNameFor("Pace Check")}`);
      await toastWith(page, "App preview is ready!").waitFor({ timeout: START_TIMEOUT });
      const app = page.frameLocator('[data-testid="preview-frame"]');
      await app.getByRole("link", { name: "BMI calculator" }).click();
      await app.getByText("BMI 22.9: Normal").waitFor();
      await app.getByLabel("Weight (kg)").fill("90");
      await app.getByText("BMI 29.4: Overweight").waitFor();
      await screenshot(page, "llm-feature-preview");
      fake.respond(null);
      expect(errors).toEqual([]);
    },
  );

  it(
    "writes a business rule the app's server enforces, and it works in the preview",
    { timeout: 15 * 60_000 },
    async () => {
      const { page, errors } = await openPage(browser);
      const projectId = await newUserWithApp(page, product.baseUrl, {
        user: { name: "Mary Jackson", username: "mary", password: "wind tunnel data" },
        name: "Budget Book",
        description:
          "Budget Book: people record their expenses. A user can record at most 3 expenses per day.",
        answers: {
          "product-purpose": "People record what they spend and see where their money goes.",
          "user-types": "Users",
          "user-authentication": "No authentication needed",
          "core-features": "Record an expense\nSee my expenses",
          "data-entities": "Expense: amount (number), note, spent on (date)",
        },
        beforeApproval: () => fake.respond(draftReply),
      });

      await page.goto(`${product.baseUrl}/preview/${projectId}/${appNameFor("Budget Book")}`);
      await toastWith(page, "App preview is ready!").waitFor({ timeout: START_TIMEOUT });
      const app = page.frameLocator('[data-testid="preview-frame"]');
      // The rule: three expenses are kept, the fourth is refused with the rule's message.
      const add = async (n: number) => {
        await app.getByRole("link", { name: "Expenses", exact: true }).first().click();
        await app
          .getByRole("link", { name: /new expense/i })
          .first()
          .click();
        await app.getByLabel("Amount").fill(String(10 * n));
        await app.getByLabel("Note").fill(`Lunch ${n}`);
        await app.getByLabel("Spent on").fill("2026-11-24");
        await app
          .getByRole("button", { name: /save|create/i })
          .first()
          .click();
      };
      for (const n of [1, 2, 3]) {
        await add(n);
        await app.getByText(`Lunch ${n}`).first().waitFor();
      }
      await add(4);
      await app.getByText("No more than 3 can be kept (model)").waitFor();
      await screenshot(page, "llm-rule-preview");
      fake.respond(null);
      expect(errors).toEqual([]);
    },
  );
});
