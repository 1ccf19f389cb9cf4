import { schemaBase } from "../../../pipeline/phases/04-technical/api-schemas";
import { checkoutFills, type CheckoutFill } from "../../../pipeline/phases/04-technical/rule-stock-api";
import { displayField } from "../client/model";
import type { EntityInfo, FieldInfo, ManyToOneInfo } from "./model";

/*
 * The plan of a stock rule in the generated server (issue 17 point 3, a cart and its checkout). The item entity
 * (an OrderItem) points at its order and its product; the product's whole-number field holds its stock.
 *
 * - Checkout inserts the items itself, so an item may have no required field or relation besides its order, its
 *   product, its quantity and the unit price the server copies; otherwise there is no plan (and the checkout is
 *   the API's honest 501).
 * - The order's total is written by the server from its items' unit price times quantity.
 */

export interface StockInfo {
  item: EntityInfo;
  order: ManyToOneInfo;
  orderInfo: EntityInfo;
  product: ManyToOneInfo;
  productInfo: EntityInfo;
  quantity: FieldInfo;
  stock: FieldInfo;
  /** The product's field naming it in messages ("Blue mug"), if any (else "#id"). */
  productName: FieldInfo | undefined;
  price: FieldInfo | null;
  unitPrice: FieldInfo | null;
  total: FieldInfo | null;
  /** The shared schema's names of the checkout's body: `orderCheckoutSchema`, `OrderCheckout`. */
  checkoutSchema: string;
  checkoutType: string;
  /** The API model's name of the checkout's request schema (`OrderCheckout`). */
  apiCheckout: string;
  /** The order's required fields the server fills when the cart leaves them out. */
  fills: Map<string, CheckoutFill>;
}

const NUMERIC = ["integer", "decimal", "money"];

/** The plan of an item entity's stock rule, or null when it has none or it does not fit (see the module comment). */
export function stockPlan(info: EntityInfo, all: readonly EntityInfo[]): StockInfo | null {
  const rule = info.entity.rules?.find((r) => r.kind === "stock");
  if (!rule) return null;
  const order = info.manyToOne.find((m) => m.relation.name === rule.order);
  const product = info.manyToOne.find((m) => m.relation.name === rule.product);
  const orderInfo = all.find((e) => e.entity.name === order?.relation.target);
  const productInfo = all.find((e) => e.entity.name === product?.relation.target);
  const quantity = info.fields.find((f) => f.field.name === rule.quantity && f.field.type === "integer");
  const stock = productInfo?.fields.find((f) => f.field.name === rule.stock && f.field.type === "integer");
  if (!order || !product || !orderInfo || !productInfo || !quantity || !stock) return null;
  if (orderInfo === info || productInfo === info || orderInfo === productInfo) return null;
  const numeric = (fields: readonly FieldInfo[], name: string | undefined) =>
    name === undefined ? null : (fields.find((f) => f.field.name === name && NUMERIC.includes(f.field.type)) ?? null);
  const price = numeric(productInfo.fields, rule.price);
  const unitPrice = price ? numeric(info.fields, rule.unitPrice) : null;
  const total = unitPrice ? numeric(orderInfo.fields, rule.total) : null;
  const given = new Set<unknown>([quantity, unitPrice]);
  const insertable =
    info.fields.every((f) => given.has(f) || !f.field.required) &&
    info.manyToOne.every((m) => m === order || m === product || !m.relation.required) &&
    info.workflow === null;
  if (!insertable) return null;
  const shown = displayField(productInfo.entity);
  const base = orderInfo.names.type;
  return {
    item: info,
    order,
    orderInfo,
    product,
    productInfo,
    quantity,
    stock,
    productName: productInfo.fields.find((f) => f.field === shown && ["string", "text"].includes(f.field.type)),
    price: unitPrice ? price : null,
    unitPrice,
    total,
    checkoutSchema: `${base.charAt(0).toLowerCase()}${base.slice(1)}CheckoutSchema`,
    checkoutType: `${base}Checkout`,
    apiCheckout: `${schemaBase(orderInfo.entity)}Checkout`,
    fills: checkoutFills(orderInfo.entity),
  };
} // prettier-ignore
