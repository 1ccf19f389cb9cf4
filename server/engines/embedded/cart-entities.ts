import { shopOrderFields, orderLineFields } from "./kinds-services";
import { entity, field, ref, type LexiconEntity, type LexiconRelation } from "./lexicon-types";
import { nounRole } from "./nouns";
import { camelCase, headWord } from "./text";

/*
 * A cart is not a record: what a shopper puts in it becomes the items of an order at checkout (issue 17 point 3,
 * docs/decisions/022-cart-and-checkout.md). "Customers add products to a cart and check out" names a cart, yet the
 * data it leaves behind is an order with its items, one per product and quantity. So when an idea speaks of a cart,
 * a basket or checking out, its cart (or basket) becomes the order's items: the order is kept (or added, belonging
 * to whoever fills the cart), an OrderItem links it to what is sold, and what is sold gets a price when it has none.
 * The stock and the checkout itself are derived later, from the requirements (rule-stock.ts).
 */

const ASKS = /\b(?:carts?|baskets?|trolleys?|check(?:s|ed|ing)?[ -]?outs?|checkouts?)\b/i;
const CART = /^(?:Shopping)?(?:Cart|Basket|Trolley|Checkout)$/;
/** Names of what a shop sells, most telling first. */
const GOODS = /^(?:Product|Item|Article|Good|Ware|Merchandise)$/;
/** Things that are not what is sold: the shop itself, its sections and its records. */
const NOT_GOODS =
  /(?:Shop|Store|Marketplace|Category|Collection|Department|Order|Payment|Invoice|Receipt|Review|Sale|Delivery|Shipment|Address|Stock|Inventory)$/i;
/** The idea's own name for an order's lines ("each order has order lines"), when it names them. */
const LINES = /^(?:Order)?(?:Item|Line|LineItem)$/;
const SAYS_LINES = /\b(?:order (?:items?|lines?)|line items?)\b/i;

const isPerson = (e: LexiconEntity) => nounRole(headWord(e.name)) === "person";
/** A thing, or goods named by a mass noun ("teas", "cheeses"). */
const isThing = (e: LexiconEntity) => ["thing", "mass"].includes(nounRole(headWord(e.name)));
/** "The stock goes down": the stock is the product's count (rule-stock.ts adds it), not a record of its own. */
const STOCK = /^(?:Stock|StockLevel|Inventory)$/;
const GENERIC = new Set(["name", "title", "notes"]);

/** What the cart holds: the product (by name, then by a price), else the first thing the idea names. */
function soldEntity(
  entities: readonly LexiconEntity[],
  lines: LexiconEntity | undefined,
): LexiconEntity | undefined {
  const candidates = entities.filter(
    (e) => e !== lines && !CART.test(e.name) && !isPerson(e) && !NOT_GOODS.test(e.name),
  );
  return (
    candidates.find((e) => GOODS.test(e.name)) ??
    candidates.find((e) => e.fields.some((f) => f.name === "price")) ??
    candidates.find(isThing)
  );
}

/** Who fills the cart: a customer, buyer or shopper, else the first person the idea names. */
function buyerOf(entities: readonly LexiconEntity[], cart: LexiconEntity | undefined): string | undefined {
  const people = entities.filter(isPerson);
  const named = people.find((e) => /(?:Customer|Buyer|Shopper|Client|Guest)$/.test(e.name));
  const owner = cart?.relations.find((r) => people.some((p) => p.name === r.to))?.to;
  return named?.name ?? owner ?? people[0]?.name;
}

const orderEntity = (buyer: string | undefined, name = "Order"): LexiconEntity =>
  entity(
    name,
    ["purchase"],
    shopOrderFields(),
    buyer === undefined ? [] : [ref(camelCase(buyer), buyer, "required")],
  );

const itemEntity = (order: string, sold: string, head = "Item"): LexiconEntity =>
  entity(`${order}${head}`, ["line item", "order line", "cart item", "basket item"], orderLineFields(), [
    ref(camelCase(order), order, "required"),
    ref(camelCase(sold), sold, "required"),
  ]);

/** The idea's own order (or sale) as an order: the order's fields, its buyer, and no product of its own. */
function reshaped(
  order: LexiconEntity,
  buyer: string | undefined,
  entities: readonly LexiconEntity[],
): LexiconEntity {
  const model = orderEntity(buyer, order.name);
  const people = order.relations.filter((r) => entities.some((e) => e.name === r.to && isPerson(e)));
  const fields = order.fields.some((f) => f.name === "stage") ? model.fields : order.fields; // a sales lead's
  return { ...order, fields, relations: people.length > 0 ? people : model.relations };
}

/**
 * The idea's entities with its cart read as an order's items (see the module comment); unchanged when the idea
 * speaks of no cart or names nothing to sell.
 */
export function withCheckout(entities: readonly LexiconEntity[], text: string): LexiconEntity[] {
  if (!ASKS.test(text)) return [...entities];
  const lines = SAYS_LINES.test(text) ? entities.find((e) => LINES.test(e.name)) : undefined;
  const sold = soldEntity(entities, lines);
  if (!sold) return [...entities];
  // "add them to a basket and pay at checkout": the basket and the checkout are both the order being made.
  const carts = entities.filter((e) => CART.test(e.name));
  const cart = carts[0];
  const orders = ["Order", "Purchase", "Sale"].flatMap((name) => entities.filter((e) => e.name === name));
  const found = orders[0];
  // "sell my plants … see the orders": a sale and an order are one record in a shop with a cart.
  const merged = new Set<string>([...carts.map((e) => e.name), ...orders.slice(1).map((e) => e.name)]);
  if (lines) merged.add(lines.name);
  const stock = entities.filter((e) => STOCK.test(e.name) && e.fields.every((f) => GENERIC.has(f.name)));
  const buyer = buyerOf(entities, cart);
  // An order the idea names is kept in its words, as an order: what it holds is its items, so it refers to its
  // buyer, not to a product ("see their sales per month": a sale of a shop, not a sales lead).
  const existing = found && reshaped(found, buyer, entities);
  const order = existing ?? orderEntity(buyer);
  if (
    entities.some(
      (e) => e.relations.some((r) => r.to === order.name) && e.relations.some((r) => r.to === sold.name),
    )
  )
    return entities.filter((e) => !carts.includes(e)); // the idea already has its order's items
  const redirect = (r: LexiconRelation): LexiconRelation =>
    merged.has(r.to) ? { ...r, name: camelCase(order.name), to: order.name } : r;
  const priced = (e: LexiconEntity): LexiconEntity =>
    e.name !== sold.name || e.fields.some((f) => /^(?:price|cost)$/.test(f.name))
      ? e
      : { ...e, fields: [...e.fields, field("price", "money", "required")] };
  const dropped = new Set(stock.map((e) => e.name));
  const kept = entities
    .filter((e) => !merged.has(e.name) && !dropped.has(e.name))
    .map((e) => (e === found && existing ? existing : e))
    // What is sold is the shop's, not its buyer's ("customers browse teas" does not make teas a customer's).
    .map((e) => ({
      ...e,
      relations: e.relations.filter((r) => !dropped.has(r.to) && !(e.name === sold.name && r.to === buyer)),
    }))
    .map((e) => priced({ ...e, relations: e.relations.map(redirect).filter((r) => r.to !== e.name) }));
  const head = lines?.name.endsWith("Line") ? "Line" : "Item";
  return [...kept, ...(existing ? [] : [order]), itemEntity(order.name, sold.name, head)];
}
