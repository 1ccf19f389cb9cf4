import { REQUIREMENTS_AI } from "../../../../domain/api/requirements";
import {
  requirementsModelSchema,
  type ModelRequirement,
  type RequirementsModel,
} from "../../../../domain/artifacts/01-requirements";
import { dataModelSchema } from "../../../../domain/artifacts/04-data-model";
import { typeFromHint } from "../../../engines/embedded/field-types";
import { camelCase, isPlural } from "../../../engines/embedded/text";
import type { Llm } from "../../../engines/llm";
import type { Builders } from "../../documents/builders";
import { draftOnModel } from "../../documents/draft";
import { newRequirements } from "../01-requirements/dedupe";
import { buildDataModel } from "../04-technical/build-data";
import { buildRequirementsModel, type RequirementsInput } from "./build";
import { findCapabilities } from "./capabilities";
import { boundAndSuggested, draftEntities, type DataEntities } from "./data-entities";
import { entityNames } from "./names";
import { NEW_REQUIREMENTS_MAX, SRS_SYSTEM, srsDraftSchema, srsPrompt, type SrsDraft } from "./prompt";
import { qualityCategory } from "./quality";

/*
 * The Requirements AI's SRS on the configured model. The embedded engine builds the base model first (it is also
 * the fallback); the model's draft then replaces what needs understanding: the product's purpose, scope and goals,
 * the things the app keeps (written in the checklist's own 'Thing: detail (type)' notation, so the data model is
 * typed by the same parser as a user's list), features, titles and acceptance criteria, and the requirements the
 * idea implies (numbered by the server, unconfirmed). Ids, statuses, sources, sign-in, interfaces and delivery
 * stay the server's. A draft that breaks a cross-reference is sent back with its problems (llm.ts); one that never
 * validates leaves the embedded model in place, saying why.
 */

/** What a draft is checked and merged against. */
export interface SrsContext {
  input: RequirementsInput;
  base: RequirementsModel;
  /** The things the user wrote or changed in the checklist's data section: they bind the draft. */
  listed: DataEntities;
  /** The things the embedded engine pre-filled there and the user left as they were: only suggestions. */
  suggested: DataEntities;
}

export function srsContext(input: RequirementsInput): SrsContext {
  const base = buildRequirementsModel(input);
  const { bound, suggested } = boundAndSuggested(input.answers["data-entities"], input.project);
  return { input, base, listed: bound, suggested };
}

const TYPE_OF_DETAIL: Record<string, string> = { "yes/no": "boolean" };

/** Text the checklist's notation would split or read as a hint, taken out of a label or a choice. */
function clean(text: string): string {
  return text
    .replace(/[(),;:|/→]|->/g, " ")
    .replace(/\band\b/gi, "&")
    .replace(/\bor\b/gi, "/")
    .replace(/\s+/g, " ")
    .trim();
}

type DraftDetail = SrsDraft["dataEntities"][number]["details"][number];

/**
 * One detail in the checklist's notation: "member (Member)", "status (draft/published)", "due on (date, required)";
 * the model's "optional" is said, so the data model's defaults never make it required ("notes (text, optional)",
 * "coach (Coach, optional)").
 */
