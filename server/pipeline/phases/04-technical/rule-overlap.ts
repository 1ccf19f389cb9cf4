import type { Entity, NoOverlapRule } from "../../../../domain/artifacts/04-data-model";
import { sortRequirementIds } from "../../traceability";
import type { ModelReading } from "../02-srs/reading";
import { mentionsIn, sentences, tokensOf } from "./workflow-grammar";

/*
 * "No overlap" rules (issue 17 point 3) from the requirements: rows of the same target may not take the same time
 * ("a car cannot be double-booked", "bookings of a room must not overlap", "book a court only when it is free").
 *
 * - A sentence states one when it speaks of overlaps, double bookings, clashes, something already booked or
 *   reserved, or of booking only when the thing is free or available.
 * - The rows are an entity with a time: two date-time fields (else two date fields) where it starts and ends (by
 *   name: start/from/begin/check-in/pick-up…, end/until/finish/check-out/return…; else the first two in order),
 *   and a many-to-one relation to the target. The sentence names the rows (a Booking), whose target is then the
 *   relation to another entity it names (else its only one), or the target (a Car), whose rows are then the one
 *   entity with a time that points at it.
 * - An entity the requirements say nothing of keeps exactly what it had.
 */

const CUES =
  /\b(?:overlap\w*|double[- ]?book\w*|clash\w*|already (?:booked|reserved|taken)|(?:when|while|if) (?:it is |it's |they are |the [\w-]+ is )?(?:free|available))\b/i;
const START = /^(start|from|begin|checkIn|pickUp|pickup|arriv|opens?)/i;
const END = /^(end|until|to\b|finish|checkOut|return|dropOff|dropoff|depart|closes?)/i;

/** The fields a row's time starts and ends at (see the module comment), if it has a time. */
export function timeFields(entity: Entity): { start: string; end: string } | undefined {
  for (const type of ["datetime", "date"] as const) {
    const times = entity.fields.filter((f) => f.type === type);
    if (times.length < 2) continue;
    const start = times.find((f) => START.test(f.name)) ?? times[0];
    const end = times.find((f) => f !== start && END.test(f.name)) ?? times.find((f) => f !== start);
    if (start && end) return { start: start.name, end: end.name };
  }
  return undefined;
}

function manyToOne(entity: Entity): Entity["relations"] {
  return entity.relations.filter((r) => r.kind === "many-to-one" && r.target !== entity.name);
}

interface OverlapReading {
  entity: string;
  target: string;
  id: string;
}

/** The no-overlap limits of one sentence over the built entities. */
function readSentence(text: string, id: string, reading: ModelReading, all: readonly Entity[]): OverlapReading[] {
  if (!CUES.test(text)) return [];
  const named = mentionsIn(tokensOf(text), reading.keys).map((m) => m.key.draft.names.name);
  for (const name of named) {
    const entity = all.find((e) => e.name === name);
    if (!entity) continue;
    if (timeFields(entity)) {
      const ones = manyToOne(entity);
      const target = ones.find((r) => named.includes(r.target) && r.target !== name) ?? (ones.length === 1 ? ones[0] : undefined);
      if (target) return [{ entity: entity.name, target: target.name, id }];
      continue;
    }
    const rows = all.filter((e) => timeFields(e) && manyToOne(e).some((r) => r.target === name));
    const only = rows.length === 1 ? rows[0] : undefined;
    const relation = only ? manyToOne(only).find((r) => r.target === name) : undefined;
    if (only && relation) return [{ entity: only.name, target: relation.name, id }];
  }
  return [];
} // prettier-ignore

/** The entities with the no-overlap rules their requirements state (see the module comment). */
export function withOverlapRules(entities: Entity[], reading: ModelReading): Entity[] {
  const found = reading.facts
    .filter((f) => f.requirement.type !== "non-functional")
    .flatMap((f) =>
      sentences(f.requirement.description).flatMap((clauses) =>
        clauses.flatMap((c) => readSentence(c.text, f.requirement.id, reading, entities)),
      ),
    );
  if (found.length === 0) return entities;
  return entities.map((entity) => {
    const own = found.filter((r) => r.entity === entity.name);
    const first = own[0];
    const time = timeFields(entity);
    if (!first || !time || entity.rules?.some((r) => r.kind === "no-overlap")) return entity;
    const serves = sortRequirementIds([
      ...new Set(own.filter((r) => r.target === first.target).map((r) => r.id)),
    ]);
    const rule: NoOverlapRule = {
      kind: "no-overlap",
      target: first.target,
      start: time.start,
      end: time.end,
      serves,
    };
    return {
      ...entity,
      rules: [...(entity.rules ?? []), rule],
      serves: sortRequirementIds([...new Set([...entity.serves, ...serves])]),
    };
  });
}
