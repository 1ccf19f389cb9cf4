import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectIdByName } from "./support/checklist";
import { approveAllDocumentsThroughApi, completeChecklistThroughApi } from "./support/documents";
import { generateCodeThroughApi, recordRequests, START_TIMEOUT, type SentRequest } from "./support/preview";
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
 * The product opened at http://127.0.0.1:<port>, the address that used to be the preview host (issue 11, finding
 * 4). With PREVIEW_HOST unset the preview is served on another host name: it works in the frame, its own sign-in
 * included, and never receives the product's session cookie. With PREVIEW_HOST set to the host the product is used
 * at, the product neither frames nor links the preview, and says how to fix it.
 */
const PRODUCT_COOKIE = "sw_session";
const APP_NAME = "tool-library";
const STEP_TIMEOUT = 300_000;

let product: RunningProduct;
let browser: Browser;
let page: Page;
let errors: string[];
let dataDir: string;
let port: number;
let base: string;
let projectId: number;
let sent: SentRequest[];
let requestsSettled: () => Promise<void>;

const deploymentRow = () => page.locator(`[data-testid="deployment-row"][data-project-id="${projectId}"]`);

async function deploymentStatus(): Promise<{ status: string; url: string | null; blocked: string | null }> {
  const res = await page.request.get(`${base}/api/deployments/${projectId}`);
  return (await res.json()) as { status: string; url: string | null; blocked: string | null };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-e2e-preview-host-"));
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  product = await startProduct({}, { dataDir, port });
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser));
  ({ sent, settled: requestsSettled } = recordRequests(page));
});
afterAll(async () => {
  if (product && projectId) await page?.request.post(`${base}/api/deployments/${projectId}/stop`);
  await browser?.close();
  await product?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the preview when the product is used at 127.0.0.1", () => {
  it(
    "serves the preview on another host name, which never receives the product's session cookie",
    { timeout: STEP_TIMEOUT },
    async () => {
      await signUpThroughUi(page, base, {
        name: "Mary Jackson",
        username: uniqueName("mary"),
        password: "wind tunnel data",
      });
      await createProjectThroughUi(
        page,
        "Tool Library",
        "Neighbours lend each other tools and see what is out on loan.",
        "Create Your First Project",
      );
      projectId = await projectIdByName(page, "Tool Library");
      expect(await completeChecklistThroughApi(page, base, projectId)).toBe("completed");
      await approveAllDocumentsThroughApi(page, base, projectId);
      await generateCodeThroughApi(page, base, projectId);

      await page.goto(`${base}/preview/${projectId}/${APP_NAME}`);
      await toastWith(page, "App preview is ready!").waitFor({ timeout: START_TIMEOUT });
      const src = (await page.getByTestId("preview-frame").getAttribute("src")) ?? "";
      const previewOrigin = new URL(src).origin;
      const app = page.frameLocator('[data-testid="preview-frame"]');
      await app.locator("body").getByText("Tool Library").first().waitFor();
      await screenshot(page, "preview-host-01-framed-at-127");

      // The frame's requests: none may carry the product's cookie (at 127.0.0.1:5100 they all did).
      await requestsSettled();
      const toPreview = sent.filter((r) => r.url.startsWith(previewOrigin));
      expect(toPreview.length).toBeGreaterThan(3);
      for (const r of toPreview) expect(r.cookie, r.url).not.toContain(PRODUCT_COOKIE);
      const toProduct = sent.filter((r) => r.url.startsWith(`${base}/api/deployments/`));
      expect(toProduct.length).toBeGreaterThan(0);
      for (const r of toProduct) expect(r.cookie).toContain(`${PRODUCT_COOKIE}=`);
      expect(new URL(src).hostname).not.toBe("127.0.0.1");
      expect(await page.getByTestId("preview-blocked").count()).toBe(0);

      // The generated app's own sign-in holds in the frame (its partitioned cookie), cross-site to the product.
      await app.getByRole("link", { name: "Create an account" }).first().click();
      await app.locator('input[name="username"]').fill("mary");
      await app.locator('input[name="password"]').fill("a long password");
      await app.locator('input[name="name"]').fill("Mary Jackson");
      await app.locator('button[type="submit"]').click();
      await app.getByRole("button", { name: "Sign out" }).waitFor();
      await page.reload();
      await page
        .frameLocator('[data-testid="preview-frame"]')
        .getByRole("button", { name: "Sign out" })
        .waitFor({ timeout: 30_000 });
      await screenshot(page, "preview-host-02-signed-in-in-frame");

      await requestsSettled();
      const all = sent.filter((r) => r.url.startsWith(previewOrigin));
      for (const r of all) expect(r.cookie, r.url).not.toContain(PRODUCT_COOKIE);
      expect(all.some((r) => r.cookie !== "")).toBe(true); // the app's own cookie did travel
      expect(errors).toEqual([]);
    },
  );

  it(
    "with PREVIEW_HOST set to that host, shows how to fix it instead of framing or linking the preview",
    { timeout: STEP_TIMEOUT },
    async () => {
      await product.stop();
      product = await startProduct({ PREVIEW_HOST: "127.0.0.1" }, { dataDir, port });
      // The deployment comes back by itself (it was running), now served at 127.0.0.1.
      await expect
        .poll(async () => (await deploymentStatus()).status, { timeout: START_TIMEOUT, interval: 1000 })
        .toBe("running");

      const before = sent.length;
      await page.goto(`${base}/preview/${projectId}/${APP_NAME}`);
      const message = page.getByTestId("app-preview").getByTestId("preview-blocked");
      await message.waitFor({ timeout: 15_000 });
      expect(await message.textContent()).toContain("set PREVIEW_HOST");
      expect(await page.getByTestId("deployment-status").textContent()).toBe("Running");
      expect(await page.getByTestId("preview-frame").count()).toBe(0);
      expect(await page.getByRole("link", { name: "Open in New Tab" }).count()).toBe(0);
      await screenshot(page, "preview-host-03-blocked-preview-page");
      const shown = await deploymentStatus();
      expect(shown.url).toBeNull();
      expect(shown.blocked).toContain(`http://localhost:${port}/`);

      await page.goto(`${base}/dashboard`);
      await page.getByRole("tab", { name: "Deploy" }).click();
      await deploymentRow().waitFor();
      expect(await deploymentRow().getAttribute("data-status")).toBe("running");
      await deploymentRow().getByTestId("preview-blocked").waitFor();
      await deploymentRow().scrollIntoViewIfNeeded();
      expect(await deploymentRow().getByTestId("deployment-url").count()).toBe(0);
      expect(await page.locator(`a[href^="http://127.0.0.1:5"]`).count()).toBe(0);
      await screenshot(page, "preview-host-04-blocked-dashboard");
      await page.getByRole("tab", { name: "Settings" }).click();
      await page.getByTestId("deployment-settings").getByTestId("preview-blocked").waitFor();
      await page.getByTestId("deployment-settings").scrollIntoViewIfNeeded();
      await screenshot(page, "preview-host-05-blocked-settings");

      // Nothing on these pages reached for the preview.
      await requestsSettled();
      const { port: previewPort } = (await (
        await page.request.get(`${base}/api/deployments/${projectId}`)
      ).json()) as { port: number };
      const reached = sent.slice(before).filter((r) => r.url.startsWith(`http://127.0.0.1:${previewPort}`));
      expect(reached).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
