import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import { settleDataModel } from "../../../../domain/artifacts/04-data-settle";
import type { DataModel, Entity, Role } from "../../../../domain/artifacts/04-data-model";
import { JOIN_RECORD } from "../../../engines/embedded/join-entities";
import { humanise } from "../../../engines/embedded/text";
import { draftEntities, readDataEntities, type DraftEntity } from "../02-srs/data-entities";
import { entityNames, inSentence } from "../02-srs/names";
import { idsWhere, isAbout, readRequirementsModel, type ModelReading } from "../02-srs/reading";
import { sortRequirementIds } from "../../traceability";
import { accessPlan } from "./access";
import { chatData } from "./chat-room";
import { entityFields, entityRelations, isPersonEntity, isReferenceList, lexiconEntity } from "./data-fields";
import { withPublicReading } from "./public";
import { deriveReports } from "./report";
import { seedRows } from "./seed";
import { entityWorkflow } from "./workflow";
import { readMoves, type EntityMoves } from "./workflow-reading";
import { withRules } from "./rules";

/*
 * The embedded DBA-Coder AI's data model: one entity per thing the requirements keep, typed from the user's
 * details and the lexicon (data-fields.ts), with relations, indexes, example rows (seed.ts), the requirements
 * each serves and whether its rows belong to a signed-in user, and the reports the requirements ask for (report.ts).
 *
 * Ownership rule (`ownedByUser`): with accounts on, a row belongs to the user who made it unless
 * - the entity describes people (Member, Patient): the app then models its people itself and the accounts are
 *   the staff who keep their records, so nothing is per user unless a requirement says users see only their
 *   own data;
 * - it is a shared reference list (Tag, Category, Ingredient: a name and little else);
 * - it is a part of a per-user parent, named after it (RecipeIngredient of a Recipe): it is reached through that.
 * A record of the user joining something (a ShiftSignup of a Shift, join-entities.ts) is always the user's own.
 * So an expense tracker's Expense and a recipe box's Recipe are per user; a library's Book, Member and Loan are not.
 *
 * When users sign in with roles, access.ts adds the roles and what each may do with each entity; an entity some
 * role reaches only its own rows of is per user too (its rows carry the account that created them).
 *
 * Entities the requirements let visitors read without signing in get `publicRead` (public.ts).
 */

/** Entities the idea implies when the requirements list none, so a data model is never empty. */
function fallbackDrafts(req: RequirementsModel): DraftEntity[] {
  const drafts = draftEntities(
    readDataEntities("", { name: req.product.name, description: req.product.purpose }),
  );
  if (drafts.length > 0) return drafts;
  return [{ names: entityNames("Item"), fields: [{ name: "name", label: "name", type: "string" }] }];
}

/** Entities a relation points at that the user did not list ("tags (Tag)" with no Tag line), from the lexicon. */
function missingTargets(drafts: readonly DraftEntity[]): DraftEntity[] {
  const known = new Set(drafts.map((d) => d.names.name));
  const added: DraftEntity[] = [];
  for (const target of drafts.flatMap((d) => d.fields.flatMap((f) => f.relationTo ?? []))) {
    if (known.has(target)) continue;
    known.add(target);
    const lexicon = lexiconEntity(target);
    const fields = lexicon?.fields.map((f) => ({
      name: f.name,
      label: humanise(f.name),
      type: f.type,
      ...(f.values ? { values: [...f.values] } : {}),
    }));
    added.push({
      names: entityNames(target),
      fields: fields ?? [{ name: "name", label: "name", type: "string" }],
    });
  }
  return added;
}

function description(req: RequirementsModel, draft: DraftEntity): string {
  const defined = req.definitions.find((d) => d.term === draft.names.label)?.definition;
  return defined ?? `The ${inSentence(draft.names.pluralLabel)} ${req.product.name} keeps.`;
}

function indexes(entity: Omit<Entity, "indexes" | "seed" | "ownedByUser" | "serves">): Entity["indexes"] {
  const foreign = entity.relations.flatMap((r) => (r.kind === "many-to-one" && r.column ? [r.column] : []));
  const when = entity.fields.find((f) => f.required && (f.type === "date" || f.type === "datetime"));
  const columns = [...foreign, ...(when ? [when.column] : [])];
  return [...new Set(columns)].map((column) => ({
    name: `${entity.table}_${column}_idx`,
    columns: [column],
    unique: false,
  }));
}

/** What an entity is built from besides its draft: the requirements, their reading, moves and the roles. */
interface EntityContext {
  req: RequirementsModel;
  reading: ModelReading;
  moves: ReadonlyMap<string, EntityMoves>;
  roles: readonly Role[];
}

/**
 * The moves the requirements state of an entity. "Assign a category to an expense" sets a relation: a reference
 * list is never assigned as a move of its own life.
 */
