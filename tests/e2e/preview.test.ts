import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, FrameLocator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectIdByName } from "./support/checklist";
import { approveAllDocumentsThroughApi, completeChecklistThroughApi } from "./support/documents";
import {
  generateCodeThroughApi,
  previewAnswers,
  recordRequests,
  START_TIMEOUT,
  type SentRequest,
} from "./support/preview";
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
import { freePort } from "../../server/codegen/testing/check-app";

/**
 * A new user opens the preview of an approved, generated project: it starts on its own, the app runs on its own
 * origin inside the sandboxed frame, the user signs up and adds a book in it, and the product's session cookie
 * never reaches the preview. Then the dashboard's deployment manager shows it with its real build log; Stop and
 * Start work; and after the product restarts on the same data, the deployment runs again with the book kept.
 */
const PRODUCT_COOKIE = "sw_session";
const APP_NAME = "neighbourhood-library";
const STEP_TIMEOUT = 300_000;

let product: RunningProduct;
let browser: Browser;
let page: Page;
let errors: string[];
let projectId: number;
let dataDir: string;
let port: number;
let previewOrigin = "";

let sent: SentRequest[];
let requestsSettled: () => Promise<void>;

const frame = (): FrameLocator => page.frameLocator('[data-testid="preview-frame"]');
const deploymentRow = () => page.locator(`[data-testid="deployment-row"][data-project-id="${projectId}"]`);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-e2e-preview-"));
  port = await freePort();
  product = await startProduct({}, { dataDir, port });
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser));
  ({ sent, settled: requestsSettled } = recordRequests(page));
});
afterAll(async () => {
  if (product && projectId) await page?.request.post(`${product.baseUrl}/api/deployments/${projectId}/stop`);
  await browser?.close();
  await product?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the app preview in the browser", () => {
  it(
    "starts the preview of a generated app on its own and shows the app",
    { timeout: STEP_TIMEOUT },
    async () => {
      await signUpThroughUi(page, product.baseUrl, {
        name: "Katherine Johnson",
        username: uniqueName("katherine"),
        password: "orbital mechanics",
      });
      await createProjectThroughUi(
        page,
        "Neighbourhood Library",
        "A lending library where members borrow books with due dates.",
        "Create Your First Project",
      );
      projectId = await projectIdByName(page, "Neighbourhood Library");
      expect(await completeChecklistThroughApi(page, product.baseUrl, projectId)).toBe("completed");
      await approveAllDocumentsThroughApi(page, product.baseUrl, projectId);
      await generateCodeThroughApi(page, product.baseUrl, projectId);

      await page.goto(`${product.baseUrl}/preview/${projectId}/not%20valid`);
      await page.getByText("Invalid preview URL. Please navigate from the workflow page.").waitFor();

      await page.goto(`${product.baseUrl}/preview/${projectId}/${APP_NAME}`);
      await page.getByRole("heading", { level: 1, name: "App Preview" }).waitFor();
      await page.getByTestId("preview-progress").waitFor({ timeout: START_TIMEOUT });
      await screenshot(page, "preview-01-building");
      await toastWith(page, "App preview is ready!").waitFor({ timeout: START_TIMEOUT });
      const src = (await page.getByTestId("preview-frame").getAttribute("src")) ?? "";
      previewOrigin = new URL(src).origin;
      // PREVIEW_HOST unset: previews are served at preview.localhost, a host name apart from the product's.
      expect(new URL(src).hostname).toBe("preview.localhost");
      expect(await page.getByTestId("preview-frame").getAttribute("sandbox")).toBe(
        "allow-scripts allow-same-origin allow-popups allow-forms",
      );
      expect(await page.getByTestId("deployment-status").textContent()).toBe("Running");
      await frame().locator("body").getByText("Neighbourhood Library").first().waitFor();
      expect(await page.getByRole("link", { name: "Open in New Tab" }).getAttribute("href")).toBe(src);
      expect(await page.getByTestId("export-widget").isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Continue in Specwright" }).getAttribute("href")).toBe(
        "/workflow",
      );
      expect(await page.getByTestId("preview-blocked").count()).toBe(0);
      await screenshot(page, "preview-02-running");

      await page.getByRole("button", { name: /Mobile/ }).click();
      const box = await page.getByTestId("preview-frame").boundingBox();
      expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([375, 667]);
      await screenshot(page, "preview-03-mobile");
      await page.getByRole("button", { name: /Desktop/ }).click();
    },
  );

  it(
    "uses the generated app inside the frame: signs up, adds a book and lists it",
    { timeout: STEP_TIMEOUT },
    async () => {
      const app = frame();
      await app.getByRole("link", { name: "Create an account" }).first().click();
      await app.locator('input[name="username"]').fill("ada");
      await app.locator('input[name="password"]').fill("a long password");
      await app.locator('input[name="name"]').fill("Ada Lovelace");
      await app.locator('button[type="submit"]').click();
      await app.getByRole("button", { name: "Sign out" }).waitFor();
      await screenshot(page, "preview-04-signed-up");

      // The app's own session must hold inside the frame, which is cross-site to the product.
      const listed = page.waitForResponse((r) => r.url().startsWith(`${previewOrigin}/api/books`));
      await app.getByRole("link", { name: "Books", exact: true }).first().click();
      expect(
        (await listed).status(),
        "the generated app's session cookie is not kept inside the preview frame",
      ).toBe(200);
      await app.getByRole("link", { name: "New book" }).first().click();
      await app.locator('input[name="title"]').fill("The Left Hand of Darkness");
      await app.locator('input[name="author"]').fill("Ursula K. Le Guin");
      await app.locator('input[name="copies"]').fill("2");
      await app.locator('button[type="submit"]').click();
      await app.getByText("The Left Hand of Darkness").first().waitFor();
      await app.getByRole("link", { name: "Books", exact: true }).first().click();
      await app.getByText("The Left Hand of Darkness").first().waitFor();
      await screenshot(page, "preview-05-book-listed");
    },
  );

  it("sends the product's session cookie only to the product, never to the preview", async () => {
    await requestsSettled();
    const toProduct = sent.filter((r) => r.url.startsWith(product.baseUrl));
    const toPreview = sent.filter((r) => previewOrigin && r.url.startsWith(previewOrigin));
    expect(toProduct.filter((r) => r.url.includes("/api/")).length).toBeGreaterThan(5);
    expect(toPreview.length).toBeGreaterThan(3);
    const apiCalls = toProduct.filter((r) => r.url.includes("/api/deployments/"));
    expect(apiCalls.length).toBeGreaterThan(0);
    for (const r of apiCalls) expect(r.cookie).toContain(`${PRODUCT_COOKIE}=`);
    for (const r of toPreview) expect(r.cookie, r.url).not.toContain(PRODUCT_COOKIE);
  });

  it(
    "lists the deployment running in the dashboard, with its real build log",
    { timeout: STEP_TIMEOUT },
    async () => {
      await page.goto(`${product.baseUrl}/dashboard`);
      await page.getByRole("tab", { name: "Deploy" }).click();
      await deploymentRow().waitFor();
      expect(await deploymentRow().getAttribute("data-status")).toBe("running");
      expect(await deploymentRow().getByTestId("deployment-url").getAttribute("href")).toBe(
        `${previewOrigin}/`,
      );
      await screenshot(page, "preview-06-dashboard-deployments");

      await page.getByRole("tab", { name: "Build Logs" }).click();
      const log = page.getByTestId("build-logs").getByTestId("build-log");
      await log.waitFor();
      await page.getByTestId("deployment-manager").scrollIntoViewIfNeeded();
      expect((await log.textContent())?.length ?? 0).toBeGreaterThan(20);
      await screenshot(page, "preview-07-dashboard-build-log");

      await page.getByRole("tab", { name: "Settings" }).click();
      await page.getByTestId("deployment-settings").getByText("preview.localhost").first().waitFor();
      await screenshot(page, "preview-08-dashboard-settings");
    },
  );

  it("stops and starts the deployment from the dashboard", { timeout: STEP_TIMEOUT }, async () => {
    await page.getByRole("tab", { name: "Deployments" }).click();
    await deploymentRow().getByRole("button", { name: "Stop" }).click();
    await expect.poll(() => deploymentRow().getAttribute("data-status"), { timeout: 30_000 }).toBe("stopped");
    await screenshot(page, "preview-09-dashboard-stopped");
    expect(await previewAnswers(previewOrigin)).toBe(false);

    await deploymentRow().getByRole("button", { name: "Start" }).click();
    await expect
      .poll(() => deploymentRow().getAttribute("data-status"), { timeout: START_TIMEOUT, interval: 500 })
      .toBe("running");
    await toastWith(page, "Application deployed successfully! You can now launch it.").waitFor();
    await screenshot(page, "preview-10-dashboard-running-again");
  });

  it(
    "brings the running deployment back after the product restarts, with the book kept",
    { timeout: STEP_TIMEOUT },
    async () => {
      expect(await previewAnswers(previewOrigin)).toBe(true);
      await product.stop();
      expect(await previewAnswers(previewOrigin)).toBe(false);
      product = await startProduct({}, { dataDir, port });
      // Back by itself: polled through the API before the preview page (which would start a stopped one) opens.
      await expect
        .poll(
          async () => {
            const res = await page.request.get(`${product.baseUrl}/api/deployments/${projectId}`);
            return ((await res.json()) as { status: string }).status;
          },
          { timeout: START_TIMEOUT, interval: 1000 },
        )
        .toBe("running");
      await page.goto(`${product.baseUrl}/preview/${projectId}/${APP_NAME}`);
      await page.getByRole("heading", { level: 1, name: "App Preview" }).waitFor();
      await page.getByTestId("preview-frame").waitFor({ timeout: START_TIMEOUT });
      expect(await page.getByTestId("deployment-status").textContent()).toBe("Running");
      await screenshot(page, "preview-11-after-restart");
      const app = frame();
      await app.getByRole("link", { name: "Books", exact: true }).first().click();
      await app.getByText("The Left Hand of Darkness").first().waitFor();
      await screenshot(page, "preview-12-book-after-restart");
      expect(errors).toEqual([]);
    },
  );

  it(
    "stops from the preview page and stays stopped until started again",
    { timeout: STEP_TIMEOUT },
    async () => {
      await page.getByRole("button", { name: "Stop", exact: true }).click();
      await page.getByTestId("preview-stopped").waitFor({ timeout: 30_000 });
      expect(await page.getByTestId("deployment-status").textContent()).toBe("Stopped");
      // Two polls later it is still stopped: a stop from this page holds the auto-start.
      await page.waitForTimeout(4500);
      expect(await page.getByTestId("deployment-status").textContent()).toBe("Stopped");
      await screenshot(page, "preview-13-stopped-here");
      await page.getByRole("button", { name: "Start Preview" }).click();
      await toastWith(page, "App preview is ready!").waitFor({ timeout: START_TIMEOUT });
      expect(errors).toEqual([]);
    },
  );
});
