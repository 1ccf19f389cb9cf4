import { describe, expect, it } from "vitest";
import { dataModelSchema, type DataModel, type Entity } from "../../../../domain/artifacts/04-data-model";
import { ideaInput, type IdeaSpec } from "../../testing/idea-input";
import { buildRequirementsModel } from "../02-srs/build";
import { buildApiModel } from "./build-api";
import { buildDataModel } from "./build-data";
import { buildUiModel } from "./build-ui";
import { renderDatabaseDesign } from "./render-database";

/*
 * A shop's cart and checkout (issue 17 point 3) read from ideas written for this test, through the real embedded
 * Requirements AI and the requirements builder, as the product builds them.
 */

const ACCOUNTS = { "user-authentication": "Username and password accounts" };

function built(spec: IdeaSpec): DataModel {
  const data = buildDataModel(buildRequirementsModel(ideaInput(spec)));
  dataModelSchema.parse(data);
  return data;
}

function entity(data: DataModel, name: string): Entity {
  const found = data.entities.find((e) => e.name === name);
  if (!found) throw new Error(`no ${name} in ${data.entities.map((e) => e.name).join(", ")}`);
  return found;
}

const stockRule = (data: DataModel) =>
  data.entities.flatMap((e) =>
    (e.rules ?? []).filter((r) => r.kind === "stock").map((r) => ({ item: e.name, ...r })),
  );

describe("a cart's checkout from the requirements", () => {
  it("takes an order's items off the products' stock, copying the price and writing the total", () => {
    const data = built({
      slug: "plants", name: "Plant Nursery", answers: ACCOUNTS,
      description: "A plant nursery sells plants online. Customers browse plants, put them in a basket and check out. Staff keep the inventory of each plant.",
      dataEntities: "Plant: name, species, price (money), in stock (integer)\nOrder: placed at (date/time), deliver to (text), total (money)\nOrder line: order (Order), plant (Plant), quantity (integer)",
    }); // prettier-ignore
    expect(stockRule(data)).toEqual([
      { item: "OrderLine", kind: "stock", order: "order", product: "plant", quantity: "quantity", stock: "inStock", price: "price", unitPrice: "unitPrice", total: "total", serves: [] },
    ]); // prettier-ignore
    // The line keeps the price it was sold at; the plants are the shop's catalogue, nobody's own.
    expect(entity(data, "OrderLine").fields.find((f) => f.name === "unitPrice")).toMatchObject({
      type: "money",
      required: false,
    });
    expect(entity(data, "Plant").ownedByUser).toBe(false);
    expect(entity(data, "Order").ownedByUser).toBe(true);
    expect(entity(data, "OrderLine").ownedByUser).toBe(true);
  });

  it("adds the stock a product lacks, with example rows, and serves the requirements that ask", () => {
    const data = built({
      slug: "tees", name: "Tee Shop", description: "Band T-shirts", answers: { ...ACCOUNTS, "core-features": "Add shirts to a cart\nCheck out the cart\nSold-out shirts cannot be ordered" },
      dataEntities: "Shirt: name, size (S/M/L), price (money)\nOrder: placed on (date), total (money)\nOrder item: order (Order), shirt (Shirt), quantity (integer)",
    }); // prettier-ignore
    const [rule] = stockRule(data);
    expect(rule).toMatchObject({
      item: "OrderItem",
      product: "shirt",
      stock: "stock",
      price: "price",
      unitPrice: "unitPrice",
    });
    expect(rule?.serves.length).toBeGreaterThanOrEqual(2);
    const shirt = entity(data, "Shirt");
    expect(shirt.fields.find((f) => f.name === "stock")).toMatchObject({ type: "integer", required: false });
    expect(shirt.seed.every((row) => typeof row.stock === "number")).toBe(true);
  });

  it("gives the API a checkout, the UI a cart and the database design the rule", () => {
    const req = buildRequirementsModel(ideaInput({ slug: "shop", name: "Shop", description: "A small web shop", answers: { ...ACCOUNTS, "core-features": "Add to cart and check out" }, dataEntities: "Product: name, price (money), stock (integer)\nOrder: placed on (date)\nOrder item: order (Order), product (Product), quantity (integer)" })); // prettier-ignore
    const data = buildDataModel(req);
    const api = buildApiModel(data, req);
    const checkout = api.resources.flatMap((r) => r.operations).find((o) => o.kind === "checkout");
    expect(checkout).toMatchObject({ method: "post", path: "/api/orders/checkout", requestSchema: "OrderCheckout", responseSchema: "Order" });
    expect(checkout?.statusCodes.map((s) => s.code)).toEqual([201, 400, 401, 409]);
    // When the order was placed is the server's to fill; the cart is the customer's.
    expect(api.schemas.OrderCheckout).toMatchObject({ required: ["items"] });
    const ui = buildUiModel(data, api, req);
    expect(ui.pages.find((p) => p.kind === "cart")).toMatchObject({ id: "cart", entity: "Order", formId: "order-checkout-form" });
    expect(ui.navigation).toContainEqual({ label: "Cart", path: "/cart" });
    expect(renderDatabaseDesign(data, { version: 1, date: "2026-11-28" })).toMatch(/take their `quantity` off the product's `stock`.*`POST \/api\/orders\/checkout`.*409 `conflict:stock`/s);
  }); // prettier-ignore

  it("reads nothing without a cart, a checkout or stock, or without items of an order", () => {
    const orders = "Product: name, price (money)\nOrder: placed on (date)\nOrder item: order (Order), product (Product), quantity (integer)";
    expect(stockRule(built({ slug: "a", name: "Orders", description: "Keep a record of orders", answers: ACCOUNTS, dataEntities: orders }))).toEqual([]);
    expect(stockRule(built({ slug: "b", name: "Stock", description: "Sell products online; the stock goes down with each sale", answers: ACCOUNTS, dataEntities: "Product: name, price (money), stock (integer)" }))).toEqual([]);
  }); // prettier-ignore
});