function movesOf(context: EntityContext, draft: DraftEntity): EntityMoves | undefined {
  const found = context.moves.get(draft.names.name);
  if (found === undefined || !isReferenceList(draft)) return found;
  return { ...found, moves: found.moves.filter((m) => m.verb !== "assign") };
}

function buildEntity(context: EntityContext, draft: DraftEntity, index: number): Entity {
  const { req, reading } = context;
  const { names } = draft;
  const fields = entityFields(draft);
  const flow = entityWorkflow(fields, movesOf(context, draft), context.roles);
  const base = {
    name: names.name,
    plural: names.plural,
    table: names.table,
    label: names.label,
    description: description(req, draft),
    fields: flow?.fields ?? fields,
    relations: entityRelations(draft),
  };
  const withIndexes = {
    ...base,
    indexes: indexes(base),
    ownedByUser: false,
    ...(flow ? { workflow: flow.workflow } : {}),
  };
  const about = idsWhere(reading, (f) => f.requirement.type !== "non-functional" && isAbout(f, names.name));
  return {
    ...withIndexes,
    seed: seedRows({ ...withIndexes, serves: [] }, isPersonEntity(draft), index),
    serves: flow ? sortRequirementIds([...about, ...flow.workflow.serves]) : about,
  };
}

/** A record of someone joining a thing, named for it: a ShiftSignup of a Shift, a TeamMembership of a Team. */
const isJoinRecord = (d: DraftEntity) =>
  d.fields.some(
    (f) => f.cardinality === "many-to-one" && f.relationTo === JOIN_RECORD.exec(d.names.name)?.[1],
  );

/** Which entities are per-user data (the ownership rule above). */
function owned(drafts: readonly DraftEntity[], accounts: boolean, ownDataAsked: boolean): Set<string> {
  if (!accounts) return new Set();
  const people = drafts.some(isPersonEntity);
  const candidates = new Set(
    drafts
      .filter(
        (d) => isJoinRecord(d) || (!isPersonEntity(d) && !isReferenceList(d) && (!people || ownDataAsked)),
      )
      .map((d) => d.names.name),
  );
  const throughParent = (d: DraftEntity) =>
    !isJoinRecord(d) &&
    d.fields.some(
      (f) =>
        f.cardinality === "many-to-one" &&
        f.relationTo !== undefined &&
        f.relationTo !== d.names.name &&
        d.names.name.startsWith(f.relationTo) &&
        candidates.has(f.relationTo),
    );
  return new Set(
    drafts.filter((d) => candidates.has(d.names.name) && !throughParent(d)).map((d) => d.names.name),
  );
}

/**
 * The data model built deterministically from the approved requirements model: entities from its data entities
 * (or the idea's lexicon entities when it lists none), targets of relations it did not list, typed fields,
 * relations with foreign keys or join tables, indexes on foreign keys and the main date, three example rows
 * each, `serves` = the functional requirements and stories that concern or name the entity, `accounts` = whether
 * users sign in, and `ownedByUser` by the rule in the module comment.
 */
export function buildDataModel(req: RequirementsModel): DataModel {
  const reading = readRequirementsModel(req);
  const listed = reading.keys.length > 0 ? reading.keys.map((k) => k.draft) : fallbackDrafts(req);
  // A chat room's messages (chat-room.ts): everyone in the room sees them, each with its author.
  const chat = chatData(req, [...listed, ...missingTargets(listed)]);
  const drafts = chat.drafts;
  const accounts = req.authentication.required;
  const ownDataAsked = reading.facts.some((f) => /\bown data\b/i.test(f.requirement.description));
  const perUser = owned(drafts, accounts, ownDataAsked);
  if (chat.shared !== null) perUser.delete(chat.shared);
  const plan = accounts ? accessPlan(req, drafts, perUser) : null;
  const roles = plan?.roles ?? [];
  const context: EntityContext = { req, reading, moves: readMoves(req, reading, roles), roles };
  const entities = (owned: (name: string) => boolean, access?: (name: string) => Entity["access"]) =>
    withRules(
      withPublicReading(
        drafts.map((draft, index) => ({
          ...buildEntity(context, draft, index),
          ownedByUser: owned(draft.names.name),
          ...(access ? { access: access(draft.names.name) } : {}),
        })),
        req,
        reading,
      ),
      accounts,
      reading,
      req.product.purpose,
    );
  const model: DataModel =
    plan === null
      ? { entities: entities((name) => perUser.has(name)), accounts }
      : {
          entities: entities(
            (name) => plan.owned.has(name),
            (name) => plan.access.get(name) ?? {},
          ),
          accounts,
          roles: plan.roles,
          signUpRole: plan.signUpRole,
        };
  // Totals, counts, averages and rankings the requirements ask for (issue 17): only when some requirement does.
  const reports = deriveReports(req, reading, model.entities);
  // Names an API cannot carry as they are (a field called createdAt, a relation taking a field's name) are renamed.
  return settleDataModel(reports.length > 0 ? { ...model, reports } : model);
}
