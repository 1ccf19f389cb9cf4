import { guessFieldType, lexiconField, typeFromHint } from "../../../engines/embedded/field-types";
import { entitiesForIdea } from "../../../engines/embedded/lexicon";
import type { Cardinality, FieldType, LexiconEntity } from "../../../engines/embedded/lexicon-types";
import {
  camelCase,
  foldAccents,
  humanise,
  isPlural,
  pascalCase,
  singular,
} from "../../../engines/embedded/text";

/*
 * The checklist's data section ("data-entities") is plain text that the user edits, one thing per line:
 *
 *   Thing: detail, detail, …
 *
 * - Thing is the entity's PascalCase singular name ("Member", "StaffMember").
 * - A detail is a field's name in words ("joined on", "ISBN"); its type is not written but recovered from the
 *   lexicon or the name ("joined on" → date). Optional parentheses say more:
 *     "member (Member)"              a reference to another thing (many-to-one; a plural name, "tags (Tag)",
 *                                    means many-to-many)
 *     "status (draft/published)"     a choice between values, separated by "/"
 *     "due on (date)", "(optional)", "(unique)", "(required)"   a type word and/or flags, comma-separated
 * - References come first, then fields, then many-to-many references.
 *
 * The parser below reads this back leniently: bullets and numbering, "Thing - details", "Thing (details)",
 * plural names, "and" between details and "member → Member" are all accepted.
 */

/** A field read back from the data text: type "relation" when it refers to another thing. */
export interface ParsedField {
  /** camelCase identifier. */
  name: string;
  /** The words the user wrote. */
  label: string;
  type: FieldType | "relation";
  relationTo?: string;
  cardinality?: Cardinality;
  values?: string[];
  required?: boolean;
  unique?: boolean;
}

export interface ParsedEntity {
  name: string;
  fields: ParsedField[];
}

function renderEntity(e: LexiconEntity): string {
  const reference = (r: LexiconEntity["relations"][number]) => `${humanise(r.name)} (${r.to})`;
  const details = [
    ...e.relations.filter((r) => r.cardinality === "many-to-one").map(reference),
    ...e.fields.map((f) => (f.values ? `${humanise(f.name)} (${f.values.join("/")})` : humanise(f.name))),
    ...e.relations.filter((r) => r.cardinality === "many-to-many").map(reference),
  ];
  return `${e.name}: ${details.join(", ")}`;
}

/**
 * The pre-filled answer of the checklist's data section, from the project's idea (format above). The description
 * is the idea; the name only helps recognise the kind. Empty when the idea names nothing to keep.
 */
export function suggestDataEntities(project: { name: string; description: string }): string {
  const idea = project.description.trim() || project.name.trim();
  return entitiesForIdea(idea, project.name).map(renderEntity).join("\n");
}

/** Pairs that name one detail: "date and time" is when, not a date and a time. */
const ONE_DETAIL = /^(?:date and time|time and date|terms and conditions|make and model|name and address)\b/i;

/** Splits on commas, semicolons and " and ", but never inside parentheses or a pair that names one detail. */
export function splitDetails(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charAt(i);
    if (c === "(") depth += 1;
    if (c === ")") depth = Math.max(0, depth - 1);
    const pair = ONE_DETAIL.test(`${current.trim().split(/\s+/).pop() ?? ""}${text.slice(i)}`);
    const andHere = depth === 0 && !pair && text.slice(i, i + 5).toLowerCase() === " and ";
    if (depth === 0 && (c === "," || c === ";" || andHere)) {
      parts.push(current);
      current = "";
      if (andHere) i += 4;
      continue;
    }
    current += c;
  }
  parts.push(current);
  return parts.map((p) => p.trim().replace(/\.$/, "").trim()).filter((p) => p.length > 0);
}

/** "Books", "book copy", "StaffMembers" → "Book", "BookCopy", "StaffMember". */
function entityName(text: string): string {
  const words = humanise(foldAccents(text).replace(/[^A-Za-z0-9 -]/g, " "))
    .trim()
    .split(/[\s-]+/);
  const last = words.pop();
  return last === undefined ? "" : pascalCase([...words, singular(last)].join(" "));
}

