import type { Entity } from "../../../../domain/artifacts/04-data-model";
import { capabilityWords, idsInTitles, statedRequirements } from "../../analyse/behaviour";
import { lowerFirst, tsString } from "../names";
import { hasMine } from "../server/roles";
import { cartPlan, type CartPlan } from "./cart";
import type { ClientModel } from "./model";
import { displayField, hrefExpr, pageNames, sortIds } from "./model";
import { sampleRow, sampleValue, type ClientTestFile } from "./tests";
import { FIND_PROPS } from "./workflow-tests";

/*
 * The generated app's tests of its cart (issue 17 point 3, src/client/tests/cart.test.tsx): the cart kept in the
 * browser, the product's Add to cart refusing more than is in stock, the cart page's lines and total, the checkout
 * body (fetch mocked the way the other client tests mock it), emptying the cart and opening the order on success,
 * a 409's message next to its line with the cart kept, an empty cart, and a visitor asked to sign in.
 */

type Plans = CartPlan["plans"];

/** A checkout form's values that the shared schema accepts, and what the API receives for each (a TS expression). */
function sampleCheckout(order: Entity, plans: Plans): { values: string[]; body: string[] } {
  const values: string[] = [];
  const body: string[] = [];
  for (const p of plans) {
    const name = p.field.name;
    if (p.shape === "boolean") {
      values.push(`${name}: true`);
      body.push(`${name}: true`);
    } else if (p.shape === "list") {
      values.push(`${name}: ["1"]`);
      body.push(`${name}: [1]`);
    } else if (p.binding.kind === "one") {
      values.push(`${name}: "1"`);
      body.push(`${name}: 1`);
    } else if (p.binding.kind === "field") {
      const field = p.binding.field;
      const value = sampleValue(field, order.seed[0]?.[field.name]);
      if (field.type === "datetime") {
        values.push(`${name}: "2026-03-14T09:30"`);
        body.push(`${name}: expect.any(String)`);
      } else if (typeof value === "number") {
        values.push(`${name}: ${tsString(String(value))}`);
        body.push(`${name}: ${value}`);
      } else {
        const text = String(value).slice(0, field.type === "date" ? 10 : undefined);
        values.push(`${name}: ${tsString(text)}`);
        body.push(`${name}: ${tsString(text.trim())}`);
      }
    } else {
      // A form field the data model does not know: the shared schema drops it, so the API never sees it.
      values.push(`${name}: ""`);
    }
  }
  return { values, body };
}

/** Two products' rows for the tests: one with a stock of 5, one with 2 (and prices when the rule has them). */
function products(plan: CartPlan): { first: string; second: string; prices: [number, number] } {
  const stock = plan.stock.stock.field.name;
  const name = displayField(plan.product);
  const named = name && ["string", "text"].includes(name.type) ? name.name : undefined;
  const integer = plan.price?.type === "integer";
  const prices: [number, number] = integer ? [12, 4] : [12.5, 4];
  const price = plan.price?.name;
  const parts = (id: number, title: string, count: number, cost: number) =>
    [`id: ${id}`, ...(named ? [`${named}: ${tsString(title)}`] : []), ...(price ? [`${price}: ${cost}`] : []), `${stock}: ${count}`].join(", ");
  return { first: parts(1, "Blue mug", 5, prices[0]), second: parts(2, "Green tea", 2, prices[1]), prices };
} // prettier-ignore

/** A price as formatValue shows it: two decimals for money, as the numbers read otherwise. */
function shown(plan: CartPlan, value: number): string {
  return plan.price?.type === "money" ? value.toFixed(2) : value.toLocaleString("en");
}

