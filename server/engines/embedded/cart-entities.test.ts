import { describe, expect, it } from "vitest";
import { entitiesForIdea, type LexiconEntity } from "./lexicon";

const shape = (entities: readonly LexiconEntity[]) =>
  Object.fromEntries(
    entities.map((e) => [
      e.name,
      { fields: e.fields.map((f) => f.name), refs: e.relations.map((r) => r.to) },
    ]),
  );

describe("a cart in the idea's words becomes an order's items", () => {
  it("reads a web shop's cart and checkout as an order with its items, and 'goes' as a verb", () => {
    const entities = entitiesForIdea(
      "An online shop where customers browse products, add them to a cart and check out; stock goes down when an order is placed.",
    );
    expect(entities.map((e) => e.name)).toEqual(["Customer", "Product", "Order", "OrderItem"]);
    const by = shape(entities);
    expect(by.Product?.fields).toEqual(expect.arrayContaining(["price", "stock"]));
    expect(by.Order?.refs).toEqual(["Customer"]);
    expect(by.OrderItem).toEqual({ fields: ["quantity", "unitPrice"], refs: ["Order", "Product"] });
  });

  it("keeps the idea's own word for what is sold and for the order, and prices what is sold", () => {
    const entities = entitiesForIdea(
      "A marketplace where artists sell prints; buyers add prints to a basket and pay; artists see their sales per month.",
    );
    const by = shape(entities);
    expect(by.Basket).toBeUndefined();
    expect(by.Print?.fields).toContain("price");
    // A sale of a shop, not a sales lead: an order's fields, its buyer, and its items.
    expect(by.Sale).toEqual({ fields: ["orderNumber", "placedAt", "status", "total"], refs: ["Buyer"] });
    expect(by.SaleItem).toEqual({ fields: ["quantity", "unitPrice"], refs: ["Sale", "Print"] });
    expect(by.Order).toBeUndefined();
  });

  it("reads a basket and a checkout in one idea as the one order being made", () => {
    const entities = entitiesForIdea(
      "A marketplace where local farmers list their vegetables, shoppers add them to a basket and pay at checkout; farmers see their sales per week.",
    );
    const by = shape(entities);
    expect(by.Checkout).toBeUndefined();
    expect(by.Basket).toBeUndefined();
    expect(by.SaleItem).toEqual({ fields: ["quantity", "unitPrice"], refs: ["Sale", "Vegetable"] });
    expect(by.Payment?.refs).toEqual(["Sale"]);
  });

  it("makes one order of a sale and an order, and what refers to either refers to the order", () => {
    const entities = entitiesForIdea(
      "I want to sell my houseplants online. Visitors can browse plants with photos and prices, put them in a basket and check out. I need to see orders and mark them shipped.",
    );
    const by = shape(entities);
    expect(by.Sale).toBeUndefined();
    expect(by.Order?.refs).toEqual(["Visitor"]);
    expect(by.OrderItem?.refs).toEqual(["Order", "Plant"]);
    expect(entities.flatMap((e) => e.relations.map((r) => r.to))).not.toContain("Sale");
  });

  it("sells goods named by a mass noun, which belong to the shop, and reads 'the stock' as their count", () => {
    const entities = entitiesForIdea(
      "An online shop where customers browse teas, add them to a basket and check out; the stock goes down when an order is placed.",
    );
    expect(entities.map((e) => e.name)).toEqual(["Customer", "Tea", "Order", "OrderItem"]);
    const by = shape(entities);
    expect(by.Tea).toEqual({ fields: ["name", "notes", "price"], refs: [] });
    expect(by.OrderItem?.refs).toEqual(["Order", "Tea"]);
  });

  it("changes nothing in an idea without a cart", () => {
    const idea =
      "A café takes orders for coffee and cake at the counter; the barista marks each order served.";
    const entities = entitiesForIdea(idea);
    expect(entities.some((e) => /Item$/.test(e.name) && e.relations.some((r) => r.to === "Order"))).toBe(
      false,
    );
    expect(entities.map((e) => e.name)).not.toContain("Cart");
  });

  it("leaves an idea's own order lines as they are and drops only the cart", () => {
    const entities = entitiesForIdea(
      "A bookshop: customers put books in a cart and check out; each order has order lines with a book and a quantity.",
    );
    const names = entities.map((e) => e.name);
    expect(names).not.toContain("Cart");
    expect(names.filter((n) => /(Item|Line)$/.test(n))).toHaveLength(1);
  });
});