/** One "Thing: details" line as a name and raw details, or undefined when the line is not one. */
function splitLine(line: string): { name: string; details: string[] } | undefined {
  const clean = line
    .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "")
    .replace(/[*`_]/g, "")
    .trim();
  const separated =
    /^([^:(]+?)\s*(?::|\s[-–—]\s)\s*(.*)$/.exec(clean) ?? /^([^(]+?)\s*\((.*)\)\s*\.?$/.exec(clean);
  const head = separated?.[1] ?? clean;
  if (head.split(/\s+/).length > 4) return undefined;
  const name = entityName(head);
  return name ? { name, details: splitDetails(separated?.[2] ?? "") } : undefined;
}

const FLAGS = new Set(["required", "optional", "unique"]);

function cardinalityOf(label: string): Cardinality {
  return isPlural(label.split(" ").pop() ?? "") ? "many-to-many" : "many-to-one";
}

/** The type and flags a detail's own words and hints give it; the lexicon or the name decide the rest. */
function typedField(field: ParsedField, hints: readonly string[], entity: string): ParsedField {
  const typed: ParsedField = { ...field };
  if (hints.includes("required")) typed.required = true;
  if (hints.includes("optional")) typed.required = false;
  if (hints.includes("unique")) typed.unique = true;
  const hinted = hints.map(typeFromHint).find((t) => t !== undefined);
  const known = lexiconField(entity, field.name);
  typed.type = hinted ?? known?.type ?? guessFieldType(field.label);
  if (typed.type !== "enum") return typed;
  if (known?.values) return { ...typed, values: [...known.values] };
  return { ...typed, type: "string" };
}

/** One detail as a field: its label, and what its parentheses or arrow say (format above). */
function parseDetail(detail: string, entity: string): ParsedField | undefined {
  const match = /^(.*?)\s*(?:\((.*)\)|(?:->|→)\s*(.+))?$/.exec(detail);
  const label = (match?.[1] ?? detail).trim();
  const name = camelCase(label);
  if (!name) return undefined;
  const field: ParsedField = { name, label, type: "string" };
  const arrow = match?.[3]?.trim();
  if (arrow)
    return { ...field, type: "relation", relationTo: entityName(arrow), cardinality: cardinalityOf(label) };
  const inside = match?.[2]?.trim() ?? "";
  if (typeFromHint(inside) !== undefined) return typedField(field, [inside.toLowerCase()], entity);
  const hints = inside.split(",").map((h) => h.trim().toLowerCase());
  if (hints.every((h) => h === "" || FLAGS.has(h) || typeFromHint(h) !== undefined))
    return typedField(field, hints, entity);
  // "member (Member, optional)": a reference with flags.
  const [target, ...flags] = inside.split(",").map((h) => h.trim());
  if (
    target !== undefined &&
    flags.length > 0 &&
    /^[A-Z][A-Za-z -]*$/.test(target) &&
    target.split(/\s+/).length <= 3 &&
    flags.every((h) => FLAGS.has(h.toLowerCase()))
  ) {
    const required = flags.some((h) => /^required$/i.test(h))
      ? true
      : flags.some((h) => /^optional$/i.test(h))
        ? false
        : undefined;
    return {
      ...field,
      type: "relation",
      relationTo: entityName(target),
      cardinality: cardinalityOf(label),
      ...(required === undefined ? {} : { required }),
    };
  }
  if (/[/|,]| or /.test(inside)) {
    return {
      ...field,
      type: "enum",
      values: inside.split(/\s*(?:\/|\||,| or )\s*/).filter((v) => v.length > 0),
    };
  }
  // A capitalised name in parentheses is another thing on the list ("member (Member)"); lower-case words are
  // remarks ("kind (only)"), not relations.
  if (/^[A-Z][A-Za-z -]*$/.test(inside) && inside.split(/\s+/).length <= 3) {
    return { ...field, type: "relation", relationTo: entityName(inside), cardinality: cardinalityOf(label) };
  }
  return typedField(field, [], entity);
}

/** A plain detail naming another thing on the list ("member" with a Member line) refers to it. */
function linkByName(field: ParsedField, names: ReadonlySet<string>): ParsedField {
  if (field.type === "relation" || field.values || typeFromHint(field.label) !== undefined) return field;
  const to = entityName(field.label);
  if (!names.has(to)) return field;
  return {
    name: field.name,
    label: field.label,
    type: "relation",
    relationTo: to,
    cardinality: cardinalityOf(field.label),
  };
}

/**
 * Reads the (user-edited) data text back into entities for the data model: lenient about layout, one entity per
 * name (repeated lines merge), one field per name, types from the hints, the lexicon or the field's name.
 */
export function parseDataEntities(text: string): ParsedEntity[] {
  const byName = new Map<string, ParsedEntity>();
  for (const line of text.split(/\r?\n/)) {
    const parsed = splitLine(line);
    if (!parsed) continue;
    const entity = byName.get(parsed.name) ?? { name: parsed.name, fields: [] };
    byName.set(parsed.name, entity);
    for (const detail of parsed.details) {
      const field = parseDetail(detail, parsed.name);
      if (field && !entity.fields.some((f) => f.name === field.name)) entity.fields.push(field);
    }
  }
  const names = new Set(byName.keys());
  return [...byName.values()].map((e) => ({
    name: e.name,
    fields: e.fields.map((f) => linkByName(f, names)),
  }));
}
