import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUserWithApp } from "./support/app-project";
import { START_TIMEOUT } from "./support/preview";
import {
  launchBrowser,
  openPage,
  screenshot,
  startProduct,
  toastWith,
  type RunningProduct,
} from "./support/product";

/*
 * Workspaces in the browser (delivery.md §2.8, §2.9; FEATURES I1–I3): a new user launches the built-in workspace
 * from the dashboard, edits the home page's heading in the editor, saves, sees the preview rebuilt with it and runs
 * the tests; then launches on CodeSandbox (a fake of its API on loopback that records what it receives) and lands
 * on the workspace preview with the converted embed URL, and on StackBlitz, whose POST API (faked too) receives
 * the files from the browser.
 */

interface Received {
  authorization: string | undefined;
  body: { title: string; files: Record<string, { code: string }> };
}

let product: RunningProduct;
let browser: Browser;
let fakeServer: http.Server;
const received: Received[] = [];
/** The forms the fake StackBlitz received at /run (its POST API). */
const posted: URLSearchParams[] = [];

beforeAll(async () => {
  fakeServer = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.url === "/run") {
        posted.push(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
        res.writeHead(200, { "content-type": "text/html" }).end("<h1>StackBlitz project opened</h1>");
        return;
      }
      if (req.method !== "POST" || req.url !== "/sandbox") {
        res.writeHead(404).end();
        return;
      }
      received.push({
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Received["body"],
      });
      res
        .writeHead(201, { "content-type": "application/json" })
        .end(JSON.stringify({ success: true, errors: [], data: { id: "e2esbx", alias: null, title: null } }));
    });
  });
  await new Promise<void>((resolve) => fakeServer.listen(0, "127.0.0.1", resolve));
  const fakeUrl = `http://127.0.0.1:${(fakeServer.address() as AddressInfo).port}`;
  product = await startProduct({
    CSB_API_KEY: "csb_e2e_key",
    CSB_API_BASE_URL: fakeUrl,
    STACKBLITZ_ENABLED: "true",
    STACKBLITZ_BASE_URL: fakeUrl,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await new Promise<void>((resolve) => fakeServer?.close(() => resolve()));
});

