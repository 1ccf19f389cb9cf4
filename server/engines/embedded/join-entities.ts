import { entity, field, ref, type LexiconEntity } from "./lexicon-types";
import { nounRole } from "./nouns";
import { camelCase, headWord, humanise, singular } from "./text";

/*
 * Joining is a record (issue 17 point 3, join and leave with limits): "volunteers sign up for shifts", "members join
 * a team", "students enrol in a class" each leave behind one row per person and thing joined, which the idea does not
 * name. Without it a capacity ("each shift holds at most 6 people") has nothing to count. So when an idea says that
 * people join, sign up for, enrol in or register for a thing it keeps, and nothing it keeps records that already, the
 * joining becomes an entity of its own: a ShiftSignup of a Shift, with optional notes. Its rows belong to the
 * signed-in user who joins (build-data.ts), which is who signed up; the capacity rule itself is read later from the
 * requirements (rule-capacity.ts).
 */

/** The verb, and the record it leaves behind. */
const VERBS: readonly { pattern: string; record: string }[] = [
  { pattern: "sign(?:s|ed|ing)? up (?:for|to)", record: "Signup" },
  { pattern: "join(?:s|ed|ing)?", record: "Membership" },
  { pattern: "enrol(?:l)?(?:s|ed|led|ing|ling)? (?:in|on|for)", record: "Enrolment" },
  { pattern: "register(?:s|ed|ing)? (?:for|on)", record: "Registration" },
];

/** A join record's name and what it joins: "ShiftSignup" → "Shift" (build-data.ts makes its rows the user's). */
export const JOIN_RECORD = new RegExp(`^(\\w+?)(?:${VERBS.map((v) => v.record).join("|")}|Enrollment)$`);
const DETERMINER = "(?:(?:a|an|the|their|our|one|any|open|upcoming) )?";
/** Records that already say who joined what. */
const JOINING =
  /(?:Membership|Enrol(?:l)?ment|Signup|SignUp|Registration|Attendance|Attendee|Booking|Participant|Participation|Reservation|Rsvp|Ticket|Entry|Roster|Member|Player)$/;

/** What people sign up for that is not a place to take ("sign up for the newsletter", "for an account"). */
const NOT_JOINED = new Set(
  "newsletter mailing list account update alert notification email plan subscription membership trial app site website platform service".split(
    " ",
  ),
);

/** Words that may follow the thing joined ("sign up for lessons at a level"); another noun makes a compound. */
const AFTER = new Set(
  "at in on for with and or to each every when where that which who by from until before after as so but if".split(
    " ",
  ),
);

/** The joinings an idea describes: the record each leaves behind, what is joined and the word before the verb. */
function joinings(text: string): { record: string; object: string; subject: string }[] {
  return VERBS.flatMap(({ pattern, record }) =>
    [...text.matchAll(new RegExp(`(?:\\b(\\w+) )?\\b${pattern} ${DETERMINER}(\\w+)(?: (\\w+))?`, "gi"))]
      // "sign up for an induction session": the session is what is joined, not the induction.
      .filter((m) => m[3] === undefined || AFTER.has(m[3].toLowerCase()) || /\d/.test(m[3]))
      .map((m) => ({
        record,
        object: singular((m[2] ?? "").toLowerCase()),
        subject: singular((m[1] ?? "").toLowerCase()),
      })),
  );
}

/** Whether `name` is the record of a joining the idea describes (a LessonSignup where "students sign up for lessons"). */
export function joinOfIdea(name: string, idea: string): boolean {
  return joinings(idea).some(({ record, object }) => humanise(name) === `${object} ${record.toLowerCase()}`);
}

/**
 * The idea's entities with a record for each joining it describes (see the module comment); unchanged when it
 * describes none, or names nothing kept that people join.
 */
export function withJoins(entities: readonly LexiconEntity[], text: string): LexiconEntity[] {
  const added: LexiconEntity[] = [];
  const kept = [...entities];
  for (const { record, object, subject } of joinings(text)) {
    const target = entities.find(
      (e) => headWord(e.name) === object && nounRole(headWord(e.name)) !== "person",
    );
    if (!target || NOT_JOINED.has(object)) continue;
    const recorded = [...entities, ...added].some(
      (e) => e !== target && JOINING.test(e.name) && e.relations.some((r) => r.to === target.name),
    );
    if (recorded) continue;
    // "volunteers sign up for shifts": a shift is not one volunteer's; the sign-ups say who comes.
    const at = kept.indexOf(target);
    const who = (to: string) => headWord(to) === subject && nounRole(subject) === "person";
    kept[at] = { ...target, relations: target.relations.filter((r) => !who(r.to)) };
    added.push(
      entity(
        `${target.name}${record}`,
        [],
        [field("notes", "text")],
        [ref(camelCase(target.name), target.name, "required")],
      ),
    );
  }
  return [...kept, ...added];
}
