import { withArticle } from "../../../pipeline/phases/02-srs/names";
import { commentText, lowerFirst, tsString } from "../names";
import type { CartPlan } from "./cart";
import { emptyValues, fieldControl, valuesType } from "./form";
import { tsAttr } from "./list-page";
import type { ClientModel } from "./model";
import { hrefExpr, pageNames, typeNames } from "./model";
import { optionsBlock } from "./options";

/*
 * The cart page of a shop (UI model page kind "cart", issue 17 point 3): the cart's lines with each product's price,
 * a quantity input, the line's total and Remove; the cart's total; the checkout form of the order's own fields
 * (the entity forms' controls, checked with the shared checkout schema); Place order, or Sign in to check out for a
 * visitor. Placing the order empties the cart, refreshes the products' stock and the orders, and opens the new
 * order; a refusal (409: more than is left) shows the server's message at the top and next to its line, and keeps
 * the cart. The pieces tests drive (checkoutInput, checkoutErrors, checkOut, the view) are exported.
 */

/** The money-like kind formatValue shows a price with: "money" gives two decimals, as everywhere in the app. */
function priceKind(plan: CartPlan): string {
  return plan.price?.type === "money" || plan.price === undefined ? "money" : plan.price.type;
}

/** src/client/pages/<cart page>.tsx (see the module comment). */
export function cartPageModule(model: ClientModel, plan: CartPlan): string {
  const { page: component, view } = pageNames(plan.page);
  const product = typeNames(plan.product).type;
  const label = `${lowerFirst(plan.product.name)}Label`;
  const { checkoutSchema } = plan.stock;
  const productProp = plan.stock.product.prop;
  const quantityProp = plan.stock.quantity.field.name;
  const stock = plan.stock.stock.field.name;
  const price = plan.price?.name;
  const kind = priceKind(plan);
  const detail = model.entityRoute(plan.product.name, "detail");
  const browse = model.entityRoute(plan.product.name, "list") ?? "/";
  const orderDetail = model.entityRoute(plan.order.name, "detail");
  const orderHref = orderDetail ? hrefExpr(orderDetail, "order.id") : tsString(model.entityRoute(plan.order.name, "list") ?? "/");
  const signIn = model.accounts && plan.op.auth;
  const needs = new Map(plan.plans.flatMap((p) => (p.optionsKey && p.optionsTarget ? [[p.optionsKey, p.optionsTarget] as const] : [])));
  const opts = optionsBlock(model, needs);
  const helpers = ["formatValue", ...["dateTimeInput", "numberInput", "textInput"].filter((h) => plan.plans.some((p) => p.toInput.includes(`${h}(`)))];
  const many = (model.noun(plan.product).many || plan.product.plural).toLowerCase();
  const noun = (plan.product.label || plan.product.name).toLowerCase();
  const load = plan.productGet
    ? `api.${plan.productGet.id}(line.productId)`
    : `Promise.reject(new Error(${tsString(`The API cannot read ${withArticle(noun)}`)}))`;
  // The same words inside comments: one line, never closing the comment.
  const nounC = commentText(noun);
  const manyC = commentText(many);
  const orderC = commentText((plan.order.label || plan.order.name).toLowerCase());
  const imports = [
    `import { useQueries, useQueryClient, type UseQueryResult } from "@tanstack/react-query";`,
    `import { useState, type FormEvent } from "react";`,
    `import { Link, useLocation } from "wouter";`,
    `import { ${checkoutSchema}, fieldErrors, type FieldErrors } from "../../shared/schema";`,
    `import type * as schema from "../../shared/schema";`,
    `import { api, ApiError } from "../api";`,
    signIn ? `import { SIGN_IN_PATH, useMe } from "../auth";` : "",
    `import { cartStore, MAX_QUANTITY, PLACED_STATE, useCart, type CartLine, type CartStore } from "../cart";`,
    `import { shortfallText } from "../components/add-to-cart";`,
    plan.plans.length > 0 ? `import { Field } from "../components/field";` : "",
    `import { ${helpers.sort().join(", ")} } from "../components/format";`,
    opts.size > 0 ? `import type { Option } from "../components/option";` : "",
    `import { ${[label, ...opts.hooks].sort().join(", ")} } from "../labels";`,
  ].filter(Boolean);
  const columns = price ? 5 : 3;
  const priceCells = (cell: string) => (price ? cell : "");
  return `${imports.join("\n")}

/** What the checkout form's inputs hold (the ${orderC}'s own fields), as typed. */
export type CheckoutValues = { ${valuesType(plan.plans)} };

export const emptyCheckoutValues: CheckoutValues = { ${emptyValues(plan.plans)} };
${opts.typeDecl(view).replace(/\n$/, "")}

/** A line's ${nounC} as loaded: gone when it no longer exists (404), so the line can only be removed. */
export type CartProduct =
  | { status: "loading" }
  | { status: "gone" }
  | { status: "error"; message: string }
  | { status: "ready"; data: schema.${product} };

/** A line of the cart with its ${nounC}; \`quantityText\` is the quantity input while it is being typed. */
export type CartRow = CartLine & { product: CartProduct; quantityText?: string };

/** What a failed checkout shows: a message at the top, one per line (by ${nounC} id) and one per form field. */
export type CheckoutErrors = { message?: string; lines: FieldErrors; fields: FieldErrors };

export const noCheckoutErrors: CheckoutErrors = { lines: {}, fields: {} };

/** What a line costs: its ${nounC}'s price times its quantity; null until the ${nounC} is loaded${price ? "" : " (no prices)"}. */
export function lineTotal(row: CartRow): number | null {
${price ? `  if (row.product.status !== "ready") return null;
  const price = row.product.data.${price};
  return price === null || price === undefined ? null : Math.round(price * row.quantity * 100) / 100;` : "  return null;"}
}

/** The cart's total: the lines' totals added up (lines still loading count for nothing). */
export function cartTotal(rows: readonly CartRow[]): number {
  return Math.round(rows.reduce((sum, row) => sum + (lineTotal(row) ?? 0), 0) * 100) / 100;
}

/** The body of ${plan.op.method.toUpperCase()} ${commentText(plan.op.path)}: the form's values as the API takes them and the cart's lines, in order. */
export function checkoutInput(values: CheckoutValues, lines: readonly CartLine[]) {
  return {
${plan.plans.map((p) => `    ${p.field.name}: ${p.toInput},\n`).join("")}    items: lines.map((line) => ({ ${productProp}: line.productId, ${quantityProp}: line.quantity })),
  };
}

/** Checks the checkout with the same zod schema the API uses. */
export function validateCheckout(values: CheckoutValues, lines: readonly CartLine[]) {
  return ${checkoutSchema}.safeParse(checkoutInput(values, lines));
}

/** Errors keyed like the request (\`items.1.${commentText(quantityProp)}\`) go on the cart's lines, by ${nounC}; the rest on the form. */
export function checkoutErrors(errors: FieldErrors, lines: readonly CartLine[], message?: string): CheckoutErrors {
  const out: CheckoutErrors = { message, lines: {}, fields: {} };
  for (const [key, text] of Object.entries(errors)) {
    if (text === undefined) continue;
    const index = /^items\\.(\\d+)(\\.|$)/.exec(key)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    if (line) out.lines[String(line.productId)] ??= text;
    else if (key === "_" || key === "items" || key.startsWith("items.")) out.message ??= text;
    else out.fields[key] = text;
  }
  return out;
}

/**
 * Places the order: checks it, posts the cart, then empties the cart, refreshes the ${manyC} (their stock) and the
 * orders, and opens the new one. On an error the server keeps nothing and neither does this: the cart stays.
 */
export async function checkOut(input: {
  store: CartStore;
  values: CheckoutValues;
  invalidate: (key: string) => Promise<unknown>;
  navigate: (to: string, options: { state: typeof PLACED_STATE }) => void;
}): Promise<CheckoutErrors | undefined> {
  const lines = input.store.lines();
  const parsed = validateCheckout(input.values, lines);
  if (!parsed.success) return checkoutErrors(fieldErrors(parsed.error), lines);
  let order: schema.${typeNames(plan.order).type};
  try {
    order = await api.${plan.op.id}(parsed.data);
  } catch (error) {
    if (error instanceof ApiError) return checkoutErrors(error.fieldErrors, lines, error.message);
    return { ...noCheckoutErrors, message: error instanceof Error ? error.message : String(error) };
  }
  input.store.clear();
  await Promise.all([${tsString(plan.productKey)}, ${tsString(plan.orderKey)}, "options"].map((key) => input.invalidate(key)));
  input.navigate(${orderHref}, { state: PLACED_STATE });
  return undefined;
}

function productState(query: UseQueryResult<schema.${product}> | undefined): CartProduct {
  if (!query || query.isPending) return { status: "loading" };
  if (query.isError) {
    return query.error instanceof ApiError && query.error.status === 404
      ? { status: "gone" }
      : { status: "error", message: query.error.message };
  }
  return { status: "ready", data: query.data };
}

function without(errors: FieldErrors, keys: readonly string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)));
}

export function ${component}() {
  const cart = useCart();
${signIn ? "  const me = useMe();\n" : ""}  const products = useQueries({
    queries: cart.lines.map((line) => ({
      queryKey: [${tsString(plan.productKey)}, line.productId],
      queryFn: (): Promise<schema.${product}> => ${load},
      // A ${nounC} that no longer exists stays gone: no retry.
      retry: (count: number, error: Error) => !(error instanceof ApiError && error.status === 404) && count < 1,
    })),
  });
  const [drafts, setDrafts] = useState<FieldErrors>({});
  const [values, setValues] = useState(emptyCheckoutValues);
  const [errors, setErrors] = useState(noCheckoutErrors);
  const [placing, setPlacing] = useState(false);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
${opts.hookCalls}
  const rows: CartRow[] = cart.lines.map((line, i) => ({
    ...line,
    product: productState(products[i]),
    quantityText: drafts[String(line.productId)],
  }));

  function handleQuantity(productId: number, text: string) {
    setDrafts((current) => ({ ...current, [String(productId)]: text }));
    setErrors((current) => ({ ...current, lines: without(current.lines, [String(productId)]) }));
    const quantity = Number(text);
    if (Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY) cart.setQuantity(productId, quantity);
  }

  function handleRemove(productId: number) {
    cart.remove(productId);
    setDrafts((current) => without(current, [String(productId)]));
    setErrors((current) => ({ ...current, lines: without(current.lines, [String(productId)]) }));
  }

  function handleChange(patch: Partial<CheckoutValues>) {
    setValues((current) => ({ ...current, ...patch }));
    // A field's message goes once the user edits it; the rest stay until the next try.
    setErrors((current) => ({ ...current, fields: without(current.fields, Object.keys(patch)) }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rows.some((row) => row.product.status === "gone")) {
      setErrors({ ...noCheckoutErrors, message: ${tsString(`Remove the ${many} that are no longer available first.`)} });
      return;
    }
    setPlacing(true);
    const failed = await checkOut({
      store: cartStore,
      values,
      invalidate: (key) => queryClient.invalidateQueries({ queryKey: [key] }),
      navigate,
    });
    if (failed) {
      setErrors(failed);
      setPlacing(false);
    }
  }

  return (
    <${view}
      rows={rows}
      values={values}
      errors={errors}
      placing={placing}
      options={options}${signIn ? "\n      signedIn={me.isPending ? undefined : Boolean(me.data)}" : ""}
      onQuantity={handleQuantity}
      onQuantityDone={(productId) => setDrafts((current) => without(current, [String(productId)]))}
      onRemove={handleRemove}
      onChange={handleChange}
      onSubmit={(event) => void handleSubmit(event)}
    />
  );
}

/** A line's ${nounC} in words: its name once loaded. */
function productName(row: CartRow): string {
  return row.product.status === "ready" ? ${label}(row.product.data) : ${tsString(`${plan.product.label || plan.product.name} #`)} + String(row.productId);
}

