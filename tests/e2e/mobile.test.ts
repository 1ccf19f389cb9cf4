import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUserWithApp } from "./support/app-project";
import { launchBrowser, screenshot, startProduct, type RunningProduct } from "./support/product";

/*
 * A phone (delivery.md shell; issue: a shell for every screen size): at 390 × 844 the sidebar is a menu button with
 * a sheet, and no page scrolls sideways.
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

/** How far the page, or its main area, is wider than the screen (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector("main");
    return Math.max(
      document.documentElement.scrollWidth - window.innerWidth,
      main ? main.scrollWidth - main.clientWidth : 0,
    );
  });

/** The innermost elements that reach past the screen's right edge, to say what is too wide. */
const widest = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll("main *"))) {
      const box = el.getBoundingClientRect();
      if (box.right <= window.innerWidth + 1 || box.width === 0) continue;
      if (Array.from(el.children).some((c) => c.getBoundingClientRect().right > window.innerWidth + 1))
        continue;
      out.push(
        `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? "").slice(0, 30)}"`,
      );
      if (out.length === 3) break;
    }
    return out;
  });

describe("on a phone", () => {
  it("every page fits 390 px, and the menu opens as a sheet", { timeout: 10 * 60_000 }, async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    const projectId = await newUserWithApp(page, product.baseUrl, {
      user: { name: "Mae Jemison", username: "mae", password: "endeavour flight" },
      name: "Field Notes",
      description: "Naturalists record sightings of birds with the place and the date.",
      answers: { "data-entities": "Sighting: species, place, seen on (date)" },
    });

    await page.goto(`${product.baseUrl}/`);
    expect(await page.getByRole("complementary", { name: "Sidebar" }).isVisible()).toBe(false);
    await page.getByTestId("menu-button").click();
    const sheet = page.getByTestId("menu-sheet");
    await sheet.waitFor();
    await screenshot(page, "mobile-00-menu");
    // The menu lists every page of the sidebar, Settings included, on the phone's screen without scrolling.
    const menu = sheet.getByRole("navigation", { name: "Main" });
    for (const label of [
      "App Builder Workflow",
      "Project Dashboard",
      "Requirements",
      "Documents",
      "Generated Code",
      "Meetings",
      "AI Testing",
      "AI Agents",
      "Agents Dashboard",
      "Settings",
    ]) {
      const box = await menu.getByRole("link", { name: label, exact: true }).boundingBox();
      expect(box !== null && box.y >= 0 && box.y + box.height <= 844, label).toBe(true);
    }
    await sheet.getByRole("link", { name: "Documents" }).click();
    await page.waitForURL("**/documents");
    await sheet.waitFor({ state: "detached" });

    const pages = [
      ["dashboard", "/"],
      ["workflow", "/workflow"],
      ["requirements", "/requirements"],
      ["documents", "/documents"],
      ["code", "/code"],
      ["meetings", "/meetings"],
      ["testing", "/testing"],
      ["agents", "/agents"],
      ["settings", "/settings"],
      ["checklist", `/projects/${projectId}/checklist`],
      ["workspace", `/projects/${projectId}/workspace`],
    ] as const;
    const wide: string[] = [];
    for (const [name, path] of pages) {
      await page.goto(`${product.baseUrl}${path}`);
      await page.locator("main, [data-testid=workspace-ide]").first().waitFor();
      await page.waitForTimeout(500);
      const extra = await overflow(page);
      if (extra > 1) wide.push(`${path}: ${extra}px too wide (${(await widest(page)).join("; ")})`);
      await screenshot(page, `mobile-${name}`);
    }
    expect(wide).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
