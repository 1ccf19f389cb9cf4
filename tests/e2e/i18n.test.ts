import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeChecklistThroughApi, ok } from "./support/documents";
import { projectIdByName } from "./support/checklist";
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
 * Four languages and notifications (delivery.md §2.14, §3 Settings; FEATURES J3): a new user switches to Spanish
 * and the dark theme; every page speaks Spanish, in the dark, and still does on a reload before the settings
 * answer. A document generation shows in the bell, in Spanish, with the unread count.
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

const state = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dark: document.documentElement.classList.contains("dark"),
  }));

/** The sidebar's navigation names, as shown. */
const navNames = (page: Page) =>
  page
    .locator("aside nav a, aside a")
    .evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? "").filter(Boolean));

describe("languages", () => {
  it(
    "switch the whole interface to Spanish with the dark theme, across pages and after a reload",
    { timeout: 240_000 },
    async () => {
      const { page } = await openPage(browser);
      await signUpThroughUi(page, product.baseUrl, {
        name: "Lucía Fernández",
        username: uniqueName("lucia"),
        password: "analytical engine",
      });
      await createProjectThroughUi(
        page,
        "Huerto Compartido",
        "Neighbours share garden plots, log harvests and swap seeds.",
        "Create Your First Project",
      );
      const projectId = await projectIdByName(page, "Huerto Compartido");

      await page.goto(`${product.baseUrl}/settings`);
      await page.getByTestId("settings-form").waitFor();
      expect(await state(page)).toEqual({ lang: "en", dark: false });
      await page.getByTestId("settings-language").click();
      await page.getByRole("option", { name: "Español" }).click();
      await page.getByTestId("settings-theme").click();
      await page.getByRole("option", { name: "Dark" }).click();
      await page.getByTestId("settings-save").click();
      await toastWith(page, "Configuración guardada").waitFor();
      await expect.poll(() => state(page)).toEqual({ lang: "es", dark: true });
      await page.getByRole("heading", { name: "Configuración", level: 1 }).waitFor();
      // Without SMTP_URL the e-mail switch says what is missing.
      expect(await page.getByTestId("settings-email-help").textContent()).toContain("SMTP_URL");
      await screenshot(page, "i18n-01-settings-es-dark");

      const pages: [string, string][] = [
        ["/dashboard", "Panel del proyecto"],
        ["/workflow", "Flujo de creación de apps"],
        ["/requirements", "Requisitos"],
        ["/documents", "Documentos"],
        ["/code", "Código generado"],
        ["/testing", "Pruebas con IA"],
        ["/meetings", "Reuniones"],
        ["/agents", "Agentes de IA"],
      ];
      for (const [path, navName] of pages) {
        await page.goto(`${product.baseUrl}${path}`);
        await page.locator("main").waitFor();
        const names = await navNames(page);
        expect(names, path).toContain(navName);
        expect(names, path).not.toContain("Documents");
        expect(names, path).not.toContain("Settings");
        expect(await state(page), path).toEqual({ lang: "es", dark: true });
        await screenshot(page, `i18n-02${path.replace(/\//g, "-")}`);
      }

      // A reload starts in Spanish and dark before the settings answer.
      await page.route("**/api/settings", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        // The page may have moved on meanwhile (the request is then aborted and needs nothing more).
        await route.continue().catch(() => undefined);
      });
      const settingsAnswered = page.waitForResponse("**/api/settings");
      await page.goto(`${product.baseUrl}/dashboard`, { waitUntil: "domcontentloaded" });
      await page.locator("aside").first().waitFor();
      expect(await state(page)).toEqual({ lang: "es", dark: true });
      expect(await navNames(page)).toContain("Panel del proyecto");
      await settingsAnswered;
      await page.unroute("**/api/settings");

      // Long work tells the user in the bell, in Spanish.
      await completeChecklistThroughApi(page, product.baseUrl, projectId);
      await ok(
        "generating the SRS",
        await page.request.post(`${product.baseUrl}/api/projects/${projectId}/generate-srs-from-checklist`),
      );
      await page.goto(`${product.baseUrl}/dashboard`);
      await expect
        .poll(() => page.getByTestId("notification-count").textContent(), { timeout: 40_000 })
        .toBe("1");
      expect(await page.getByTestId("notification-bell").getAttribute("aria-label")).toBe(
        "1 notificación sin leer",
      );
      await page.getByTestId("notification-bell").click();
      const item = page.getByTestId("notification-item").first();
      expect(await item.textContent()).toContain("SRS generado para Huerto Compartido");
      await screenshot(page, "i18n-03-bell");
      await item.click();
      await page.waitForURL(/\/documents\?project=\d+&type=srs/);
      await expect.poll(() => page.getByTestId("notification-count").count()).toBe(0);
      await screenshot(page, "i18n-04-documents");

      // Back to English: everything follows.
      await page.goto(`${product.baseUrl}/settings`);
      await page.getByTestId("settings-language").click();
      await page.getByRole("option", { name: "English" }).click();
      await page.getByTestId("settings-save").click();
      await toastWith(page, "Settings saved").waitFor();
      await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
      expect((await state(page)).lang).toBe("en");
    },
  );
});
