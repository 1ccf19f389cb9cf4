import { buildChain } from "../../pipeline/testing/build-chain";
import { ideaInput, type IdeaSpec } from "../../pipeline/testing/idea-input";
import type { CodegenInput } from "../types";

/**
 * One idea that asks for every behaviour of issue 17 in its own words: a sports club whose coaches publish posts
 * visitors read signed out (a workflow, public reading), members who vote once per poll and book courts that cannot
 * be double-booked (rules), club kit bought through a cart whose checkout takes the stock (a stock rule and the
 * cart page), the month's expenses in a chart (reports), a BMI calculator (an interactive page) and a dark blue and
 * gold look. Every model is derived by the embedded engine, as the product builds it.
 */
export const sportsClub: IdeaSpec = {
  slug: "sports-club",
  name: "Sports Club",
  description:
    "Our sports club's site: a blog, polls, court bookings, expenses and a BMI calculator. Call it Rally.",
  answers: {
    "product-purpose":
      "Coaches write posts that visitors read without signing in; members vote in polls, book courts and calculate their BMI; the treasurer tracks expenses.",
    "user-types": "Coaches: write and publish posts\nMembers: vote, book courts and keep BMI readings",
    "user-authentication": "Username and password accounts",
    "core-features": [
      "Coaches write posts",
      "Coaches publish a post",
      "Visitors read published posts without signing in",
      "Vote in a poll, only one vote per member per poll",
      "Book a court for a start and end time; a court cannot be double-booked",
      "See the total expenses per month as a chart",
      "Calculate my BMI from my weight and height and save my BMI readings",
      "Add club kit to a cart and check out; the stock goes down with each order",
      "Use a dark blue and gold theme",
    ].join("\n"),
  },
  dataEntities: [
    "Post: title, body (text), status (draft/published)",
    "Poll: question",
    "Option: poll (Poll), label",
    "Vote: poll (Poll), option (Option)",
    "Court: name",
    "Booking: court (Court), starts at (datetime), ends at (datetime)",
    "Expense: amount (money), category (kit/travel/courts), spent on (date)",
    "Reading: weight (decimal), height (decimal), bmi (decimal), taken on (date)",
    "Kit: name, price (money), stock (integer)",
    "Order: placed at (datetime), total (money)",
    "Order item: order (Order), kit (Kit), quantity (integer)",
  ].join("\n"),
};

export function sportsClubInput(): CodegenInput {
  return { ...buildChain(ideaInput(sportsClub)), projectName: "Sports Club" };
}

/** The behaviours a model holds, by name: what `npm run bench` and its test check the sports club has. */
export function behavioursOf(input: CodegenInput): string[] {
  const { data, ui } = input;
  const found = new Set<string>();
  for (const entity of data.entities) {
    if (entity.workflow) found.add("workflow");
    if (entity.publicRead) found.add("public");
    for (const rule of entity.rules ?? []) found.add(`rule:${rule.kind}`);
  }
  if ((data.reports ?? []).length > 0) found.add("reports");
  for (const page of ui.pages) if (page.tool) found.add(`page:${page.tool.kind}`);
  if (ui.pages.some((p) => p.kind === "cart")) found.add("page:cart");
  if (ui.theme) found.add("theme");
  return [...found].sort();
}
