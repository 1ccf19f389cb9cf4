import type {
  CapabilityKind,
  ModelRequirement,
  RequirementsModel,
} from "../../../domain/artifacts/01-requirements";
import type { ApiModel } from "../../../domain/artifacts/04-api-model";
import type { Entity } from "../../../domain/artifacts/04-data-model";
import { RULE_OF, RULES } from "../../pipeline/phases/02-srs/capability-kinds";
import { topicOf } from "../../pipeline/phases/02-srs/concerns";
import { integrationsNamed } from "../../pipeline/phases/02-srs/integrations";

/*
 * What each requirement of the SRS asks the application to do, read from the requirements model: a capability
 * beyond records (reminders, search, export, payments…), accounts (signing in, passwords, roles), records of some
 * entities (keeping, creating, listing, editing, deleting them) or a quality of the whole system (performance,
 * availability…). The generator names a requirement in a test title only when the test drives that behaviour,
 * and the analyser checks the code and the tests against it.
 */

export const RECORD_ACTIONS = ["create", "read", "update", "delete", "list"] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

/** The API operation kind that performs each action on records. */
export const ACTION_OPERATION_KIND = {
  create: "create",
  read: "get",
  update: "update",
  delete: "delete",
  list: "list",
} as const satisfies Record<RecordAction, string>;

/** What the code must build for a requirement beyond records: a capability kind, or an outside service. */
export type CodeCapability = CapabilityKind | "e-mail" | "single-sign-on";

export type Behaviour =
  | { kind: "capability"; capability: CodeCapability; name: string }
  | { kind: "accounts" }
  | {
      kind: "records";
      entities: string[];
      actions: RecordAction[];
      /**
       * Every change it asks for is a move of a workflow that serves it ("approve submitted claims", "cancel
       * appointments"): only a test performing the move exercises it, never a plain change of the row.
       */
      byMoves?: boolean;
    }
  | { kind: "quality" };

export interface StatedRequirement {
  id: string;
  title: string;
  type: ModelRequirement["type"];
  behaviour: Behaviour;
}

/** What the behaviours are read from (the generator's and the analyser's models, or the documents' models). */
export interface BehaviourModels {
  requirements: RequirementsModel;
  data: { entities: readonly Entity[] };
  api: { resources: ApiModel["resources"] };
}

/**
 * Words that state each action on records ("keep each pet's vaccination history" creates, reads and lists). The
 * noun "record" says nothing about the action, so it is in none of them.
 */
const ACTION_WORDS: Readonly<Record<RecordAction, RegExp>> = {
  create:
    /\b(?:add|create|book|register|enter|submit|log|save|keep|store|track|upload|post|write|plan|schedule|reserve|order)\w*|\b(?:manag(?:e|es|ed|ing)|maintain(?:s|ed|ing)?)\b/i,
  read: /\b(?:see|view|show|display|open|read|detail|history|keep|track)\w*|\b(?:manag(?:e|es|ed|ing)|maintain(?:s|ed|ing)?)\b/i,
  update:
    /\b(?:edit|update|change|modify|rename|mark|reschedule|assign|approve|confirm|cancel|complete)\w*|\b(?:manag(?:e|es|ed|ing)|maintain(?:s|ed|ing)?)\b/i,
  delete: /\b(?:delete|remove)\w*|\b(?:manag(?:e|es|ed|ing)|maintain(?:s|ed|ing)?)\b/i,
  list: /\b(?:see|view|list|browse|show|display|review|history|keep|track)\w*|\b(?:manag(?:e|es|ed|ing)|maintain(?:s|ed|ing)?)\b/i,
};

