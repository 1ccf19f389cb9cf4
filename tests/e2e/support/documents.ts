import type { Locator, Page } from "playwright-core";

type Answer = string | number | boolean | string[];

/** Answers for a small lending library, by question id (follow-ups included). */
export const LIBRARY_ANSWERS: Readonly<Record<string, Answer>> = {
  "product-purpose": "Members of a neighbourhood library borrow and return books.",
  "business-goals": "Fewer lost books; members see what is available.",
  platform: "Web browser on desktop and mobile",
  "user-types": "Members\nLibrarians",
  "user-authentication": "Accounts with roles and permissions",
  "user-roles": "Librarians manage books; members borrow them.",
  "core-features": "Borrow a book\nReturn a book\nSee my loans and their due dates",
  "search-filter": true,
  notifications: "In the app and by e-mail",
  "notification-events": "A loan is due tomorrow",
  integrations: ["E-mail delivery"],
  performance: "Within 2 seconds",
  security: ["Encrypted connections (HTTPS)", "Passwords stored hashed"],
  scalability: "Some growth",
  hosting: "No preference",
  "phased-delivery": "No, deliver everything at once",
};

interface QuestionNode {
  id: string;
  answer?: unknown;
  followUp?: QuestionNode[];
}
interface ChecklistBody {
  status: string;
  sections: { id: string; questions: QuestionNode[] }[];
}

const withAnswers = (questions: QuestionNode[], answers: Readonly<Record<string, Answer>>): QuestionNode[] =>
  questions.map((q) => ({
    id: q.id,
    answer: answers[q.id] ?? q.answer ?? null,
    ...(q.followUp ? { followUp: withAnswers(q.followUp, answers) } : {}),
  }));

/**
 * Answers the project's checklist and marks it complete through the API, as the signed-in page's user (the
 * data section keeps what was pre-filled from the project's idea). Returns the checklist status.
 */
export async function completeChecklistThroughApi(
  page: Page,
  baseUrl: string,
  projectId: number,
  answers: Readonly<Record<string, Answer>> = LIBRARY_ANSWERS,
): Promise<string> {
  const url = `${baseUrl}/api/projects/${projectId}/checklist`;
  const current = (await (await page.request.get(url)).json()) as ChecklistBody;
  const sections = current.sections.map((s) => ({ id: s.id, questions: withAnswers(s.questions, answers) }));
  const saved = await page.request.put(url, { data: { sections } });
  if (!saved.ok()) throw new Error(`saving the checklist failed: ${saved.status()} ${await saved.text()}`);
  const completed = await page.request.post(`${url}/complete`);
  if (!completed.ok())
    throw new Error(`completing the checklist failed: ${completed.status()} ${await completed.text()}`);
  return ((await completed.json()) as ChecklistBody).status;
}

/** The JSON body of a successful API answer; any other answer throws with what failed and why. */
export async function ok(
  what: string,
  response: Awaited<ReturnType<Page["request"]["post"]>>,
): Promise<Record<string, unknown>> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The document panel of a kind (and technical type) on the Documents page. */
export function documentPanel(page: Page, kind: string, documentType?: string): Locator {
  const type = documentType ? `[data-document-type="${documentType}"]` : "";
  return page.locator(`[data-testid="document-panel"][data-kind="${kind}"]${type}`);
}

/**
 * Approves the panel's document as a user does: the panel's Approve opens the confirmation dialog, whose Approve
 * sends the approval; waits until the dialog has closed.
 */
export async function approveInPanel(page: Page, panel: Locator): Promise<void> {
  await panel.getByRole("button", { name: "Approve" }).click();
  const dialog = page.getByTestId("approve-dialog");
  await dialog.waitFor();
  await dialog.getByTestId("approve-confirm").click();
  await dialog.waitFor({ state: "hidden" });
}

/** The number of ```mermaid blocks in a panel, drawn or not. */
export const diagrams = (panel: Locator) => panel.getByTestId("mermaid-diagram");

/**
 * Waits until every diagram of the panel has settled, and returns how many were drawn as SVG and how many
 * failed (with the "could not be drawn" note).
 */
export async function settledDiagrams(
  panel: Locator,
  timeout = 30_000,
): Promise<{ drawn: number; failed: number }> {
  await panel.locator('[data-testid="mermaid-diagram"]').first().waitFor({ timeout });
  const deadline = Date.now() + timeout;
  for (;;) {
    const drawing = await panel.locator('[data-testid="mermaid-diagram"][data-state="drawing"]').count();
    if (drawing === 0) break;
    if (Date.now() > deadline) throw new Error(`${drawing} diagram(s) still drawing after ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    drawn: await panel.locator('[data-testid="mermaid-diagram"][data-state="drawn"] svg').count(),
    failed: await panel.locator('[data-testid="mermaid-diagram"][data-state="failed"]').count(),
  };
}

/** Scrolls the page's scrolling area so that `target` is at the top, for a screenshot of that part. */
export async function scrollToTop(target: Locator): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: "start" }));
  await new Promise((r) => setTimeout(r, 150));
}

/** The labels of the sidebar's 'AI Agents' panel as { agent: label }. */
export async function sidebarAgents(page: Page): Promise<Record<string, string>> {
  const items = page.getByRole("region", { name: "AI Agents" }).getByRole("listitem");
  const rows = await items.evaluateAll((lis) =>
    lis.map((li) => [li.children[0]?.textContent ?? "", li.children[1]?.textContent ?? ""] as const),
  );
  return Object.fromEntries(rows);
}

/**
 * Takes a project from a completed checklist to three approved technical documents through the API, as the
 * page's signed-in user (the document journey drives the same chain through the UI).
 */
export async function approveAllDocumentsThroughApi(
  page: Page,
  baseUrl: string,
  projectId: number,
): Promise<void> {
  const api = `${baseUrl}/api/projects/${projectId}`;
  const srs = await ok("generating the SRS", await page.request.post(`${api}/generate-srs-from-checklist`));
  await ok(
    "approving the SRS",
    await page.request.post(`${baseUrl}/api/srs-documents/${String(srs.id)}/approve`),
  );
  const design = await ok(
    "the system design",
    await page.request.post(`${api}/generate-system-design`, { data: {} }),
  );
  const [designDoc] = design.documents as { id: number }[];
  await ok(
    "approving the design",
    await page.request.post(`${api}/approve-system-design`, { data: { documentId: designDoc?.id } }),
  );
  const technical = await ok(
    "the technical documents",
    await page.request.post(`${api}/generate-technical-docs`, { data: {} }),
  );
  for (const document of technical.documents as { id: number }[])
    await ok(
      "approving a technical document",
      await page.request.post(`${api}/approve-technical-doc`, { data: { documentId: document.id } }),
    );
}
