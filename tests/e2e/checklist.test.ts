import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerText,
  choose,
  expectSection,
  next,
  openSection,
  projectIdByName,
  question,
  tick,
  waitForSaveStatus,
} from "./support/checklist";
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

const IDEA = "A lending library where members borrow books with due dates.";

/** Signs up, creates a project from a one-sentence idea and opens its checklist; returns the project id. */
async function openChecklistOfNewProject(page: Page, name: string): Promise<number> {
  await signUpThroughUi(page, product.baseUrl, {
    name: "Grace Hopper",
    username: uniqueName("grace"),
    password: "compile the world",
  });
  await createProjectThroughUi(page, name, IDEA, "Create Your First Project");
  await toastWith(page, "Project created successfully").waitFor();
  const id = await projectIdByName(page, name);
  await page.goto(`${product.baseUrl}/projects/${id}/checklist`);
  await expectSection(page, "Product overview and goals");
  return id;
}

const visible = (page: Page, id: string) => question(page, id).isVisible();

describe("the requirements checklist in the browser", () => {
  it("is answered section by section, autosaves, survives a reload and is marked complete", async () => {
    const { page, errors } = await openPage(browser);
    await openChecklistOfNewProject(page, "Neighbourhood Library");
    await page.getByRole("heading", { level: 1, name: "Requirements Checklist" }).waitFor();
    expect(await page.getByText("Neighbourhood Library").first().isVisible()).toBe(true);
    expect(await page.getByTestId("checklist-status").textContent()).toBe("in progress");
    expect(await page.getByRole("button", { name: "Mark Checklist Complete" }).isDisabled()).toBe(true);
    expect(await page.getByTestId("complete-hint").textContent()).toContain("Users and roles");
    await screenshot(page, "checklist-01-start");

    // The data section arrives pre-filled from the one-sentence idea.
    await openSection(page, "Data the app keeps");
    const entities = await question(page, "data-entities").getByRole("textbox").inputValue();
    for (const thing of ["Member", "Book", "Loan"]) expect(entities).toMatch(new RegExp(`^${thing}:`, "m"));
    await screenshot(page, "checklist-02-data-prefilled");

    await openSection(page, "Product overview and goals");
    await answerText(page, "product-purpose", "Members of a neighbourhood library borrow and return books.");
    await answerText(page, "business-goals", "Fewer lost books; members see what is available.");
    await choose(page, "platform", "Web browser on desktop and mobile");
    await waitForSaveStatus(page, "Unsaved changes");

    // Users: the sign-in choice shows its follow-ups except for 'No authentication needed'.
    await next(page, "Users and roles");
    await waitForSaveStatus(page, "All changes saved");
    await answerText(page, "user-types", "Members\nLibrarians");
    await choose(page, "user-authentication", "No authentication needed");
    expect(await visible(page, "user-roles")).toBe(false);
    await choose(page, "user-authentication", "Accounts with roles and permissions");
    await answerText(page, "user-roles", "Librarians manage books; members borrow them.");
    await tick(page, "account-features", "Password reset", "Users see only their own data");
    await answerText(page, "concurrent-users", "25.5");
    await screenshot(page, "checklist-03-follow-ups");

    await next(page, "Features");
    await answerText(page, "core-features", "Borrow a book\nReturn a book\nSee my loans and their due dates");
    await choose(page, "search-filter", "Yes");
    await choose(page, "notifications", "In the app and by e-mail");
    await answerText(page, "notification-events", "A loan is due tomorrow");

    await next(page, "Data the app keeps");
    await choose(page, "sample-data", "Yes");

    // Integrations: 'No integrations needed' hides the follow-up (one of the four exceptions).
    await next(page, "Integrations");
    await tick(page, "integrations", "E-mail delivery");
    expect(await visible(page, "integration-details")).toBe(true);
    await tick(page, "integrations", "No integrations needed");
    expect(await visible(page, "integration-details")).toBe(false);
    await choose(page, "data-export", "No");
    await screenshot(page, "checklist-04-exception-hides-follow-up");

    await next(page, "Quality attributes");
    await choose(page, "performance", "Within 2 seconds");
    await tick(page, "security", "Encrypted connections (HTTPS)", "Passwords stored hashed");
    await choose(page, "scalability", "Some growth");
    expect(await visible(page, "growth-target")).toBe(false);
    await choose(page, "scalability", "Yes, expecting significant growth");
    await answerText(page, "growth-target", "About 2,000 members");

    await next(page, "Constraints and delivery");
    await choose(page, "hosting", "No preference");
    await choose(page, "phased-delivery", "Yes, prefer phased delivery with multiple releases");
    await answerText(page, "first-release", "Borrowing and returning");

    // No section change now: the edits wait for the auto-save interval.
    await waitForSaveStatus(page, "Unsaved changes");
    await screenshot(page, "checklist-05-unsaved");
    await waitForSaveStatus(page, "All changes saved", 12_000);
    expect(await page.getByTestId("checklist-progress").textContent()).toBe("7 of 7 sections completed");

    await page.reload();
    await expectSection(page, "Constraints and delivery");
    expect(await question(page, "first-release").getByRole("textbox").inputValue()).toBe(
      "Borrowing and returning",
    );
    await openSection(page, "Users and roles");
    expect(await question(page, "concurrent-users").getByRole("textbox").inputValue()).toBe("25.5");
    expect(
      await question(page, "account-features")
        .getByRole("checkbox", { name: "Password reset" })
        .getAttribute("aria-checked"),
    ).toBe("true");

    await page.getByRole("button", { name: "Mark Checklist Complete" }).click();
    await toastWith(page, "Checklist completed").waitFor();
    await page.getByTestId("checklist-completed").waitFor();
    expect(await page.getByTestId("checklist-status").textContent()).toBe("completed");
    expect(await page.getByTestId("checklist-completed").textContent()).toContain("generate the SRS");
    await screenshot(page, "checklist-06-completed");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps the edits when a save fails and saves them on Retry", async () => {
    const { page, errors } = await openPage(browser);
    await openChecklistOfNewProject(page, "Clinic Bookings");
    await page.route("**/api/projects/*/checklist", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"down"}' })
        : route.continue(),
    );
    await answerText(page, "product-purpose", "Patients book appointments with doctors.");
    await page.getByRole("button", { name: "Next" }).click();
    await toastWith(page, "Failed to update checklist").waitFor();
    await waitForSaveStatus(page, "Changes not saved");
    await screenshot(page, "checklist-07-save-failed");

    await page.unroute("**/api/projects/*/checklist");
    await page.getByRole("button", { name: "Retry" }).click();
    await waitForSaveStatus(page, "All changes saved");
    await page.reload();
    await openSection(page, "Product overview and goals");
    expect(await question(page, "product-purpose").getByRole("textbox").inputValue()).toBe(
      "Patients book appointments with doctors.",
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows a not-found state for an id that is not a number or not the user's project", async () => {
    const { page } = await openPage(browser);
    await signUpThroughUi(page, product.baseUrl, {
      name: "Alan T",
      username: uniqueName("alan"),
      password: "imitation game",
    });
    await page.goto(`${product.baseUrl}/projects/abc/checklist`);
    await page.getByRole("heading", { name: "Project not found" }).waitFor();
    await page.goto(`${product.baseUrl}/projects/99999/checklist`);
    await page.getByRole("heading", { name: "Project not found" }).waitFor();
    await screenshot(page, "checklist-08-not-found");
    await page.context().close();
  });
});
