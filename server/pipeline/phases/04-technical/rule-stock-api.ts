import type { Operation } from "../../../../domain/artifacts/04-api-model";
import type { DataModel, Entity, StockRule } from "../../../../domain/artifacts/04-data-model";
import { entityNames, inSentence, kebabIdentifier, withArticle } from "../02-srs/names";
import { idsWhere, isAbout, type ModelReading } from "../02-srs/reading";
import { sortRequirementIds } from "../../traceability";
import { entitySchemas, relationProperty, schemaBase, type JsonSchema } from "./api-schemas";

/*
 * The API of a stock rule (issue 17 point 3, a cart and its checkout):
 *
 * - POST /api/<orders>/checkout takes the order's own input (without the total the server writes) and `items`,
 *   each a product's id and a quantity; it creates the order and its items and takes the quantities off the
 *   products' stock in one transaction, answering the new order (201). An item asking for more than is left is a
 *   409 `conflict:stock` naming the product and how many are left; nothing is kept.
 * - Creating or changing an item directly moves the stock the same way, so its create and update may answer the
 *   same 409.
 * - The request is the `<Order>Checkout` schema. A required field of the order that a cart cannot be asked for is
 *   filled by the server when the cart leaves it out (checkoutFills): the date or time the order is placed (now,
 *   today), a status's first value, an order number or code (a reference made at checkout).
 */

type Status = Operation["statusCodes"];

/** How the server fills an order's required field that the cart leaves out. */
export type CheckoutFill = "now" | "today" | "first" | "reference";

const REFERENCE = /(number|code|reference|ref|no)$/i;
/** When the order was placed ("placed at", "order date", "date"), not a date the customer picks (a delivery date). */
const PLACED = /^(placed|ordered|order|purchased|bought|created|submitted|date$|time$|timestamp$)/i;
const STATUS = /(status|state|stage)$/i;

/** The order's required fields the server fills at checkout, by name (see the module comment). */
export function checkoutFills(order: Entity): Map<string, CheckoutFill> {
  const state = order.workflow?.field;
  const fills = new Map<string, CheckoutFill>();
  for (const field of order.fields) {
    if (!field.required || field.name === state) continue;
    if (field.type === "datetime" && PLACED.test(field.name)) fills.set(field.name, "now");
    else if (field.type === "date" && PLACED.test(field.name)) fills.set(field.name, "today");
    else if (field.type === "enum" && STATUS.test(field.name) && (field.enumValues?.length ?? 0) > 0)
      fills.set(field.name, "first");
    else if (field.type === "string" && REFERENCE.test(field.name)) fills.set(field.name, "reference");
  }
  return fills;
}

/** The item entities whose stock rule orders this entity's rows, with the rule. */
export function stockItemsOf(order: Entity, all: readonly Entity[]): { item: Entity; rule: StockRule }[] {
  return all.flatMap((item) => {
    const rule = stockRule(item);
    const relation = item.relations.find((r) => r.name === rule?.order);
    return rule && relation?.target === order.name ? [{ item, rule }] : [];
  });
}

/** An entity's stock rule, if it has one. */
export function stockRule(entity: Entity): StockRule | undefined {
  return entity.rules?.find((r): r is StockRule => r.kind === "stock");
}

function productOf(item: Entity, rule: StockRule, all: readonly Entity[]): Entity | undefined {
  const relation = item.relations.find((r) => r.name === rule.product);
  return all.find((e) => e.name === relation?.target);
}

/** The 409 an item's create or update may answer. */
export function stockConflict(item: Entity, all: readonly Entity[]): Status {
  const rule = stockRule(item);
  if (!rule) return [];
  const product = productOf(item, rule, all);
  const many = inSentence(entityNames(product?.label ?? rule.product).pluralLabel);
  return [
    {
      code: 409,
      description: `Not enough ${many} left in stock: the error says how many are (conflict:stock)`,
    },
  ];
}

const CHECKOUT_WORDS =
  /\b(cart|basket|check ?outs?|checkouts?|place (?:an |the )?orders?|stock|inventory)\b/i;

/** POST /api/<orders>/checkout for the order entity of a stock rule (see the module comment). */
export function checkoutOperations(
  order: Entity,
  all: readonly Entity[],
  reading: ModelReading,
  accounts: boolean,
): Operation[] {
  const found = stockItemsOf(order, all)[0];
  if (!found) return [];
  const { item, rule } = found;
  const one = inSentence(order.label);
  const items = inSentence(entityNames(item.label).pluralLabel);
  const product = productOf(item, rule, all);
  const asked = idsWhere(
    reading,
    (f) =>
      f.requirement.type !== "non-functional" &&
      (isAbout(f, order.name) || isAbout(f, item.name)) &&
      CHECKOUT_WORDS.test(f.requirement.description),
  );
  const id = `${order.name.charAt(0).toLowerCase()}${order.name.slice(1)}`;
  return [
    {
      id: `${id}Checkout`,
      kind: "checkout",
      method: "post",
      path: `/api/${kebabIdentifier(order.plural)}/checkout`,
      summary: `Check out: create ${withArticle(one)} with its ${items} and take them off the ${inSentence(product?.label ?? rule.product)} stock`,
      requestSchema: `${schemaBase(order)}Checkout`,
      responseSchema: schemaBase(order),
      query: [],
      statusCodes: [
        { code: 201, description: `The new ${one}; its ${items} are listed under it` },
        { code: 400, description: "Invalid input: an empty cart, a quantity below 1, an unknown product; the error names the field" },
        ...(accounts ? [{ code: 401, description: "Not signed in" }] : []),
        ...stockConflict(item, all),
      ],
      auth: accounts,
      serves: sortRequirementIds([...new Set([...rule.serves, ...asked])]),
    },
  ]; // prettier-ignore
}

/** The `<Order>Checkout` schema of each order entity of a stock rule. */
export function checkoutSchemas(model: DataModel): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const order of model.entities) {
    const found = stockItemsOf(order, model.entities)[0];
    if (!found) continue;
    const { item, rule } = found;
    const input = entitySchemas(order, model)[`${schemaBase(order)}Input`] as { properties: Record<string, JsonSchema>; required: string[] };
    const properties = Object.fromEntries(Object.entries(input.properties).filter(([name]) => name !== rule.total));
    const fills = checkoutFills(order);
    const productRelation = item.relations.find((r) => r.name === rule.product);
    const productId = productRelation ? relationProperty(productRelation) : `${rule.product}Id`;
    const product = inSentence(productOf(item, rule, model.entities)?.label ?? rule.product);
    out[`${schemaBase(order)}Checkout`] = {
      type: "object",
      description: `The cart to check out: the ${inSentence(order.label)}'s own fields and the ${inSentence(entityNames(item.label).pluralLabel)}`,
      properties: {
        ...properties,
        items: {
          type: "array",
          minItems: 1,
          maxItems: 100,
          items: {
            type: "object",
            properties: {
              [productId]: { type: "integer", description: `Id of the ${product}` },
              [rule.quantity]: { type: "integer", minimum: 1, maximum: 10000, description: "How many" },
            },
            required: [productId, rule.quantity],
            additionalProperties: false,
          },
        },
      },
      required: [...input.required.filter((name) => name !== rule.total && !fills.has(name)), "items"],
      additionalProperties: false,
    };
  }
  return out;
} // prettier-ignore
