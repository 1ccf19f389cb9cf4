import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe("projects in the browser", () => {
  it("creates two projects, switches between them, keeps the choice across a reload, and deletes one", async () => {
    const { page, errors } = await openPage(browser);
    await signUpThroughUi(page, product.baseUrl, {
      name: "Ada Lovelace",
      username: uniqueName("ada"),
      password: "analytical engine",
    });

    await page.getByText("You don't have any projects yet").waitFor();
    await createProjectThroughUi(
      page,
      "Neighbourhood Library",
      "A lending library where members borrow books with due dates.",
      "Create Your First Project",
    );
    await toastWith(page, "Project created successfully").waitFor();
    expect(await page.getByTestId("current-project-name").textContent()).toBe("Neighbourhood Library");

    await createProjectThroughUi(page, "Clinic Bookings", "Patients book appointments with doctors.");
    await expect.poll(() => page.getByTestId("current-project-name").textContent()).toBe("Clinic Bookings");
    await expect.poll(() => page.getByTestId("project-percent").textContent()).toBe("13% complete");
    await screenshot(page, "dashboard-two-projects");

    await page.getByRole("combobox", { name: "Switch Project" }).click();
    await page.getByRole("option", { name: "Neighbourhood Library" }).click();
    await toastWith(
      page,
      "Switched to Neighbourhood Library. All pages will now show this project.",
    ).waitFor();
    expect(await page.getByTestId("current-project-name").textContent()).toBe("Neighbourhood Library");
    expect(await page.evaluate(() => localStorage.getItem("selectedProjectId"))).toMatch(/^\d+$/);

    await page.reload();
    await page.getByTestId("current-project-name").waitFor();
    expect(await page.getByTestId("current-project-name").textContent()).toBe("Neighbourhood Library");

    await page.goto(`${product.baseUrl}/workflow`);
    await page.getByRole("heading", { level: 2, name: "Neighbourhood Library" }).waitFor();
    await page.goto(`${product.baseUrl}/`);

    await page.getByRole("button", { name: "Delete project" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete Project" }).click();
    await toastWith(page, "Project deleted").waitFor();
    await expect.poll(() => page.getByTestId("current-project-name").textContent()).toBe("Clinic Bookings");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps the Create Project button disabled without a name", async () => {
    const { page } = await openPage(browser);
    await signUpThroughUi(page, product.baseUrl, {
      name: "Edsger D",
      username: uniqueName("edsger"),
      password: "goto considered",
    });
    await page.getByRole("button", { name: "Create Your First Project" }).click();
    const create = page.getByRole("dialog").getByRole("button", { name: "Create Project" });
    expect(await create.isDisabled()).toBe(true);
    await page.getByRole("dialog").getByLabel("Project Name").fill("   ");
    expect(await create.isDisabled()).toBe(true);
    await page.getByRole("dialog").getByLabel("Project Name").fill("Shapes");
    expect(await create.isDisabled()).toBe(false);
    await page.context().close();
  });

  it("shows a project without a description as not yet defined, and defines it on the workflow page", async () => {
    const { page, errors } = await openPage(browser);
    await signUpThroughUi(page, product.baseUrl, {
      name: "Barbara L",
      username: uniqueName("barbara"),
      password: "abstraction rules",
    });
    await page.getByRole("button", { name: "Create Your First Project" }).click();
    await page.getByRole("dialog").getByLabel("Project Name").fill("Untitled idea");
    await page.getByRole("dialog").getByRole("button", { name: "Create Project" }).click();
    await page.getByText(/Not yet defined/).waitFor();

    await page.goto(`${product.baseUrl}/workflow`);
    await page.getByText("Define Your Project").waitFor();
    await page.getByLabel("Project Description").fill("A recipe box where cooks save and share recipes.");
    await page.getByRole("button", { name: "Start Building" }).click();
    await toastWith(page, "Project Defined Successfully!").waitFor();
    await page.getByText("Define Your Project").waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