function actionsOf(description: string): RecordAction[] {
  const actions = RECORD_ACTIONS.filter((action) => ACTION_WORDS[action].test(description));
  return actions.length > 0 ? actions : [...RECORD_ACTIONS];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** How a text names an entity: its label, name or plural ("pets", "Vaccination"). */
const namesOf = (entity: Entity): RegExp[] =>
  [entity.label, entity.name, entity.plural]
    .map((word) => word.trim())
    .filter((word) => word !== "")
    .map((word) => new RegExp(`\\b${escape(word)}(?:s|es)?\\b`, "gi"));

/** Entities the text names. */
function mentioned(description: string, models: BehaviourModels): string[] {
  return models.data.entities
    .filter((e) => namesOf(e).some((name) => new RegExp(name.source, "i").test(description)))
    .map((e) => e.name);
}

/**
 * The text without the entities' names, so "books" is not the verb "book", and without the state a past participle
 * gives one ("submitted claims", "completed tasks" say which rows, not that they are submitted here).
 */
function withoutEntities(description: string, models: BehaviourModels): string {
  return models.data.entities
    .flatMap(namesOf)
    .reduce(
      (text, name) =>
        text.replace(new RegExp(`\\b[a-z]+ed\\s+(?=${name.source})`, "gi"), " ").replace(name, " "),
      description,
    );
}

/** The capability kinds of the model's capabilities by requirement id; the kinds' wording when none is listed. */
function capabilityOf(requirement: ModelRequirement, models: BehaviourModels): Behaviour | undefined {
  const listed = models.requirements.capabilities;
  if (listed !== undefined) {
    const capability = listed.find((c) => c.requirementIds.includes(requirement.id));
    return capability
      ? { kind: "capability", capability: capability.kind, name: capability.name }
      : undefined;
  }
  if (requirement.type === "non-functional") return undefined;
  const rule = RULES.find((r) => r.pattern.test(requirement.description));
  return rule
    ? {
        kind: "capability",
        capability: rule.kind,
        name: rule.name({ kind: rule.kind, named: undefined, clause: undefined }),
      }
    : undefined;
}

/** What each checklist integration asks the code to build. */
const INTEGRATION_CAPABILITY: Readonly<Record<string, CodeCapability>> = {
  Payments: "payments",
  "E-mail delivery": "e-mail",
  "Maps and locations": "maps",
  Calendars: "calendar",
  "File storage": "file-upload",
  "Single sign-on": "single-sign-on",
};

/** An outside service the SRS lists that the requirement names ("Send e-mail through an e-mail delivery service"). */
function integrationOf(requirement: ModelRequirement, models: BehaviourModels): Behaviour | undefined {
  const text = requirement.description.toLowerCase();
  const integration = integrationsNamed(models.requirements.externalInterfaces.software).find(
    (i) => text.includes(i.named.toLowerCase()) || text.includes(i.name.toLowerCase()),
  );
  const capability = integration ? INTEGRATION_CAPABILITY[integration.option] : undefined;
  return integration && capability ? { kind: "capability", capability, name: integration.name } : undefined;
}

/** The behaviour one requirement states (see the module comment). */
export function behaviourOf(requirement: ModelRequirement, models: BehaviourModels): Behaviour {
  const capability = capabilityOf(requirement, models) ?? integrationOf(requirement, models);
  if (capability) return capability;
  const text = `${requirement.title}. ${requirement.description}`;
  if (topicOf(text, true) === "accounts") return { kind: "accounts" };
  if (requirement.type === "non-functional") return { kind: "quality" };
  const served = new Set<string>([
    ...models.data.entities.filter((e) => e.serves.includes(requirement.id)).map((e) => e.name),
    ...models.api.resources
      .filter((r) => r.operations.some((o) => o.serves.includes(requirement.id) && o.kind !== "auth"))
      .flatMap((r) => (r.entity ? [r.entity] : [])),
  ]);
  const named = mentioned(text, models);
  const entities = [...new Set([...named, ...served])];
  const actions = actionsOf(withoutEntities(text, models));
  return {
    kind: "records",
    entities: entities.length > 0 ? entities : models.data.entities.map((e) => e.name),
    actions,
    ...(doneByMoves(requirement.id, text, actions, models) ? { byMoves: true } : {}),
  };
}

/** Whether a requirement asks only for changes, each a move of a workflow that serves it (see `byMoves`). */
function doneByMoves(
  id: string,
  text: string,
  actions: readonly RecordAction[],
  models: BehaviourModels,
): boolean {
  if (actions.length !== 1 || actions[0] !== "update") return false;
  const moves = models.data.entities.flatMap((e) =>
    (e.workflow?.transitions ?? []).filter((t) => t.serves.includes(id)),
  );
  const stem = (w: string) => w.toLowerCase().replace(/(?:e?s|e?d|ing|e)$/, "");
  const words = new Set(
    moves
      .flatMap((t) => `${t.name} ${t.label}`.split(/[^A-Za-z]+/))
      .filter(Boolean)
      .map(stem),
  );
  const verbs = [...text.matchAll(new RegExp(ACTION_WORDS.update.source, "gi"))].map((m) => stem(m[0]));
  return moves.length > 0 && verbs.length > 0 && verbs.every((verb) => words.has(verb));
}

/** Every requirement of the SRS with the behaviour it states, in model order. */
export function statedRequirements(models: BehaviourModels): StatedRequirement[] {
  return models.requirements.requirements.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    behaviour: behaviourOf(r, models),
  }));
}

