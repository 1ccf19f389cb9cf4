import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createProjectThroughUi,
  launchBrowser,
  openPage,
  screenshot,
  signUpThroughUi,
  startProduct,
  uniqueName,
  type RunningProduct,
} from "./support/product";

let product: RunningProduct;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser));
  await signUpThroughUi(page, product.baseUrl, {
    name: "Margaret Hamilton",
    username: uniqueName("margaret"),
    password: "apollo guidance",
  });
  await createProjectThroughUi(
    page,
    "Field Notes",
    "Researchers record observations with photos and locations.",
    "Create Your First Project",
  );
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Every sidebar item, the heading its page shows, and a text that proves the page rendered its content. */
const PAGES = [
  {
    link: "App Builder Workflow",
    path: "/workflow",
    heading: "App Builder Workflow",
    text: "Overall progress",
  },
  { link: "Project Dashboard", path: "/dashboard", heading: "Project Dashboard", text: "Current Project" },
  { link: "Requirements", path: "/requirements", heading: "Requirements", text: "No requirements yet" },
  // A new project has no SRS: the page opens on the SRS tab, whose next step is the checklist.
  { link: "Documents", path: "/documents", heading: "Documents", text: "No SRS yet" },
  { link: "Generated Code", path: "/code", heading: "Generated Code", text: "Complete Prerequisites First" },
  { link: "Meetings", path: "/meetings", heading: "Meetings", text: "Upcoming Meetings" },
  {
    link: "AI Testing",
    path: "/testing",
    heading: "AI-Augmented QA Testing",
    text: "No test plan yet",
  },
  { link: "AI Agents", path: "/agents", heading: "AI Agents", text: "Overall Progress" },
  { link: "Settings", path: "/settings", heading: "Settings", text: "Auto-save interval (seconds)" },
];

describe("the shell in the browser", () => {
  it.each(PAGES)(
    "opens $path from the sidebar with its header and content",
    async ({ link, path, heading, text }) => {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: link, exact: true })
        .click();
      await page.waitForURL(`${product.baseUrl}${path}`);
      await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
      await page.getByText(text).first().waitFor();
      await screenshot(page, `page${path.replace(/\//g, "-")}`);
      expect(errors).toEqual([]);
    },
  );

  it("opens the Agents Dashboard section of /agents from its sub-item, each item highlighted on its own view", async () => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const agents = nav.getByRole("link", { name: "AI Agents", exact: true });
    const dashboard = nav.getByRole("link", { name: "Agents Dashboard", exact: true });
    const main = page.locator("main");

    await agents.click();
    await page.waitForURL(`${product.baseUrl}/agents`);
    await page.getByTestId("stat-overall-progress").waitFor();
    expect(await agents.getAttribute("aria-current")).toBe("page");
    expect(await dashboard.getAttribute("aria-current")).toBeNull();
    expect(await main.evaluate((el) => el.scrollTop)).toBe(0);

    await dashboard.click();
    await page.waitForURL(`${product.baseUrl}/agents#dashboard`);
    const section = page.getByRole("region", { name: "Agents Dashboard" });
    await section.getByText("Development Progress").first().waitFor();
    expect(await section.getAttribute("data-targeted")).toBe("true");
    await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(await dashboard.getAttribute("aria-current")).toBe("page");
    expect(await agents.getAttribute("aria-current")).toBeNull();
    await screenshot(page, "page-agents-dashboard");

    await agents.click();
    await page.waitForURL(`${product.baseUrl}/agents`);
    await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBe(0);
    expect(await agents.getAttribute("aria-current")).toBe("page");
    expect(errors).toEqual([]);
  });

  it("shows the AI Agents panel and the Next hint computed from the project's documents", async () => {
    const panel = page.getByRole("region", { name: "AI Agents" });
    expect(await panel.getByText("Requirements AI").isVisible()).toBe(true);
    expect(await panel.getByText("In Progress").isVisible()).toBe(true);
    expect(await panel.getByText("Blocked").isVisible()).toBe(true);
    expect(await page.getByTestId("next-hint").textContent()).toContain(
      "Next: Complete requirements gathering",
    );
  });

  it("matches routes regardless of case", async () => {
    await page.goto(`${product.baseUrl}/DashBoard`);
    await page.getByRole("heading", { level: 1, name: "Project Dashboard" }).waitFor();
    await page.goto(`${product.baseUrl}/AGENTS`);
    await page.getByRole("heading", { level: 1, name: "AI Agents" }).waitFor();
  });

  it("shows the 404 screen for an unknown path, including the links the spec names outside the route list", async () => {
    for (const path of ["/no-such-page", "/technical-documents", "/v4-demo"]) {
      await page.goto(`${product.baseUrl}${path}`);
      await page.getByText("404 Page Not Found").waitFor();
      expect(await page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
    }
    await screenshot(page, "not-found");
  });

  it("opens the dashboard tabs: agent status and timeline derived from the project", async () => {
    await page.goto(`${product.baseUrl}/`);
    await page.getByRole("tab", { name: "Agent Status" }).click();
    await page.getByText("Development Progress").waitFor();
    await page.getByRole("tab", { name: "Timeline" }).click();
    await page.getByText("Project Development Timeline").waitFor();
    for (const phase of [
      "Requirements Gathering",
      "System Architecture",
      "Database Design",
      "Implementation",
      "Testing & QA",
      "Deployment",
    ]) {
      expect(await page.getByRole("tabpanel").getByText(phase, { exact: true }).isVisible()).toBe(true);
    }
    await screenshot(page, "dashboard-timeline");
    expect(errors).toEqual([]);
  });
});
