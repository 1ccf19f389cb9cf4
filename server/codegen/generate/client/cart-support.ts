import { packageName, tsString } from "../names";

/*
 * The fixed modules of a shop's cart in the generated client (issue 17 point 3): the cart kept in the browser
 * (src/client/cart.ts) and a product's Add to cart (src/client/components/add-to-cart.tsx), plus their styles.
 * Written only in apps whose data model has a stock rule (cart.ts decides).
 */

/** src/client/cart.ts: the cart in localStorage under one key per app, and the hook every component reads it with. */
export function cartStoreTs(projectName: string): string {
  return `import { useSyncExternalStore } from "react";
import { z } from "zod";

/*
 * The cart, kept in the browser (localStorage) until checkout: lines of a product and how many of it. Every component
 * that reads it (the navigation's count, a product's Add to cart, the cart page) sees a change at once; other tabs
 * see it through the storage event.
 */

/** The most of one product a line holds, and the most lines a cart holds (what the checkout takes). */
export const MAX_QUANTITY = 10000;
export const MAX_LINES = 100;

/** The storage key: one per app, so two apps on the same host keep their own carts. */
export const CART_KEY = ${tsString(`${packageName(projectName)}:cart`)};

const lineSchema = z.object({
  productId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
});
const cartSchema = z.array(lineSchema).max(MAX_LINES);

/** One line of the cart: a product and how many of it. */
export type CartLine = z.infer<typeof lineSchema>;

/** Where a cart is kept: window.localStorage in the browser, a stand-in in tests. */
export type CartStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Lines with one line per product (the quantities of a product added up). */
function merged(lines: readonly CartLine[]): CartLine[] {
  const out: CartLine[] = [];
  for (const line of lines) {
    const same = out.find((l) => l.productId === line.productId);
    if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + line.quantity);
    else out.push({ productId: line.productId, quantity: line.quantity });
  }
  return out;
}

/** The lines of a stored cart; anything else (corrupt, edited by hand, from an older app) is an empty cart. */
export function parseCart(text: string | null): CartLine[] {
  if (text === null) return [];
  try {
    const parsed = cartSchema.safeParse(JSON.parse(text));
    return parsed.success ? merged(parsed.data) : [];
  } catch {
    return [];
  }
}

/** How many items a cart holds: its quantities added up. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** A navigation label with the number of items once the cart holds some: "Cart (3)". */
export function cartLabel(label: string, count: number): string {
  return count > 0 ? \`\${label} (\${count})\` : label;
}

/** A cart with its changes; \`lines()\` is the same array until the cart changes (what useSyncExternalStore needs). */
export type CartStore = {
  lines: () => CartLine[];
  subscribe: (listener: () => void) => () => void;
  /** Adds to the product's line (a new line when the cart has none for it). */
  add: (productId: number, quantity: number) => void;
  setQuantity: (productId: number, quantity: number) => void;
  remove: (productId: number) => void;
  clear: () => void;
};

function isQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY;
}

/** A cart kept in \`storage\` under \`key\`; without storage (no browser) it lasts as long as the page. */
export function createCartStore(storage: CartStorage | undefined, key: string = CART_KEY): CartStore {
  const listeners = new Set<() => void>();
  const read = (): CartLine[] => {
    try {
      return parseCart(storage?.getItem(key) ?? null);
    } catch {
      return [];
    }
  };
  let lines = read();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const write = (next: CartLine[]) => {
    lines = next;
    try {
      if (next.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the cart still lasts as long as the page.
    }
    notify();
  };
  // Another tab changed the cart (or cleared the storage: a null key).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== key) return;
    lines = read();
    notify();
  };
  return {
    lines: () => lines,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
    add(productId, quantity) {
      if (!isQuantity(quantity)) return;
      const same = lines.find((l) => l.productId === productId);
      if (!same && lines.length >= MAX_LINES) return;
      write(
        same
          ? lines.map((l) => (l === same ? { productId, quantity: Math.min(MAX_QUANTITY, l.quantity + quantity) } : l))
          : [...lines, { productId, quantity }],
      );
    },
    setQuantity(productId, quantity) {
      if (!isQuantity(quantity) || !lines.some((l) => l.productId === productId)) return;
      write(lines.map((l) => (l.productId === productId ? { productId, quantity } : l)));
    },
    remove(productId) {
      if (lines.some((l) => l.productId === productId)) write(lines.filter((l) => l.productId !== productId));
    },
    clear() {
      if (lines.length > 0) write([]);
    },
  };
}

function browserStorage(): CartStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Storage the browser refuses (privacy settings): a cart for this page only.
    return undefined;
  }
}

/** The app's cart. */
export const cartStore = createCartStore(browserStorage());

/** The cart as React state: its lines and count, and its changes; re-renders whenever it changes, in any tab. */
export function useCart(store: CartStore = cartStore) {
  const lines = useSyncExternalStore(store.subscribe, store.lines, store.lines);
  return {
    lines,
    count: cartCount(lines),
    add: store.add,
    setQuantity: store.setQuantity,
    remove: store.remove,
    clear: store.clear,
  };
}

/** The history state the cart page opens a new order with, so the order's page says it was placed. */
export const PLACED_STATE = { placed: true } as const;

/** Whether a page was opened by a checkout (its history state is PLACED_STATE). */
export function isPlacedState(state: unknown): boolean {
  return typeof state === "object" && state !== null && "placed" in state && state.placed === true;
}
`;
}

