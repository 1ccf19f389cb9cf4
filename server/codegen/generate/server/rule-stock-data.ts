import { commentText, tsString } from "../names";
import type { EntityInfo, FieldInfo } from "./model";
import type { StockInfo } from "./rule-stock-plan";

/*
 * The stock rule in the data modules (issue 17 point 3, a cart and its checkout).
 *
 * - The item's module (an OrderItem) exports `takeStock` and `returnStock`: taking locks the product's row
 *   (SELECT … FOR UPDATE) and refuses a quantity above what is left with a 409 `conflict:stock` naming the product
 *   and how many are left; a product whose stock is empty is not counted. Creating an item takes its quantity,
 *   changing it gives back the old and takes the new, deleting it gives it back; each keeps its order's total.
 * - The order's module gets `checkout`: one transaction that locks the cart's products in id order (two checkouts
 *   of the same products wait for each other and never deadlock), refuses an unknown product (400) or a short
 *   stock (409) before writing anything, then inserts the order (total: the items' unit price times quantity),
 *   its items (the product's price copied) and takes the stock. Deleting an order gives its items' stock back.
 * data-files.ts places the calls; this module writes the code.
 */

function nameOf(info: EntityInfo): string {
  return (info.entity.label.trim() || info.entity.name).toLowerCase();
}

/** The product's columns a stock check reads: its id, stock and name (its display field, else none). */
function productColumns(s: StockInfo): string {
  const p = s.productInfo.table.constName;
  return `{ id: ${p}.id, stock: ${p}.${s.stock.key}${s.productName ? `, name: ${p}.${s.productName.key}` : ""}${s.price ? `, price: ${p}.${s.price.key}` : ""} }`;
}

/** The item module's stock functions (see the module comment); `tables` gains the tables they use. */
export function stockItemFunctions(info: EntityInfo, s: StockInfo, tables: Set<string>): string {
  const p = s.productInfo.table.constName;
  const i = info.table.constName;
  tables.add(p);
  const product = commentText(nameOf(s.productInfo));
  const total = s.total && s.unitPrice ? s.total : null;
  const o = s.orderInfo.table.constName;
  if (total) tables.add(o);
  const refresh = total && s.unitPrice
    ? `

/** Keeps an ${commentText(nameOf(s.orderInfo))}'s ${commentText(total.field.label.toLowerCase())} the sum of its ${commentText(nameOf(info))}s' unit price times quantity. */
export async function refreshTotal(db: Database, orderId: number): Promise<void> {
  const [sum] = await db
    .select({ total: sql<string | null>\`sum(\${${i}.${s.unitPrice.key}} * \${${i}.${s.quantity.key}})\` })
    .from(${i})
    .where(eq(${i}.${s.order.key}, orderId));
  await db.update(${o}).set({ ${total.key}: Math.round(Number(sum?.total ?? 0) * 100) / 100 }).where(eq(${o}.id, orderId));
}`
    : "";
  return `/** The 409 of a ${product} with fewer left than asked for (a rule of the requirements). */
export function outOfStock(product: { id: number; stock: number | null${s.productName ? "; name: string | null" : ""} }): string {
  const name = ${s.productName ? `product.name || \`#\${product.id}\`` : `\`\${${tsString(capitalised(s.productInfo))}} #\${product.id}\``};
  const left = product.stock ?? 0;
  return left <= 0 ? \`\${name} is out of stock\` : \`\${name}: only \${left} left in stock\`;
}

/**
 * Takes \`quantity\` off a ${product}'s stock. The ${product} is locked until the transaction ends, so two
 * requests cannot both take the last one; fewer left than asked for is a 409 on \`field\`. A ${product} whose stock
 * is empty is not counted.
 */
export async function takeStock(db: Database, productId: number, quantity: number, field: string): Promise<void> {
  const [product] = await db.select(${productColumns(s)}).from(${p}).where(eq(${p}.id, productId)).for("update");
  if (!product || product.stock === null) return;
  if (product.stock < quantity) {
    const message = outOfStock(product);
    throw new HttpError(409, "conflict:stock", message, { [field]: message });
  }
  await db.update(${p}).set({ ${s.stock.key}: product.stock - quantity }).where(eq(${p}.id, productId));
}

/** Puts \`quantity\` back into a ${product}'s stock (an item changed or deleted); an empty stock stays empty. */
export async function returnStock(db: Database, productId: number, quantity: number): Promise<void> {
  await db.update(${p}).set({ ${s.stock.key}: sql\`\${${p}.${s.stock.key}} + \${quantity}\` }).where(and(eq(${p}.id, productId), isNotNull(${p}.${s.stock.key})));
}${refresh}`;
} // prettier-ignore

