import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import {
  parseDataEntities,
  splitDetails,
  suggestDataEntities,
  type ParsedField,
} from "../01-requirements/suggest-entities";
import { entityNames, foldAccents, type EntityNames } from "./names";

/*
 * The checklist's data section ('Thing: detail, detail' lines, see suggest-entities.ts) in two readings:
 *
 * - for the requirements model, the user's own words: "Café Événement" with details "titre", "capacité (number)";
 * - for every later model, typed: the same text with accents folded goes through `parseDataEntities` (so the
 *   lexicon and the type hints decide types exactly as the checklist does), and each field gets back the label
 *   the user wrote.
 *
 * Lines are split here with the parser's own separators (":" or " - " after the name, commas, semicolons and
 * " and " outside parentheses), so both readings see the same details.
 */

export type DataEntities = RequirementsModel["dataEntities"];

/** A field of a typed entity: the parser's reading with the user's label ("Capacité", not "capacite"). */
export type DraftField = ParsedField & { label: string };

/** A thing the user listed, with its names and typed fields (before the data model decides flags). */
export interface DraftEntity {
  names: EntityNames;
  fields: DraftField[];
}

/** One line as the user's name for the thing and its details, or undefined when it names no thing. */
function splitLine(line: string): { name: string; details: string[] } | undefined {
  const clean = line
    .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "")
    .replace(/[*`_]/g, "")
    .trim();
  const separated =
    /^([^:(]+?)\s*(?::|\s[-–—]\s)\s*(.*)$/.exec(clean) ?? /^([^(]+?)\s*\((.*)\)\s*\.?$/.exec(clean);
  const head = (separated?.[1] ?? clean).trim();
  if (head === "" || head.split(/\s+/).length > 4 || !/[A-Za-z]/.test(foldAccents(head))) return undefined;
  return { name: head, details: splitDetails(separated?.[2] ?? "") };
}

/**
 * The things the user listed, in their words, one per name (repeated lines merge, repeated details are kept
 * once). Falls back to the lexicon's suggestion for the idea when the answer names nothing.
 */
export function readDataEntities(
  answer: unknown,
  project: { name: string; description: string },
): DataEntities {
  const text = typeof answer === "string" && answer.trim() !== "" ? answer : suggestDataEntities(project);
  return entitiesOf(text);
}

const lineKey = (line: string) => line.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * The data section as what binds a model and what only suggests: a line the user wrote or changed is theirs; a
 * line exactly as the embedded engine pre-filled it from the idea (`suggestDataEntities`) is a suggestion the
 * model may keep, rename, fix or drop. A thing named on a line of the user's is the user's, all its details.
 */
export function boundAndSuggested(
  answer: unknown,
  project: { name: string; description: string },
): { bound: DataEntities; suggested: DataEntities } {
  const text = typeof answer === "string" ? answer : "";
  const prefilled = new Set(suggestDataEntities(project).split(/\r?\n/).map(lineKey));
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  const own = entitiesOf(lines.filter((l) => !prefilled.has(lineKey(l))).join("\n"));
  const ownNames = new Set(own.map((e) => entityNames(e.name).name));
  const all = entitiesOf(lines.join("\n"));
  return {
    bound: all.filter((e) => ownNames.has(entityNames(e.name).name)),
    suggested: all.filter((e) => !ownNames.has(entityNames(e.name).name)),
  };
}

function entitiesOf(text: string): DataEntities {
  const byName = new Map<string, { name: string; details: string[] }>();
  for (const line of text.split(/\r?\n/)) {
    const parsed = splitLine(line);
    if (!parsed) continue;
    const names = entityNames(parsed.name);
    const entity = byName.get(names.name) ?? { name: names.label, details: [] };
    byName.set(names.name, entity);
    for (const detail of parsed.details) if (!entity.details.includes(detail)) entity.details.push(detail);
  }
  return [...byName.values()];
}

/** The words a detail names its field by: "due on (date)" → "due on", "member → Member" → "member". */
export function detailLabel(detail: string): string {
  return (/^(.*?)\s*(?:\((.*)\)|(?:->|→)\s*(.+))?$/.exec(detail)?.[1] ?? detail).trim();
}

/**
 * The typed reading of the data entities: identifiers from `entityNames`, fields typed by the checklist's
 * parser (type hints, then the lexicon, then the field's name), labels as the user wrote them.
 */
export function draftEntities(entities: DataEntities): DraftEntity[] {
  const named = entities.map((e) => ({ entity: e, names: entityNames(e.name) }));
  const text = named
    .map(({ entity, names }) => `${names.name}: ${entity.details.map(foldAccents).join(", ")}`)
    .join("\n");
  const parsed = new Map(parseDataEntities(text).map((p) => [p.name, p]));
  const drafts = new Map<string, DraftEntity>();
  for (const { entity, names } of named) {
    if (drafts.has(names.name)) continue;
    const labels = new Map(entity.details.map((d) => [foldAccents(detailLabel(d)), detailLabel(d)]));
    const fields = (parsed.get(names.name)?.fields ?? []).map((f) => ({
      ...f,
      label: labels.get(f.label) ?? f.label,
    }));
    drafts.set(names.name, { names, fields });
  }
  return [...drafts.values()];
}
