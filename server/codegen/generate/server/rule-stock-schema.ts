import { withArticle } from "../../../pipeline/phases/02-srs/names";
import { commentText, tsString } from "../names";
import type { EntityInfo } from "./model";

/*
 * The shared schema of a cart's checkout (src/shared/schema.ts, issue 17 point 3): what POST /api/<orders>/checkout
 * takes, the order's own fields (without the total the server writes; the fields the server fills may be left out)
 * and the cart's lines, each a product and how many. The messages are the ones a customer reads under the cart.
 */

/** The `<Order>Checkout` schema and type of an order entity checked out with a stock rule; none otherwise. */
export function checkoutSchemaBlock(
  info: EntityInfo,
  fields: ReadonlyMap<string, { expr: string; required: boolean }>,
): string[] {
  const stock = info.checkout;
  if (!stock) return [];
  const productId = stock.product.prop;
  const product = (stock.productInfo.entity.label.trim() || stock.productInfo.entity.name).toLowerCase();
  const quantity = stock.quantity.field.label.trim() || "Quantity";
  const choose = `Choose ${withArticle(product)}`;
  const lines = [...fields].map(([name, { expr, required }]) => {
    const optional = !required ? ".nullable().optional()" : stock.fills.has(name) ? ".optional()" : "";
    return `  ${name}: ${expr}${optional},`;
  });
  const one = commentText((info.entity.label.trim() || info.entity.name).toLowerCase());
  return [
    "",
    `/** The cart a customer checks out (API schema ${stock.apiCheckout}): the ${one}'s own fields and the ${commentText(product)}s it takes. */`,
    `export const ${stock.checkoutSchema} = z.object({`,
    ...lines,
    "  items: z",
    `    .array(`,
    "      z.object({",
    `        ${productId}: z.number(says(${tsString(choose)}, ${tsString(choose)})).int(${tsString(choose)}).positive(${tsString(choose)}),`,
    `        ${stock.quantity.field.name}: z.number(says(${tsString(`${quantity} is required`)}, ${tsString(`${quantity} must be a number`)})).int(${tsString(`${quantity} must be a whole number`)}).min(1, ${tsString(`${quantity} is at least 1`)}).max(10000, ${tsString(`${quantity} is at most 10000`)}),`,
    "      }),",
    `      says(${tsString("The cart is empty")}, ${tsString("The cart must be a list of lines")}),`,
    "    )",
    `    .min(1, ${tsString("The cart is empty")})`,
    `    .max(100, ${tsString("The cart has at most 100 lines")}),`,
    "});",
    `export type ${stock.checkoutType} = z.infer<typeof ${stock.checkoutSchema}>;`,
  ];
} // prettier-ignore
