import type { Page } from "playwright-core";

export const TYPING_TEXT = "Requirements AI is analyzing your responses...";

const AI_MESSAGES = '[data-testid="chat-message"][data-role="ai"]';

/** Opens the dashboard's chat mode and waits until its channel is connected. */
export async function openChat(page: Page): Promise<void> {
  await page.getByRole("button", { name: /Open Chat Interface/ }).click();
  await page.getByTestId("chat-mode").waitFor();
  await page.getByTestId("connection-status").getByText("Connected", { exact: true }).waitFor();
}

/** The chat box of the chat mode. */
export const chatBox = (page: Page) => page.getByRole("textbox", { name: "Type your message" });

/** Every message in the conversation as { role, text }, in order. */
export async function conversation(page: Page): Promise<{ role: string; text: string }[]> {
  return page.locator('[data-testid="chat-message"]').evaluateAll((items) =>
    items.map((item) => ({
      role: item.getAttribute("data-role") ?? "",
      text: item.querySelector('[data-testid="chat-message-content"]')?.textContent ?? "",
    })),
  );
}

export interface TurnResult {
  /** Milliseconds from the Enter key to the reply being in the DOM, measured in the page. */
  latencyMs: number;
  /** Whether the typing indicator was rendered between the two. */
  sawTyping: boolean;
  reply: string;
}

/**
 * Types a message, presses Enter and waits for the assistant's reply, measuring in the browser the time from the
 * Enter key (capture phase) to the new AI message in the DOM, and noting whether the typing indicator showed.
 */
export async function chatTurn(page: Page, message: string): Promise<TurnResult> {
  await chatBox(page).fill(message);
  await page.evaluate(
    ({ selector, typingText }) => {
      const w = window as unknown as {
        __turn?: Promise<{ latencyMs: number; sawTyping: boolean; reply: string }>;
      };
      w.__turn = new Promise((resolve) => {
        const count = () => document.querySelectorAll(selector).length;
        const before = count();
        let start = 0;
        let sawTyping = false;
        document.addEventListener(
          "keydown",
          (event) => {
            if (event.key === "Enter" && !event.shiftKey) start = performance.now();
          },
          { capture: true, once: true },
        );
        const observer = new MutationObserver(() => {
          if (document.body.textContent?.includes(typingText)) sawTyping = true;
          if (start && count() > before) {
            observer.disconnect();
            const replies = document.querySelectorAll(selector);
            const reply =
              replies[replies.length - 1]?.querySelector('[data-testid="chat-message-content"]')
                ?.textContent ?? "";
            resolve({ latencyMs: performance.now() - start, sawTyping, reply });
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    },
    { selector: AI_MESSAGES, typingText: TYPING_TEXT },
  );
  await chatBox(page).press("Enter");
  return page.evaluate(() => {
    const w = window as unknown as { __turn?: Promise<TurnResult> };
    if (!w.__turn) throw new Error("turn was not armed");
    return w.__turn;
  });
}

/** The extracted requirements in the chat mode's panel as { code, status, text }. */
export async function panelRequirements(
  page: Page,
): Promise<{ code: string; status: string; text: string }[]> {
  return page.locator('[data-testid="requirement-item"]').evaluateAll((items) =>
    items.map((item) => ({
      code: item.getAttribute("data-code") ?? "",
      status: item.getAttribute("data-status") ?? "",
      text: item.textContent ?? "",
    })),
  );
}
