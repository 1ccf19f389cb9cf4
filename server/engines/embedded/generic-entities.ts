import {
  entity,
  field,
  personFields,
  ref,
  type LexiconEntity,
  type LexiconField,
  type LexiconRelation,
} from "./lexicon-types";
import { guessFieldType } from "./field-types";
import { ideaNouns, type IdeaNoun } from "./idea-nouns";
import { camelCase, pascalCase } from "./text";
import { TITLED_NOUNS } from "./words";

/**
 * An idea that names more things than this is trimmed to the ones it names most: the user adds the rest. A longer
 * text may keep more: a paragraph 16, a pasted specification 24.
 */
function maxEntities(text: string): number {
  return text.length <= 400 ? 12 : text.length <= 3000 ? 16 : 24;
}

type Candidate = Omit<IdeaNoun, "count">;

/**
 * The entity nouns of an idea with their roles, in order of first mention, one per noun (idea-nouns.ts). A long
 * idea that names many things keeps those it names most often.
 */
export function candidateNouns(text: string): Candidate[] {
  const nouns = ideaNouns(text);
  const max = maxEntities(text);
  if (nouns.length <= max) return nouns;
  const kept = new Set(
    [...nouns]
      .map((n, index) => ({ n, index }))
      .sort((a, b) => b.n.count - a.n.count || a.index - b.index)
      .slice(0, max)
      .map(({ n }) => n),
  );
  return nouns.filter((n) => kept.has(n));
}

/** The fields the idea itself gives a thing ("with caller name, time and outcome"), typed by their names. */
export function detailFields(details: readonly string[]): LexiconField[] {
  return details.map((label) => {
    const type = guessFieldType(label);
    return field(camelCase(label), type === "enum" ? "string" : type);
  });
}

function fieldsFor(candidate: Candidate): LexiconField[] {
  const details = detailFields(candidate.details);
  const given = new Set(details.map((f) => f.name));
  const missing = (f: LexiconField) => !given.has(f.name);
  if (candidate.role === "person") return [...personFields().filter(missing), ...details];
  if (candidate.role === "event") {
    const amounts = candidate.masses.map((m) => field(camelCase(`${m} amount`), "decimal"));
    const base = [field("date", "date", "required"), ...amounts].filter(missing);
    return [...base, ...details, ...(details.length > 0 ? [] : [field("notes", "text")])];
  }
  const label = TITLED_NOUNS.has(candidate.noun) ? "title" : "name";
  const base = [field(label, "string", "required")].filter(missing);
  return [...base, ...details, ...(details.length > 0 ? [] : [field("notes", "text")])];
}

/**
 * Entities from an idea's nouns: people get contact details, events a date, things a name; a thing belongs to the
 * first person named, an event to what it is about (or the first thing named). Coherent rather than complete:
 * "beekeepers log hive inspections and honey harvests" → Beekeeper, Hive, Inspection, Harvest. No entity is
 * invented: an idea that names no person has no owner entity.
 */
export function entitiesFromNouns(text: string): LexiconEntity[] {
  const all = candidateNouns(text);
  if (all.length === 0) return [];
  const owner = all.find((c) => c.role === "person");
  const firstThing = all.find((c) => c.role === "thing");
  const names = new Set(all.map((c) => c.noun));

  const reference = (noun: string): LexiconRelation => ref(camelCase(noun), pascalCase(noun), "required");
  return all.map((candidate) => {
    const about = candidate.modifiers.find((m) => m !== candidate.noun && names.has(m));
    let relations: LexiconRelation[] = [];
    if (about !== undefined) relations = [reference(about)];
    else if (candidate.role === "thing" && owner && owner !== candidate) relations = [reference(owner.noun)];
    else if (candidate.role === "event") {
      const target = firstThing ?? owner;
      if (target && target !== candidate) relations = [reference(target.noun)];
    }
    return entity(pascalCase(candidate.noun), [], fieldsFor(candidate), relations);
  });
}