/** src/client/tests/cart.test.tsx of an app with a cart; undefined without one. */
export function cartTestFile(model: ClientModel): ClientTestFile | undefined {
  const plan = cartPlan(model);
  if (!plan) return undefined;
  const stated = statedRequirements(model.input);
  // A test names the checkout's requirements it drives: the records ones when it posts the checkout, a capability
  // (adding to a cart) when its title says so in the capability's words.
  const t = (text: string, posts = false) => {
    const ids = plan.op.serves.filter((id) => {
      const behaviour = stated.find((s) => s.id === id)?.behaviour;
      if (behaviour?.kind === "capability") return capabilityWords(behaviour.capability).test(text);
      return posts && behaviour?.kind === "records";
    });
    return tsString(ids.length > 0 ? `${sortIds(ids).join(", ")}: ${text}` : text);
  };
  const label = `${lowerFirst(plan.product.name)}Label`;
  const { first, second, prices } = products(plan);
  const sample = sampleCheckout(plan.order, plan.plans);
  const view = pageNames(plan.page).view;
  const mine = (entity: Entity) => hasMine(model.input.data, entity);
  const options = plan.plans.flatMap((p) => (p.optionsKey ? [`${p.optionsKey}: [{ id: 1, label: "First" }]`] : []));
  const quantity = plan.stock.quantity.field.name;
  const productProp = plan.stock.product.prop;
  const url = plan.op.path;
  const detail = model.entityRoute(plan.product.name, "detail");
  const browse = model.entityRoute(plan.product.name, "list") ?? "/";
  const orderDetail = model.entityRoute(plan.order.name, "detail");
  const orderPath = orderDetail ? hrefExpr(orderDetail, "7") : tsString(model.entityRoute(plan.order.name, "list") ?? "/");
  const signIn = model.accounts && plan.op.auth ? (model.routeOf(model.pageByKind("sign-in")?.id) ?? "/sign-in") : undefined;
  const required = plan.plans.filter((p) => p.field.required && p.shape === "text" && p.binding.kind !== "free");
  const items = (lines: [number, number][]) => `[${lines.map(([id, n]) => `{ ${productProp}: ${id}, ${quantity}: ${n} }`).join(", ")}]`;
  const priceChecks = plan.price
    ? `    expect(cartTotal(lines)).toBe(${prices[0] * 2 + prices[1]});
    expect(out).toContain(${tsString(shown(plan, prices[0]))});
    expect(out).toContain(${tsString(shown(plan, prices[0] * 2))});
    expect(out).toContain(${tsString(shown(plan, prices[0] * 2 + prices[1]))});
`
    : "";
  const visitorTest = signIn
    ? `
  it("a visitor who has not signed in sees Sign in to check out instead of Place order", () => {
    const visitor = render(<${view} rows={rows([mug, 1])} {...cartProps} signedIn={false} />);
    expect(visitor).toContain("Sign in to check out");
    expect(visitor).toContain(${tsString(`href="${signIn}"`)});
    expect(visitor).not.toContain("Place order");
    expect(render(<${view} rows={rows([mug, 1])} {...cartProps} signedIn={true} />)).toContain("Place order");
  });
`
    : "";
  const content = `import { isValidElement, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as schema from "../../shared/schema";
import { cartLabel, createCartStore, parseCart, PLACED_STATE, type CartStorage } from "../cart";
import { addToCart, AddToCartView, stockText } from "../components/add-to-cart";
import { ${label} } from "../labels";
import { ${view}, cartTotal, checkOut, emptyCheckoutValues, noCheckoutErrors, type CartRow, type CheckoutValues } from "../pages/${plan.page.id}";
import { html, noop, render } from "./render";
${FIND_PROPS}
/** A stand-in for the browser's localStorage. */
function memoryStorage(): CartStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Answers every request with \`status\` and \`body\`, and records what was sent. */
function stubFetch(status: number, body: unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? "GET", body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return calls;
}

const product: schema.${plan.stock.productInfo.names.type} = ${sampleRow(plan.product, mine(plan.product))};
const mug: schema.${plan.stock.productInfo.names.type} = { ...product, ${first} };
const tea: schema.${plan.stock.productInfo.names.type} = { ...product, ${second} };
const order: schema.${plan.stock.orderInfo.names.type} = ${sampleRow(plan.order, mine(plan.order)).replace(/^\{\n {2}id: 1,/, "{\n  id: 7,")};
const values: CheckoutValues = { ${sample.values.join(", ")} };

function rows(...lines: [schema.${plan.stock.productInfo.names.type}, number][]): CartRow[] {
  return lines.map(([row, quantity]) => ({ productId: row.id, quantity, product: { status: "ready", data: row } }));
}

const cartProps = { values: emptyCheckoutValues, errors: noCheckoutErrors, placing: false, options: { ${options.join(", ")} }, onQuantity: noop, onRemove: noop, onChange: noop, onSubmit: noop };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("cart", () => {
  it("keeps the cart in the browser: adding a product again adds to its quantity, and a corrupt value is an empty cart", () => {
    const storage = memoryStorage();
    const store = createCartStore(storage, "test:cart");
    let changes = 0;
    const stop = store.subscribe(() => (changes += 1));
    store.add(1, 2);
    store.add(2, 1);
    store.add(1, 1);
    expect(store.lines()).toEqual([{ productId: 1, quantity: 3 }, { productId: 2, quantity: 1 }]);
    expect(createCartStore(storage, "test:cart").lines()).toEqual(store.lines());
    store.setQuantity(2, 4);
    store.remove(1);
    expect(store.lines()).toEqual([{ productId: 2, quantity: 4 }]);
    store.clear();
    expect(store.lines()).toEqual([]);
    expect(storage.items.has("test:cart")).toBe(false);
    expect(changes).toBe(6);
    stop();
    storage.setItem("test:cart", "{not json");
    expect(createCartStore(storage, "test:cart").lines()).toEqual([]);
    expect(parseCart('[{"productId":"1","quantity":2}]')).toEqual([]);
    expect(parseCart('[{"productId":1,"quantity":0}]')).toEqual([]);
  });

  it("counts the items in the navigation once the cart holds some", () => {
    expect(cartLabel("Cart", 0)).toBe("Cart");
    expect(cartLabel("Cart", 3)).toBe("Cart (3)");
  });

  it(${t("the product page shows how many are in stock and adds to the cart, never more than is in stock")}, () => {
    expect(stockText(5)).toBe("5 in stock");
    expect(stockText(0)).toBe("Out of stock");
    expect(stockText(null)).toBe("");
    const view = (stock: number | null, inCart = 0, added = false) =>
      render(<AddToCartView stock={stock} inCart={inCart} quantity="1" added={added} cartHref=${tsString(plan.path)} onQuantity={noop} onAdd={noop} />);
    expect(view(5)).toContain("5 in stock");
    expect(view(5)).toContain('max="5"');
    expect(view(5)).not.toMatch(/<button[^>]*disabled=""[^>]*>Add to cart/);
    expect(view(0)).toContain("Out of stock");
    expect(view(0)).toMatch(/<button[^>]*disabled=""[^>]*>Add to cart/);
    expect(view(null)).not.toContain("in stock");
    const store = createCartStore(memoryStorage());
    expect(addToCart(store, 1, "6", 5)).toEqual({ ok: false, error: "Only 5 in stock" });
    expect(store.lines()).toEqual([]);
    expect(addToCart(store, 1, "3", 5)).toEqual({ ok: true, quantity: 3 });
    expect(addToCart(store, 1, "3", 5)).toEqual({ ok: false, error: "Only 2 more: 3 already in your cart" });
    expect(addToCart(store, 1, "2", 5)).toEqual({ ok: true, quantity: 2 });
    expect(addToCart(store, 1, "1", 5).ok).toBe(false);
    expect(addToCart(store, 2, "1", 0)).toEqual({ ok: false, error: "Out of stock" });
    expect(addToCart(store, 2, "two", 5).ok).toBe(false);
    expect(store.lines()).toEqual([{ productId: 1, quantity: 5 }]);
    const added = view(5, 1, true);
    expect(added).toContain("Added to cart.");
    expect(added).toContain(${tsString(`href="${plan.path}"`)});
  });

  it(${t("the cart page lists what was added to the cart: each product with its price, quantity and line total, and the total")}, () => {
    const lines = rows([mug, 2], [tea, 1]);
    const out = render(<${view} rows={lines} {...cartProps} />, ${tsString(plan.path)});
    expect(out).toContain(html(${label}(mug)));
    expect(out).toContain(html(${label}(tea)));
${detail ? `    expect(out).toContain(\`href="\${${hrefExpr(detail, "1")}}"\`);\n` : ""}${priceChecks}    expect(out).toContain('value="2"');
    expect(out).toContain("Remove</button>");
${plan.plans.map((p) => `    expect(out).toContain('name="${p.field.name}"');\n`).join("")}    expect(out).toContain("Place order");
  });

  it(${t("placing the order sends the checkout form's fields and the cart's lines, then empties the cart and opens the new order", true)}, async () => {
    const store = createCartStore(memoryStorage());
    store.add(1, 2);
    store.add(2, 1);
    const calls = stubFetch(201, order);
    const invalidated: string[] = [];
    const navigate = vi.fn();
    const failed = await checkOut({ store, values, invalidate: async (key) => invalidated.push(key), navigate });
    expect(failed).toBeUndefined();
    expect(calls).toEqual([
      { url: ${tsString(url)}, method: "POST", body: { ${[...sample.body, `items: ${items([[1, 2], [2, 1]])}`].join(", ")} } },
    ]);
    expect(store.lines()).toEqual([]);
    expect(invalidated).toEqual(expect.arrayContaining([${tsString(plan.productKey)}, ${tsString(plan.orderKey)}]));
    expect(navigate).toHaveBeenCalledWith(${orderPath}, { state: PLACED_STATE });
  });

  it(${t("a refused checkout (409) shows the server's message at the top and next to its line, and keeps the cart", true)}, async () => {
    const store = createCartStore(memoryStorage());
    store.add(1, 2);
    store.add(2, 3);
    const message = "Only 2 Green teas are left in stock";
    const calls = stubFetch(409, { code: "conflict:stock", message, fieldErrors: { "items.1.${quantity}": message } });
    const navigate = vi.fn();
    const errors = await checkOut({ store, values, invalidate: async () => undefined, navigate });
    expect(calls).toHaveLength(1);
    expect(errors?.message).toBe(message);
    expect(errors?.lines).toEqual({ "2": message });
    expect(store.lines()).toEqual([{ productId: 1, quantity: 2 }, { productId: 2, quantity: 3 }]);
    expect(navigate).not.toHaveBeenCalled();
    const out = render(<${view} rows={rows([mug, 2], [tea, 3])} {...cartProps} errors={errors ?? noCheckoutErrors} />);
    expect(out.split(html(message)).length - 1).toBe(2);
  });

  it("checks the checkout with the shared schema before sending anything", async () => {
    const calls = stubFetch(201, order);
    const store = createCartStore(memoryStorage());
    const empty = await checkOut({ store, values, invalidate: async () => undefined, navigate: noop });
    expect(empty?.message).toBeTruthy();
${required.length > 0 ? `    store.add(1, 1);
    const missing = await checkOut({ store, values: emptyCheckoutValues, invalidate: async () => undefined, navigate: noop });
${required.map((p) => `    expect(missing?.fields.${p.field.name}).toBeTruthy();\n`).join("")}    expect(store.lines()).toEqual([{ productId: 1, quantity: 1 }]);
` : ""}    expect(calls).toEqual([]);
  });

  it("an empty cart says so and links to the products", () => {
    const out = render(<${view} rows={[]} {...cartProps} />);
    expect(out).toContain("Your cart is empty.");
    expect(out).toContain(${tsString(`href="${browse}"`)});
    expect(out).not.toContain("Place order");
  });

  it("a line whose product no longer exists says so and can be removed", () => {
    const removed: number[] = [];
    const gone: CartRow = { productId: 9, quantity: 1, product: { status: "gone" } };
    expect(render(<${view} rows={[gone]} {...cartProps} />)).toContain("no longer available");
    const tree = ${view}({ rows: [gone], ...cartProps, onRemove: (id) => removed.push(id) });
    const button = findProps(tree, (p) => p.children === "Remove" && typeof p.onClick === "function");
    (button?.onClick as () => void)();
    expect(removed).toEqual([9]);
  });
${visitorTest}});
`;
  return {
    path: "src/client/tests/cart.test.tsx",
    content,
    requirementIds: idsInTitles(content),
    elements: [`page:${plan.page.id}`, `entity:${plan.product.name}`, "stack:React"],
  };
} // prettier-ignore
