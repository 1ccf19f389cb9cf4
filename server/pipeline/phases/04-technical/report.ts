import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import type { Entity, Field } from "../../../../domain/artifacts/04-data-model";
import {
  NUMERIC_FIELD_TYPES,
  reportIssues,
  type Report,
  type ReportGroup,
} from "../../../../domain/artifacts/04-reports";
import { capitalise, stem } from "../../../engines/embedded/text";
import { camelIdentifier, entityNames } from "../02-srs/names";
import { mentionedEntities } from "../02-srs/concerns";
import type { ModelReading } from "../02-srs/reading";
import { sortRequirementIds } from "../../traceability";
import { readReportAsk, readReportAsks, reportSentences, type ReportAsk } from "./report-reading";

/*
 * The data model's reports (issue 17) from what the requirements ask (report-reading.ts), against the entities built
 * from them. Rules:
 *
 * - The entity: the one whose numeric field the sentence names ("calories", "score", "amount"; "spending", "cost",
 *   "sales" name a money field), else the entity the sentence names, else the first with a money field.
 * - The figure: the one asked for; a count when the entity has no numeric field; a report named without a figure
 *   ("analysis charts") sums the numeric field (or counts rows). A balance is the sum of the money field, with the
 *   rows whose type says expense, withdrawal, debit (…) counted negatively when the entity has such a type.
 * - The groups: each period asked for, by the entity's date field (the one named, else the first required); each
 *   "by / per / for each" word naming a relation or an enum, text or yes/no field. A report named without groups is
 *   per month when the entity has a date, else by its first relation or enum. Without groups: a single figure.
 * - A ranking ("top 5 players by score", "leaderboard"): the subject's own numeric field by its name field, else the
 *   numeric field of the entity that refers to the subject, grouped by that relation; summed, or averaged, or its
 *   highest or lowest when the sentence says so ("by average score"); highest first, top N.
 * - One report per figure and group; the same report asked twice serves both requirements. No report when nothing
 *   asks for one; a reports capability whose sentences the reader does not know gets the report of a sentence that
 *   names reports alone, so the capability is always built.
 */

const MONEY_WORDS =
  /^(?:spend|spent|spending|cost|costs|expense|expenses|money|price|prices|paid|pay|sales|sale|revenue|income|earnings|budget|amount)$/;
const NEGATIVE_VALUES =
  /^(?:expense|expenses|spending|withdrawal|withdrawals|debit|debits|outgoing|out|cost|costs|payment|payments|loss)$/i;

interface Saying {
  text: string;
  id: string | null;
}

function sayings(req: RequirementsModel, reading: ModelReading): Saying[] {
  const requirements = reading.facts
    .filter((f) => f.requirement.type !== "non-functional")
    .map((f) => ({ text: f.requirement.description, id: f.requirement.id }));
  return [...requirements, { text: req.product.purpose, id: null }];
}

function stemsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(stem);
}

function names(field: { label: string; name: string }, words: readonly string[]): boolean {
  const label = stemsOf(field.label);
  return label.length > 0 && label.every((w) => words.includes(w));
}

/** Numbers that name or place a row rather than measure it: a sum or an average of them means nothing. */
const NOT_A_QUANTITY =
  /\b(?:year|number|no|code|zip|postcode|phone|id|version|floor|room|seat|page|isbn|vin|rank|position|order|jersey|shirt|squad|season)$/i;

/** The fields whose values are quantities a report may sum or average (not a year, a code or a number that names). */
function numeric(entity: Entity): Field[] {
  return entity.fields.filter(
    (f) => NUMERIC_FIELD_TYPES.includes(f.type) && !NOT_A_QUANTITY.test(f.label.trim()),
  );
}

/** The numeric field of an entity the words name (by its label, or a money word for a money field). */
function namedNumeric(entity: Entity, words: readonly string[], raw: readonly string[]): Field | undefined {
  const fields = numeric(entity);
  return (
    fields.find((f) => names(f, words)) ??
    (raw.some((w) => MONEY_WORDS.test(w)) ? fields.find((f) => f.type === "money") : undefined)
  );
}

