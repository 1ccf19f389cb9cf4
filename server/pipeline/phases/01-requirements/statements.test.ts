import { describe, expect, it } from "vitest";
import { functionalStatement } from "./statements";

describe("a line of a feature list as a requirement", () => {
  it.each([
    [
      "Stock goes down when an order is placed",
      "The application must ensure that stock goes down when an order is placed",
    ],
    [
      "The total is updated when an item is added",
      "The application must ensure that the total is updated when an item is added",
    ],
    ["Sold out products cannot be ordered", "Sold out products must not be ordered"],
    ["Guests can't check out", "Guests must not be able to check out"],
    ["Add products to a cart", "Users must be able to add products to a cart"],
    ["Due date reminders", "The application must provide due date reminders"],
  ])("%s", (line, description) => {
    expect(functionalStatement(line, true)?.description).toBe(description);
  });
});
