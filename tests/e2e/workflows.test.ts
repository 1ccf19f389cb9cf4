import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appNameFor } from "../../domain/api/deployments";
import { newUserWithApp } from "./support/app-project";
import { START_TIMEOUT } from "./support/preview";
import {
  launchBrowser,
  openPage,
  screenshot,
  startProduct,
  toastWith,
  type RunningProduct,
} from "./support/product";

/*
 * Workflows (issue 17, point 1): an idea whose requirements move tickets from open to in progress to resolved gets
 * a help desk whose tickets change state only through their actions. In the preview a user raises a ticket, sees
 * only the actions its state allows, performs them, and reads the history; the server refuses a move the state
 * does not allow.
 */

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

describe("workflows", () => {
  it(
    "move a ticket through its states with the actions its state allows, with a history, in the preview",
    { timeout: 15 * 60_000 },
    async () => {
      const { page, errors } = await openPage(browser);
      const projectId = await newUserWithApp(page, product.baseUrl, {
        user: { name: "Katherine Johnson", username: "katherine", password: "orbital mechanics" },
        name: "Help Desk",
        description:
          "Staff raise support tickets. Tickets move from open to in progress to resolved, and a resolved ticket can be reopened.",
        answers: {
          "product-purpose":
            "Staff raise support tickets; tickets move from open to in progress to resolved and can be reopened.",
          "user-types": "Staff",
          "user-authentication": "No authentication needed",
          "core-features": "Raise a ticket\nResolve a ticket\nReopen a resolved ticket",
          "data-entities": "Ticket: title, details (text), status (open, in progress, resolved)",
        },
      });

      await page.goto(`${product.baseUrl}/preview/${projectId}/${appNameFor("Help Desk")}`);
      await toastWith(page, "App preview is ready!").waitFor({ timeout: START_TIMEOUT });
      const app = page.frameLocator('[data-testid="preview-frame"]');
      await app.getByRole("link", { name: "Tickets", exact: true }).first().click();
      await app
        .getByRole("link", { name: /new ticket/i })
        .first()
        .click();
      // The status is not in the form: a ticket starts open.
      expect(await app.locator('[name="status"]').count()).toBe(0);
      await app.getByLabel("Title").fill("Printer on floor 2 jams");
      await app.getByLabel("Details").fill("Every second page jams since Monday.");
      await app.locator('button[type="submit"]').click();
      await app.getByText("Printer on floor 2 jams").first().waitFor();
      const badge = app.locator(".badge").first();
      await expect.poll(() => badge.textContent()).toBe("open");
      await screenshot(page, "workflow-01-open");

      // Only the actions the state allows are offered; each moves the ticket on and is recorded.
      const actions = app.locator("[data-transition]");
      const offered = async () =>
        actions.evaluateAll((els) => els.map((e) => e.getAttribute("data-transition")));
      const atOpen = await offered();
      expect(atOpen.length).toBeGreaterThan(0);
      expect(atOpen).not.toContain("reopen");
      const states: string[] = [];
      for (let step = 0; step < 3; step++) {
        const next = (await offered()).find((name) => name !== "reopen");
        if (!next) break;
        await app.locator(`[data-transition="${next}"]`).click();
        await expect
          .poll(async () => states.length === 0 || (await badge.textContent()) !== states.at(-1))
          .toBe(true);
        await expect.poll(async () => (await badge.textContent()) ?? "").not.toBe(states.at(-1) ?? "open");
        states.push((await badge.textContent()) ?? "");
        if (states.at(-1) === "resolved") break;
      }
      expect(states.at(-1)).toBe("resolved");
      expect(await offered()).toEqual(["reopen"]);
      const history = app.getByRole("table").last();
      await expect.poll(async () => (await history.locator("tbody tr").count()) >= states.length).toBe(true);
      await screenshot(page, "workflow-02-resolved-history");

      // The server refuses what the state does not allow, with a readable message (asked from the app's own page).
      const call = (method: string, path: string, body: unknown) =>
        app.locator("body").evaluate(
          async (_, args) => {
            const res = await fetch(args.path, {
              method: args.method,
              headers: { "content-type": "application/json" },
              body: JSON.stringify(args.body),
            });
            return { status: res.status, body: (await res.json()) as { message?: string } };
          },
          { method, path, body },
        );
      const refused = await call("POST", "/api/tickets/1/transitions", { transition: "resolve" });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/cannot|does not apply/);
      const edit = await call("PATCH", "/api/tickets/1", { status: "open" });
      expect(edit.status).toBe(409);

      await app.locator('[data-transition="reopen"]').click();
      await expect.poll(() => badge.textContent()).toBe("open");
      await screenshot(page, "workflow-03-reopened");
      expect(errors).toEqual([]);
    },
  );
});