function capitalised(info: EntityInfo): string {
  const label = info.entity.label.trim() || info.entity.name;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The item's create line before the insert: its quantity comes off the product's stock. */
export function stockCreateLine(info: EntityInfo): string {
  const s = info.stock;
  if (!s) return "";
  return `      await takeStock(tx, input.${s.product.prop}, input.${s.quantity.field.name}, ${tsString(s.quantity.field.name)});\n`;
}

/** The item's create line after the insert: its order's total. */
export function stockCreatedLine(info: EntityInfo): string {
  const s = info.stock;
  return s?.total && s.unitPrice ? `      await refreshTotal(tx, row.${s.order.key});\n` : "";
}

/** The item's update lines before the change: the old quantity goes back, the new one is taken. */
export function stockUpdateLines(info: EntityInfo): string {
  const s = info.stock;
  if (!s) return "";
  const i = info.table.constName;
  return `      // The stock moves by the change: the old quantity goes back to its product, the new one is taken.
      const [before] = await tx.select({ product: ${i}.${s.product.key}, quantity: ${i}.${s.quantity.key}, order: ${i}.${s.order.key} }).from(${i}).where(eq(${i}.id, id));
      if (before && (input.${s.product.prop} !== undefined || input.${s.quantity.field.name} !== undefined)) {
        await returnStock(tx, before.product, before.quantity);
        await takeStock(tx, input.${s.product.prop} ?? before.product, input.${s.quantity.field.name} ?? before.quantity, ${tsString(s.quantity.field.name)});
      }
`;
} // prettier-ignore

/** The item's update lines after the change: the totals of its order (and of the one it left). */
export function stockUpdatedLines(info: EntityInfo): string {
  const s = info.stock;
  if (!s?.total || !s.unitPrice) return "";
  return `      await refreshTotal(tx, row.${s.order.key});
      if (before && before.order !== row.${s.order.key}) await refreshTotal(tx, before.order);
`;
}

/** The item's remove: the row goes and its quantity back to the product, in one transaction. */
export function stockItemRemove(info: EntityInfo, where: string, owned: boolean): string {
  const s = info.stock;
  if (!s) return "";
  const i = info.table.constName;
  const total = s.total && s.unitPrice ? "\n      await refreshTotal(tx, row.order);" : "";
  return `/** Deletes a row and puts its quantity back into the ${commentText(nameOf(s.productInfo))}'s stock; false when there is none${owned ? " of the user's" : ""}. */
export async function remove(db: Database, id: number, scope: Scope): Promise<boolean> {
  ${owned ? "" : "void scope;\n  "}try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.delete(${i}).where(${where}).returning({ product: ${i}.${s.product.key}, quantity: ${i}.${s.quantity.key}, order: ${i}.${s.order.key} });
      if (!row) return false;
      await returnStock(tx, row.product, row.quantity);${total}
      return true;
    });
  } catch (error) {
    rethrowConflict(error, conflicts);
  }
}`;
} // prettier-ignore

/** The order's remove: its items' stock goes back, then the order (and its items) go, in one transaction. */
export function checkoutOrderRemove(info: EntityInfo, where: string, owned: boolean): string {
  const s = info.checkout;
  if (!s) return "";
  const t = info.table.constName;
  const i = s.item.table.constName;
  return `/** Deletes an ${commentText(nameOf(info))}, putting its ${commentText(nameOf(s.item))}s back into stock; false when there is none${owned ? " of the user's" : ""}. */
export async function remove(db: Database, id: number, scope: Scope): Promise<boolean> {
  ${owned ? "" : "void scope;\n  "}try {
    return await db.transaction(async (tx) => {
      const [found] = await tx.select({ id: ${t}.id }).from(${t}).where(${where}).for("update");
      if (!found) return false;
      const returned = await tx
        .select({ product: ${i}.${s.product.key}, quantity: sql<string>\`sum(\${${i}.${s.quantity.key}})\` })
        .from(${i})
        .where(eq(${i}.${s.order.key}, id))
        .groupBy(${i}.${s.product.key})
        .orderBy(asc(${i}.${s.product.key}));
      for (const line of returned) await returnStock(tx, line.product, Number(line.quantity));
      await tx.delete(${t}).where(eq(${t}.id, id));
      return true;
    });
  } catch (error) {
    rethrowConflict(error, conflicts);
  }
}`;
} // prettier-ignore

/** How the checkout fills an order's field the cart left out (rule-stock-api.ts checkoutFills). */
function filled(s: StockInfo, f: FieldInfo, given: string): string {
  const fill = s.fills.get(f.field.name);
  const value = `input.${f.field.name}`;
  const prefix =
    capitalised(s.orderInfo)
      .replace(/[^A-Za-z]/g, "")
      .slice(0, 3)
      .toUpperCase() || "REF";
  switch (fill) {
    case "now":
      return `${value} === undefined ? new Date() : new Date(${value})`;
    case "today":
      return `${value} ?? new Date().toISOString().slice(0, 10)`;
    case "first":
      return `${value} ?? ${tsString(f.field.enumValues?.[0] ?? "")}`;
    case "reference":
      return `${value} ?? reference(${tsString(prefix)})`;
    case undefined:
      return given;
  }
}

export interface CheckoutParts {
  /** The order's insert values other than its fields (its relations, its owner). */
  extraValues: string[];
  /** A field's create value from `input` (data-files.ts fieldValue). */
  valueOf: (f: FieldInfo) => string;
  /** The order's `checkReferences` call, when the module has one. */
  references: string;
  /** The expression answering the inserted row (`present(row)`, with links when the order has any). */
  answer: string;
  /** The condition limiting the products to those the user may pick (undefined: every product). */
  visible: string | undefined;
}

/** The order module's `checkout` (see the module comment); `tables` gains the tables it uses. */
export function checkoutFunction(info: EntityInfo, parts: CheckoutParts, tables: Set<string>): string {
  const s = info.checkout;
  if (!s) return "";
  const t = info.table.constName;
  const i = s.item.table.constName;
  const p = s.productInfo.table.constName;
  tables.add(i).add(p);
  const state = info.workflow?.field;
  const total = s.total && s.unitPrice && s.price ? s.total : null;
  const values = info.fields.map((f) => {
    if (f === state) return `${f.key}: ${tsString(info.workflow?.initial ?? "")}`;
    if (f === total) return `${f.key}: Math.round(total * 100) / 100`;
    return `${f.key}: ${filled(s, f, parts.valueOf(f))}`;
  });
  const itemValues = [
    `${s.order.key}: row.id`,
    `${s.product.key}: line.productId`,
    `${s.quantity.key}: line.quantity`,
    ...(s.unitPrice && s.price ? [`${s.unitPrice.key}: line.price`] : []),
    ...(s.item.owned ? [`${s.item.ownerKey}: ownerOf(scope)`] : []),
  ];
  const productWhere = parts.visible ? `and(inArray(${p}.id, ids), ${parts.visible})` : `inArray(${p}.id, ids)`;
  const product = commentText(nameOf(s.productInfo));
  const choose = `Choose an existing ${nameOf(s.productInfo)}`;
  const reference = [...s.fills.values()].includes("reference")
    ? `

/** A new order reference: the prefix, the time in base 36 and two random characters ("ORD-LZ3K9A1F-7Q"). */
function reference(prefix: string): string {
  return \`\${prefix}-\${Date.now().toString(36).toUpperCase()}-\${Math.floor(Math.random() * 1296).toString(36).toUpperCase().padStart(2, "0")}\`;
}`
    : "";
  return `/**
 * Checks a cart out: the ${commentText(nameOf(info))} and its ${commentText(nameOf(s.item))}s in one transaction, taking each line's quantity off its
 * ${product}'s stock. The ${product}s are locked in id order first, so checkouts of the same ${product}s wait for one another; an
 * unknown ${product} (400) or one with fewer left than asked for (409) keeps nothing. Lines of the same ${product} count together.
 */
export async function checkout(db: Database, input: ${s.checkoutType}, scope: Scope): Promise<${info.names.type}> {
  const cart = new Map<number, { index: number; quantity: number }>();
  input.items.forEach((item, index) => {
    const line = cart.get(item.${s.product.prop});
    if (line) line.quantity += item.${s.quantity.field.name};
    else cart.set(item.${s.product.prop}, { index, quantity: item.${s.quantity.field.name} });
  });
  const ids = [...cart.keys()].sort((a, b) => a - b);
  try {
    return await db.transaction(async (tx) => {
${parts.references}      const stocked = await tx.select(${productColumns(s)}).from(${p}).where(${productWhere}).orderBy(asc(${p}.id)).for("update");
      const byId = new Map(stocked.map((product) => [product.id, product]));
      const priced: { productId: number; quantity: number; price: number }[] = [];
      for (const [productId, line] of cart) {
        const product = byId.get(productId);
        if (!product) {
          const message = ${tsString(choose)};
          throw new HttpError(400, ${tsString(`bad_request:${info.file}`)}, message, { [\`items.\${line.index}.${s.product.prop}\`]: message });
        }
        if (product.stock !== null && product.stock < line.quantity) {
          const message = outOfStock(product);
          throw new HttpError(409, "conflict:stock", message, { [\`items.\${line.index}.${s.quantity.field.name}\`]: message });
        }
        priced.push({ productId, quantity: line.quantity, price: ${s.price ? "product.price ?? 0" : "0"} });
      }
${total ? "      const total = priced.reduce((sum, line) => sum + line.price * line.quantity, 0);\n" : ""}      const [row] = await tx
        .insert(${t})
        .values({ ${[...values, ...parts.extraValues].join(", ")} })
        .returning();
      if (!row) throw new Error("insert returned no row");
      await tx.insert(${i}).values(priced.map((line) => ({ ${itemValues.join(", ")} })));
      for (const line of priced) {
        const stock = byId.get(line.productId)?.stock;
        if (stock !== null && stock !== undefined)
          await tx.update(${p}).set({ ${s.stock.key}: stock - line.quantity }).where(eq(${p}.id, line.productId));
      }
      return ${parts.answer};
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    rethrowConflict(error, conflicts);
  }
}${reference}`;
} // prettier-ignore
