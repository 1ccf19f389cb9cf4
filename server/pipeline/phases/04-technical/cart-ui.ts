import type { ApiModel } from "../../../../domain/artifacts/04-api-model";
import type { DataModel } from "../../../../domain/artifacts/04-data-model";
import type { UiModel } from "../../../../domain/artifacts/04-ui-model";
import { kebabIdentifier } from "../02-srs/names";
import { readsArePublic } from "./public";
import { checkoutFills, stockItemsOf } from "./rule-stock-api";
import { entityForm } from "./ui-forms";

/*
 * The cart of the UI model (issue 17 point 3): when the API checks orders out (a stock rule), one page (kind "cart")
 * at /cart listing what the user put in the cart (kept in the browser until checkout), its total, and a form of the
 * order's own fields; checking out posts the cart. Its form leaves out what the server fills at checkout (the
 * order's total, when it was placed, its number). The page is public when the products are (a shop window
 * visitors browse), and asks a visitor to sign in to check out.
 */

type Page = UiModel["pages"][number];
type Form = UiModel["forms"][number];

export interface CartUi {
  page: Page;
  route: UiModel["routes"][number];
  navigation: UiModel["navigation"][number];
  form: Form;
}

/** The cart page, its route, navigation entry and checkout form; null when the API checks nothing out. */
export function cartUi(data: DataModel, api: ApiModel): CartUi | null {
  const op = api.resources.flatMap((r) => r.operations).find((o) => o.kind === "checkout");
  const order = data.entities.find((e) => stockItemsOf(e, data.entities).length > 0);
  const found = order ? stockItemsOf(order, data.entities)[0] : undefined;
  if (!op || !order || !found) return null;
  const product = data.entities.find((e) => e.name === found.item.relations.find((r) => r.name === found.rule.product)?.target);
  const taken = new Set(data.entities.map((e) => kebabIdentifier(e.plural)));
  const slug = ["cart", "basket", "shopping-cart"].find((s) => !taken.has(s)) ?? "my-cart";
  const fills = checkoutFills(order);
  const own = entityForm(order, data, `${kebabIdentifier(order.name)}-checkout-form`);
  const form: Form = { ...own, fields: own.fields.filter((f) => !fills.has(f.name)) };
  const visitors = product !== undefined && readsArePublic(product, data.accounts);
  return {
    page: {
      id: slug,
      kind: "cart",
      title: "Cart",
      entity: order.name,
      components: ["CartLines", "CartTotal", "CheckoutForm"],
      columns: [],
      searchable: false,
      formId: form.id,
      serves: [...op.serves],
    },
    route: { path: `/${slug}`, pageId: slug, requiresAuth: data.accounts && !visitors },
    navigation: { label: "Cart", path: `/${slug}` },
    form,
  };
} // prettier-ignore