function entityNamed(entities: readonly Entity[], reading: ModelReading, text: string): Entity[] {
  const mentioned = mentionedEntities(text, reading.keys).map((k) => k.draft.names.name);
  return mentioned.flatMap((name) => entities.filter((e) => e.name === name));
}

/** The measured entity and field of an ask (see the module comment). */
function measured(
  entities: readonly Entity[],
  reading: ModelReading,
  text: string,
): { entity: Entity; field: Field | undefined } | undefined {
  const words = stemsOf(text);
  const raw = text.toLowerCase().split(/[^a-z]+/);
  const named = entityNamed(entities, reading, text);
  for (const entity of [...named, ...entities]) {
    const field = namedNumeric(entity, words, raw);
    if (field) return { entity, field };
  }
  // "How much honey each hive produced": the figures of the entity that refers to the one named.
  for (const entity of named.filter((e) => numeric(e).length === 0)) {
    const referrer = entities.find(
      (e) =>
        numeric(e).length > 0 &&
        e.relations.some((r) => r.kind === "many-to-one" && r.target === entity.name),
    );
    if (referrer) return { entity: referrer, field: numeric(referrer)[0] };
  }
  const first =
    named[0] ??
    entities.find((e) => numeric(e).some((f) => f.type === "money")) ??
    entities.find((e) => numeric(e).length > 0) ??
    entities[0];
  return first ? { entity: first, field: numeric(first)[0] } : undefined;
}

function dateField(entity: Entity, words: readonly string[]): Field | undefined {
  const dates = entity.fields.filter((f) => f.type === "date" || f.type === "datetime");
  return dates.find((f) => names(f, words)) ?? dates.find((f) => f.required) ?? dates[0];
}

/** The group a "by …" phrase names on an entity: a relation, or an enum, text or yes/no field. */
function groupNamed(entity: Entity, all: readonly Entity[], phrase: string): ReportGroup | undefined {
  const words = stemsOf(phrase);
  const relation = entity.relations.find((r) => {
    if (r.kind !== "many-to-one") return false;
    const target = all.find((e) => e.name === r.target);
    return words.includes(stem(r.name.toLowerCase())) || (target !== undefined && names(target, words));
  });
  if (relation) return { kind: "relation", relation: relation.name };
  const field = entity.fields.find((f) => ["enum", "string", "boolean"].includes(f.type) && names(f, words));
  if (field) return { kind: "field", field: field.name };
  const typed = /^(?:type|kind|categor)/.test(words[0] ?? "");
  const enumField = typed ? entity.fields.find((f) => f.type === "enum") : undefined;
  return enumField ? { kind: "field", field: enumField.name } : undefined;
}

/** The groups of a report named without any ("spending charts"): per month, else by the first relation or enum. */
function defaultGroup(entity: Entity, words: readonly string[]): ReportGroup | undefined {
  const date = dateField(entity, words);
  if (date) return { kind: "period", field: date.name, period: "month" };
  const relation = entity.relations.find((r) => r.kind === "many-to-one");
  if (relation) return { kind: "relation", relation: relation.name };
  const field = entity.fields.find((f) => f.type === "enum");
  return field ? { kind: "field", field: field.name } : undefined;
}

/** A balance's sign: the entity's enum field with a value of money going out and one of money coming in. */
function signOf(entity: Entity): Report["measure"]["signedBy"] {
  for (const field of entity.fields.filter((f) => f.type === "enum")) {
    const values = field.enumValues ?? [];
    const negative = values.filter((v) => NEGATIVE_VALUES.test(v));
    if (negative.length > 0 && negative.length < values.length) return { field: field.name, negative };
  }
  return undefined;
}

type Draft = Omit<Report, "name" | "serves">;

function lower(text: string): string {
  return text.toLowerCase();
}

function plural(entity: Entity): string {
  return lower(entityNames(entity.label).pluralLabel);
}

