import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productRunsAsRoot, sandboxHostUser } from "../../server/runtime/host-user";
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
 * A tenant's own code cannot reach the host through what it leaves in its app folder (docs/decisions/024). As the
 * probe did, a new user edits the app's vite.config.ts in the built-in workspace so that the build copies a program
 * and makes it setuid, links a host folder and the product's session secret into the app folder and makes a fifo.
 * After the save, the preview is rebuilt: the build log in the IDE says what the product undid, with paths relative
 * to the app folder; on the host the program has no setuid bit and is not root's, the links and the fifo are gone,
 * nothing was written outside, and the data folder is private.
 */

let product: RunningProduct;
let browser: Browser;
let outside: string;

beforeAll(async () => {
  outside = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-e2e-outside-"));
  product = await startProduct();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  fs.rmSync(outside, { recursive: true, force: true });
});

describe("a sandboxed build cannot leave the host anything that helps an attacker", () => {
  it(
    "plants a setuid program, links and a fifo from vite.config.ts: the product undoes and reports each",
    { timeout: 15 * 60_000 },
    async () => {
      const { page, errors } = await openPage(browser);
      const projectId = await newUserWithApp(page, product.baseUrl, {
        user: { name: "Mallory Tenant", username: "mallory", password: "a sandbox of my own" },
        name: "Plant Diary",
        description: "A diary of my house plants: each plant with its name and when I last watered it.",
        answers: {
          "user-authentication": "No authentication needed",
          "data-entities": "Plant: name, last watered (date)",
        },
      });
      const appDir = path.join(product.dataDir, "apps", String(projectId));
      const secret = path.join(product.dataDir, "session-secret");

      await page.goto(`${product.baseUrl}/projects/${projectId}/workspace`);
      const ide = page.getByTestId("workspace-ide");
      await ide.waitFor();
      await page.getByTestId("file-tree").getByText("vite.config.ts", { exact: true }).click();
      await page.locator('[data-testid="ide-tab"][data-path="vite.config.ts"]').waitFor();
      const files = (await (
        await page.request.get(`${product.baseUrl}/api/generated-code-files?projectId=${projectId}`)
      ).json()) as { path: string; content: string }[];
      const config = files.find((f) => f.path === "vite.config.ts")?.content ?? "";
      const planting = [
        'import * as plantFs from "node:fs";',
        'import { execFileSync as plantRun } from "node:child_process";',
        'for (const leftover of ["suid-id", "host-link", "secret-link", "pipe"])',
        "  plantFs.rmSync(leftover, { recursive: true, force: true });",
        'plantFs.copyFileSync("/usr/bin/id", "suid-id");',
        'plantFs.chmodSync("suid-id", 0o4755);',
        `plantFs.symlinkSync(${JSON.stringify(outside)}, "host-link");`,
        `plantFs.symlinkSync(${JSON.stringify(secret)}, "secret-link");`,
        'plantRun("mkfifo", ["pipe"]);',
      ].join("\n");
      const [reference, ...rest] = config.split("\n");
      await page.getByTestId("code-editor").fill([reference, planting, ...rest].join("\n"));
      await page.getByTestId("ide-save").click();
      await toastWith(page, "File saved").waitFor();

      // The rebuild runs the edited config; what it left is undone after the build and said in the log.
      const log = page.getByTestId("build-log");
      await log
        .getByText("Specwright cleared the setuid/setgid bit of suid-id")
        .waitFor({ timeout: START_TIMEOUT });
      for (const line of [
        "Specwright removed a link the run left: host-link",
        "Specwright removed a link the run left: secret-link",
        "Specwright removed a fifo the run left: pipe",
      ])
        await log.getByText(line).waitFor();
      await page
        .frameLocator('[data-testid="ide-preview-frame"]')
        .getByRole("heading", { level: 1 })
        .first()
        .waitFor({ timeout: START_TIMEOUT });
      await log.scrollIntoViewIfNeeded();
      await screenshot(page, "sandbox-01-build-log");

      // On the host: no setuid program, and none that is root's; no link or fifo; nothing written outside.
      const program = fs.statSync(path.join(appDir, "suid-id"));
      expect(program.mode & 0o6000).toBe(0);
      if (productRunsAsRoot()) expect(program.uid).toBe(sandboxHostUser()?.uid);
      expect(program.uid).not.toBe(0);
      for (const gone of ["host-link", "secret-link", "pipe"])
        expect(fs.lstatSync(path.join(appDir, gone), { throwIfNoEntry: false })).toBeUndefined();
      expect(fs.readdirSync(outside)).toEqual([]);
      for (const dir of [product.dataDir, path.join(product.dataDir, "apps"), appDir])
        expect(fs.statSync(dir).mode & 0o077).toBe(0);

      // The log the user reads names paths relative to the app folder, never the host's data folder.
      const deployment = (await (
        await page.request.get(`${product.baseUrl}/api/deployments/${projectId}`)
      ).json()) as { buildLogs: string[] };
      expect(deployment.buildLogs.join("\n")).toContain("Specwright removed a link the run left: host-link");
      expect(deployment.buildLogs.join("\n")).not.toContain(product.dataDir);
      expect(await log.textContent()).not.toContain(product.dataDir);
      expect(errors).toEqual([]);
    },
  );
});