export function detailText(detail: DraftDetail): string {
  const label = clean(detail.label);
  if (detail.reference)
    return `${label} (${entityNames(detail.reference).name}${detail.required ? "" : ", optional"})`;
  const choices = detail.choices.map((c) => clean(c).replace(/\//g, " ")).filter((c) => c !== "");
  if (choices.length > 1) return `${label} (${choices.join("/")})`;
  const hints = [
    ...(detail.type ? [detail.type] : []),
    detail.required ? "required" : "optional",
    ...(detail.unique ? ["unique"] : []),
  ];
  return hints.length > 0 ? `${label} (${hints.join(", ")})` : label;
}

/** "Follow-up Note" → "Follow-up note", as the embedded engine names things; acronyms ("ISBN Code") stay. */
function sentenceCase(label: string): string {
  return label
    .split(" ")
    .map((word, i) => (i === 0 || /^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(" ");
}

/** The label part of a detail in the checklist's notation. */
const label = (detail: string) => detail.replace(/\s*\(.*$/, "");
/** A detail the user wrote with nothing but its label ("client"): its type and flags are the model's to say. */
const bare = (detail: string) => !/[(→]|->/.test(detail);
const detailKey = (detail: string) => camelCase(detail.replace(/\s*(?:\(.*|->.*|→.*)$/, ""));

const FLAG_WORDS = new Set(["required", "optional", "unique"]);

/**
 * The user's detail with what the model adds where the user said nothing: a bare label takes the model's whole
 * hint ("client" → "client (Client)"); a typed one without flags takes the model's flags ("points (integer)" →
 * "points (integer, required)"); anything else stays as the user wrote it.
 */
function refined(own: string, detail: DraftDetail, text: string): string {
  if (bare(own)) return `${own.trim()}${text.slice(label(text).length)}`;
  const hints = /^(.*)\(([^()]*)\)\s*$/.exec(own);
  if (!hints || detail.reference || detail.choices.some((c) => clean(c) !== "")) return own;
  const words = (hints[2] ?? "").split(",").map((h) => h.trim().toLowerCase());
  if (words.some((w) => FLAG_WORDS.has(w)) || !words.every((w) => typeFromHint(w) !== undefined)) return own;
  const flags = [detail.required ? "required" : "optional", ...(detail.unique ? ["unique"] : [])];
  return `${hints[1]}(${hints[2]}, ${flags.join(", ")})`;
}

/**
 * The draft's things as the requirements model keeps them: the user's own names and details first; a detail the
 * user wrote bare takes the model's type, reference and flags ("client" → "client (Client)").
 */
function mergedEntities(draft: SrsDraft, listed: DataEntities): DataEntities {
  const byName = new Map<string, { name: string; details: string[] }>();
  for (const entity of listed)
    byName.set(entityNames(entity.name).name, { name: entity.name, details: [...entity.details] });
  for (const entity of draft.dataEntities) {
    const key = entityNames(entity.name).name;
    const merged = byName.get(key) ?? { name: sentenceCase(entityNames(entity.name).label), details: [] };
    for (const detail of entity.details) {
      const text = detailText(detail);
      const at = merged.details.findIndex((d) => detailKey(d) === camelCase(clean(detail.label)));
      const own = merged.details[at];
      if (own === undefined) merged.details.push(text);
      else merged.details[at] = refined(own, detail, text);
    }
    byName.set(key, merged);
  }
  return [...byName.values()];
}

/** Problems of the draft's things: names, the user's things kept, references, and what the parser reads back. */
function entityProblems(draft: SrsDraft, listed: DataEntities): string[] {
  const problems: string[] = [];
  if (draft.dataEntities.length === 0)
    problems.push("dataEntities is empty: list the things the application keeps");
  const names = new Map<string, string>();
  for (const entity of draft.dataEntities) {
    const key = entityNames(entity.name).name;
    if (entity.name.trim().split(/\s+/).length > 3)
      problems.push(`the thing "${entity.name}" has a name longer than three words`);
    if (names.has(key)) problems.push(`the thing "${entity.name}" is listed twice`);
    names.set(key, entity.name);
    if (entity.details.length === 0) problems.push(`the thing "${entity.name}" has no details`);
  }
  for (const entity of listed) {
    if (!names.has(entityNames(entity.name).name))
      problems.push(`the user listed "${entity.name}" but dataEntities leaves it out`);
  }
  for (const entity of draft.dataEntities) {
    for (const detail of entity.details) {
      if (clean(detail.label) === "") problems.push(`a detail of "${entity.name}" has no label`);
      if (detail.reference && !names.has(entityNames(detail.reference).name))
        problems.push(
          `the detail "${detail.label}" of "${entity.name}" refers to ${detail.reference}, which is not in dataEntities`,
        );
    }
  }
  if (problems.length > 0) return problems;

  // What the checklist's parser reads back is what the data model will hold.
  const drafts = new Map(draftEntities(mergedEntities(draft, listed)).map((d) => [d.names.name, d] as const));
  for (const entity of draft.dataEntities) {
    const parsed = drafts.get(entityNames(entity.name).name);
    for (const detail of entity.details) {
      const field = parsed?.fields.find((f) => f.name === camelCase(clean(detail.label)));
      if (!field) continue; // the user's own detail of the same name wins
      const where = `the detail "${detail.label}" of "${entity.name}"`;
      if (detail.reference) {
        const target = entityNames(detail.reference).name;
        const many = isPlural(clean(detail.label).split(" ").pop() ?? "");
        if (field.type !== "relation" || field.relationTo !== target)
          problems.push(
            `${where} does not read as a reference to ${target}; name it after what it points at`,
          );
        else if (field.cardinality !== (many ? "many-to-many" : "many-to-one"))
          problems.push(
            `${where} is ambiguous: use a singular label for one ${target}, a plural one for many`,
          );
      } else if (detail.type && !detail.choices.some(Boolean)) {
        const expected = TYPE_OF_DETAIL[detail.type] ?? typeFromHint(detail.type);
        if (field.type !== expected) problems.push(`${where} does not read as ${detail.type}`);
      }
    }
  }
  return problems;
}

const FUNCTIONAL = new Set<ModelRequirement["type"]>(["functional", "user-story"]);

/** The cross-reference checks of a draft: ids exist, features hold each requirement once, names resolve. */
export function srsProblems(draft: SrsDraft, context: SrsContext): string[] {
  const { base, listed } = context;
  const problems: string[] = [];
  for (const [key, value] of [
    ["purpose", draft.purpose],
    ["scope", draft.scope],
    ["perspective", draft.perspective],
  ] as const)
    if (value.trim() === "") problems.push(`${key} is empty`);
  const byId = new Map(base.requirements.map((r) => [r.id, r]));
  for (const r of draft.requirements) {
    if (!byId.has(r.id)) problems.push(`requirements names ${r.id}, which does not exist`);
    if (r.title.trim() === "") problems.push(`${r.id} has an empty title`);
    if (r.acceptanceCriteria.every((c) => c.trim() === ""))
      problems.push(`${r.id} has no acceptance criteria`);
  }
  const featureNames = new Set<string>();
  const placed = new Map<string, string>();
  for (const feature of draft.features) {
    if (feature.name.trim() === "") problems.push("a feature has no name");
    if (featureNames.has(feature.name.trim().toLowerCase()))
      problems.push(`the feature "${feature.name}" is listed twice`);
    featureNames.add(feature.name.trim().toLowerCase());
    for (const id of feature.requirementIds) {
      const requirement = byId.get(id);
      if (!requirement) problems.push(`the feature "${feature.name}" names ${id}, which does not exist`);
      else if (!FUNCTIONAL.has(requirement.type))
        problems.push(`the feature "${feature.name}" names ${id}, a non-functional requirement`);
      const other = placed.get(id);
      if (other !== undefined && other !== feature.name)
        problems.push(`${id} is in two features ("${other}" and "${feature.name}")`);
      placed.set(id, feature.name);
    }
  }
  if (draft.newRequirements.length > NEW_REQUIREMENTS_MAX)
    problems.push(
      `newRequirements has ${draft.newRequirements.length} entries; propose at most ${NEW_REQUIREMENTS_MAX}`,
    );
  for (const r of draft.newRequirements) {
    if (r.description.trim() === "") problems.push("a new requirement has no description");
    if (r.feature && !featureNames.has(r.feature.trim().toLowerCase()))
      problems.push(
        `the new requirement "${r.description}" names the feature "${r.feature}", which is not in features`,
      );
  }
  const classes = new Set(base.userClasses.map((c) => c.name.toLowerCase()));
  for (const c of draft.userClasses)
    if (!classes.has(c.name.trim().toLowerCase()))
      problems.push(
        `the user class "${c.name}" is not one of the listed ones (${base.userClasses.map((u) => u.name).join(", ") || "none"})`,
      );
  problems.push(...entityProblems(draft, listed));
  if (problems.length > 0) return problems;

  const merged = requirementsModelSchema.safeParse(mergeSrsDraft(draft, context));
  if (!merged.success) return [`the SRS does not validate: ${merged.error.issues[0]?.message ?? "unknown"}`];
  const data = dataModelSchema.safeParse(buildDataModel(merged.data));
  if (!data.success)
    return [
      `the things the app keeps do not make a data model: ${data.error.issues[0]?.message ?? "unknown"}`,
    ];
  return [];
}

const nonEmpty = (items: readonly string[]) => items.map((s) => s.trim()).filter((s) => s !== "");

/** The requirements model with the draft's content on the server's facts (see the module comment). */
export function mergeSrsDraft(draft: SrsDraft, context: SrsContext): RequirementsModel {
  const { base, listed } = context;
  const refined = new Map(draft.requirements.map((r) => [r.id, r]));
  const added = newRequirements(
    draft.newRequirements.map((r) => ({ ...r, description: r.description.trim() })),
    base.requirements.map((r) => ({ code: r.id, type: r.type, description: r.description })),
  ).slice(0, NEW_REQUIREMENTS_MAX);

  // Features: the draft's, numbered here; what it leaves out of every feature goes to one more.
  const features = draft.features.map((f, i) => ({
    id: `F-${i + 1}`,
    name: f.name.trim(),
    description: f.description.trim(),
    requirementIds: f.requirementIds.filter((id, j, all) => all.indexOf(id) === j),
  }));
  const featureByName = new Map(features.map((f) => [f.name.toLowerCase(), f]));
  for (const r of added) {
    if (r.type === "non-functional") continue;
    featureByName.get(r.feature?.trim().toLowerCase() ?? "")?.requirementIds.push(r.code);
  }
  const inFeature = new Set(features.flatMap((f) => f.requirementIds));
  const left = [
    ...base.requirements.map((r) => ({ id: r.id, type: r.type })),
    ...added.map((r) => ({ id: r.code, type: r.type })),
  ]
    .filter((r) => FUNCTIONAL.has(r.type) && !inFeature.has(r.id))
    .map((r) => r.id);
  if (left.length > 0)
    features.push({
      id: `F-${features.length + 1}`,
      name: "Other capabilities",
      description: "Requirements that belong to no other feature.",
      requirementIds: left,
    });
  const featureOf = new Map(features.flatMap((f) => f.requirementIds.map((id) => [id, f.id] as const)));

  const criteria = (items: readonly string[], fallback: readonly string[]) =>
    nonEmpty(items).length > 0 ? nonEmpty(items) : [...fallback];
  const requirements: ModelRequirement[] = [
    ...base.requirements.map((r): ModelRequirement => {
      const own = refined.get(r.id);
      return {
        ...r,
        title: own?.title.trim() || r.title,
        acceptanceCriteria: criteria(own?.acceptanceCriteria ?? [], r.acceptanceCriteria),
        featureId: FUNCTIONAL.has(r.type) ? (featureOf.get(r.id) ?? null) : null,
      };
    }),
    ...added.map((r): ModelRequirement => {
      const quality = r.type === "non-functional";
      return {
        id: r.code,
        type: r.type,
        title: r.description
          .replace(/^The system shall /i, "")
          .replace(/\.$/, "")
          .slice(0, 80),
        description: r.description,
        priority: r.priority,
        status: "unconfirmed",
        source: "chat",
        featureId: quality ? null : (featureOf.get(r.code) ?? null),
        category: quality ? qualityCategory(r.description) : null,
        acceptanceCriteria: criteria(r.acceptanceCriteria, [`A reviewer confirms: ${r.description}`]),
      };
    }),
  ];

  // What the idea asks for beyond records, read again with the requirements the model proposed ("play 2048 on a
  // board"); a capability that would need a requirement of its own keeps the embedded reading.
  const found = findCapabilities({
    description: context.input.project.description,
    answers: context.input.answers,
    requirements: requirements.map((r) => ({ code: r.id, type: r.type, description: r.description })),
    entities: draftEntities(mergedEntities(draft, listed)),
  });
  const capabilities = found.added.length === 0 ? found.capabilities : base.capabilities;

  const dataEntities = mergedEntities(draft, listed);
  const described = draft.dataEntities
    .filter((e) => e.description.trim() !== "")
    .map((e) => {
      const key = entityNames(e.name).name;
      const label = entityNames(
        dataEntities.find((d) => entityNames(d.name).name === key)?.name ?? e.name,
      ).label;
      return { term: label, definition: e.description.trim() };
    });
  // An entity's own description defines its name; the draft's other terms follow.
  const describedTerms = new Set(described.map((d) => d.term.toLowerCase()));
  const terms = [
    ...described,
    ...draft.definitions.filter(
      (d) =>
        d.term.trim() !== "" &&
        d.definition.trim() !== "" &&
        !describedTerms.has(d.term.trim().toLowerCase()),
    ),
  ];
  const known = new Set(terms.map((d) => d.term.toLowerCase()));
  const descriptions = new Map(draft.userClasses.map((c) => [c.name.trim().toLowerCase(), c]));

  return {
    ...base,
    product: {
      ...base.product,
      purpose: draft.purpose.trim(),
      scope: draft.scope.trim(),
      perspective: draft.perspective.trim(),
      goals: nonEmpty(draft.goals).length > 0 ? nonEmpty(draft.goals) : base.product.goals,
      successMeasures:
        nonEmpty(draft.successMeasures).length > 0
          ? nonEmpty(draft.successMeasures)
          : base.product.successMeasures,
    },
    definitions: [...terms, ...base.definitions.filter((d) => !known.has(d.term.toLowerCase()))],
    userClasses: base.userClasses.map((c) => {
      const own = descriptions.get(c.name.toLowerCase());
      return own
        ? {
            name: c.name,
            description: own.description.trim() || c.description,
            permissions: nonEmpty(own.permissions).length > 0 ? nonEmpty(own.permissions) : c.permissions,
          }
        : c;
    }),
    features,
    requirements,
    ...(capabilities === undefined ? {} : { capabilities }),
    dataEntities,
    constraints: nonEmpty(draft.constraints).length > 0 ? nonEmpty(draft.constraints) : base.constraints,
    assumptions: nonEmpty(draft.assumptions).length > 0 ? nonEmpty(draft.assumptions) : base.assumptions,
    dependencies: nonEmpty(draft.dependencies).length > 0 ? nonEmpty(draft.dependencies) : base.dependencies,
  };
}

/** The SRS builder on the model, with the embedded engine's model as base and fallback. */
export function llmRequirementsBuilder(llm: Llm): Builders["requirements"] {
  return (input, ctx) => {
    const context = srsContext(input);
    return draftOnModel(llm, {
      agent: REQUIREMENTS_AI,
      what: "the SRS",
      ctx,
      system: SRS_SYSTEM,
      prompt: srsPrompt(input, context),
      schema: srsDraftSchema,
      check: (draft) => srsProblems(draft, context),
      merge: (draft) => mergeSrsDraft(draft, context),
      base: context.base,
    });
  };
}
