import type { IdeaSpec } from "../../pipeline/testing/idea-input";
import type { CodegenInput } from "../types";
import { field, idsMatching, workflowInput } from "./models";

/*
 * A hand-written shop (issue 17 point 3, a cart and its checkout) for the generator's tests: products visitors may
 * browse, orders that belong to their customer, and order items that take their quantity off the product's stock.
 * The rest of the chain is built from the idea the way the product builds it (models.ts, workflowInput).
 */

/** Corner Shop: customers put products in a cart and check out; the stock goes down and never below zero. */
export const cornerShop: IdeaSpec = {
  slug: "corner-shop",
  name: "Corner Shop",
  description:
    "A small online shop: customers add products to a cart and check out; the stock goes down with each order",
  answers: {
    "business-goals": "Sell online\nNever sell what is not in stock",
    "user-types": "Customers who buy products",
    "user-authentication": "Username and password accounts",
    "core-features":
      "Browse the products without signing in\nAdd products to a cart\nCheck out the cart to place an order\nThe stock of a product goes down when an order is placed\nSee my orders and their items",
  },
  dataEntities:
    "Product: name, price (money), stock (integer)\nOrder: placed at (datetime), deliver to (text), total (money)\nOrder item: order (Order), product (Product), quantity (integer), unit price (money)",
};

/** Corner Shop: public Products with a stock; an Order and its Order items belong to their customer; the items move the stock. */
export function cornerShopInput(): CodegenInput {
  return workflowInput(cornerShop, "Corner Shop (checkout)", (req) => {
    const serves = idsMatching(req, /\bcart\b|\bcheck out\b|\bstock\b/i);
    return {
      accounts: true,
      roles: [],
      signUpRole: null,
      entities: [
        { name: "Product", plural: "Products", table: "products", label: "Product", description: "Something the shop sells", fields: [field("name", "Name", "string", { maxLength: 120 }), field("price", "Price", "money"), field("stock", "Stock", "integer")], relations: [], indexes: [], seed: [{ name: "Blue mug", price: 12.5, stock: 5 }], ownedByUser: false, publicRead: true, serves: idsMatching(req, /\bproducts?\b/i) },
        { name: "Order", plural: "Orders", table: "orders", label: "Order", description: "A customer's order", fields: [field("placedAt", "Placed at", "datetime"), field("deliverTo", "Deliver to", "text"), field("total", "Total", "money")], relations: [], indexes: [], seed: [], ownedByUser: true, serves: idsMatching(req, /\borders?\b/i) },
        {
          name: "OrderItem", plural: "OrderItems", table: "order_items", label: "Order item", description: "A product and how many of it an order takes",
          fields: [field("quantity", "Quantity", "integer"), field("unitPrice", "Unit price", "money")],
          relations: [
            { name: "order", target: "Order", kind: "many-to-one", required: true, column: "order_id", onDelete: "cascade" },
            { name: "product", target: "Product", kind: "many-to-one", required: true, column: "product_id", onDelete: "restrict" },
          ],
          indexes: [{ name: "order_items_order_id_idx", columns: ["order_id"], unique: false }, { name: "order_items_product_id_idx", columns: ["product_id"], unique: false }],
          seed: [],
          ownedByUser: true,
          rules: [{ kind: "stock", order: "order", product: "product", quantity: "quantity", stock: "stock", price: "price", unitPrice: "unitPrice", total: "total", serves }],
          serves: idsMatching(req, /\bitems?\b/i),
        },
      ],
    };
  }); // prettier-ignore
}
