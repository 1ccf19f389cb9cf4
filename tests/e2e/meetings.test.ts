import fs from "node:fs";
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

/*
 * Meetings (delivery.md §2.12; FEATURES J2): a new user schedules a meeting about a project with an agenda drafted
 * from the project's state, adds notes, completes it, and downloads its .ics.
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

describe("meetings", () => {
  it("are scheduled with a drafted agenda, noted, completed and exported", { timeout: 180_000 }, async () => {
    const { page, errors } = await openPage(browser);
    await signUpThroughUi(page, product.baseUrl, {
      name: "Katherine Johnson",
      username: uniqueName("katherine"),
      password: "trajectories",
    });
    await createProjectThroughUi(
      page,
      "Orbit Log",
      "A log of satellite passes.",
      "Create Your First Project",
    );
    await toastWith(page, "Project created successfully").waitFor();

    await page.goto(`${product.baseUrl}/meetings`);
    await page.getByText("No upcoming meetings.").waitFor();
    await page.getByTestId("schedule-meeting").click();
    const form = page.getByTestId("meeting-form");
    await form.getByLabel("Title").fill("Orbit Log: requirements review");
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    const local = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T10:00`;
    await form.getByLabel("Date and time").fill(local);
    await form.getByLabel(/^Attendees/).fill("Dorothy Vaughan, mary@example.org");
    await form.getByRole("button", { name: "Draft from the project" }).click();
    await expect.poll(() => form.getByLabel("Agenda").inputValue()).toContain("1. Approved so far");
    expect(await form.getByLabel("Agenda").inputValue()).toContain("Agenda: Orbit Log");
    await screenshot(page, "meetings-01-schedule");
    await form.getByRole("button", { name: "Schedule Meeting" }).click();
    await toastWith(page, "Meeting scheduled").waitFor();

    const upcoming = page.getByTestId("upcoming-meetings");
    const item = upcoming.getByTestId("meeting-item");
    await item.waitFor();
    expect(await item.textContent()).toContain("Dorothy Vaughan, mary@example.org");
    await item.getByLabel("Notes").fill("Agreed: passes over 40° elevation only.");
    await item.getByRole("button", { name: "Save Notes" }).click();
    await toastWith(page, "Notes saved").waitFor();
    await upcoming.getByTestId("meeting-item").getByRole("button", { name: "Complete" }).click();
    await toastWith(page, "Meeting completed").waitFor();
    const done = page.getByTestId("past-meetings").getByTestId("meeting-item");
    await done.waitFor();
    expect(await done.getAttribute("data-status")).toBe("completed");
    expect(await done.getByLabel("Notes").inputValue()).toBe("Agreed: passes over 40° elevation only.");
    await page.getByText("No upcoming meetings.").waitFor();
    await screenshot(page, "meetings-02-completed");

    const download = page.waitForEvent("download");
    await done.getByRole("link", { name: "Add to calendar (.ics)" }).click();
    const file = await (await download).path();
    const ics = fs.readFileSync(file, "utf8");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("SUMMARY:Orbit Log: requirements review");
    expect(ics).toContain('ATTENDEE;CN="mary@example.org":mailto:mary@example.org');
    expect(ics.replace(/\r\n /g, "")).toContain("Agreed: passes over 40° elevation only.");
    expect(errors).toEqual([]);
  });
});