/** A ranking: the subject's own figure by its name, or the figure of the entity that refers to the subject. */
function ranking(
  ask: ReportAsk,
  entities: readonly Entity[],
  reading: ModelReading,
  text: string,
): Draft | undefined {
  const rank = ask.ranking;
  if (!rank) return undefined;
  const subject =
    entityNamed(entities, reading, rank.subject.join(" "))[0] ?? entityNamed(entities, reading, text)[0];
  if (!subject) return undefined;
  const words = stemsOf(text);
  const raw = text.toLowerCase().split(/[^a-z]+/);
  // A ranking by the figure the sentence names ("by average score", "by highest score"), else by the sum.
  const fn = ask.fn === "avg" || ask.fn === "max" || ask.fn === "min" ? ask.fn : "sum";
  const how = { sum: "", avg: "average ", max: "highest ", min: "lowest " }[fn];
  const title = (field: Field | undefined) =>
    `Top ${rank.limit} ${plural(subject)} by ${field ? `${how}${lower(field.label)}` : "number"}`;
  const nameField =
    subject.fields.find((f) => f.type === "string" && f.required) ??
    subject.fields.find((f) => f.type === "string");
  const referrers = entities.filter((e) =>
    e.relations.some((r) => r.kind === "many-to-one" && r.target === subject.name),
  );
  const ownNamed = nameField ? namedNumeric(subject, words, raw) : undefined;
  const referrer =
    (ownNamed ? undefined : referrers.find((e) => namedNumeric(e, words, raw))) ??
    (ownNamed || (nameField && numeric(subject).length > 0)
      ? undefined
      : referrers.find((e) => numeric(e).length > 0)) ??
    (ownNamed || (nameField && numeric(subject).length > 0) ? undefined : referrers[0]);
  if (!referrer) {
    const own = ownNamed ?? numeric(subject)[0];
    if (!own || !nameField) return undefined;
    return { title: title(own), entity: subject.name, measure: { fn, field: own.name }, groupBy: { kind: "field", field: nameField.name }, order: "desc", limit: rank.limit, chart: "bar" }; // prettier-ignore
  }
  const relation = referrer.relations.find((r) => r.kind === "many-to-one" && r.target === subject.name);
  if (!relation) return undefined;
  const field = namedNumeric(referrer, words, raw) ?? numeric(referrer)[0];
  return { title: title(field), entity: referrer.name, measure: field ? { fn, field: field.name } : { fn: "count" }, groupBy: { kind: "relation", relation: relation.name }, order: "desc", limit: rank.limit, chart: "bar" }; // prettier-ignore
}

function figureTitle(
  draft: Omit<Draft, "title">,
  entity: Entity,
  field: Field | undefined,
  userWords: readonly string[],
): string {
  const { fn, signedBy } = draft.measure;
  // The user's own word for the figure when it names money ("sales", "spending") or the field itself.
  const own =
    userWords.length > 0 &&
    (MONEY_WORDS.test(userWords[0] ?? "") || (field && names(field, stemsOf(userWords.join(" ")))));
  // A field named "total" reads as what it totals: "Total sales per week", not "Total total per week".
  const what = own
    ? userWords.join(" ")
    : field && lower(field.label) !== "total"
      ? lower(field.label)
      : plural(entity);
  const figure =
    fn === "count"
      ? `Number of ${plural(entity)}`
      : signedBy
        ? "Balance"
        : `${{ sum: "Total", avg: "Average", min: "Lowest", max: "Highest" }[fn]} ${what}`;
  const group = draft.groupBy;
  if (!group) return figure;
  if (group.kind === "period") return `${figure} per ${group.period}`;
  if (group.kind === "relation")
    return `${figure} by ${lower(entity.relations.find((r) => r.name === group.relation)?.name.replace(/([A-Z])/g, " $1") ?? group.relation)}`;
  return `${figure} by ${lower(entity.fields.find((f) => f.name === group.field)?.label ?? group.field)}`;
}

