import { schemaBase, userSchemaName } from "../../../pipeline/phases/04-technical/api-schemas";
import { serverModel } from "../server/model";
import { typeNames, userType, type ClientModel } from "./model";

/*
 * The generated client's names for the API model's schemas: which type of src/shared/schema.ts an operation's
 * request or response stands for in api.ts.
 */

const checkoutTypes = new WeakMap<ClientModel, Map<string, string>>();

/**
 * The API model's checkout request schemas the generated schema.ts declares a type for (`OrderCheckout`): only an
 * order whose stock rule the server can keep has one; any other checkout operation is the server's 501.
 */
function declaredCheckouts(model: ClientModel): Map<string, string> {
  let found = checkoutTypes.get(model);
  if (!found) {
    found = new Map();
    if (model.input.data.entities.some((e) => e.rules?.some((r) => r.kind === "stock")))
      for (const info of serverModel(model.input).entities)
        if (info.checkout) found.set(info.checkout.apiCheckout, info.checkout.checkoutType);
    checkoutTypes.set(model, found);
  }
  return found;
}

/** The schema.ts type an API model schema name stands for (Book, BookPage, BookCreate, BookUpdate, User…). */
export function schemaType(model: ClientModel, name: string | null): string {
  if (name === null) return "void";
  // A stock rule's checkout (issue 17): the cart and the order's own fields.
  const checkout = declaredCheckouts(model).get(name);
  if (checkout) return `schema.${checkout}`;
  for (const entity of model.input.data.entities) {
    const base = schemaBase(entity);
    const t = typeNames(entity);
    const byName: Record<string, string> = {
      [base]: t.type,
      [`${base}List`]: t.pageType,
      [`${base}Input`]: t.createType,
      [`${base}Patch`]: t.updateType,
    };
    const found = byName[name];
    if (found) return `schema.${found}`;
  }
  if (model.accounts) {
    if (name === "Credentials") return "schema.Credentials";
    if (name === "RegisterInput") return "schema.Register";
    if (name === userSchemaName(model.input.data)) return `schema.${userType(model)}`;
  }
  return "unknown";
}
