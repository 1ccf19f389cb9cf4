import type { Entity, Field, StockRule } from "../../../../domain/artifacts/04-data-model";
import { sortRequirementIds } from "../../traceability";
import type { ModelReading } from "../02-srs/reading";

/*
 * A shop's cart and checkout (issue 17 point 3) from the requirements: "add products to a cart and check out", "the
 * stock goes down when an order is placed", "sold-out items cannot be ordered".
 *
 * - A functional requirement, a user story or the idea's description asks for it when it speaks of a cart or basket,
 *   checking out, placing an order, stock, inventory or selling out (the rule serves the requirements that do).
 * - The items are the entity with a many-to-one relation to an order (an entity named order, purchase, sale,
 *   invoice; else the relation that deletes with its parent) and another to what is bought (a product: the target
 *   with a stock or a price, else the one left); its whole-number quantity (added when it has none).
 * - The product's whole-number stock field (stock, in stock, inventory, available, on hand; added, empty meaning
 *   "not counted", when it has none). Its price (price, cost) is copied into the item's unit price at checkout (the
 *   unit price added when the product has a price), and the order's money total (total, amount) becomes the sum the
 *   server writes.
 * - A product kept per user would be one only its creator could buy: without roles, the products become shared (the
 *   shop's catalogue), and the items of an order that belongs to its customer belong to that customer too (nobody
 *   lists another's); with roles, access.ts has already said who sees which.
 * Nothing changes when no requirement asks or no entities take that shape.
 */

const ASKS =
  /\b(cart|basket|check(?:s|ed|ing)? ?outs?|checkout|place[sd]? (?:an |the |their |his |her |my )?orders?|placing (?:an |the )?orders?|stock|inventory|sold[- ]out|sells? out|out of stock)\b/i;
const ORDER = /(order|purchase|sale|invoice|receipt|basket|cart)$/i;
const QUANTITY = /^(quantity|qty|count|amount|number|units|pieces|howMany)$/i;
const STOCK =
  /^(stock|inStock|stockLevel|stockCount|quantityInStock|unitsInStock|inventory|inventoryCount|available|availableQuantity|quantityAvailable|onHand|quantityOnHand|remaining)$/i;
const PRICE = /^(price|unitPrice|cost|salePrice|retailPrice)$/i;
const UNIT_PRICE = /^(unitPrice|price|pricePaid|priceEach|itemPrice)$/i;
const TOTAL = /^(total|totalPrice|totalAmount|amount|grandTotal|orderTotal|sum)$/i;
const NUMERIC: readonly Field["type"][] = ["money", "decimal"];

type Relation = Entity["relations"][number];

interface Shape {
  item: Entity;
  order: Relation;
  product: Relation;
}

/** The items, their order and their product (see the module comment); undefined when no entity takes the shape. */
function shapeOf(entities: readonly Entity[]): Shape | undefined {
  const byName = (name: string) => entities.find((e) => e.name === name);
  for (const item of entities) {
    const ones = item.relations.filter((r) => r.kind === "many-to-one" && r.target !== item.name && r.column);
    const order =
      ones.find((r) => ORDER.test(r.target) && r.required) ??
      ones.find((r) => r.onDelete === "cascade" && ORDER.test(item.name.replace(/(Item|Line|Entry|Detail)$/, "")));
    if (!order) continue;
    const others = ones.filter((r) => r !== order && r.target !== order.target);
    const sells = (r: Relation) => byName(r.target)?.fields.some((f) => (f.type === "integer" && STOCK.test(f.name)) || PRICE.test(f.name)) ?? false;
    const product = others.find(sells) ?? (others.length === 1 ? others[0] : undefined);
    if (product && byName(order.target) && byName(product.target)) return { item, order, product };
  }
  return undefined;
} // prettier-ignore

function intField(name: string, label: string, required: boolean): Field {
  return {
    name,
    column: name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    label,
    type: "integer",
    required,
    unique: false,
  };
}

/** The entity with a field added (its example rows get `value(i)`), unless a field of that name is there. */
function withField(entity: Entity, field: Field, value: (i: number) => number | null): Entity {
  if (entity.fields.some((f) => f.name === field.name)) return entity;
  return { ...entity, fields: [...entity.fields, field], seed: entity.seed.map((row, i) => ({ ...row, [field.name]: value(i) })) };
} // prettier-ignore

/** The requirement ids that ask for a cart, a checkout or stock. */
function askedIds(reading: ModelReading): string[] {
  return reading.facts
    .filter((f) => f.requirement.type !== "non-functional" && ASKS.test(f.requirement.description))
    .map((f) => f.requirement.id);
}

/** The entities with the stock rule the requirements state, and the fields it needs (see the module comment). */
export function withStockRule(entities: Entity[], accounts: boolean, reading: ModelReading, purpose: string): Entity[] {
  const ids = askedIds(reading);
  const shape = ids.length > 0 || ASKS.test(purpose) ? shapeOf(entities) : undefined;
  if (!shape || entities.some((e) => e.rules?.some((r) => r.kind === "stock"))) return entities;
  const serves = sortRequirementIds([...new Set(ids)]);
  const productName = shape.product.target;
  let product = entities.find((e) => e.name === productName);
  let item = shape.item;
  let order = entities.find((e) => e.name === shape.order.target);
  if (!product || !order) return entities;

  const stock = product.fields.find((f) => f.type === "integer" && STOCK.test(f.name)) ?? intField("stock", "Stock", false);
  product = withField(product, stock, (i) => [24, 8, 3][i % 3] ?? 10);
  const quantity = item.fields.find((f) => f.type === "integer" && QUANTITY.test(f.name)) ?? intField("quantity", "Quantity", true);
  item = withField(item, quantity, (i) => (i % 3) + 1);
  const price = product.fields.find((f) => NUMERIC.includes(f.type) && PRICE.test(f.name));
  let unitPrice = price ? item.fields.find((f) => NUMERIC.includes(f.type) && UNIT_PRICE.test(f.name)) : undefined;
  if (price && !unitPrice) {
    unitPrice = { name: "unitPrice", column: "unit_price", label: "Unit price", type: price.type, required: false, unique: false };
    item = withField(item, unitPrice, () => null);
  }
  const total = unitPrice ? order.fields.find((f) => NUMERIC.includes(f.type) && TOTAL.test(f.name)) : undefined;
  const rule: StockRule = {
    kind: "stock",
    order: shape.order.name,
    product: shape.product.name,
    quantity: quantity.name,
    stock: stock.name,
    ...(price && unitPrice ? { price: price.name, unitPrice: unitPrice.name } : {}),
    ...(total ? { total: total.name } : {}),
    serves,
  };
  const addServes = (e: Entity) => ({ ...e, serves: sortRequirementIds([...new Set([...e.serves, ...serves])]) });
  // A catalogue every customer buys from: without roles, nobody's own; and an order's items are its customer's.
  const plain = accounts && !entities.some((e) => e.access && Object.keys(e.access).length > 0);
  item = addServes({ ...item, rules: [...(item.rules ?? []), rule], ...(plain && order.ownedByUser ? { ownedByUser: true } : {}) });
  product = addServes(plain ? { ...product, ownedByUser: false } : product);
  order = addServes(order);
  const replaced = new Map([product, item, order].map((e) => [e.name, e]));
  return entities.map((e) => replaced.get(e.name) ?? e);
} // prettier-ignore