describe("workspaces", () => {
  it(
    "edits the app in the built-in workspace, sees the preview follow, runs the tests, then opens CodeSandbox and StackBlitz",
    { timeout: 15 * 60_000 },
    async () => {
      const { page, errors } = await openPage(browser);
      const projectId = await newUserWithApp(page, product.baseUrl, {
        user: { name: "Grace Hopper", username: "grace", password: "compilers for all" },
        name: "Plant Diary",
        description: "A diary of my house plants: each plant with its name and when I last watered it.",
        answers: {
          "user-authentication": "No authentication needed",
          "data-entities": "Plant: name, last watered (date)",
        },
      });

      // The dashboard's Workspace tab: two providers, so the select is there; auto-select picks the built-in IDE.
      await page.goto(`${product.baseUrl}/`);
      await page.getByRole("tab", { name: "Workspace" }).click();
      const launcher = page.getByTestId("workspace-launcher");
      await launcher.getByText("Launch Development Environment").waitFor();
      await launcher.getByTestId("workspace-provider").waitFor();
      expect(await launcher.getByLabel("React + Vite").isChecked()).toBe(true);
      await screenshot(page, "workspace-01-launcher");
      await launcher.getByTestId("launch-workspace").click();
      await toastWith(page, "Workspace Created Successfully!").waitFor();
      await page.waitForURL(`**/projects/${projectId}/workspace`);

      // The IDE: the home page open in the editor, the app starting beside it.
      const ide = page.getByTestId("workspace-ide");
      await ide.waitFor();
      const home = "src/client/pages/home.tsx";
      await page.locator(`[data-testid="ide-tab"][data-path="${home}"]`).waitFor();
      const frame = page.frameLocator('[data-testid="ide-preview-frame"]');
      await frame.getByRole("heading", { level: 1 }).first().waitFor({ timeout: START_TIMEOUT });
      await screenshot(page, "workspace-02-ide");

      const files = (await (
        await page.request.get(`${product.baseUrl}/api/generated-code-files?projectId=${projectId}`)
      ).json()) as { path: string; content: string }[];
      const source = files.find((f) => f.path === home)?.content ?? "";
      const heading = /<h1>\{("[^"]*")\}<\/h1>/.exec(source);
      expect(heading).not.toBeNull();
      const edited = source.replace(heading?.[0] ?? "", '<h1>{"Plant Diary, edited in the workspace"}</h1>');
      await page.getByTestId("code-editor").fill(edited);
      await page.getByTestId("ide-unsaved").waitFor();
      await page.getByTestId("ide-save").click();
      await toastWith(page, "File saved").waitFor();
      await frame
        .getByRole("heading", { name: "Plant Diary, edited in the workspace" })
        .waitFor({ timeout: START_TIMEOUT });
      expect(await page.getByTestId("ide-unsaved").count()).toBe(0);
      await screenshot(page, "workspace-03-edited-preview");

      await page.getByTestId("ide-run-tests").click();
      const summary = page.getByTestId("ide-test-summary");
      await summary.waitFor({ timeout: START_TIMEOUT });
      expect(await summary.textContent()).toMatch(/^\d+ passed, \d+ failed$/);
      await screenshot(page, "workspace-04-tests");

      // CodeSandbox: chosen in the select, created from the files with the key, opened in the workspace preview.
      await page.goto(`${product.baseUrl}/`);
      await page.getByRole("tab", { name: "Workspace" }).click();
      await launcher.getByTestId("workspace-item").first().waitFor();
      await launcher.getByTestId("workspace-provider").click();
      await page.getByRole("option", { name: "CodeSandbox" }).click();
      await launcher.getByTestId("launch-workspace").click();
      await toastWith(page, "Workspace Created Successfully!").waitFor();
      await page.waitForURL("**/workspace-preview?url=*");
      const src = (await page.getByTestId("workspace-frame").getAttribute("src")) ?? "";
      const url = new URL(src);
      expect(`${url.origin}${url.pathname}`).toBe("https://codesandbox.io/embed/e2esbx");
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        theme: "light",
        view: "preview",
        hidedevtools: "1",
        codemirror: "1",
      });
      const bar = page.getByTestId("workspace-preview-bar");
      for (const name of ["Close", "Go Back", "Full IDE", "Refresh"])
        await bar.getByRole(name === "Full IDE" ? "link" : "button", { name }).waitFor();
      expect(await bar.getByRole("link", { name: "Full IDE" }).getAttribute("href")).toBe(
        "https://codesandbox.io/s/e2esbx",
      );
      await screenshot(page, "workspace-05-codesandbox");
      expect(received[0]?.authorization).toBe("Bearer csb_e2e_key");
      expect(received[0]?.body.files[home]?.code).toContain("Plant Diary, edited in the workspace");

      // StackBlitz: the browser posts the app's files to its POST API (the fake on loopback).
      await page.goto(`${product.baseUrl}/`);
      await page.getByRole("tab", { name: "Workspace" }).click();
      await launcher.getByTestId("workspace-provider").click();
      await page.getByRole("option", { name: "StackBlitz" }).click();
      await launcher.getByTestId("launch-workspace").click();
      await toastWith(page, "Workspace Created Successfully!").waitFor();
      await page.getByText("StackBlitz project opened").waitFor();
      expect(posted[0]?.get("project[title]")).toBe("Plant Diary");
      expect(posted[0]?.get("project[template]")).toBe("node");
      expect(posted[0]?.get(`project[files][${home}]`)).toContain("Plant Diary, edited in the workspace");
      expect(posted[0]?.get("project[files][package.json]")).toContain('"scripts"');

      // A URL from elsewhere is refused.
      await page.goto(
        `${product.baseUrl}/workspace-preview?url=${encodeURIComponent("https://example.org/embed/x")}`,
      );
      await page.getByText("Invalid preview URL - must be from CodeSandbox").waitFor();
      expect(errors).toEqual([]);
    },
  );
});
