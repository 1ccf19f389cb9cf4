import { tsString } from "../names";
import { sortIds } from "./code";
import { entityInfo, type EntityInfo, type ServerModel } from "./model";
import { roleCanMake } from "./role-tests";
import type { RuleTestBlock } from "./rule-tests";
import type { StockInfo } from "./rule-stock-plan";

/*
 * The generated app's own tests of a stock rule (issue 17 point 3, a cart and its checkout).
 *
 * In the order's API test file: a checkout creates the order with its items at the products' prices, totals it and
 * takes the stock (two lines of one product count together); a line asking for more than is left is a 409
 * `conflict:stock` naming the product, on that line, and nothing is kept; an empty cart, a quantity below 1 and an
 * unknown product are 400s naming the line's field; a visitor's checkout is a 401; deleting the order puts its
 * items back. In the item's file: adding, changing and deleting an item move the stock by the difference (and keep
 * the order's total), and a change asking for more than is left is refused.
 *
 * Written when the tests can make the products, orders and items they need (with roles: as the first account).
 */

const NONE: RuleTestBlock = { tests: [], imports: new Set(), helpers: [] };

function titled(s: StockInfo, text: string): string {
  const ids = sortIds(s.item.entity.rules?.find((r) => r.kind === "stock")?.serves ?? []);
  return tsString(ids.length > 0 ? `${ids.join(", ")}: ${text}` : text);
}

/** A path with its one parameter replaced by `${expr}`, as a template literal. */
function pathOf(path: string, expr: string): string {
  return `\`${path.replace(/[\\`]/g, "\\$&").replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/, `\${${expr}}`)}\``;
}

function op(info: EntityInfo, kind: string) {
  return info.resource?.operations.find((o) => o.kind === kind);
}

/** Whether the tests' agent can make rows of the entities (with roles: the first account's role). */
function makeable(model: ServerModel, canBuild: Set<string>, infos: readonly EntityInfo[]): boolean {
  const plan = model.accounts?.rolePlan;
  return infos.every((info) => (plan ? roleCanMake(model, canBuild, plan.admin.name, info) : canBuild.has(info.entity.name)));
} // prettier-ignore

function label(info: EntityInfo): string {
  return (info.entity.label.trim() || info.entity.name).toLowerCase();
}

/** The lines making a product with a stock (and a price) as `name`. */
function productLine(s: StockInfo, name: string, stock: number, price: string): string {
  const priceSet = s.price ? `, ${s.price.field.name}: ${price}` : "";
  return `    const ${name} = await make${s.productInfo.names.type}(t.agent, undefined, { ${s.stock.field.name}: ${stock}${priceSet} });`;
}

/** The order's own fields in a checkout body: a sample's, and new rows for its required relations. */
function orderFields(model: ServerModel, order: EntityInfo, imports: Set<string>): string {
  imports.add(`sample${order.names.type}`);
  const parents = order.manyToOne
    .filter((m) => m.relation.required)
    .map((m) => {
      const target = entityInfo(model, m.relation.target);
      if (target) imports.add(`make${target.names.type}`);
      return target ? `, ${m.prop}: (await make${target.names.type}(t.agent)).id` : "";
    });
  return `...sample${order.names.type}(n)${parents.join("")}`;
}

