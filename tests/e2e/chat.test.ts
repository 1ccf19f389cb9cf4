import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chatBox,
  chatTurn,
  conversation,
  openChat,
  panelRequirements,
  TYPING_TEXT,
  type TurnResult,
} from "./support/chat";
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

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const TURNS = [
  "I want a web app for our neighbourhood library where members borrow books and librarians manage the catalogue.",
  "Members must be able to reserve a book that is currently on loan and get notified when it comes back.",
  "The catalogue search should return results within 2 seconds for up to 500 concurrent users.",
  "As a librarian, I want to see every overdue loan so that I can send reminders to members.",
  "The main users are library members and the three librarians; members sign in with their library card number.",
] as const;

const codesOf = async (page: Page) => (await panelRequirements(page)).map((r) => r.code);

describe("chatting with the Requirements AI in the browser", () => {
  it("holds a five-turn interview, extracts requirements, confirms one, and keeps everything across a reload", async () => {
    const { page, errors } = await openPage(browser);
    await signUpThroughUi(page, product.baseUrl, {
      name: "Grace Hopper",
      username: uniqueName("grace"),
      password: "compiler pioneer",
    });
    await createProjectThroughUi(
      page,
      "Neighbourhood Library",
      "A lending library where members borrow books with due dates.",
      "Create Your First Project",
    );
    // The creation toast would cover the chat's lower right corner in the screenshots.
    await page.getByTestId("toast").getByRole("button", { name: "Close" }).click();
    await page.getByTestId("toast").waitFor({ state: "detached" });
    await openChat(page);

    // The greeting opens the conversation; nothing is extracted yet.
    await page.locator('[data-testid="chat-message"][data-role="ai"]').first().waitFor();
    const greeting = await conversation(page);
    expect(greeting).toHaveLength(1);
    expect(greeting[0]?.text.length).toBeGreaterThan(10);
    await page.getByText("No requirements extracted yet", { exact: true }).waitFor();
    await page.getByText("Start chatting to gather requirements", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "View Full SRS Document" }).isDisabled()).toBe(true);
    expect(await chatBox(page).getAttribute("rows")).toBe("2");
    expect(await page.locator('[data-testid="chat-message"] time').first().textContent()).toMatch(
      /^\d{1,2}:\d{2} (AM|PM)$/,
    );
    await screenshot(page, "chat-01-greeting");

    // Shift+Enter adds a line and sends nothing; a blank message is not sent.
    await chatBox(page).fill("   ");
    await chatBox(page).press("Enter");
    await chatBox(page).press("Shift+Enter");
    expect(await conversation(page)).toHaveLength(1);
    await chatBox(page).fill("");

    const results: TurnResult[] = [];
    for (const [index, message] of TURNS.entries()) {
      const result = await chatTurn(page, message);
      results.push(result);
      expect(result.sawTyping, `typing indicator on turn ${index + 1}`).toBe(true);
      expect(result.reply.length).toBeGreaterThan(0);
      expect(await chatBox(page).inputValue()).toBe("");
      const messages = await conversation(page);
      expect(messages.at(-2)).toEqual({ role: "user", text: message });
      if (index === 1) {
        await expect.poll(async () => (await codesOf(page)).some((c) => /^FR-\d+$/.test(c))).toBe(true);
        await screenshot(page, "chat-02-first-requirement");
      }
      if (index === 2)
        await expect.poll(async () => (await codesOf(page)).some((c) => /^NFR-\d+$/.test(c))).toBe(true);
      if (index === 3) {
        await expect.poll(async () => (await codesOf(page)).some((c) => /^US-\d+$/.test(c))).toBe(true);
        expect(results[3]?.reply).toContain("?");
      }
    }
    expect(await page.getByText(TYPING_TEXT).count()).toBe(0);
    expect(await chatBox(page).isDisabled()).toBe(false);
    const latencies = results.map((r) => Math.round(r.latencyMs));
    console.log(`chat reply latency in the browser (Enter → reply rendered), ms: ${latencies.join(", ")}`);
    expect(await conversation(page)).toHaveLength(1 + TURNS.length * 2);
    await screenshot(page, "chat-03-five-turns");

    // The panel lists what was extracted; SRS Progress counts it, nothing confirmed yet.
    const extracted = await panelRequirements(page);
    expect(extracted.length).toBeGreaterThanOrEqual(3);
    expect(extracted.every((r) => r.status === "unconfirmed")).toBe(true);
    expect(Number(await page.getByTestId("requirements-count").textContent())).toBe(extracted.length);
    const functional = page.getByTestId("srs-progress-functional");
    const functionalTotal = extracted.filter((r) => r.code.startsWith("FR-")).length;
    expect(await functional.textContent()).toContain(`0/${functionalTotal}`);
    expect(await page.getByRole("button", { name: "View Full SRS Document" }).isDisabled()).toBe(false);

    // Confirm the first functional requirement: a check mark, and the progress moves.
    const firstFr = extracted.find((r) => r.code.startsWith("FR-"))?.code ?? "FR-1";
    await page.getByRole("button", { name: new RegExp(`^Confirm ${firstFr}:`) }).click();
    const item = page.locator(`[data-testid="requirement-item"][data-code="${firstFr}"]`);
    await expect.poll(() => item.getAttribute("data-status")).toBe("confirmed");
    expect(await item.locator('[data-icon="confirmed"]').count()).toBe(1);
    const percent = Math.round((1 / functionalTotal) * 100);
    await expect.poll(() => functional.textContent()).toContain(`1/${functionalTotal}`);
    expect(await functional.textContent()).toContain(`${percent}%`);
    expect(await functional.getAttribute("data-colour")).toBe(
      percent >= 75 ? "green" : percent >= 50 ? "amber" : "neutral",
    );
    await screenshot(page, "chat-04-confirmed");

    // A second tab of the same project sees the typing state (its input disabled) and both tabs get the reply.
    const second = await page.context().newPage();
    let releaseReply: () => void = () => {};
    const replyHeld = new Promise<void>((resolve) => (releaseReply = resolve));
    await second.routeWebSocket(/\/ws$/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => server.send(message));
      server.onMessage(async (message) => {
        if (String(message).includes('"chat_response"')) await replyHeld;
        ws.send(message);
      });
    });
    await second.goto(product.baseUrl);
    await openChat(second);
    await chatBox(second).fill("What else do you need to know?");
    await chatBox(second).press("Enter");
    await second.getByText(TYPING_TEXT).waitFor();
    expect(await chatBox(second).isDisabled()).toBe(true);
    await screenshot(second, "chat-05-typing");
    releaseReply();
    await second.getByText(TYPING_TEXT).waitFor({ state: "detached" });
    await expect.poll(async () => (await conversation(page)).length).toBe(3 + TURNS.length * 2);
    await second.close();

    // Everything is stored: a reload shows the same conversation and requirements.
    const before = await conversation(page);
    const requirementsBefore = await panelRequirements(page);
    await page.reload();
    await openChat(page);
    await expect.poll(async () => (await conversation(page)).length).toBe(before.length);
    expect(await conversation(page)).toEqual(before);
    await expect.poll(async () => (await panelRequirements(page)).length).toBe(requirementsBefore.length);
    expect(await panelRequirements(page)).toEqual(requirementsBefore);
    await screenshot(page, "chat-06-after-reload");

    // The Requirements page lists them grouped by type, with the checklist link.
    await page.goto(`${product.baseUrl}/requirements`);
    await page.getByRole("heading", { name: "All Requirements" }).waitFor();
    const rows = page.getByTestId("requirement-row");
    await expect.poll(() => rows.count()).toBe(requirementsBefore.length);
    const confirmedRow = page.locator(`[data-testid="requirement-row"][data-code="${firstFr}"]`);
    expect(await confirmedRow.getAttribute("data-status")).toBe("confirmed");
    expect(await page.getByTestId("requirements-group-functional").isVisible()).toBe(true);
    expect(
      await page.getByRole("link", { name: "Open Requirements Checklist" }).getAttribute("href"),
    ).toMatch(/^\/projects\/\d+\/checklist$/);
    // Scroll only the page's content area (scrollIntoView would also shift the fixed shell).
    await page.locator("main").evaluate((main) => {
      const heading = main.querySelector("#all-requirements");
      if (heading)
        main.scrollTop += heading.getBoundingClientRect().top - main.getBoundingClientRect().top - 16;
    });
    await screenshot(page, "chat-07-requirements-page");

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