/** src/client/components/add-to-cart.tsx: a product's stock in words and its Add to cart control. */
export const ADD_TO_CART_TSX = `import { useState } from "react";
import { Link } from "wouter";
import { cartStore, MAX_LINES, MAX_QUANTITY, useCart, type CartStore } from "../cart";

type Stock = number | null | undefined;

/** How many of a product are left, in words: "5 in stock", "Out of stock"; "" when its stock is not recorded. */
export function stockText(stock: Stock): string {
  if (stock === null || stock === undefined) return "";
  return stock > 0 ? \`\${stock.toLocaleString("en")} in stock\` : "Out of stock";
}

/** What a cart line asks beyond the stock, in words ("Only 2 left in stock"); "" when it fits. */
export function shortfallText(stock: Stock, quantity: number): string {
  if (stock === null || stock === undefined || quantity <= stock) return "";
  return stock > 0 ? \`Only \${stock.toLocaleString("en")} left in stock\` : "Out of stock";
}

/** How many more of a product the cart may take: what is in stock less what it holds already. */
export function roomFor(stock: Stock, inCart: number): number {
  const limit = stock === null || stock === undefined ? MAX_QUANTITY : Math.min(stock, MAX_QUANTITY);
  return Math.max(0, limit - inCart);
}

/** Adds the typed quantity of a product to the cart, or says why not: never more than is in stock. */
export function addToCart(
  store: CartStore,
  productId: number,
  text: string,
  stock: Stock,
): { ok: true; quantity: number } | { ok: false; error: string } {
  const lines = store.lines();
  const inCart = lines.find((l) => l.productId === productId)?.quantity ?? 0;
  const room = roomFor(stock, inCart);
  if (stock !== null && stock !== undefined && stock <= 0) return { ok: false, error: "Out of stock" };
  if (room === 0) {
    const all = stock === null || stock === undefined ? MAX_QUANTITY : stock;
    return { ok: false, error: \`All \${all.toLocaleString("en")} you can order are in your cart already\` };
  }
  const quantity = /^\\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: false, error: \`Choose how many: 1 to \${room}\` };
  if (quantity > room) {
    return {
      ok: false,
      error: inCart > 0 ? \`Only \${room} more: \${inCart} already in your cart\` : \`Only \${room} in stock\`,
    };
  }
  if (inCart === 0 && lines.length >= MAX_LINES) {
    return { ok: false, error: \`A cart holds at most \${MAX_LINES} different products\` };
  }
  store.add(productId, quantity);
  return { ok: true, quantity };
}

/** A product's stock and its Add to cart control (a quantity from 1 up to what is left), as a pure view. */
export function AddToCartView(props: {
  stock: Stock;
  /** How many of it the cart holds already. */
  inCart: number;
  quantity: string;
  error?: string;
  /** Whether the last press added it (the confirmation with a link to the cart). */
  added: boolean;
  cartHref: string;
  onQuantity: (text: string) => void;
  onAdd: () => void;
}) {
  const room = roomFor(props.stock, props.inCart);
  const stock = stockText(props.stock);
  return (
    <section className="card add-to-cart" aria-label="Add to cart">
      {stock && <p className={props.stock === 0 ? "stock out" : "stock"}>{stock}</p>}
      <div className="add-to-cart-row">
        <label htmlFor="add-to-cart-quantity">Quantity</label>
        <input
          id="add-to-cart-quantity"
          name="quantity"
          type="number"
          min={1}
          max={Math.max(1, room)}
          step={1}
          inputMode="numeric"
          value={props.quantity}
          disabled={room === 0}
          aria-invalid={props.error ? true : undefined}
          onChange={(event) => props.onQuantity(event.target.value)}
        />
        <button type="button" className="button" disabled={room === 0} onClick={props.onAdd}>
          Add to cart
        </button>
      </div>
      {props.inCart > 0 && <p className="muted">{\`\${props.inCart} in your cart\`}</p>}
      {props.error && (
        <p className="field-error" role="alert">
          {props.error}
        </p>
      )}
      {props.added && (
        <p className="notice success" role="status">
          Added to cart. <Link href={props.cartHref}>View the cart</Link>
        </p>
      )}
    </section>
  );
}

/** A product's Add to cart on its page: adds to the cart kept in the browser and confirms with a link to it. */
export function AddToCart(props: { productId: number; stock: Stock; cartHref: string; store?: CartStore }) {
  const store = props.store ?? cartStore;
  const cart = useCart(store);
  const inCart = cart.lines.find((l) => l.productId === props.productId)?.quantity ?? 0;
  const [quantity, setQuantity] = useState("1");
  const [error, setError] = useState<string>();
  const [added, setAdded] = useState(false);

  function handleAdd() {
    const result = addToCart(store, props.productId, quantity, props.stock);
    setError(result.ok ? undefined : result.error);
    setAdded(result.ok);
    if (result.ok) setQuantity("1");
  }

  return (
    <AddToCartView
      stock={props.stock}
      inCart={inCart}
      quantity={quantity}
      error={error}
      added={added}
      cartHref={props.cartHref}
      onQuantity={(text) => {
        setQuantity(text);
        setError(undefined);
        setAdded(false);
      }}
      onAdd={handleAdd}
    />
  );
}
`;

/** The cart's styles, added to styles.css only in apps with a cart. */
export const CART_CSS = `
.notice.success {
  border-color: var(--accent);
  background: var(--accent-soft);
  color: var(--text);
}

.add-to-cart {
  margin-top: 1.5rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
}

.add-to-cart-row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
}

.add-to-cart-row input,
.cart-table input {
  width: 6rem;
}

.stock {
  margin: 0;
  font-weight: 600;
}

.stock.out {
  color: var(--danger);
}

.cart-table td {
  vertical-align: top;
}

.cart-table tfoot th,
.cart-table tfoot td {
  font-weight: 700;
  border-bottom: none;
}

.cart-table .field-error {
  display: block;
  margin-top: 0.25rem;
}

.checkout {
  margin-top: 1.5rem;
}

.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
`;
