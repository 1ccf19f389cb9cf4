import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerText, projectIdByName, waitForSaveStatus } from "./support/checklist";
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
 * Settings (delivery.md §2.14): a new user saves the dark theme and a 2-second auto-save interval. The theme
 * applies at once and is there on a reload before the settings answer (no flash of the light theme); the
 * checklist saves an edit after 2 seconds.
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

const dark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

describe("settings", () => {
  it(
    "apply the theme at once and on reload, and set the checklist's auto-save interval",
    { timeout: 180_000 },
    async () => {
      const { page, errors } = await openPage(browser);
      await signUpThroughUi(page, product.baseUrl, {
        name: "Ada Lovelace",
        username: uniqueName("ada"),
        password: "analytical engine",
      });
      await page.goto(`${product.baseUrl}/settings`);
      const form = page.getByTestId("settings-form");
      await form.waitFor();
      expect(await page.getByLabel("Auto-save interval (seconds)").inputValue()).toBe("5");
      expect(await dark(page)).toBe(false);

      // A value out of range cannot be saved.
      await page.getByLabel("Auto-save interval (seconds)").fill("301");
      await page.getByText("Enter a whole number of seconds from 1 to 300.").waitFor();
      expect(await page.getByTestId("settings-save").isDisabled()).toBe(true);

      await page.getByLabel("Auto-save interval (seconds)").fill("2");
      await page.getByTestId("settings-theme").click();
      await page.getByRole("option", { name: "Dark" }).click();
      await page.getByTestId("settings-save").click();
      await toastWith(page, "Settings saved").waitFor();
      await expect.poll(() => dark(page)).toBe(true);
      await screenshot(page, "settings-01-dark");

      // On a reload the theme is there before the settings answer.
      await page.route("**/api/settings", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        // The page may have moved on meanwhile (the request is then aborted and needs nothing more).
        await route.continue().catch(() => undefined);
      });
      const settingsAnswered = page.waitForResponse("**/api/settings");
      await page.goto(`${product.baseUrl}/settings`, { waitUntil: "domcontentloaded" });
      expect(await dark(page)).toBe(true);
      await settingsAnswered;
      await page.unroute("**/api/settings");

      // The checklist saves an edit after the saved 2 seconds.
      await page.goto(`${product.baseUrl}/`);
      await createProjectThroughUi(
        page,
        "Tide Tables",
        "Tide times for the harbour.",
        "Create Your First Project",
      );
      await toastWith(page, "Project created successfully").waitFor();
      const projectId = await projectIdByName(page, "Tide Tables");
      await page.goto(`${product.baseUrl}/projects/${projectId}/checklist`);
      await answerText(page, "product-purpose", "Sailors check the tides before they leave the harbour.");
      await waitForSaveStatus(page, "Unsaved changes");
      const started = Date.now();
      await waitForSaveStatus(page, "All changes saved", 4_500);
      expect(Date.now() - started).toBeLessThan(4_500);
      await screenshot(page, "settings-02-checklist-dark");
      expect(errors).toEqual([]);
    },
  );
});
