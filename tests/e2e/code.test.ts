import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectIdByName } from "./support/checklist";
import { freePort, runStep } from "../../server/codegen/testing/check-app";
import { readZip } from "../../server/testing/zip";
import { approveAllDocumentsThroughApi, completeChecklistThroughApi } from "./support/documents";
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
 * A new user generates the code of an approved project on /code, browses the files, runs passes 2 and 3, reads
 * the analysis and edits a file; then, outside the product, the output folder type-checks, builds, passes its own
 * tests and serves a working app, used in Chromium.
 */
let product: RunningProduct;
let browser: Browser;
let page: Page;
let errors: string[];
let projectId: number;
let outputDirectory = "";
let packageZip: Buffer | null = null;
const started: ChildProcess[] = [];

/** The first generation installs the generated apps' dependencies once (about 7–16 s here) and type-checks. */
const GENERATION_TIMEOUT = 180_000;
const STEP_TIMEOUT = 300_000;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser));
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
  await browser?.close();
  await product?.stop();
});

const tab = (name: string) => page.getByRole("tab", { name, exact: true });
const passStatus = (n: number) => page.getByTestId(`pass-card-${n}`).getAttribute("data-status");

describe("code generation in the browser", () => {
  it("generates the code of an approved project and shows its files", { timeout: STEP_TIMEOUT }, async () => {
    await signUpThroughUi(page, product.baseUrl, {
      name: "Grace Hopper",
      username: uniqueName("grace"),
      password: "compiler first",
    });
    await createProjectThroughUi(
      page,
      "Neighbourhood Library",
      "A lending library where members borrow books with due dates.",
      "Create Your First Project",
    );
    projectId = await projectIdByName(page, "Neighbourhood Library");

    await page.goto(`${product.baseUrl}/code`);
    await page.getByTestId("code-prerequisites").waitFor();
    await screenshot(page, "code-01-prerequisites");

    expect(await completeChecklistThroughApi(page, product.baseUrl, projectId)).toBe("completed");
    await approveAllDocumentsThroughApi(page, product.baseUrl, projectId);
    await page.reload();
    const generate = page.getByTestId("generate-code");
    await generate.waitFor();
    expect(await generate.textContent()).toContain("Generate Code");
    await generate.click();
    await toastWith(page, "Code Generation v4.0 Complete!").waitFor({ timeout: GENERATION_TIMEOUT });
    await page.getByTestId("file-tree").waitFor();
    await screenshot(page, "code-02-generated");

    await page.locator('[data-testid="tree-folder"][data-path="src/server/db"]').click();
    await page.locator('[data-testid="tree-file"][data-path="src/server/db/schema.ts"]').click();
    await expect
      .poll(() => page.getByTestId("viewer-path").textContent())
      .toContain("src/server/db/schema.ts");
    expect(await page.getByTestId("code-viewer").textContent()).toContain("pgTable");
    expect(await page.getByTestId("code-viewer").locator(".tok-keyword").count()).toBeGreaterThan(0);
    await screenshot(page, "code-03-file");
  });

  it("runs passes 2 and 3 from the Multi-Pass Workflow, measured", { timeout: STEP_TIMEOUT }, async () => {
    await tab("Multi-Pass Workflow").click();
    await page.getByTestId("multi-pass").waitFor();
    expect(await page.getByTestId("overall-accuracy").textContent()).toContain("50");
    expect([await passStatus(1), await passStatus(2), await passStatus(3)]).toEqual([
      "completed",
      "active",
      "blocked",
    ]);
    expect(await page.getByTestId("execute-pass-3").isDisabled()).toBe(true);
    await screenshot(page, "code-04-multi-pass-after-1");

    await page.getByTestId("execute-pass-2").click();
    await expect.poll(() => passStatus(2), { timeout: GENERATION_TIMEOUT, interval: 500 }).toBe("completed");
    expect(await passStatus(3)).toBe("active");
    await page.getByTestId("execute-pass-3").click();
    await expect.poll(() => passStatus(3), { timeout: GENERATION_TIMEOUT, interval: 500 }).toBe("completed");
    expect(await page.getByTestId("overall-accuracy").textContent()).toContain("100");
    await screenshot(page, "code-05-multi-pass-done");

    await tab("Code Artifacts").click();
    await page.getByTestId("artifacts-table").waitFor();
    expect(await page.getByTestId("artifact-row").count()).toBeGreaterThan(20);
    await screenshot(page, "code-06-artifacts");
  });

  it("shows the measured analysis with a real type-check", { timeout: STEP_TIMEOUT }, async () => {
    await page.getByTestId("view-analysis").click();
    const sheet = page.getByTestId("analysis-sheet");
    await sheet.waitFor();
    await expect.poll(() => sheet.getByTestId("analysis-overall").textContent()).toMatch(/\d/);
    await screenshot(page, "code-07-analysis-coverage");
    await sheet.getByRole("tab", { name: "Quality" }).click();
    await expect
      .poll(() => sheet.getByTestId("typecheck").textContent(), {
        timeout: GENERATION_TIMEOUT,
        interval: 1000,
      })
      .toMatch(/no type errors/i);
    await screenshot(page, "code-08-analysis-quality");
    await sheet.getByRole("button", { name: "Close" }).click();
    await sheet.waitFor({ state: "detached" });
  });

  it("saves an edit and asks before regeneration replaces it", { timeout: STEP_TIMEOUT }, async () => {
    await tab("File Browser").click();
    await page.locator('[data-testid="tree-file"][data-path="README.md"]').click();
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const editor = page.getByTestId("code-editor");
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("\nA note of mine.\n");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByTestId("viewer-edited").waitFor();

    await page.getByTestId("generate-code").click();
    const dialog = page.getByTestId("overwrite-dialog");
    await dialog.waitFor({ timeout: GENERATION_TIMEOUT });
    expect(await dialog.textContent()).toContain("README.md");
    await screenshot(page, "code-09-overwrite-dialog");
    await dialog.getByRole("button", { name: "Keep my edits" }).click();
    const readme = await page.request.get(
      `${product.baseUrl}/api/generated-code-files?projectId=${projectId}`,
    );
    const files = (await readme.json()) as { path: string; content: string }[];
    expect(files.find((f) => f.path === "README.md")?.content).toContain("A note of mine.");
    const multi = await page.request.get(`${product.baseUrl}/api/projects/${projectId}/multi-pass-analysis`);
    outputDirectory = ((await multi.json()) as { outputDirectory: string }).outputDirectory;
    expect(errors).toEqual([]);
  });

  it("creates the export package and downloads it as a ZIP", { timeout: STEP_TIMEOUT }, async () => {
    await page.getByTestId("export-code").click();
    const widget = page.getByTestId("export-widget");
    await widget.waitFor();
    expect(await widget.textContent()).toContain("Include database schema and setup scripts");
    await widget.getByTestId("create-package").click();
    await widget.getByTestId("download-zip").waitFor({ timeout: GENERATION_TIMEOUT });
    await toastWith(page, "Package Ready!").waitFor();
    const filename = (await widget.getByTestId("package-filename").textContent())?.trim() ?? "";
    expect(filename).toMatch(/\.zip$/);
    await screenshot(page, "code-10-export-widget");
    const href = await widget.getByTestId("download-zip").getAttribute("href");
    const zip = await page.request.get(`${product.baseUrl}${href ?? ""}`);
    expect(zip.status()).toBe(200);
    expect(zip.headers()["content-type"]).toContain("application/zip");
    packageZip = Buffer.from(await zip.body());
    const names = readZip(packageZip).map((entry) => entry.path.split("/").slice(1).join("/"));
    expect(names).toEqual(
      expect.arrayContaining([
        "README.md",
        "Dockerfile",
        "docker-compose.yml",
        ".env.example",
        ".vscode/settings.json",
        "package.json",
        "package-lock.json",
        "src/server/app.ts",
        "database/schema.sql",
        "docs/srs.md",
      ]),
    );
    await page.keyboard.press("Escape");
  });

  it(
    "outside the product, the unzipped package installs, passes its own tests and starts",
    { timeout: STEP_TIMEOUT },
    async () => {
      expect(packageZip).not.toBeNull();
      const unzipped = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-e2e-unzipped-"));
      try {
        for (const entry of readZip(packageZip ?? Buffer.alloc(0))) {
          const target = path.join(unzipped, entry.path);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(target, entry.content);
        }
        const [top] = fs.readdirSync(unzipped);
        const project = path.join(unzipped, top ?? "");
        const env = { PATH: process.env.PATH ?? "", HOME: os.tmpdir() };
        const install = await runStep(
          ["npm", "install", "--no-audit", "--no-fund", "--prefer-offline"],
          project,
          env,
        );
        expect(install.code, `npm install:\n${install.output.slice(-3000)}`).toBe(0);
        for (const script of ["test", "build"]) {
          const result = await runStep(["npm", "run", script], project, env);
          expect(result.code, `npm run ${script}:\n${result.output.slice(-3000)}`).toBe(0);
        }
        const port = await freePort();
        const app = spawn(process.execPath, ["dist/server/index.js"], {
          cwd: project,
          env: { ...env, PORT: String(port), DATA_DIR: path.join(project, ".data"), SEED: "1" },
          stdio: "ignore",
        });
        started.push(app);
        await expect
          .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, {
            timeout: 60_000,
            interval: 250,
          })
          .toBe(200);
        app.kill("SIGTERM");
        await new Promise((resolve) => (app.exitCode === null ? app.once("exit", resolve) : resolve(null)));
      } finally {
        fs.rmSync(unzipped, { recursive: true, force: true });
      }
    },
  );

  it(
    "outside the product, the output folder type-checks, builds, passes its tests and serves a working app",
    { timeout: STEP_TIMEOUT },
    async () => {
      expect(outputDirectory).toBe(path.join(product.dataDir, "apps", String(projectId)));
      const env = { PATH: process.env.PATH ?? "", HOME: os.tmpdir() };
      for (const script of ["typecheck", "build", "test"]) {
        const result = await runStep(["npm", "run", script], outputDirectory, env);
        expect(result.code, `npm run ${script}:\n${result.output.slice(-3000)}`).toBe(0);
      }
      const port = await freePort();
      const appData = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-e2e-app-"));
      const app = spawn(process.execPath, ["dist/server/index.js"], {
        cwd: outputDirectory,
        env: { ...env, PORT: String(port), DATA_DIR: appData },
        stdio: "ignore",
      });
      started.push(app);
      const base = `http://127.0.0.1:${port}`;
      await expect
        .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, {
          timeout: 60_000,
          interval: 250,
        })
        .toBe(200);

      const appPage = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
      const appErrors: string[] = [];
      appPage.on("pageerror", (e) => appErrors.push(String(e)));
      await appPage.goto(`${base}/sign-up`);
      await appPage.locator('input[name="username"]').fill("ada");
      await appPage.locator('input[name="password"]').fill("a long password");
      await appPage.locator('input[name="name"]').fill("Ada Lovelace");
      await appPage.locator('button[type="submit"]').click();
      await appPage.waitForURL((url) => !url.pathname.startsWith("/sign-"));
      await screenshot(appPage, "code-11-generated-app-home");

      await appPage.goto(`${base}/books/new`);
      await appPage.locator('button[type="submit"]').click();
      await screenshot(appPage, "code-12-generated-app-form-errors");
      await appPage.locator('input[name="title"]').fill("The Left Hand of Darkness");
      await appPage.locator('input[name="author"]').fill("Ursula K. Le Guin");
      await appPage.locator('input[name="copies"]').fill("2");
      await appPage.locator('button[type="submit"]').click();
      await appPage.waitForURL(/\/books\/\d+$/);
      await screenshot(appPage, "code-13-generated-app-detail");
      await appPage.goto(`${base}/books`);
      await appPage.getByText("The Left Hand of Darkness").first().waitFor();
      await screenshot(appPage, "code-14-generated-app-list");
      expect(appErrors).toEqual([]);
      app.kill("SIGTERM");
      fs.rmSync(appData, { recursive: true, force: true });
    },
  );
});
