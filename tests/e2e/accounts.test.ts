import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
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

describe("accounts in the browser", () => {
  it("sends a signed-out visitor to /auth, which shows the two columns, the four blurbs and both tabs", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${product.baseUrl}/documents`);
    await page.waitForURL(`${product.baseUrl}/auth`);
    await expect.poll(() => page.getByText("Get Started").isVisible()).toBe(true);
    for (const blurb of [
      "IEEE 830 requirements",
      "4 specialised AI agents",
      "Rapid development",
      "Enterprise quality",
    ]) {
      expect(await page.getByText(blurb).isVisible()).toBe(true);
    }
    expect(await page.getByRole("tab", { name: "Sign In" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("tab", { name: "Sign Up" }).isVisible()).toBe(true);
    await screenshot(page, "auth");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("signs up, shows the welcome toast and the user's name and role, signs out and signs back in", async () => {
    const { page, errors } = await openPage(browser);
    const user = { name: "Grace Hopper", username: uniqueName("grace"), password: "compilers are fun" };
    await signUpThroughUi(page, product.baseUrl, user);
    await toastWith(page, "Account created for Grace Hopper").waitFor();
    expect(await page.getByTestId("user-name").textContent()).toBe("Grace Hopper");
    expect(await page.getByText("Member", { exact: true }).isVisible()).toBe(true);
    await page.getByText("You don't have any projects yet").waitFor();
    await screenshot(page, "empty-dashboard");

    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL(`${product.baseUrl}/auth`);
    await toastWith(page, "You have been successfully logged out").waitFor();

    await page.goto(`${product.baseUrl}/dashboard`);
    await page.waitForURL(`${product.baseUrl}/auth`);
    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await toastWith(page, "Logged in as Grace Hopper").waitFor();
    await page.waitForURL(`${product.baseUrl}/`);

    await page.goto(`${product.baseUrl}/auth`);
    await page.waitForURL(`${product.baseUrl}/`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows 'Login failed' with a readable reason for a wrong password, and a duplicate username on sign-up", async () => {
    const { page } = await openPage(browser);
    const user = { name: "Alan Turing", username: uniqueName("alan"), password: "enigma machine" };
    await signUpThroughUi(page, product.baseUrl, user);
    await page.context().clearCookies();

    await page.goto(`${product.baseUrl}/auth`);
    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await toastWith(page, "Login failed").waitFor();
    await toastWith(page, "Invalid username or password").waitFor();
    await screenshot(page, "login-failed");

    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Full Name").fill("Someone Else");
    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel("Password").fill("another password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await toastWith(page, "Registration failed").waitFor();
    await toastWith(page, "Username is already taken").waitFor();
    await page.context().close();
  });
});
