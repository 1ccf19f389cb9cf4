import type { Operation } from "../../../../domain/artifacts/04-api-model";
import type { Entity, Field } from "../../../../domain/artifacts/04-data-model";
import { commentText, lowerFirst, tsString } from "../names";
import { entityInfo, serverModel } from "../server/model";
import type { StockInfo } from "../server/rule-stock-plan";
import { ADD_TO_CART_TSX, cartStoreTs } from "./cart-support";
import { planFields } from "./form";
import type { ClientModel, UiForm, UiPage } from "./model";
import { jsxAttr } from "./shell";

/*
 * A shop's cart in the generated client (issue 17 point 3), for an app whose data model has a stock rule and whose
 * API checks an order out (POST /api/<orders>/checkout):
 *
 * - src/client/cart.ts keeps the cart in the browser (localStorage) and gives every component the same lines.
 * - The product's page shows its stock and an Add to cart (components/add-to-cart.tsx), never more than is left.
 * - The UI model's page of kind "cart" lists the lines with their prices and total and the order's checkout form
 *   (cart-page.ts); placing the order empties the cart and opens the new order, whose page says it was placed.
 * - The navigation's cart entry counts the items ("Cart (3)"); the app's tests are cart-tests.ts.
 *
 * An app without a stock rule gets none of it: cartPlan is undefined and nothing else changes.
 */

export interface CartPlan {
  /** The UI model's cart page and its route. */
  page: UiPage;
  path: string;
  /** Whether the cart's route is open to visitors (the products are public): they sign in to check out. */
  open: boolean;
  /** POST /api/<orders>/checkout. */
  op: Operation;
  /** The server's plan of the rule: the shared schema's checkout names, the product's stock field. */
  stock: StockInfo;
  order: Entity;
  product: Entity;
  /** The product's price, when the rule names one (the cart shows prices and totals only then). */
  price: Field | undefined;
  /** The product's get operation (the cart loads each line's product). */
  productGet: Operation | undefined;
  /** Query keys of the products and the orders (react-query), refreshed after checkout. */
  productKey: string;
  orderKey: string;
  /** The checkout form: the UI model's, its fields planned as the entity forms plan theirs. */
  form: UiForm;
  plans: ReturnType<typeof planFields>;
}

const plans = new WeakMap<ClientModel, CartPlan | null>();

/** The app's cart (see the module comment), or undefined when it has none. */
export function cartPlan(model: ClientModel): CartPlan | undefined {
  let plan = plans.get(model);
  if (plan === undefined) {
    plan = findCartPlan(model) ?? null;
    plans.set(model, plan);
  }
  return plan ?? undefined;
}

function findCartPlan(model: ClientModel): CartPlan | undefined {
  // Only a data model with a stock rule has a cart: the server model is not even derived for the others.
  if (!model.input.data.entities.some((e) => e.rules?.some((r) => r.kind === "stock"))) return undefined;
  const page = model.pageByKind("cart");
  const route = model.ui.routes.find((r) => r.pageId === page?.id);
  if (!page || !route) return undefined;
  const server = serverModel(model.input);
  const stock = (entityInfo(server, page.entity) ?? server.entities.find((e) => e.checkout))?.checkout;
  if (!stock) return undefined;
  const order = stock.orderInfo.entity;
  const product = stock.productInfo.entity;
  const op = model
    .operations()
    .find((o) => o.kind === "checkout" && o.method === "post" && o.requestSchema === stock.apiCheckout);
  if (!op) return undefined;
  const rule = stock.item.entity.rules?.find((r) => r.kind === "stock");
  const numeric = ["money", "decimal", "integer"];
  const price = product.fields.find(
    (f) => rule?.kind === "stock" && f.name === rule.price && numeric.includes(f.type),
  );
  const form = model.form(page.formId) ?? { id: `${lowerFirst(order.name)}-checkout-form`, entity: order.name, fields: [] };
  // The form asks for the order's own fields; what the server fills or writes (its total) it never asks for.
  const skipped = new Set([...stock.fills.keys(), ...(stock.total ? [stock.total.field.name] : [])]);
  const keyOf = (entity: Entity) =>
    model.input.api.resources.find((r) => r.entity === entity.name)?.name ?? lowerFirst(entity.plural);
  return {
    page,
    path: route.path,
    open: !route.requiresAuth,
    op,
    stock,
    order,
    product,
    price,
    productGet: model.operation(product.name, "get"),
    productKey: keyOf(product),
    orderKey: keyOf(order),
    form,
    plans: planFields(model, order, form.fields).filter((p) => !skipped.has(p.field.name)),
  };
} // prettier-ignore

