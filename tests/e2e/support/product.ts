import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { freePort } from "../../../server/codegen/testing/check-app";
import { findExecutable } from "../../../server/runtime/sandbox";
import { testRuntime } from "../../../server/testing/runtime";

const root = path.resolve(import.meta.dirname, "../../..");

/**
 * Without bubblewrap the product refuses to run generated code unless the operator opts in. A developer machine
 * without it runs the journeys opted in (their apps are the product's own output); CI installs bubblewrap.
 */
function unsandboxedOptIn(): Record<string, string> {
  return findExecutable("bwrap") === null && process.env.CI !== "true"
    ? { ALLOW_UNSANDBOXED_CODE: "true" }
    : {};
}

export interface RunningProduct {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the built product (`dist/server/main.js`) as a real process with its own empty data folder; or, to
 * restart it, on a given data folder (and port), which `stop` then leaves in place for the caller to remove.
 */
export async function startProduct(
  env: Record<string, string> = {},
  options: { dataDir?: string; port?: number } = {},
): Promise<RunningProduct> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "specwright-e2e-"));
  // The generated apps' runtime, installed once for all journeys (global-setup.ts) and linked into this folder.
  if (process.env.SPECWRIGHT_TEST_RUNTIME_DIR) await testRuntime(dataDir);
  let log = "";
  const child = spawn(process.execPath, [path.join(root, "dist", "server", "main.js")], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...unsandboxedOptIn(),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`product exited during start-up:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`product did not answer within 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
}

/** A page that records uncaught errors, so a journey can assert the app never crashed. */
export async function openPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  return { page, errors };
}

const shots = path.join(root, "test-results", "e2e");

/** Saves a screenshot for people to look at (test-results/e2e, not committed). */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

let n = 0;
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(n++).toString(36)}`;

/** Signs up through the real form and waits for the dashboard. */
export async function signUpThroughUi(
  page: Page,
  baseUrl: string,
  user: { name: string; username: string; password: string },
) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill(user.name);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** Creates a project through the dashboard's New Project dialog. */
export async function createProjectThroughUi(
  page: Page,
  name: string,
  description: string,
  opener = "New Project",
) {
  await page.getByRole("button", { name: opener }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Project Name").fill(name);
  await dialog.getByLabel("Description").fill(description);
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** The on-screen toast with this text (Radix also copies it into an aria-live region, which is not the toast). */
export function toastWith(page: Page, text: string) {
  return page.getByTestId("toast").getByText(text, { exact: true });
}
