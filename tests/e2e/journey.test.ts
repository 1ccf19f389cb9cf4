import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appNameFor } from "../../domain/api/deployments";
import { projectIdByName } from "./support/checklist";
import { completeChecklistThroughApi, ok } from "./support/documents";
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

/**
 * One project from the idea to a deployment, as a new user goes: at each moment (after the SRS, after the
 * technical documents, after the code, after the tests, after the preview, after the deployment) every page that
 * shows the project's progress shows the same figure, and the sidebar's 'Next:' and the workflow's 'Next Step'
 * name the real next action. Screenshots of the dashboard, /agents and /workflow at every moment.
 */
const NAME = "Recipe Box";
const IDEA =
  "A recipe box where home cooks save recipes with their ingredients and steps, and plan meals for the week.";
const STEP_TIMEOUT = 300_000;
/** The checklist as a recipe-box owner answers it, asking for sample data to try the app with. */
const ANSWERS = {
  "product-purpose": "Home cooks keep their recipes in one place and plan the week's meals.",
  "business-goals": "Less time deciding what to cook.",
  platform: "Web browser on desktop and mobile",
  "user-types": "Home cooks",
  "user-authentication": "Username and password accounts",
  notifications: "No notifications",
  "core-features": "Save a recipe with ingredients and steps\nPlan meals for the week",
  "search-filter": true,
  performance: "Within 2 seconds",
  security: ["Encrypted connections (HTTPS)", "Passwords stored hashed"],
  scalability: "Some growth",
  hosting: "No preference",
  "phased-delivery": "No, deliver everything at once",
  integrations: ["No integrations needed"],
  "sample-data": true,
};

let product: RunningProduct;
let browser: Browser;
let page: Page;
let errors: string[];
let projectId: number;
let srsId: number;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser));
});
afterAll(async () => {
  if (product && projectId) await page?.request.post(`${product.baseUrl}/api/deployments/${projectId}/stop`);
  await browser?.close();
  await product?.stop();
});

const api = () => `${product.baseUrl}/api/projects/${projectId}`;

const text = async (testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? "").replace(/\s+/g, " ").trim();

/**
 * Reads the project's progress on every view and the two 'next' texts, taking screenshots named after the moment.
 * Every figure must be `figure`; 'Next:' must be `next`, and the workflow's Next Step `step`.
 */
async function expectEverywhere(moment: string, figure: number, next: string, step: string): Promise<void> {
  await page.goto(`${product.baseUrl}/dashboard`);
  await page.getByTestId("project-percent").waitFor();
  await expect.poll(() => text("project-percent")).toBe(`${figure}% complete`);
  expect(await text("stat-progress")).toBe(`${figure}%`);
  expect(await text("sidebar-progress")).toBe(`Progress ${figure}%`);
  expect(await text("next-hint")).toContain(`Progress ${figure}%Next: ${next}`);
  await screenshot(page, `journey-${moment}-1-dashboard`);
  await page.getByRole("tab", { name: "Agent Status" }).click();
  expect(await text("stat-development-progress")).toBe(`${figure}%`);
  await screenshot(page, `journey-${moment}-2-agent-status`);
  await page.getByRole("tab", { name: "Timeline" }).click();
  expect(await text("timeline-progress")).toBe(`Overall progress ${figure}%`);
  await screenshot(page, `journey-${moment}-3-timeline`);

  await page.goto(`${product.baseUrl}/agents`);
  await page.getByTestId("stat-overall-progress").waitFor();
  expect(await text("stat-overall-progress")).toBe(`${figure}%`);
  await screenshot(page, `journey-${moment}-4-agents`);

  await page.goto(`${product.baseUrl}/workflow`);
  await page.getByTestId("workflow-progress").waitFor();
  expect(await text("workflow-progress")).toBe(`${figure}% complete`);
  expect(await text("next-step")).toContain(`Next Step${step}`);
  await screenshot(page, `journey-${moment}-5-workflow`);
  expect(errors).toEqual([]);
}

