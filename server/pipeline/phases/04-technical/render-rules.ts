import type { DataModel, Entity } from "../../../../domain/artifacts/04-data-model";
import { code, joinBlocks, md, paragraph } from "../../markdown";
import { servesText } from "../../traceability";
import { entityNames, inSentence, kebabIdentifier } from "../02-srs/names";
import { choiceLabel, onceRule } from "./rule-api";

/*
 * The rules of a table in the database design document (issue 17, actions with rules): what each limits, how the
 * database and the server hold it, the refusal's code and the requirements that state it.
 */

/** An entity's rules in plain words, or null without any. */
export function rulesPart(entity: Entity, model: DataModel): string | null {
  const parts = [
    oncePart(entity, model),
    overlapPart(entity, model),
    capacityPart(entity, model),
    stockPart(entity, model),
  ].filter((p) => p !== null);
  return parts.length === 0 ? null : joinBlocks([paragraph(md("**Rules**")), ...parts]);
}

/** The no-overlap rule in words: which fields, which target, how it is held, its refusals. */
function overlapPart(entity: Entity, model: DataModel): string | null {
  const rule = entity.rules?.find((r) => r.kind === "no-overlap");
  if (!rule) return null;
  const relation = entity.relations.find((r) => r.name === rule.target);
  const target = model.entities.find((e) => e.name === relation?.target);
  const what = target ? inSentence(target.label) : rule.target;
  const column = (name: string) => code(entity.fields.find((f) => f.name === name)?.column ?? name).markdown;
  const rows = inSentence(entityNames(entity.label).pluralLabel);
  return paragraph(
    md(
      `No two ${rows} of the same ${what} overlap: a row takes [${column(rule.start)}, ${column(rule.end)}), and creating or moving one into the time of another is refused with 409 ${code("conflict:overlap").markdown} naming the clash, checked while the ${what} row is locked (${code("SELECT … FOR UPDATE").markdown}). ` +
        `An end that is not after the start is a 400. Serves ${servesText(rule.serves)}.`,
    ),
  );
} // prettier-ignore

/** The capacity rule in words: the limit, its refusal and how the app offers joining and leaving. */
function capacityPart(entity: Entity, model: DataModel): string | null {
  const rule = entity.rules?.find((r) => r.kind === "capacity");
  if (!rule) return null;
  const relation = entity.relations.find((r) => r.name === rule.target);
  const target = model.entities.find((e) => e.name === relation?.target);
  const what = target ? inSentence(target.label) : rule.target;
  const field = target?.fields.find((f) => f.name === rule.limitField);
  const limit = field ? `its ${code(field.column).markdown}` : String(rule.limit ?? "");
  return paragraph(
    md(`Users join a ${what} by adding their own row and leave by deleting it; a ${what} takes at most ${limit} rows, and a join past that is refused with 409 ${code("conflict:full").markdown}, counted while the ${what} row is locked. Serves ${servesText(rule.serves)}.`),
  );
} // prettier-ignore

/** The stock rule in words: what a checkout writes in one transaction, its refusal, and how items move the stock. */
function stockPart(entity: Entity, model: DataModel): string | null {
  const rule = entity.rules?.find((r) => r.kind === "stock");
  if (!rule) return null;
  const targetOf = (name: string) => model.entities.find((e) => e.name === entity.relations.find((r) => r.name === name)?.target);
  const order = targetOf(rule.order);
  const product = targetOf(rule.product);
  const column = (owner: Entity | undefined, name: string | undefined) => code(owner?.fields.find((f) => f.name === name)?.column ?? name ?? "").markdown;
  const items = inSentence(entityNames(entity.label).pluralLabel);
  const one = order ? inSentence(order.label) : rule.order;
  const what = product ? inSentence(product.label) : rule.product;
  const checkout = order ? `/api/${kebabIdentifier(order.plural)}/checkout` : null;
  const priced = rule.price && rule.unitPrice ? ` Each item keeps the ${what}'s price at checkout in ${column(entity, rule.unitPrice)}` + (rule.total && order ? `, and the ${one}'s ${column(order, rule.total)} is the sum of its items' unit price times quantity, written by the server.` : ".") : "";
  return paragraph(
    md(
      `The ${items} take their ${column(entity, rule.quantity)} off the ${what}'s ${column(product, rule.stock)}: ${checkout ? `checking a cart out (${code(`POST ${checkout}`).markdown}) creates the ${one} and its ${items} and takes the stock in one transaction, ` : ""}` +
        `with the ${what} rows locked in id order (${code("SELECT … FOR UPDATE").markdown}); a ${what} with fewer left than asked for is refused with 409 ${code("conflict:stock").markdown} and nothing is kept. ` +
        `Adding, changing or deleting an item (or deleting its ${one}) moves the stock by the difference; an empty stock is not counted.${priced} Serves ${servesText(rule.serves)}.`,
    ),
  );
} // prettier-ignore

/** The once-per-user rule in words, or null without one. */
function oncePart(entity: Entity, model: DataModel): string | null {
  const rule = onceRule(entity);
  if (!rule) return null;
  const relation = entity.relations.find((r) => r.name === rule.target);
  const target = model.entities.find((e) => e.name === relation?.target);
  const one = inSentence(entity.label);
  const what = target ? inSentence(target.label) : rule.target;
  const index = entity.indexes.find((i) => i.unique && i.columns.includes(relation?.column ?? ""));
  const tally = target ? `/api/${kebabIdentifier(target.plural)}/{id}/tally` : null;
  const counted = rule.choice ? ` per ${inSentence(choiceLabel(entity, rule))}` : "";
  return joinBlocks([
    paragraph(
      md(
        `One ${one} per user and ${what} (to ${rule.verb} once): a second ${one} for the same ${what} is refused with 409 ` +
          `${code("conflict:once").markdown}, checked while the ${what} row is locked` +
          (index ? `, and the unique index ${code(index.name).markdown} on ${code(index.columns.join(", ")).markdown} holds it in the database` : "") +
          `. ${tally ? `The ${what}'s tally (${code(`GET ${tally}`).markdown}) counts its ${inSentence(entityNames(entity.label).pluralLabel)}${counted}. ` : ""}` +
          `Serves ${servesText(rule.serves)}.`,
      ),
    ),
  ]);
} // prettier-ignore
