import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appNameFor } from "../../domain/api/deployments";
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
 * Behaviour beyond records (issue 17), in the preview of one app a user describes in their own words: a running
 * club whose coaches publish posts that visitors read without signing in (points 1 and 4), members who calculate
 * their BMI and keep the readings (point 6), and the dark green look and the name "Stride" the idea asks for
 * (point 5); and a tennis club whose members vote once per poll, book courts that cannot be double-booked and
 * see the month's expenses in a chart (points 3 and 2); and a corner shop whose customers fill a cart and check out,
 * taking the stock down and refused what is no longer there (point 3).
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

describe("behaviour in a generated app", () => {
  it(
    "publishes a post visitors read signed out, computes and saves a BMI, in the club's own look",
    { timeout: 15 * 60_000 },
    async () => {
      const { page, errors } = await openPage(browser);
      const name = "Stride Club";
      const projectId = await newUserWithApp(page, product.baseUrl, {
        user: { name: "Paula Radcliffe", username: "paula", password: "marathon 2:15:25" },
        name,
        description: "A running club site with a blog and a BMI calculator. Call it Stride.",
        answers: {
          "product-purpose":
            "Coaches of our running club write posts that visitors read without signing in; members calculate their BMI and keep their readings.",
          "business-goals": "More visitors join the club",
          "user-types": "Coaches: write and publish posts\nMembers: calculate their BMI and keep readings",
          "user-authentication": "Username and password accounts",
          "core-features":
            "Coaches write posts\nCoaches publish a post\nVisitors read published posts without signing in\nCalculate my BMI from my weight and height\nSave my BMI readings\nUse a dark green and white theme",
          "data-entities":
            "Post: title, body (text), status (draft/published)\nReading: weight (decimal), height (decimal), bmi (decimal), taken on (date)",
        },
      });

      await page.goto(`${product.baseUrl}/preview/${projectId}/${appNameFor(name)}`);
      await toastWith(page, "App preview is ready!").waitFor({ timeout: START_TIMEOUT });
      const app = page.frameLocator('[data-testid="preview-frame"]');

      // The look: the brand the idea gives, and its dark green on the buttons.
      await expect.poll(() => app.locator(".brand").first().textContent()).toBe("Stride");
      const signUp = app.getByRole("link", { name: "Create an account", exact: true }).first();
      await expect
        .poll(() => signUp.evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe("rgb(0, 100, 0)");
      // A visitor already sees the posts (none yet), not the readings or the calculator.
      await app.getByRole("link", { name: "Posts", exact: true }).first().waitFor();
      expect(await app.getByRole("link", { name: "BMI calculator", exact: true }).count()).toBe(0);
      await screenshot(page, "behaviours-01-visitor-home");

      // A coach signs up in the app and writes two posts; only one is published.
      await signUp.click();
      await app.getByLabel("Username").fill("coach");
      await app.getByLabel("Password").fill("intervals on tuesday");
      await app.getByLabel("Your name").fill("Coach Kim");
      await app.locator('button[type="submit"]').click();
      await app.getByRole("button", { name: "Sign out" }).waitFor();
      const writePost = async (title: string, body: string) => {
        await app.getByRole("link", { name: "Posts", exact: true }).first().click();
        await app
          .getByRole("link", { name: /new post/i })
          .first()
          .click();
        expect(await app.locator('[name="status"]').count()).toBe(0);
        await app.getByLabel("Title").fill(title);
        await app.getByLabel("Body").fill(body);
        await app.locator('button[type="submit"]').click();
        await app.getByText(title).first().waitFor();
      };
      await writePost("Saturday long run", "Meet at the park gate at 8.");
      const badge = app.locator(".badge").first();
      await expect.poll(() => badge.textContent()).toBe("draft");
      await app.locator('[data-transition="publish"]').click();
      await expect.poll(() => badge.textContent()).toBe("published");
      await writePost("Draft: winter kit", "Not ready yet.");
      await screenshot(page, "behaviours-02-coach-posts");

      // The BMI calculator computes, refuses nonsense and saves the reading.
      await app.getByRole("link", { name: "BMI calculator", exact: true }).first().click();
      await app.getByLabel("Weight (kg)").fill("70");
      await app.getByLabel("Height (cm)").fill("-4");
      await app.getByRole("button", { name: "Calculate" }).click();
      await app.locator(".field-error").first().waitFor();
      await app.getByLabel("Height (cm)").fill("175");
      await app.getByRole("button", { name: "Calculate" }).click();
      const result = app.locator("section.result");
      await expect.poll(() => result.textContent()).toContain("22.9");
      expect(await result.textContent()).toContain("Normal weight");
      await app.getByRole("button", { name: "Save as a reading" }).click();
      await app.getByRole("button", { name: "Saved" }).waitFor();
      await screenshot(page, "behaviours-03-bmi");
      await app.getByRole("link", { name: "Readings", exact: true }).first().click();
      await app.getByText("22.9").first().waitFor();

      // Signed out, a visitor reads the published post only, and may not write.
      await app.getByRole("button", { name: "Sign out" }).click();
      await app.getByRole("link", { name: "Sign in", exact: true }).first().waitFor();
      await app.getByRole("link", { name: "Posts", exact: true }).first().click();
      await app.getByText("Saturday long run").first().waitFor();
      expect(await app.getByText("Draft: winter kit").count()).toBe(0);
      expect(await app.getByRole("link", { name: /new post/i }).count()).toBe(0);
      await app.getByText("Saturday long run").first().click();
      await app.getByText("Meet at the park gate at 8.").first().waitFor();
      expect(await app.locator("[data-transition]").count()).toBe(0);
      await screenshot(page, "behaviours-04-visitor-reads");
      const status = await app.locator("body").evaluate(async () => {
        const res = await fetch("/api/posts", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ title: "Spam", body: "Buy now" }),
        });
        return res.status;
      });
      expect(status).toBe(401);
      expect(errors).toEqual([]);
    },
  );

  it(
    "refuses a second vote and an overlapping booking, and charts the month's expenses",
    { timeout: 15 * 60_000 },
    async () => {
      const { page, errors } = await openPage(browser);
      const name = "Net Club";
      const projectId = await newUserWithApp(page, product.baseUrl, {
        user: { name: "Billie Jean King", username: "billie", password: "six wimbledon titles" },
        name,
        description: "A tennis club app",
        answers: {
          "product-purpose":
            "Members of our tennis club vote in polls, book courts and the treasurer tracks the club's expenses.",
          "business-goals": "Fewer double bookings",
          "user-types": "Members: vote and book courts",
          "user-authentication": "Username and password accounts",
          "core-features":
            "Create a poll with options\nVote in a poll, only one vote per member per poll\nSee the live tally of a poll\nBook a court for a start and end time; a court cannot be double-booked\nRecord expenses with an amount, a category and a date\nSee the total expenses per month as a chart",
          "data-entities":
            "Poll: question\nOption: poll (Poll), label\nVote: poll (Poll), option (Option)\nCourt: name\nBooking: court (Court), starts at (datetime), ends at (datetime)\nExpense: amount (money), category (kit/travel/courts), spent on (date)",
        },
      });

      await page.goto(`${product.baseUrl}/preview/${projectId}/${appNameFor(name)}`);
      await toastWith(page, "App preview is ready!").waitFor({ timeout: START_TIMEOUT });
      const app = page.frameLocator('[data-testid="preview-frame"]');
      await app.getByRole("link", { name: "Create an account", exact: true }).first().click();
      await app.getByLabel("Username").fill("billie");
      await app.getByLabel("Password").fill("six wimbledon titles");
      await app.getByLabel("Your name").fill("Billie");
      await app.locator('button[type="submit"]').click();
      await app.getByRole("button", { name: "Sign out" }).waitFor();

      const open = (label: string) => app.getByRole("link", { name: label, exact: true }).first().click();
      const create = async (list: string, fill: () => Promise<void>) => {
        await open(list);
        await app.getByRole("link", { name: /^new /i }).first().click();
        await fill();
        await app.locator('button[type="submit"]').click();
      };
      const saved = (text: string) => app.getByText(text).first().waitFor();

      // One vote per member per poll, with the tally on the poll's page.
      await create("Polls", () => app.getByLabel("Question").fill("Club night on Friday or Saturday?"));
      await saved("Club night on Friday or Saturday?");
      for (const label of ["Friday", "Saturday"]) {
        await create("Options", async () => {
          await app.getByLabel("Label").fill(label);
          await app.getByLabel("Poll").selectOption({ label: "Club night on Friday or Saturday?" });
        });
        await saved(label);
      }
      const vote = (option: string) =>
        create("Votes", async () => {
          // A vote is its poll and its option: nothing else to type (notes are optional).
          expect(await app.getByLabel("Name").count()).toBe(0);
          await app.getByLabel("Poll").selectOption({ label: "Club night on Friday or Saturday?" });
          await app.getByLabel("Option").selectOption({ label: option });
        });
      await vote("Friday");
      await app
        .getByRole("link", { name: /^back to /i })
        .first()
        .waitFor();
      await open("Polls");
      await app.getByText("Club night on Friday or Saturday?").first().click();
      await app.getByText("You voted: Friday").waitFor();
      await screenshot(page, "behaviours-05-tally");
      await vote("Saturday");
      const refusal = app.locator('[role="alert"]').first();
      await expect.poll(async () => (await refusal.textContent()) ?? "").toMatch(/one per user|already/i);
      await screenshot(page, "behaviours-06-second-vote-refused");

      // A court cannot be double-booked; a booking that starts when another ends is fine.
      await create("Courts", () => app.getByLabel("Name").fill("Court 1"));
      await saved("Court 1");
      const book = (from: string, to: string) =>
        create("Bookings", async () => {
          await app.getByLabel("Starts at").fill(`2026-12-05T${from}`);
          await app.getByLabel("Ends at").fill(`2026-12-05T${to}`);
          await app.getByLabel("Court").selectOption({ label: "Court 1" });
        });
      await book("18:00", "19:00");
      await app
        .getByRole("link", { name: /^back to /i })
        .first()
        .waitFor();
      await book("18:30", "19:30");
      await expect
        .poll(async () => (await app.locator('[role="alert"], .field-error').allTextContents()).join(" "))
        .toMatch(/booked|overlap/i);
      await screenshot(page, "behaviours-07-overlap-refused");
      await book("19:00", "20:00");
      await app
        .getByRole("link", { name: /^back to /i })
        .first()
        .waitFor();
      await open("Bookings");
      await expect.poll(() => app.locator("tbody tr").count()).toBe(2);

      // The month's expenses, summed by the server and drawn as a chart.
      for (const [amount, category, day] of [
        ["12.50", "kit", "2026-11-03"],
        ["7.25", "travel", "2026-11-20"],
        ["40", "courts", "2026-10-15"],
      ] as const) {
        await create("Expenses", async () => {
          await app.getByLabel("Amount").fill(amount);
          await app.getByLabel("Category").selectOption(category);
          await app.getByLabel("Spent on").fill(day);
        });
        await app
          .getByRole("link", { name: /^back to /i })
          .first()
          .waitFor();
      }
      await open("Reports");
      const card = app.getByRole("article", { name: "Total expenses per month" });
      await expect.poll(async () => (await card.textContent()) ?? "").toContain("19.75");
      expect(await card.textContent()).toContain("40.00");
      expect(await card.textContent()).toContain("59.75");
      await card.locator(".report-chart svg").first().waitFor();
      await screenshot(page, "behaviours-08-monthly-chart");
      // From November on, October's courts are left out of the figures.
      await app.getByLabel("From").fill("2026-11-01");
      // The card loads the new range first ("Loading…" holds neither figure): wait for November's figures.
      await expect
        .poll(async () => {
          const text = (await card.textContent()) ?? "";
          return text.includes("19.75") && !text.includes("40.00");
        })
        .toBe(true);
      await screenshot(page, "behaviours-08b-monthly-from-november");
      expect(errors).toEqual([]);
    },
  );

  it(
    "checks a cart out, takes the stock down, and refuses a line the stock no longer covers",
    { timeout: 15 * 60_000 },
    async () => {
      const { page, errors } = await openPage(browser);
      const name = "Corner Shop";
      const projectId = await newUserWithApp(page, product.baseUrl, {
        user: { name: "Arkwright", username: "arkwright", password: "open all hours" },
        name,
        description: "An online corner shop",
        answers: {
          "product-purpose":
            "Customers browse our products without signing in, put them in a cart and check out; the stock of each product goes down when an order is placed.",
          "business-goals": "Sell online\nNever sell what is not in stock",
          "user-types": "Customers: browse products, fill a cart and place orders",
          "user-authentication": "Username and password accounts",
          "core-features":
            "Browse the products without signing in\nAdd products to a cart\nCheck out the cart to place an order\nThe stock of a product goes down when an order is placed\nSee my orders and their items",
          "data-entities":
            "Product: name, price (money), stock (integer)\nOrder: placed at (date/time), deliver to (text), total (money)\nOrder item: order (Order), product (Product), quantity (integer)",
        },
      });

      await page.goto(`${product.baseUrl}/preview/${projectId}/${appNameFor(name)}`);
      await toastWith(page, "App preview is ready!").waitFor({ timeout: START_TIMEOUT });
      const app = page.frameLocator('[data-testid="preview-frame"]');
      await app.getByRole("link", { name: "Create an account", exact: true }).first().click();
      await app.getByLabel("Username").fill("arkwright");
      await app.getByLabel("Password").fill("open all hours");
      await app.getByLabel("Your name").fill("Arkwright");
      await app.locator('button[type="submit"]').click();
      await app.getByRole("button", { name: "Sign out" }).waitFor();

      const open = (label: string | RegExp) =>
        app
          .getByRole("link", { name: label, exact: typeof label === "string" })
          .first()
          .click();
      const stocked = async (product: string, price: string, stock: string) => {
        await open("Products");
        await app.getByRole("link", { name: /^new /i }).first().click();
        await app.getByLabel("Name").fill(product);
        await app.getByLabel("Price").fill(price);
        await app.getByLabel("Stock").fill(stock);
        await app.locator('button[type="submit"]').click();
        await app
          .getByRole("link", { name: /^back to /i })
          .first()
          .waitFor();
      };
      await stocked("Blue mug", "12.50", "3");
      await stocked("Tea towel", "4", "10");
      const addToCart = async (product: string, quantity: string) => {
        await open("Products");
        await app.getByText(product, { exact: true }).first().click();
        const panel = app.getByRole("region", { name: "Add to cart" });
        await panel.getByLabel("Quantity").fill(quantity);
        await panel.getByRole("button", { name: "Add to cart" }).click();
        await panel.getByText(/added to cart/i).waitFor();
        return panel;
      };
      const mug = await addToCart("Blue mug", "2");
      expect(await mug.textContent()).toContain("3 in stock");
      await addToCart("Tea towel", "1");
      await app.getByRole("link", { name: "Cart (3)", exact: true }).first().waitFor();

      // The cart adds the lines up; checking out opens the new order, priced by the server.
      await open(/^Cart/);
      await expect.poll(async () => (await app.locator("main").textContent()) ?? "").toContain("29.00");
      await app.getByLabel("Deliver to").fill("12 Balby Road, Doncaster");
      await screenshot(page, "behaviours-09-cart");
      await app.getByRole("button", { name: "Place order" }).click();
      await app.getByText(/your order is placed/i).waitFor();
      await expect.poll(async () => (await app.locator("main").textContent()) ?? "").toContain("29.00");
      await app.getByRole("link", { name: "Cart", exact: true }).first().waitFor();
      await screenshot(page, "behaviours-10-order-placed");

      // The stock went down: one mug is left, and the product page offers no more than that.
      await open("Products");
      await app.getByText("Blue mug", { exact: true }).first().click();
      const left = app.getByRole("region", { name: "Add to cart" });
      await expect.poll(async () => (await left.textContent()) ?? "").toContain("1 in stock");
      await screenshot(page, "behaviours-11-stock-down");

      // The last mug goes into the cart, then the shop sells out before the checkout: refused, the cart kept.
      await addToCart("Blue mug", "1");
      await open("Products");
      await app.getByText("Blue mug", { exact: true }).first().click();
      await app.getByRole("link", { name: "Edit", exact: true }).first().click();
      await app.getByLabel("Stock").fill("0");
      await app.locator('button[type="submit"]').click();
      await app
        .getByRole("link", { name: /^back to /i })
        .first()
        .waitFor();
      await open(/^Cart/);
      await app.getByLabel("Deliver to").fill("12 Balby Road, Doncaster");
      await app.getByRole("button", { name: "Place order" }).click();
      await expect
        .poll(async () => (await app.locator('[role="alert"]').allTextContents()).join(" "))
        .toContain("Blue mug is out of stock");
      expect(await app.getByRole("link", { name: "Cart (1)", exact: true }).count()).toBe(1);
      await screenshot(page, "behaviours-12-sold-out-refused");
      expect(errors).toEqual([]);
    },
  );
});
