import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import type { Entity } from "../../../../domain/artifacts/04-data-model";
import { joinWords, stem } from "../../../engines/embedded/text";
import type { ModelReading } from "../02-srs/reading";
import { primaryEntity } from "../03-system-design/build";
import { publicProduct, readPublic, type PublicReading } from "./public-reading";

/*
 * Public reading (issue 17 point 4): the entities visitors may list and read without signing in, from what the
 * requirements say (public-reading.ts). Rules:
 *
 * - Only apps with accounts have anything to make public; without accounts every page is open already.
 * - An entity the user's words make public gets `publicRead`; a public blog, website or shop window in the purpose
 *   makes what it shows public: the thing the others refer to most, else the idea's main thing.
 * - With a workflow, visitors see only the rows in the states the words name before the thing ("published posts",
 *   "approved reviews"), else the rows in a `published` state when the workflow has one, else every row.
 * - Writes are never public; nor is a workflow's history (who did what).
 */

/** The states of an entity's workflow that visitors see, or undefined for every row. */
function visibleStates(entity: Entity, reading: PublicReading | undefined): string[] | undefined {
  const workflow = entity.workflow;
  const field = workflow && entity.fields.find((f) => f.name === workflow.field);
  const values = field?.enumValues ?? [];
  if (values.length === 0) return undefined;
  const named = values.filter((v) => reading?.qualifiers.has(stem(v.toLowerCase())));
  if (named.length > 0) return named;
  const published = values.filter((v) => v.toLowerCase() === "published");
  return published.length > 0 ? published : undefined;
}

/**
 * What a public blog, website or shop window shows: the thing the others refer to most (the posts comments are
 * on, the products orders are for), else the idea's main thing.
 */
function shownThing(reading: ModelReading): string | undefined {
  const referred = (name: string) =>
    reading.keys.filter((k) => k.draft.names.name !== name && k.references.includes(name)).length;
  const ranked = [...reading.keys].sort(
    (a, b) => referred(b.draft.names.name) - referred(a.draft.names.name),
  );
  const top = ranked[0];
  if (top && referred(top.draft.names.name) > 0) return top.draft.names.name;
  return primaryEntity(reading)?.draft.names.name;
}

/**
 * The entities with their public reading set where the requirements ask for it; the others unchanged (no
 * `publicRead` field at all, so ideas that do not ask for it build the model they built before).
 */
export function withPublicReading(
  entities: Entity[],
  req: RequirementsModel,
  reading: ModelReading,
): Entity[] {
  const found = readPublic(req, reading);
  const main = publicProduct(req) ? shownThing(reading) : undefined;
  if (found.size === 0 && main === undefined) return entities;
  return entities.map((entity) => {
    const read = found.get(entity.name);
    if (read === undefined && entity.name !== main) return entity;
    const states = visibleStates(entity, read);
    return { ...entity, publicRead: true, ...(states ? { publicStates: states } : {}) };
  });
}

/**
 * What visitors get of a public entity's rows, said after what an operation answers: "; visitors who have not
 * signed in get the published ones" (empty for every row, and for private entities).
 */
export function visitorsNote(entity: Entity, many: string): string {
  if (!entity.publicRead || !entity.publicStates?.length) return "";
  return `; visitors who have not signed in get only the ${joinWords(entity.publicStates, "or")} ${many}`;
}

/** Whether the API serves an entity's reads without the session cookie. */
export function readsArePublic(entity: Entity, accounts: boolean): boolean {
  return accounts && entity.publicRead === true;
}