/** The reports one sentence asks for. */
function draftsOf(ask: ReportAsk, entities: readonly Entity[], reading: ModelReading, text: string): Draft[] {
  const ranked = ranking(ask, entities, reading, text);
  if (ranked) return [ranked];
  const found = measured(entities, reading, text);
  if (!found) return [];
  const { entity } = found;
  const fn = ask.fn ?? (found.field ? "sum" : "count");
  const field = fn === "count" ? undefined : found.field;
  if (fn !== "count" && !field && fn !== "sum") return [];
  const measure: Report["measure"] = field ? { fn, field: field.name } : { fn: "count" };
  const signedBy = ask.balance && field ? signOf(entity) : undefined;
  if (signedBy) measure.signedBy = signedBy;
  const words = stemsOf(text);
  const groups: ReportGroup[] = [];
  const date = dateField(entity, words);
  for (const period of ask.periods) if (date) groups.push({ kind: "period", field: date.name, period });
  for (const phrase of ask.groupWords) {
    const group = groupNamed(entity, entities, phrase);
    if (group && !groups.some((g) => JSON.stringify(g) === JSON.stringify(group))) groups.push(group);
  }
  if (groups.length === 0 && ask.fn === undefined) {
    const group = defaultGroup(entity, words);
    if (group) groups.push(group);
  }
  const shape = (groupBy: ReportGroup | undefined): Draft => {
    const chart: Report["chart"] = groupBy ? (ask.chart ?? "bar") : "number";
    const draft = { entity: entity.name, measure, ...(groupBy ? { groupBy } : {}), chart };
    return { title: capitalise(figureTitle(draft, entity, field, ask.measureWords)), ...draft };
  };
  return groups.length === 0 ? [shape(undefined)] : groups.map(shape);
}

/** The data model's reports (see the module comment); empty when the requirements ask for none. */
export function deriveReports(
  req: RequirementsModel,
  reading: ModelReading,
  entities: readonly Entity[],
): Report[] {
  const reports: Report[] = [];
  const bySignature = new Map<string, Report>();
  for (const saying of sayings(req, reading)) {
    for (const sentence of reportSentences(saying.text)) {
      const drafts = readReportAsks(sentence).flatMap(({ ask, text }) =>
        draftsOf(ask, entities, reading, text),
      );
      for (const draft of drafts) {
        const { title: _title, ...rest } = draft;
        const signature = JSON.stringify(rest);
        const known = bySignature.get(signature);
        if (known) {
          if (saying.id !== null)
            known.serves = sortRequirementIds([...new Set([...known.serves, saying.id])]);
          continue;
        }
        let name = camelIdentifier(draft.title);
        for (let n = 2; reports.some((r) => r.name === name); n += 1)
          name = `${camelIdentifier(draft.title)}${n}`;
        const report: Report = { name, ...draft, serves: saying.id === null ? [] : [saying.id] };
        reports.push(report);
        bySignature.set(signature, report);
      }
    }
  }
  // Only sound reports: a report the entities cannot answer is left out rather than failing the model.
  const bad = new Set(reportIssues(reports, entities).map((i) => i.index));
  const sound = reports.filter((_, i) => !bad.has(i));
  return sound.length > 0 ? sound : capabilityReports(req, reading, entities);
}

/**
 * The reports of a reports capability (K6) whose sentences name no figure the reader knows ("the system keeps
 * totals"): the report a sentence naming reports alone gives, over the words of the capability's requirements, so
 * a capability the generated app is said to build always has a report.
 */
function capabilityReports(
  req: RequirementsModel,
  reading: ModelReading,
  entities: readonly Entity[],
): Report[] {
  const capability = req.capabilities?.find((c) => c.kind === "reports");
  const ask = readReportAsk("see reports");
  if (!capability || !ask) return [];
  const text = req.requirements
    .filter((r) => capability.requirementIds.includes(r.id))
    .map((r) => r.description)
    .join(" ");
  return draftsOf(ask, entities, reading, text)
    .slice(0, 1)
    .map((draft) => ({
      name: camelIdentifier(draft.title),
      ...draft,
      serves: [...capability.requirementIds],
    }))
    .filter((r) => reportIssues([r], entities).length === 0);
}