/** The cart as a pure view of its lines, total and checkout form (or that it is empty), so tests render it. */
export function ${view}(props: {
  rows: CartRow[];
  values: CheckoutValues;
  errors: CheckoutErrors;
  placing: boolean;
  options: ${opts.typeName(view)};${signIn ? "\n  /** Whether someone is signed in: a visitor is asked to sign in to check out (Place order shows when left out). */\n  signedIn?: boolean;" : ""}
  onQuantity: (productId: number, text: string) => void;
  onQuantityDone?: (productId: number) => void;
  onRemove: (productId: number) => void;
  onChange: (patch: Partial<CheckoutValues>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
${plan.plans.length > 0 ? `  const { values${opts.size > 0 ? ", options" : ""} } = props;\n  const errors = props.errors.fields;\n` : ""}  if (props.rows.length === 0) {
    return (
      <section className="page">
        <h1>{${tsString(plan.page.title || "Cart")}}</h1>
        <div className="notice empty">
          <p>Your cart is empty.</p>
          <Link href=${tsAttr(browse)} className="button">
            {${tsString(`Browse the ${many}`)}}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="page">
      <h1>{${tsString(plan.page.title || "Cart")}}</h1>
      {props.errors.message && (
        <p className="notice error" role="alert">
          {props.errors.message}
        </p>
      )}
      <div className="table-wrap">
        <table className="table cart-table">
          <thead>
            <tr>
              <th scope="col">{${tsString(plan.product.label || plan.product.name)}}</th>
${priceCells(`              <th scope="col">{${tsString(plan.price?.label || "Price")}}</th>\n`)}              <th scope="col">Quantity</th>
${priceCells(`              <th scope="col">Line total</th>\n`)}              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => {
              const error = props.errors.lines[String(row.productId)];
              const short = row.product.status === "ready" ? shortfallText(row.product.data.${stock}, row.quantity) : "";
              return (
                <tr key={row.productId}>
                  <td>
                    {row.product.status === "ready" && ${detail ? `<Link href={${hrefExpr(detail, "row.productId")}}>{productName(row)}</Link>` : "productName(row)"}}
                    {row.product.status === "loading" && "Loading…"}
                    {row.product.status === "gone" && (
                      <span className="field-error">{${tsString(`This ${noun} is no longer available`)}}</span>
                    )}
                    {row.product.status === "error" && (
                      <span className="field-error">{${tsString(`Could not load the ${noun}: `)} + row.product.message}</span>
                    )}
                  </td>
${priceCells(`                  <td>{row.product.status === "ready" ? formatValue(row.product.data.${price}, ${tsString(kind)}) : "—"}</td>\n`)}                  <td>
                    <input
                      type="number"
                      name={"quantity-" + String(row.productId)}
                      aria-label={"Quantity of " + productName(row)}
                      min={1}
                      max={MAX_QUANTITY}
                      step={1}
                      inputMode="numeric"
                      value={row.quantityText ?? String(row.quantity)}
                      disabled={row.product.status === "gone"}
                      aria-invalid={error || short ? true : undefined}
                      onChange={(event) => props.onQuantity(row.productId, event.target.value)}
                      onBlur={() => props.onQuantityDone?.(row.productId)}
                    />
                    {(error || short) && (
                      <span className="field-error" role="alert">
                        {error || short}
                      </span>
                    )}
                  </td>
${priceCells(`                  <td>{formatValue(lineTotal(row), ${tsString(kind)})}</td>\n`)}                  <td>
                    <button type="button" className="button secondary" onClick={() => props.onRemove(row.productId)}>
                      Remove
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
${price ? `          <tfoot>
            <tr>
              <th scope="row" colSpan={${columns - 2}}>
                Total
              </th>
              <td>{formatValue(cartTotal(props.rows), ${tsString(kind)})}</td>
              <td />
            </tr>
          </tfoot>
` : ""}        </table>
      </div>
      <form className="card form checkout" onSubmit={props.onSubmit} noValidate>
        <h2>Checkout</h2>
${plan.plans.map((p) => fieldControl(p, plan.form.id)).join("\n")}
        <div className="actions">
${signIn ? `          {props.signedIn === false ? (
            <Link href={SIGN_IN_PATH} className="button">
              Sign in to check out
            </Link>
          ) : (
            <button type="submit" className="button" disabled={props.placing}>
              {props.placing ? "Placing order…" : "Place order"}
            </button>
          )}` : `          <button type="submit" className="button" disabled={props.placing}>
            {props.placing ? "Placing order…" : "Place order"}
          </button>`}
        </div>
      </form>
    </section>
  );
}
`;
} // prettier-ignore