/** Ids of the requirements about records of an entity that ask for one of the actions. */
export function recordIds(
  stated: readonly StatedRequirement[],
  entity: string,
  actions: readonly RecordAction[],
): string[] {
  return stated
    .filter(
      (s) =>
        s.behaviour.kind === "records" &&
        !s.behaviour.byMoves &&
        s.behaviour.entities.includes(entity) &&
        s.behaviour.actions.some((a) => actions.includes(a)),
    )
    .map((s) => s.id);
}

/** Ids of the requirements that state a capability of a kind. */
export function capabilityIds(stated: readonly StatedRequirement[], kind: CapabilityKind): string[] {
  return stated
    .filter((s) => s.behaviour.kind === "capability" && s.behaviour.capability === kind)
    .map((s) => s.id);
}

/** Ids of the requirements about accounts (signing in, passwords, roles). */
export function accountIds(stated: readonly StatedRequirement[]): string[] {
  return stated.filter((s) => s.behaviour.kind === "accounts").map((s) => s.id);
}

/** Words that name a capability in a test title or in the functions a test calls. */
export function capabilityWords(kind: CodeCapability): RegExp {
  switch (kind) {
    case "e-mail":
      return /e-?mail|mail/i;
    case "single-sign-on":
      return /single sign-on|sso|openid|oauth/i;
    case "reminders":
      return /remind|notif|alert|e-?mail|sendmail/i;
    case "search":
      return /search|filter/i;
    case "export":
      return /export|csv/i;
    case "reports":
      return /\breports?\b|\bcharts?\b/i;
    case "import":
      return /import/i;
    case "file-upload":
      return /upload|attach/i;
    case "rules":
      return /\brules?\b|\brefus/i;
    default:
      return RULE_OF.get(kind)?.pattern ?? /(?!)/;
  }
}

/**
 * Ids a test file's titles name (`it("FR-1, FR-4: …")`), sorted, each once: the generator writes the ids at the
 * head of a title, so the file's `requirementIds` are exactly those of its titles.
 */
export function idsInTitles(content: string): string[] {
  const ids = new Set<string>();
  for (const match of content.matchAll(/\b(?:it|test)(?:\.todo)?\(\s*["'`]((?:(?:FR|NFR|US)-\d+(?:, )?)+):/g))
    for (const id of (match[1] ?? "").split(", ")) if (id !== "") ids.add(id);
  const order = (id: string) => {
    const [prefix = "", n = "0"] = id.split("-");
    return [prefix, Number(n)] as const;
  };
  return [...ids].sort((a, b) => {
    const [pa, na] = order(a);
    const [pb, nb] = order(b);
    return pa === pb ? na - nb : pa < pb ? -1 : 1;
  });
}
