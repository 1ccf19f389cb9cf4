import {
  entity,
  field,
  personFields,
  ref,
  type LexiconEntity,
  type LexiconField,
  type LexiconRelation,
} from "./lexicon-types";
import { nounPhrases, nounRole, verbBase, type NounRole } from "./nouns";
import { camelCase, pascalCase } from "./text";
import { TITLED_NOUNS } from "./words";

/** An idea that names more things than this is trimmed: the user adds the rest on the checklist. */
const MAX_ENTITIES = 8;

interface Candidate {
  noun: string;
  role: Exclude<NounRole, "mass">;
  /** Entity nouns written before it ("hive" in "hive inspections"). */
  modifiers: string[];
  /** Mass nouns written before it ("honey" in "honey harvests"). */
  masses: string[];
}

/** The entity nouns of an idea with their roles, in order of first mention, one per noun. */
export function candidateNouns(text: string): Candidate[] {
  const found = new Map<string, Candidate>();
  const add = (noun: string, modifiers: string[], masses: string[]) => {
    const role = nounRole(noun.split(" ").pop() ?? noun);
    if (role === "mass" || found.has(noun) || noun.length < 3) return;
    found.set(noun, { noun, role, modifiers, masses });
  };
  for (const phrase of nounPhrases(text)) {
    const words = phrase.modifiers.filter((m) => !(m.endsWith("ing") && verbBase(m) !== undefined));
    const modifiers = words.filter((m) => nounRole(m) !== "mass");
    const masses = words.filter((m) => nounRole(m) === "mass");
    if (nounRole(phrase.head) === "person") {
      add([...modifiers, phrase.head].join(" "), [], []);
      continue;
    }
    modifiers.forEach((m) => add(m, [], []));
    add(phrase.head, modifiers, masses);
  }
  return [...found.values()];
}

function fieldsFor(candidate: Candidate): LexiconField[] {
  if (candidate.role === "person") return personFields();
  if (candidate.role === "event") {
    const amounts = candidate.masses.map((m) => field(camelCase(`${m} amount`), "decimal"));
    return [field("date", "date", "required"), ...amounts, field("notes", "text")];
  }
  const label = TITLED_NOUNS.has(candidate.noun) ? "title" : "name";
  return [field(label, "string", "required"), field("notes", "text")];
}

/**
 * Entities for an idea that matches no known kind, from its nouns: people get contact details, events a date,
 * things a name; things belong to the first person named (or a User), events to what they are about. Coherent
 * rather than complete: "beekeepers log hive inspections and honey harvests" → Beekeeper, Hive, Inspection, Harvest.
 */
export function entitiesFromNouns(text: string): LexiconEntity[] {
  const candidates = candidateNouns(text).slice(0, MAX_ENTITIES);
  if (candidates.length === 0) return [];
  const owner = candidates.find((c) => c.role === "person");
  const ownerNoun = owner?.noun ?? "user";
  const all: Candidate[] = owner
    ? candidates
    : [{ noun: "user", role: "person", modifiers: [], masses: [] }, ...candidates];
  const firstThing = all.find((c) => c.role === "thing");

  const reference = (noun: string): LexiconRelation => ref(camelCase(noun), pascalCase(noun), "required");
  return all.map((candidate) => {
    const about = candidate.modifiers.find((m) => all.some((c) => c.noun === m));
    let relations: LexiconRelation[] = [];
    if (about !== undefined) relations = [reference(about)];
    else if (candidate.role === "thing") relations = [reference(ownerNoun)];
    else if (candidate.role === "event") relations = [reference(firstThing?.noun ?? ownerNoun)];
    return entity(pascalCase(candidate.noun), [], fieldsFor(candidate), relations);
  });
}
