import type { Page } from "playwright-core";

/** A question of the checklist wizard by its stable id (its follow-ups sit inside it). */
export function question(page: Page, id: string) {
  return page.getByTestId(`question-${id}`);
}

/** Types into a text or number question, replacing what was there. */
export async function answerText(page: Page, id: string, value: string) {
  const box = question(page, id).getByRole("textbox").first();
  await box.fill(value);
}

/** Chooses an option of a select or yes/no question. */
export async function choose(page: Page, id: string, option: string) {
  await question(page, id).getByRole("radio", { name: option, exact: true }).click();
}

/** Ticks options of a multiselect question. */
export async function tick(page: Page, id: string, ...options: string[]) {
  for (const option of options)
    await question(page, id).getByRole("checkbox", { name: option, exact: true }).click();
}

/** The section on screen, by its title. */
export async function expectSection(page: Page, title: string) {
  await page.getByRole("heading", { level: 2, name: title, exact: true }).waitFor();
}

/** Moves to a section through the section list. */
export async function openSection(page: Page, title: string) {
  await page
    .getByRole("navigation", { name: "Checklist sections" })
    .getByRole("button", { name: title })
    .click();
  await expectSection(page, title);
}

/** Moves on with the Next button and waits for the next section's title. */
export async function next(page: Page, title: string) {
  await page.getByRole("button", { name: "Next" }).click();
  await expectSection(page, title);
}

/** The save indicator's text once it reads `text`. */
export async function waitForSaveStatus(page: Page, text: string, timeout = 10_000) {
  await page.getByTestId("save-status").getByText(text, { exact: true }).waitFor({ timeout });
}

/** The id of the signed-in user's project with this name, read through the API as the page would. */
export async function projectIdByName(page: Page, name: string): Promise<number> {
  const projects = await page.evaluate(async () => {
    const res = await fetch("/api/projects", { credentials: "include" });
    return (await res.json()) as { id: number; name: string }[];
  });
  const project = projects.find((p) => p.name === name);
  if (!project) throw new Error(`no project named ${name}`);
  return project.id;
}
