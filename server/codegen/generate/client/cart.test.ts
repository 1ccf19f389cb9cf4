import ts from "typescript";
import { describe, expect, it } from "vitest";
import { analyseApp } from "../../analyse";
import { codegenCases, helpDeskInput } from "../../testing/models";
import { teamPollsInput } from "../../testing/rule-models";
import { cornerShopInput } from "../../testing/shop-models";
import type { CodegenInput, GeneratedFile } from "../../types";
import { generateApp } from "../index";

/**
 * Fast checks of a shop's cart in the generated client (issue 17 point 3). The Corner Shop app is installed,
 * type-checked, built and its own tests run for real by the generated-app checks.
 */

function file(files: readonly GeneratedFile[], path: string): string {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`no ${path}`);
  return found.content;
}

const CART_CODE = /useCart|AddToCart|CartNavLink|add-to-cart|isPlacedState|\.cart-table/;

describe("a shop's cart in the generated client", () => {
  const shop = generateApp(cornerShopInput(), 3);

  it("keeps the cart in the browser under the app's own key, and counts its items in the navigation", () => {
    const store = file(shop, "src/client/cart.ts");
    expect(store).toContain('export const CART_KEY = "corner-shop-checkout:cart";');
    expect(store).toContain("useSyncExternalStore(store.subscribe, store.lines, store.lines)");
    expect(store).toContain('window.addEventListener("storage", onStorage)');
    const app = file(shop, "src/client/app.tsx");
    expect(app).toContain('import { cartLabel, useCart } from "./cart";');
    // The products are public, so visitors fill a cart too: the link is in everyone's menu.
    expect(app).toContain('            <CartNavLink href="/cart" label={"Cart"} />');
    expect(app).toContain('<Route path="/cart"><CartPage /></Route>');
  });

  it("shows the product's stock and Add to cart on its page, and the confirmation on the new order's page", () => {
    expect(file(shop, "src/client/pages/product-detail.tsx")).toContain(
      '<AddToCart productId={state.data.id} stock={state.data.stock} cartHref="/cart" />',
    );
    const order = file(shop, "src/client/pages/order-detail.tsx");
    expect(order).toContain("      <OrderPlacedNotice />\n      <OrderDetail");
    expect(order).toContain('import { useHistoryState } from "wouter/use-browser-location";');
    expect(file(shop, "src/client/components/add-to-cart.tsx")).toContain("export function addToCart(");
    expect(file(shop, "src/client/styles.css")).toContain(".add-to-cart {");
  });

  it("renders the cart page with the checkout form's own fields, the shared schema and the checkout call", () => {
    const page = file(shop, "src/client/pages/cart.tsx");
    expect(page).toContain("return orderCheckoutSchema.safeParse(checkoutInput(values, lines));");
    expect(page).toContain("order = await api.orderCheckout(parsed.data);");
    expect(page).toContain(
      "items: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),",
    );
    expect(page).toContain('input.navigate("/orders/" + String(order.id), { state: PLACED_STATE });');
    expect(page).toContain('name="deliverTo"');
    // The server fills when the order was placed and writes its total: the customer is asked for neither.
    expect(page).not.toContain('name="placedAt"');
    expect(page).not.toContain('name="total"');
    expect(page).toContain("Sign in to check out");
    expect(page).toContain('formatValue(cartTotal(props.rows), "money")');
  });

  it("tests the cart in the generated app, naming only the requirements each test drives", () => {
    const test = shop.find((f) => f.path === "src/client/tests/cart.test.tsx");
    expect(test?.content).toContain('vi.stubGlobal("fetch"');
    // The tests that post the checkout name the requirements it serves; the others drive none of them alone.
    expect(test?.content).toContain(
      'it("the product page shows how many are in stock and adds to the cart, never more than is in stock"',
    );
    expect(test?.content).toContain('it("FR-3, FR-4, FR-5: a refused checkout (409)');
    expect(test?.implements.requirementIds).toEqual(["FR-3", "FR-4", "FR-5"]);
    const gaps = analyseApp(shop, cornerShopInput()).requirementCoverage.gaps;
    expect(gaps.filter((g) => g.includes("src/client/"))).toEqual([]);
  });

  it("keeps a cart page the API cannot check out a plain page, with no cart files", () => {
    const input = cornerShopInput();
    for (const resource of input.api.resources)
      resource.operations = resource.operations.filter((o) => o.kind !== "checkout");
    const files = generateApp(input, 3);
    expect(file(files, "src/client/pages/cart.tsx")).toContain("only shows its title");
    expect(files.some((f) => f.path === "src/client/cart.ts" || f.path.endsWith("cart.test.tsx"))).toBe(
      false,
    );
    expect(files.filter((f) => f.path.startsWith("src/client/") && CART_CODE.test(f.content))).toEqual([]);
  });

  it("offers a cart open to signed-in users only in the menu when its route needs an account", () => {
    const input = cornerShopInput();
    input.ui.routes = input.ui.routes.map((r) => (r.path === "/cart" ? { ...r, requiresAuth: true } : r));
    const app = file(generateApp(input, 3), "src/client/app.tsx");
    expect(app).toContain('{signedIn && <CartNavLink href="/cart" label={"Cart"} />}');
    expect(app).toContain("<RequireAuth><CartPage /></RequireAuth>");
  });

  it("keeps hostile labels inert in the cart's files", () => {
    const input = cornerShopInput();
    const hostile = 'Evil "quotes" </script> ${process.exit(1)} `tick` */ end';
    for (const entity of input.data.entities) entity.label = `${entity.label} ${hostile}`;
    for (const form of input.ui.forms)
      for (const field of form.fields) field.label = `${field.label} ${hostile}`;
    for (const page of input.ui.pages) page.title = `${page.title} ${hostile}`;
    const files = generateApp(input, 3).filter((f) =>
      /cart|product-detail|order-detail|app\.tsx/.test(f.path),
    );
    expect(files.length).toBeGreaterThan(5);
    for (const f of files.filter((f) => /\.tsx?$/.test(f.path))) {
      const kind = f.path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      const source = ts.createSourceFile(f.path, f.content, ts.ScriptTarget.ES2022, false, kind);
      const errors = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
      expect(
        errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")),
        f.path,
      ).toEqual([]);
      // The text stays inside its literal or comment: nothing in it runs.
      const exits: string[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isPropertyAccessExpression(node) && node.name.text === "exit") exits.push(f.path);
        node.forEachChild(visit);
      };
      visit(ts.createSourceFile(f.path, f.content, ts.ScriptTarget.ES2022, true, kind));
      expect(exits).toEqual([]);
    }
  });

  it("gives apps without a stock rule no cart at all", () => {
    const inputs: CodegenInput[] = [teamPollsInput(), helpDeskInput(), ...codegenCases().map((c) => c.input)];
    for (const input of inputs) {
      const files = generateApp(input, 3);
      expect(
        files.filter((f) => /cart/.test(f.path)).map((f) => f.path),
        input.projectName,
      ).toEqual([]);
      expect(
        files.filter((f) => f.path.startsWith("src/client/") && CART_CODE.test(f.content)).map((f) => f.path),
      ).toEqual([]);
    }
  });
});
