import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The first generation installs the generated apps' dependencies once; the first build takes a few seconds. */
export const START_TIMEOUT = 180_000;

/** Waits until no job of the project is queued or running (a long call may answer 202 and go on as a job). */
async function jobsSettled(page: Page, api: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const jobs = (await (await page.request.get(`${api}/jobs`)).json()) as { status: string }[];
        return jobs.some((j) => j.status === "queued" || j.status === "running");
      },
      { timeout: START_TIMEOUT, interval: 1000 },
    )
    .toBe(false);
}

/** Generates the project's code through the API and runs passes 2 and 3, so the app has its pages. */
export async function generateCodeThroughApi(page: Page, baseUrl: string, projectId: number): Promise<void> {
  const api = `${baseUrl}/api/projects/${projectId}`;
  const generated = await page.request.post(`${api}/generate-code-v4`, { data: {}, timeout: START_TIMEOUT });
  expect(generated.status(), await generated.text()).toBeLessThan(300);
  await jobsSettled(page, api);
  for (const passNumber of [2, 3]) {
    const analysis: unknown = await (await page.request.get(`${api}/multi-pass-analysis`)).json();
    const pass = await page.request.post(`${api}/execute-pass`, {
      data: { passNumber, analysisResult: analysis },
      timeout: START_TIMEOUT,
    });
    expect(pass.status(), await pass.text()).toBeLessThan(300);
    await jobsSettled(page, api);
  }
}

/**
 * Whether the preview at `origin` answers. Browsers resolve `*.localhost` names themselves, Node's resolver may
 * not: such a name is asked for at 127.0.0.1, where its preview listens.
 */
export async function previewAnswers(origin: string): Promise<boolean> {
  const url = new URL(origin);
  if (url.hostname.endsWith(".localhost")) url.hostname = "127.0.0.1";
  return (await fetch(url).catch(() => null))?.ok ?? false;
}

export interface SentRequest {
  url: string;
  cookie: string;
}

/** Records every request the page sends with its Cookie header; `settled()` waits for the headers to be read. */
export function recordRequests(page: Page): { sent: SentRequest[]; settled: () => Promise<void> } {
  const sent: SentRequest[] = [];
  const pending: Promise<void>[] = [];
  page.on("request", (request) => {
    pending.push(
      request.allHeaders().then(
        (headers) => void sent.push({ url: request.url(), cookie: headers.cookie ?? "" }),
        () => undefined,
      ),
    );
  });
  return { sent, settled: async () => void (await Promise.all(pending)) };
}
