import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectIdByName } from "./support/checklist";
import { approveAllDocumentsThroughApi, completeChecklistThroughApi } from "./support/documents";
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

/**
 * A new user with an approved, code-generated project (passes 1–3 through the API) opens /testing, generates a
 * plan from the prefilled requirements, writes supertest scripts into the app, runs the app's tests for real and
 * reads the results and the coverage chart.
 */
let product: RunningProduct;
let browser: Browser;
let page: Page;
let errors: string[];
let projectId: number;

const GENERATION_TIMEOUT = 240_000;
const RUN_TIMEOUT = 420_000;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser));
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const tab = (name: string) => page.getByRole("tab", { name, exact: true });

async function post(path: string, data: Record<string, unknown>) {
  const res = await page.request.post(`${product.baseUrl}${path}`, { data, timeout: GENERATION_TIMEOUT });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
}

describe("QA testing in the browser", () => {
  it(
    "refuses a plan without a project, then prepares a generated app",
    { timeout: GENERATION_TIMEOUT * 2 },
    async () => {
      await signUpThroughUi(page, product.baseUrl, {
        name: "Margaret Hamilton",
        username: uniqueName("margaret"),
        password: "apollo guidance",
      });
      await page.goto(`${product.baseUrl}/testing`);
      await page.getByTestId("generate-test-plan").click();
      await toastWith(page, "Missing Information").waitFor();
      await page.getByTestId("run-tests").click();
      await toastWith(page, "No Project Selected").waitFor();
      await screenshot(page, "testing-01-no-project");

      await page.goto(`${product.baseUrl}/`);
      await createProjectThroughUi(
        page,
        "Neighbourhood Library",
        "A lending library where members borrow books with due dates.",
        "Create Your First Project",
      );
      projectId = await projectIdByName(page, "Neighbourhood Library");
      expect(await completeChecklistThroughApi(page, product.baseUrl, projectId)).toBe("completed");
      await approveAllDocumentsThroughApi(page, product.baseUrl, projectId);
      await post(`/api/projects/${projectId}/generate-code-v4`, {});
      await post(`/api/projects/${projectId}/execute-pass`, { passNumber: 2 });
      await post(`/api/projects/${projectId}/execute-pass`, { passNumber: 3 });
    },
  );

  it("generates a plan and supertest scripts for the selected project", { timeout: 120_000 }, async () => {
    await page.goto(`${product.baseUrl}/testing`);
    expect(await page.getByTestId("testing-project").textContent()).toContain("Neighbourhood Library");
    const requirements = page.getByTestId("qa-requirements");
    await expect.poll(() => requirements.inputValue()).toMatch(/^FR-1: /);
    expect(await page.getByTestId("qa-test-type").textContent()).toBe("Unit");
    expect(await page.getByTestId("qa-framework").textContent()).toBe("Jest");

    await page.getByTestId("generate-test-plan").click();
    await page.getByTestId("test-plan").waitFor();
    expect(await page.getByTestId("coverage-targets").textContent()).toBe("Unit 85% · Integration 75%");
    expect(await page.getByTestId("automation-level").textContent()).toMatch(
      /^\d+% \(\d+ of \d+ cases covered/,
    );
    expect(await page.getByTestId("test-case").count()).toBeGreaterThan(3);
    await screenshot(page, "testing-02-plan");

    await page.getByTestId("qa-framework").click();
    await page.getByRole("option", { name: "Supertest" }).click();
    await page.getByTestId("qa-test-type").click();
    await page.getByRole("option", { name: "Integration" }).click();
    await page.getByTestId("generate-test-scripts").click();
    await page.getByTestId("test-scripts").waitFor({ timeout: 60_000 });
    expect(await page.getByTestId("test-script").count()).toBeLessThanOrEqual(3);
    expect(await page.getByTestId("test-script").first().textContent()).toContain("tests/qa/integration/");
    expect(await page.getByTestId("scripts-count").textContent()).toMatch(/script/);
    await screenshot(page, "testing-03-scripts");
  });

  it(
    "runs the app's tests for real and shows the results and the coverage",
    { timeout: RUN_TIMEOUT },
    async () => {
      await page.getByTestId("qa-test-type").click();
      await page.getByRole("option", { name: "Unit" }).click();
      await page.getByTestId("run-tests").click();
      await page.getByTestId("run-progress").waitFor();
      await screenshot(page, "testing-04-running");
      await toastWith(page, "Unit tests completed successfully!").waitFor({ timeout: RUN_TIMEOUT - 10_000 });
      await page.getByTestId("test-results").waitFor();
      expect(await page.getByTestId("test-results").getAttribute("data-status")).toBe("passed");
      const passed = Number(await page.getByTestId("passed-count").textContent());
      expect(passed).toBeGreaterThan(20);
      expect(await page.getByTestId("failed-count").textContent()).toBe("0");
      expect(await page.getByTestId("execution-time").textContent()).toMatch(/^\d+(\.\d)? s$/);
      expect(await page.getByTestId("test-row").count()).toBe(passed);
      expect(await page.getByText("tests/qa/integration/", { exact: false }).count()).toBeGreaterThan(0);
      await screenshot(page, "testing-05-results");

      await tab("Coverage").click();
      expect(await tab("Coverage").getAttribute("data-state")).toBe("active");
      await page.getByTestId("coverage-chart").waitFor();
      expect(await page.getByTestId("coverage-file").count()).toBeGreaterThan(5);
      expect(await page.getByTestId("coverage-total-lines").textContent()).toMatch(/\d+\.\d%/);
      await screenshot(page, "testing-06-coverage");
      await page.getByTestId("coverage-file").nth(8).scrollIntoViewIfNeeded();
      await screenshot(page, "testing-07-coverage-files");

      await page.reload();
      await tab("Test Results").click();
      expect(Number(await page.getByTestId("passed-count").textContent())).toBe(passed);
      expect(errors).toEqual([]);
    },
  );
});