/** The checkout tests in the order's API test file (see the module comment). */
export function checkoutTests(model: ServerModel, order: EntityInfo, canBuild: Set<string>): RuleTestBlock {
  const s = order.checkout;
  const checkout = s ? model.plans.find((p) => p.kind === "checkout" && p.order === order)?.op : undefined;
  const getProduct = s ? op(s.productInfo, "get") : undefined;
  const listOrders = op(order, "list");
  if (!s || !checkout || !getProduct || !listOrders || !makeable(model, canBuild, [s.productInfo, order])) return NONE;
  const imports = new Set<string>([`make${s.productInfo.names.type}`]);
  const fields = orderFields(model, order, imports);
  const product = label(s.productInfo);
  const items = label(s.item);
  const q = s.quantity.field.name;
  const pid = s.product.prop;
  const stockOf = (name: string) => `(await t.agent.get(${pathOf(getProduct.path, `${name}.id`)}).expect(200)).body.${s.stock.field.name}`;
  const named = (name: string) => (s.productName ? `${name}.${s.productName.field.name}` : `\`\${${tsString(s.productInfo.entity.label.trim() || s.productInfo.entity.name)}} #\${${name}.id}\``);
  const listItems = op(s.item, "list");
  const itemsOf = listItems
    ? `    const lines = (await t.agent.get(${tsString(listItems.path)}).query({ ${s.order.prop}: order.id, pageSize: 100 }).expect(200)).body.items as { ${pid}: number; ${q}: number${s.unitPrice ? `; ${s.unitPrice.field.name}: number | null` : ""} }[];
    expect(lines.map((line) => [line.${pid}, line.${q}${s.unitPrice && s.price ? `, line.${s.unitPrice.field.name}` : ""}]).sort()).toEqual([[a.id, 3${s.unitPrice && s.price ? ", 12.5" : ""}], [b.id, 2${s.unitPrice && s.price ? ", 2" : ""}]].sort());
`
    : "";
  const tests: string[] = [];
  tests.push(`  it(${titled(s, `checks out a cart: the ${label(order)} with its ${items}s at the ${product}s' prices, its total, and the stock taken off (${checkout.id})`)}, async () => {
    const n = 1;
${productLine(s, "a", 5, "12.5")}
${productLine(s, "b", 2, "2")}
    const res = await t.agent.post(${tsString(checkout.path)}).send({ ${fields}, items: [{ ${pid}: a.id, ${q}: 2 }, { ${pid}: b.id, ${q}: 2 }, { ${pid}: a.id, ${q}: 1 }] }).expect(201);
    const order = res.body as { id: number${s.total ? `; ${s.total.field.name}: number` : ""} };
${s.total && s.unitPrice && s.price ? `    expect(order.${s.total.field.name}).toBe(41.5);\n` : ""}    expect(${stockOf("a")}).toBe(2);
    expect(${stockOf("b")}).toBe(0);
${itemsOf}  });`);
  tests.push(`  it(${titled(s, `refuses a line asking for more ${product}s than are left (409 conflict:stock on that line) and keeps nothing`)}, async () => {
    const n = 2;
${productLine(s, "a", 4, "1")}
${productLine(s, "b", 1, "3")}
    const before = (await t.agent.get(${tsString(listOrders.path)}).expect(200)).body.total as number;
    const refused = await t.agent.post(${tsString(checkout.path)}).send({ ${fields}, items: [{ ${pid}: a.id, ${q}: 1 }, { ${pid}: b.id, ${q}: 2 }] }).expect(409);
    expect(refused.body.code).toBe("conflict:stock");
    expect(refused.body.message).toBe(\`\${${named("b")}}: only 1 left in stock\`);
    expect(refused.body.fieldErrors["items.1.${q}"]).toBe(refused.body.message);
    expect(${stockOf("a")}).toBe(4);
    expect(${stockOf("b")}).toBe(1);
    expect((await t.agent.get(${tsString(listOrders.path)}).expect(200)).body.total).toBe(before);
${productLine(s, "gone", 0, "1")}
    const sold = await t.agent.post(${tsString(checkout.path)}).send({ ${fields}, items: [{ ${pid}: gone.id, ${q}: 1 }] }).expect(409);
    expect(sold.body.message).toBe(\`\${${named("gone")}} is out of stock\`);
  });`);
  tests.push(`  it(${tsString(`refuses an empty cart, a quantity below 1 and an unknown ${product} (400 naming the field)`)}, async () => {
    const n = 3;
${productLine(s, "a", 4, "1")}
    const empty = await t.agent.post(${tsString(checkout.path)}).send({ ${fields}, items: [] }).expect(400);
    expect(empty.body.fieldErrors.items).toBe("The cart is empty");
    const none = await t.agent.post(${tsString(checkout.path)}).send({ ${fields}, items: [{ ${pid}: a.id, ${q}: 0 }] }).expect(400);
    expect(none.body.fieldErrors["items.0.${q}"]).toEqual(expect.any(String));
    const unknown = await t.agent.post(${tsString(checkout.path)}).send({ ${fields}, items: [{ ${pid}: 999999, ${q}: 1 }] }).expect(400);
    expect(unknown.body.fieldErrors["items.0.${pid}"]).toBe(${tsString(`Choose an existing ${product}`)});
    expect(${stockOf("a")}).toBe(4);
  });`);
  if (model.accounts && checkout.auth) {
    tests.push(`  it(${tsString("answers 401 to a checkout without a session")}, async () => {
    await request(t.app).post(${tsString(checkout.path)}).send({ items: [{ ${pid}: 1, ${q}: 1 }] }).expect(401);
  });`);
  }
  const remove = op(order, "delete");
  if (remove) {
    tests.push(`  it(${titled(s, `puts the ${items}s of a deleted ${label(order)} back in stock`)}, async () => {
    const n = 4;
${productLine(s, "a", 5, "1")}
    const order = (await t.agent.post(${tsString(checkout.path)}).send({ ${fields}, items: [{ ${pid}: a.id, ${q}: 3 }] }).expect(201)).body as { id: number };
    expect(${stockOf("a")}).toBe(2);
    await t.agent.delete(${pathOf(remove.path, "order.id")}).expect(204);
    expect(${stockOf("a")}).toBe(5);
  });`);
  }
  return { tests, imports, helpers: [] };
} // prettier-ignore

/** The stock tests in the item's API test file (see the module comment). */
export function stockItemTests(model: ServerModel, item: EntityInfo, canBuild: Set<string>): RuleTestBlock {
  const s = item.stock;
  const create = op(item, "create");
  const update = op(item, "update");
  const remove = op(item, "delete");
  const getProduct = s ? op(s.productInfo, "get") : undefined;
  const getOrder = s ? op(s.orderInfo, "get") : undefined;
  if (!s || !create || !update || !remove || !getProduct || !getOrder || !makeable(model, canBuild, [s.productInfo, s.orderInfo, item])) return NONE;
  const q = s.quantity.field.name;
  const imports = new Set<string>([`make${s.productInfo.names.type}`, `make${s.orderInfo.names.type}`, `sample${item.names.type}`, "fresh"]);
  const stockNow = `(await t.agent.get(${pathOf(getProduct.path, "a.id")}).expect(200)).body.${s.stock.field.name}`;
  const totalNow = s.total && s.unitPrice ? `(await t.agent.get(${pathOf(getOrder.path, "order.id")}).expect(200)).body.${s.total.field.name}` : null;
  const unit = s.unitPrice ? `, ${s.unitPrice.field.name}: 4` : "";
  const parents = item.manyToOne
    .filter((m) => m.relation.required && m !== s.order && m !== s.product)
    .map((m) => {
      const target = entityInfo(model, m.relation.target);
      if (target) imports.add(`make${target.names.type}`);
      return target ? `, ${m.prop}: (await make${target.names.type}(t.agent)).id` : "";
    });
  const tests = [`  it(${titled(s, `moves the ${label(s.productInfo)}'s stock by each ${label(item)} added, changed or deleted${totalNow ? `, and the ${label(s.orderInfo)}'s total with it` : ""}`)}, async () => {
${productLine(s, "a", 10, "4")}
    const order = await make${s.orderInfo.names.type}(t.agent);
    const row = (await t.agent.post(${tsString(create.path)}).send({ ...sample${item.names.type}(fresh())${parents.join("")}, ${s.order.prop}: order.id, ${s.product.prop}: a.id, ${q}: 3${unit} }).expect(201)).body as { id: number };
    expect(${stockNow}).toBe(7);
${totalNow ? `    expect(${totalNow}).toBe(12);\n` : ""}    await t.agent.${update.method}(${pathOf(update.path, "row.id")}).send({ ${q}: 5 }).expect(200);
    expect(${stockNow}).toBe(5);
${totalNow ? `    expect(${totalNow}).toBe(20);\n` : ""}    const refused = await t.agent.${update.method}(${pathOf(update.path, "row.id")}).send({ ${q}: 11 }).expect(409);
    expect(refused.body.code).toBe("conflict:stock");
    expect(refused.body.fieldErrors.${q}).toBe(refused.body.message);
    expect(${stockNow}).toBe(5);
    await t.agent.delete(${pathOf(remove.path, "row.id")}).expect(204);
    expect(${stockNow}).toBe(10);
${totalNow ? `    expect(${totalNow}).toBe(0);\n` : ""}  });`];
  return { tests, imports, helpers: [] };
} // prettier-ignore