describe("one project from the idea to a deployment shows one true progress everywhere", () => {
  it("after the SRS: awaiting its approval, which comes next", { timeout: STEP_TIMEOUT }, async () => {
    await signUpThroughUi(page, product.baseUrl, {
      name: "Rosa Cook",
      username: uniqueName("rosa"),
      password: "a long password",
    });
    await createProjectThroughUi(page, NAME, IDEA, "Create Your First Project");
    await toastWith(page, "Project created successfully").waitFor();
    projectId = await projectIdByName(page, NAME);
    // Described, nothing written yet: one stage of eight.
    await expectEverywhere("0-described", 13, "Complete requirements gathering", "Requirements Analysis");

    // The SRS is written and awaits the user's approval: half of its stage.
    await completeChecklistThroughApi(page, product.baseUrl, projectId, ANSWERS);
    srsId = Number((await ok("the SRS", await page.request.post(`${api()}/generate-srs-from-checklist`))).id);
    await expectEverywhere("1-srs", 19, "Approve the SRS", "Requirements Analysis");
  });

  it(
    "after the technical documents: half way, and the code comes next",
    { timeout: STEP_TIMEOUT },
    async () => {
      // Approving the SRS starts the design by itself; the design is generated here again, as a user may.
      await ok(
        "approving the SRS",
        await page.request.post(`${product.baseUrl}/api/srs-documents/${srsId}/approve`),
      );
      const design = await ok(
        "the design",
        await page.request.post(`${api()}/generate-system-design`, { data: {} }),
      );
      const [designDoc] = design.documents as { id: number }[];
      await ok(
        "approving the design",
        await page.request.post(`${api()}/approve-system-design`, { data: { documentId: designDoc?.id } }),
      );
      const technical = await ok(
        "the technical documents",
        await page.request.post(`${api()}/generate-technical-docs`, { data: {} }),
      );
      const documents = technical.documents as { id: number }[];
      // Two of three approved: the stage is not complete, and nothing says it is.
      for (const document of documents.slice(0, 2))
        await ok(
          "approving a technical document",
          await page.request.post(`${api()}/approve-technical-doc`, { data: { documentId: document.id } }),
        );
      await expectEverywhere("2a-two-of-three", 48, "Approve technical documents", "Technical Documentation");
      await ok(
        "approving the last technical document",
        await page.request.post(`${api()}/approve-technical-doc`, { data: { documentId: documents[2]?.id } }),
      );
      await expectEverywhere("2-technical", 50, "Generate the application code", "Code Generation");
    },
  );

  it("after the code: the tests come next", { timeout: STEP_TIMEOUT }, async () => {
    await generateCodeThroughApi(page, product.baseUrl, projectId);
    await expectEverywhere("3-code", 63, "QA Tester AI ready to generate test plans", "Unit Testing");
  });

  it("after the tests pass: the preview comes next", { timeout: STEP_TIMEOUT }, async () => {
    await page.goto(`${product.baseUrl}/testing`);
    await page.getByTestId("qa-test-type").click();
    await page.getByRole("option", { name: "Unit" }).click();
    await page.getByTestId("run-tests").click();
    const results = page.locator('[data-testid="test-results"]:not([data-status="running"])');
    await results.waitFor({ timeout: STEP_TIMEOUT - 30_000 });
    await screenshot(page, "journey-4-testing");
    const failures = await page.locator('[data-testid="test-row"][data-status="failed"]').allTextContents();
    expect(await results.getAttribute("data-status"), failures.join("\n")).toBe("passed");
    await expectEverywhere("4-tests", 75, "Open the app preview", "App Preview");
  });

  it("after the preview: a preview is not a deployment", { timeout: STEP_TIMEOUT }, async () => {
    await page.goto(`${product.baseUrl}/preview/${projectId}/${appNameFor(NAME)}`);
    await toastWith(page, "App preview is ready!").waitFor({ timeout: START_TIMEOUT });
    // The user asked for sample data: the page offers the demo sign-in, and behind it are the app's rows.
    const note = page.getByTestId("sample-data-note");
    await note.waitFor();
    const username = (await note.getByTestId("sample-username").textContent()) ?? "";
    const password = (await note.getByTestId("sample-password").textContent()) ?? "";
    const app = page.frameLocator('[data-testid="preview-frame"]');
    await app.locator('input[name="username"]').fill(username);
    await app.locator('input[name="password"]').fill(password);
    await app.locator('button[type="submit"]').click();
    await app.getByRole("button", { name: "Sign out" }).waitFor();
    await app.getByRole("link", { name: "Recipes", exact: true }).first().click();
    await app.getByRole("row").nth(3).waitFor();
    const rows = await app.getByRole("row").allTextContents();
    expect(rows.join("\n")).not.toMatch(/Recipe \d/);
    await screenshot(page, "journey-5-preview");
    await expectEverywhere("5-preview", 88, "Deploy the application", "Deploy Application");
    await page.goto(`${product.baseUrl}/dashboard`);
    await page.getByRole("tab", { name: "Timeline" }).click();
    const deployment = page.getByTestId("timeline-deployment");
    expect(await deployment.textContent()).toContain("App preview run");
    expect(await deployment.textContent()).not.toContain("Application deployed");
  });

  it("after the deployment: 100 % everywhere and nothing left to do", { timeout: STEP_TIMEOUT }, async () => {
    await page.goto(`${product.baseUrl}/workflow`);
    await page.getByRole("button", { name: "Deploy Application" }).click();
    await page.waitForURL(`${product.baseUrl}/preview/${projectId}/${appNameFor(NAME)}`);
    await page.getByTestId("preview-frame").waitFor({ timeout: START_TIMEOUT });
    await expect
      .poll(async () => ((await (await page.request.get(api())).json()) as { status: string }).status, {
        timeout: START_TIMEOUT,
      })
      .toBe("deployed");
    await expectEverywhere("6-deployed", 100, "Done: the application is deployed", "Done");
    await page.goto(`${product.baseUrl}/dashboard`);
    await page.getByRole("tab", { name: "Timeline" }).click();
    expect(await page.getByTestId("timeline-deployment").textContent()).toContain("Application deployed");
  });
});
