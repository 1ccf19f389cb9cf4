import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectIdByName } from "./support/checklist";
import {
  approveInPanel,
  completeChecklistThroughApi,
  documentPanel,
  scrollToTop,
  settledDiagrams,
  sidebarAgents,
} from "./support/documents";
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

let product: RunningProduct;
let browser: Browser;
let page: Page;
let errors: string[];
let projectId: number;
const csp: string[] = [];

/** Generation runs as jobs; the embedded engine is quick, but a cold start of a job takes a moment. */
const GENERATION_TIMEOUT = 45_000;
const STEP_TIMEOUT = 120_000;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser));
  // The built app runs under the product's real CSP (script-src 'self'): any violation fails the journey.
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
  });
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const cspViolations = () => csp;
const LONG = { timeout: GENERATION_TIMEOUT, interval: 250 };

const tab = (name: string) => page.getByRole("tab", { name, exact: true });
const stepStatuses = () =>
  page.getByTestId("document-step").evaluateAll((steps) => steps.map((s) => s.getAttribute("data-status")));

describe("the document chain in the browser", () => {
  it(
    "generates the SRS from a completed checklist and opens it, rendered, on the Documents page",
    { timeout: STEP_TIMEOUT },
    async () => {
      await signUpThroughUi(page, product.baseUrl, {
        name: "Margaret Hamilton",
        username: uniqueName("margaret"),
        password: "apollo guidance",
      });
      await createProjectThroughUi(
        page,
        "Neighbourhood Library",
        "A lending library where members borrow books with due dates.",
        "Create Your First Project",
      );
      await toastWith(page, "Project created successfully").waitFor();
      projectId = await projectIdByName(page, "Neighbourhood Library");
      expect(await completeChecklistThroughApi(page, product.baseUrl, projectId)).toBe("completed");

      await page.goto(`${product.baseUrl}/projects/${projectId}/checklist`);
      await page.getByTestId("checklist-completed").waitFor();
      await screenshot(page, "documents-01-checklist-completed");

      await page.getByRole("button", { name: "Generate SRS" }).click();
      await page.getByTestId("srs-redirect").waitFor({ timeout: GENERATION_TIMEOUT });
      await screenshot(page, "documents-02-srs-generated-redirecting");
      const started = Date.now();
      await page.waitForURL(/\/documents\?project=\d+&type=srs&highlight=new&document=\d+$/, {
        timeout: 10_000,
      });
      expect(Date.now() - started).toBeGreaterThan(1_000);
      expect(new URL(page.url()).searchParams.get("project")).toBe(String(projectId));

      const srs = documentPanel(page, "srs");
      await srs.waitFor();
      expect(await tab("SRS").getAttribute("aria-selected")).toBe("true");
      expect(await srs.getByText("New", { exact: true }).isVisible()).toBe(true);
      expect(await srs.getByTestId("document-status").textContent()).toBe("Pending Approval");
      await srs.getByRole("heading", { level: 2, name: "1 Introduction" }).waitFor();
      await srs.getByRole("heading", { name: "3 Specific Requirements" }).waitFor();
      expect(await srs.locator(".md-table-wrap table").count()).toBeGreaterThan(2);
      expect(await srs.locator(".md-table-wrap table").first().isVisible()).toBe(true);
      expect(await page.getByRole("navigation", { name: "Contents" }).last().isVisible()).toBe(true);
      expect(await stepStatuses()).toEqual(["Pending", "Waiting", "Waiting"]);
      await screenshot(page, "documents-03-srs-rendered");
      await scrollToTop(srs.getByRole("heading", { name: "2.3 User characteristics" }));
      await screenshot(page, "documents-04-srs-table");
    },
  );

  it(
    "approves the SRS, signs the checklist off and shows the system design with its diagrams",
    { timeout: STEP_TIMEOUT },
    async () => {
      const srs = documentPanel(page, "srs");
      await approveInPanel(page, srs);
      await toastWith(page, "SRS approved").waitFor();
      // Approval moves on to the next step, where the Architectural AI's work appears.
      await expect.poll(() => tab("System Design").getAttribute("aria-selected")).toBe("true");
      if (await page.getByTestId("job-progress").isVisible())
        await screenshot(page, "documents-05-design-generating");

      const design = documentPanel(page, "system_design");
      await design.waitFor({ timeout: GENERATION_TIMEOUT });
      const { drawn, failed } = await settledDiagrams(design);
      expect(failed).toBe(0);
      expect(drawn).toBeGreaterThanOrEqual(3);
      expect(await design.getByText("could not be drawn").count()).toBe(0);
      expect(await design.getByTestId("document-status").textContent()).toBe("Pending Approval");
      expect(await stepStatuses()).toEqual(["Approved", "Ready", "Waiting"]);
      await screenshot(page, "documents-06-design");
      await scrollToTop(design.getByRole("heading", { name: "3 Components" }));
      await screenshot(page, "documents-07-design-diagram");
      expect(await cspViolations()).toEqual([]);

      await page.goto(`${product.baseUrl}/projects/${projectId}/checklist`);
      await expect.poll(() => page.getByTestId("checklist-status").textContent(), LONG).toBe("signed off");
      await page.getByTestId("checklist-signed-off").waitFor();
      await screenshot(page, "documents-08-checklist-signed-off");
    },
  );

  it(
    "approves the design, then reviews and approves the three technical documents one by one",
    { timeout: STEP_TIMEOUT },
    async () => {
      await page.getByRole("link", { name: "Documents", exact: true }).click();
      const design = documentPanel(page, "system_design");
      await design.waitFor();
      await approveInPanel(page, design);
      await toastWith(page, "System design approved").waitFor();
      await expect.poll(() => tab("Technical Docs").getAttribute("aria-selected")).toBe("true");

      const picker = page.getByTestId("technical-document-tab");
      await expect.poll(() => picker.count(), LONG).toBe(3);
      expect(
        await picker.evaluateAll((tabs) => tabs.map((t) => t.getAttribute("data-document-type"))),
      ).toEqual(["database_design", "api_specification", "frontend_architecture"]);
      expect(await picker.nth(1).textContent()).toContain("API Specification");

      // Database design: the ER diagram and runnable SQL, highlighted.
      await picker.nth(0).click();
      const database = documentPanel(page, "technical", "database_design");
      await database.waitFor();
      expect(await database.getByTestId("document-type").textContent()).toBe("database design");
      const er = await settledDiagrams(database);
      expect(er).toEqual({ drawn: er.drawn, failed: 0 });
      expect(er.drawn).toBeGreaterThanOrEqual(1);
      expect(
        await database.locator('[data-testid="mermaid-diagram"] svg[aria-roledescription="er"]').count(),
      ).toBe(1);
      const sql = database.locator('.md-code[data-language="sql"]');
      expect(await sql.locator("code.hljs .hljs-keyword").count()).toBeGreaterThan(5);
      await scrollToTop(database.locator('[data-testid="mermaid-diagram"]').first());
      await screenshot(page, "documents-09-database-er-diagram");
      await scrollToTop(sql.first());
      await screenshot(page, "documents-10-database-sql");
      const download = page.waitForEvent("download");
      await database.getByRole("button", { name: "Download" }).click();
      expect((await download).suggestedFilename()).toMatch(/\.md$/);
      await approveInPanel(page, database);
      await toastWith(page, "Database Design approved").waitFor();
      await expect
        .poll(() => page.getByTestId("technical-approved-count").textContent(), LONG)
        .toContain("1 of 3");

      // API specification: the OpenAPI document as highlighted YAML.
      const api = documentPanel(page, "technical", "api_specification");
      await api.waitFor(); // the next document waiting for approval is shown
      const yaml = api.locator('.md-code[data-language="yaml"]');
      expect(await yaml.locator("code.hljs .hljs-attr").count()).toBeGreaterThan(10);
      expect(await yaml.textContent()).toContain("openapi: 3.1");
      await scrollToTop(yaml.first());
      await screenshot(page, "documents-11-api-yaml");
      await approveInPanel(page, api);
      await toastWith(page, "API Specification approved").waitFor();
      await expect
        .poll(() => page.getByTestId("technical-approved-count").textContent(), LONG)
        .toContain("2 of 3");

      const frontend = documentPanel(page, "technical", "frontend_architecture");
      await frontend.waitFor();
      const ui = await settledDiagrams(frontend);
      expect(ui.failed).toBe(0);
      await screenshot(page, "documents-12-frontend");
      await approveInPanel(page, frontend);
      await toastWith(page, "Frontend Architecture approved").waitFor();
      await expect
        .poll(() => page.getByTestId("technical-approved-count").textContent(), LONG)
        .toContain("3 of 3");

      expect(await stepStatuses()).toEqual(["Approved", "Approved", "Ready"]);
      expect(await page.getByTestId("document-step").nth(2).textContent()).toContain("3 of 3 approved");
      await expect
        .poll(() => sidebarAgents(page), LONG)
        .toMatchObject({
          "Requirements AI": "Done",
          "Architectural AI": "Done",
          "DBA-Coder AI": "Done",
          "QA Tester AI": "Ready",
        });
      await scrollToTop(page.getByRole("tablist"));
      await screenshot(page, "documents-13-all-approved");

      await tab("Implementation").click();
      expect(await page.getByTestId("implementation-approved").textContent()).toBe("3 of 3");
      await tab("Traceability").click();
      const rows = page.getByTestId("traceability-row");
      await rows.first().waitFor();
      expect(await rows.count()).toBeGreaterThan(3);
      await screenshot(page, "documents-14-traceability");
      const first = await rows.first().getAttribute("data-requirement");
      await rows
        .first()
        .getByRole("button", { name: first ?? "" })
        .click();
      await expect.poll(() => tab("SRS").getAttribute("aria-selected")).toBe("true");
      await page.locator(`[data-requirement="${first}"].md-flash`).waitFor();
      expect(await cspViolations()).toEqual([]);
    },
  );

  it(
    "regenerates the SRS after confirming, marks the design outdated and shows the diff between versions",
    { timeout: STEP_TIMEOUT },
    async () => {
      const srs = documentPanel(page, "srs");
      await srs.getByRole("button", { name: "Regenerate" }).click();
      const confirm = page.getByRole("alertdialog");
      await confirm.getByText("Regenerate the SRS?").waitFor();
      await screenshot(page, "documents-15-regenerate-confirm");
      await confirm.getByRole("button", { name: "Overwrite and regenerate" }).click();
      await toastWith(page, "SRS version 2 generated").waitFor({ timeout: GENERATION_TIMEOUT });
      await expect.poll(() => srs.getByTestId("document-version").textContent(), LONG).toBe("Version 2");
      expect(await stepStatuses()).toEqual(["Pending", "Approved", "Ready"]);

      await tab("System Design").click();
      const design = documentPanel(page, "system_design");
      const warning = design.getByTestId("outdated-warning");
      await warning.waitFor();
      expect(await warning.textContent()).toMatch(/SRS changed \(version 2\).*version 1/);
      expect(await design.getByTestId("document-status").textContent()).toBe("Approved");
      await screenshot(page, "documents-16-design-outdated");

      await tab("SRS").click();
      await srs.getByRole("button", { name: "History" }).click();
      const history = page.getByRole("dialog");
      const diff = history.getByTestId("diff-view");
      await diff.waitFor();
      expect(await diff.textContent()).toContain("Changes from version 1 to version 2");
      expect(await diff.locator('tr[data-kind="added"]').count()).toBeGreaterThan(0);
      expect(await diff.locator('tr[data-kind="removed"]').count()).toBeGreaterThan(0);
      const added = await diff
        .locator('tr[data-kind="added"]')
        .first()
        .evaluate((tr) => getComputedStyle(tr).backgroundColor);
      const removed = await diff
        .locator('tr[data-kind="removed"]')
        .first()
        .evaluate((tr) => getComputedStyle(tr).backgroundColor);
      expect(added).not.toBe(removed);
      await screenshot(page, "documents-17-srs-diff");
      await page.keyboard.press("Escape");
    },
  );

  it(
    "signs the new SRS off from the checklist, and the design is regenerated with an overwrite confirmation",
    { timeout: STEP_TIMEOUT },
    async () => {
      await page.goto(`${product.baseUrl}/projects/${projectId}/checklist`);
      const pending = page.getByTestId("pending-srs");
      await pending.waitFor();
      await pending.getByRole("button", { name: "View SRS" }).click();
      const preview = page.getByTestId("srs-preview");
      await preview.getByRole("heading", { name: "1 Introduction" }).waitFor();
      await screenshot(page, "documents-18-checklist-srs-preview");
      await page.keyboard.press("Escape");
      await pending.getByRole("button", { name: "Approve & Sign Off" }).click();
      // Signing off is an approval: it asks first.
      await page.getByTestId("approve-dialog").waitFor();
      await screenshot(page, "documents-19-checklist-sign-off-confirm");
      await page.getByTestId("approve-confirm").click();
      await toastWith(page, "SRS approved and signed off").waitFor();
      await expect.poll(() => page.getByTestId("checklist-status").textContent(), LONG).toBe("signed off");

      // Approving version 2 writes a new design from it automatically.
      await page.goto(`${product.baseUrl}/documents`);
      const design = documentPanel(page, "system_design");
      await expect.poll(() => design.getByTestId("document-version").textContent(), LONG).toBe("Version 2");
      expect(await design.getByTestId("outdated-warning").count()).toBe(0);

      await design.getByRole("button", { name: "Regenerate" }).click();
      const confirm = page.getByRole("alertdialog");
      await confirm.getByText("Overwrite the system design?").waitFor();
      await confirm.getByRole("button", { name: "Overwrite and regenerate" }).click();
      await expect.poll(() => design.getByTestId("document-version").textContent(), LONG).toBe("Version 3");
      await toastWith(page, "System design generated").waitFor();
      expect((await settledDiagrams(design)).failed).toBe(0);
      await screenshot(page, "documents-19-design-regenerated");
      expect(await cspViolations()).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it(
    "leads from the Dashboard's approval banners to the right tab of the Documents page",
    { timeout: STEP_TIMEOUT },
    async () => {
      const { page: other, errors: otherErrors } = await openPage(browser);
      await signUpThroughUi(other, product.baseUrl, {
        name: "Dorothy Vaughan",
        username: uniqueName("dorothy"),
        password: "fortran for all",
      });
      await createProjectThroughUi(
        other,
        "Recipe Box",
        "Home cooks keep recipes and plan meals.",
        "Create Your First Project",
      );
      await toastWith(other, "Project created successfully").waitFor();
      const id = await projectIdByName(other, "Recipe Box");
      await completeChecklistThroughApi(other, product.baseUrl, id);
      const api = `${product.baseUrl}/api/projects/${id}`;
      const srs = (await (await other.request.post(`${api}/generate-srs-from-checklist`)).json()) as {
        id: number;
      };

      await other.goto(`${product.baseUrl}/`);
      await other.getByRole("link", { name: "Review & Approve SRS" }).click();
      await other.waitForURL(`${product.baseUrl}/documents?project=${id}&type=srs`);
      await documentPanel(other, "srs").waitFor();
      expect(await other.getByRole("tab", { name: "SRS", exact: true }).getAttribute("aria-selected")).toBe(
        "true",
      );

      // Approved elsewhere: the design is started about a second later; the overview says so, then offers it.
      await other.request.post(`${product.baseUrl}/api/srs-documents/${srs.id}/approve`);
      await other.goto(`${product.baseUrl}/`);
      const design = other.getByRole("link", { name: "Review & Approve Design" });
      const generating = other.getByRole("button", { name: "Generating..." });
      await generating.or(design).first().waitFor({ timeout: GENERATION_TIMEOUT });
      if (await generating.isVisible()) {
        await generating.evaluate((el) => el.scrollIntoView({ block: "center" }));
        await screenshot(other, "documents-21-dashboard-generating");
      }
      await design.waitFor({ timeout: GENERATION_TIMEOUT });
      await design.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await screenshot(other, "documents-22-dashboard-review-design");
      await design.click();
      await other.waitForURL(`${product.baseUrl}/documents?project=${id}`);
      await documentPanel(other, "system_design").waitFor();
      expect(
        await other.getByRole("tab", { name: "System Design", exact: true }).getAttribute("aria-selected"),
      ).toBe("true");
      expect(otherErrors).toEqual([]);
      await other.context().close();
    },
  );

  it("sends a user without a project to the Dashboard with 'Select a Project'", async () => {
    const { page: other } = await openPage(browser);
    await signUpThroughUi(other, product.baseUrl, {
      name: "Katherine Johnson",
      username: uniqueName("katherine"),
      password: "orbital mechanics",
    });
    await other.goto(`${product.baseUrl}/documents`);
    await toastWith(other, "Please select a project from the Dashboard first.").waitFor();
    await other.waitForURL(`${product.baseUrl}/`);
    await screenshot(other, "documents-20-no-project");
    await other.context().close();
  });
});