/** The cart's own client files: the cart kept in the browser and a product's Add to cart. */
export function cartFiles(model: ClientModel): { path: string; content: string; requirementIds: string[]; elements: string[] }[] {
  const plan = cartPlan(model);
  if (!plan) return [];
  const ids = plan.op.serves;
  return [
    { path: "src/client/cart.ts", content: cartStoreTs(model.input.projectName), requirementIds: ids, elements: [`page:${plan.page.id}`, "stack:React"] },
    { path: "src/client/components/add-to-cart.tsx", content: ADD_TO_CART_TSX, requirementIds: ids, elements: [`entity:${plan.product.name}`, "stack:React"] },
  ];
} // prettier-ignore

/**
 * What the cart adds to a detail page: on the product's, its stock and Add to cart under its fields; on the order's,
 * the confirmation that it was placed when the cart opened it after checkout. Empty for every other page.
 */
export function cartSections(
  model: ClientModel,
  entity: Entity,
): { imports: string[]; top: string; below: string; code: string } {
  const none = { imports: [], top: "", below: "", code: "" };
  const plan = cartPlan(model);
  if (!plan) return none;
  if (entity === plan.product) {
    const stock = plan.stock.stock.field.name;
    return {
      imports: [`import { AddToCart } from "../components/add-to-cart";`],
      top: "",
      below: `      <AddToCart productId={state.data.id} stock={state.data.${stock}} cartHref=${jsxAttr(plan.path)} />\n`,
      code: "",
    };
  }
  if (entity === plan.order) {
    return {
      imports: [
        `import { useHistoryState } from "wouter/use-browser-location";`,
        `import { isPlacedState } from "../cart";`,
      ],
      top: "      <OrderPlacedNotice />\n",
      below: "",
      code: `
/** After checkout the cart opens the new ${commentText((plan.order.label || plan.order.name).toLowerCase())} with PLACED_STATE: say it was placed. */
function OrderPlacedNotice() {
  const state: unknown = useHistoryState();
  if (!isPlacedState(state)) return null;
  return (
    <p className="notice success" role="status">
      {${tsString(`Thank you: your ${(plan.order.label || plan.order.name).toLowerCase()} is placed.`)}}
    </p>
  );
}
`,
    };
  }
  return none;
}

/** The cart's navigation link in app.tsx, counting the items ("Cart (3)"); undefined for any other entry. */
export function cartNavLink(model: ClientModel, item: { label: string; path: string }): string | undefined {
  const plan = cartPlan(model);
  if (!plan || item.path !== plan.path) return undefined;
  return `<CartNavLink href=${jsxAttr(item.path)} label={${tsString(item.label)}} />`;
}

/** app.tsx's cart link component and its import; empty without a cart. */
export function cartNavParts(model: ClientModel): { imports: string; component: string } {
  if (!cartPlan(model)) return { imports: "", component: "" };
  return {
    imports: `import { cartLabel, useCart } from "./cart";\n`,
    component: `
/** The cart's navigation link with the number of items it holds: "Cart (3)". */
function CartNavLink(props: { href: string; label: string }) {
  const cart = useCart();
  return <NavLink href={props.href} label={cartLabel(props.label, cart.count)} />;
}
`,
  };
}
