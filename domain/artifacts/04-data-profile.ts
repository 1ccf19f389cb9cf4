import { z } from "zod";
import { servesSchema } from "./common";
import { fieldSchema } from "./04-data-field";

/*
 * The account's profile: what an app with accounts keeps about each account besides its sign-in name, password
 * and display name, in the idea's words. An idea that speaks of its users as a thing ("users have a name, an email
 * and a favourite genre", "a user can write down…") describes the accounts, not a second table beside them: when
 * the model has accounts, an entity named as the accounts themselves (ACCOUNT_ENTITY_NAMES) is folded into the
 * profile (`foldAccountEntities`, run when a data model is settled, 04-data-settle.ts):
 * - its fields become the profile's fields, except what every account already has (ACCOUNT_OWN_FIELDS);
 * - what pointed at it points at the account: another entity's many-to-one relation to it becomes the row's owner
 *   (`ownedByUser`: the account that made the row), and the relation, its foreign key, its indexes, its example
 *   values, the rules and reports built on it go; a many-to-many relation to it goes;
 * - the requirements it served are served by the profile (the account's profile page and API).
 * Without accounts an entity named User is data like any other and stays.
 */

/**
 * Entity names that mean the accounts themselves (compared without case, spaces or underscores). "Account" alone is
 * not one: a budget's accounts are bank accounts.
 */
export const ACCOUNT_ENTITY_NAMES: readonly string[] = [
  "user",
  "users",
  "useraccount",
  "userprofile",
  "profile",
  "appuser",
  "signedinuser",
  "registereduser",
  "accountprofile",
];

/** Properties every account has already (sign-in name, password, display name, role, row properties). */
export const ACCOUNT_OWN_FIELDS: readonly string[] = [
  "id",
  "username",
  "userName",
  "login",
  "name",
  "displayName",
  "password",
  "passwordHash",
  "role",
  "createdAt",
  "updatedAt",
];

export const profileSchema = z.object({
  /** What the app calls it: "Profile". */
  label: z.string().min(1),
  /** The fields each account may fill in on its profile page; none is required or unique. */
  fields: z.array(fieldSchema).min(1),
  serves: servesSchema,
});
export type Profile = z.infer<typeof profileSchema>;
type ProfileField = Profile["fields"][number];

/** Why a model's profile cannot be built, or an empty list. */
export function profileIssues(profile: Profile | undefined, accounts: boolean): string[] {
  if (!profile) return [];
  const issues: string[] = [];
  if (!accounts) issues.push("a profile needs accounts");
  const names = profile.fields.map((f) => f.name);
  const columns = profile.fields.map((f) => f.column);
  if (new Set(names).size !== names.length) issues.push("profile field names must be unique");
  if (new Set(columns).size !== columns.length) issues.push("profile columns must be unique");
  for (const name of names) {
    if (ACCOUNT_OWN_FIELDS.includes(name)) issues.push(`every account already has "${name}"`);
    if (name in Object.prototype) issues.push(`"${name}" is a name every object already has`);
  }
  for (const column of columns)
    if (["id", "username", "password_hash", "name", "role", "created_at", "updated_at"].includes(column))
      issues.push(`the column "${column}" is one every account already has`);
  for (const f of profile.fields)
    if (f.type === "enum" && (f.enumValues ?? []).length === 0) issues.push(`"${f.name}" needs its values`);
  return issues;
}

/** Whether an entity's name means the accounts themselves. */
export function isAccountEntityName(name: string): boolean {
  return ACCOUNT_ENTITY_NAMES.includes(name.toLowerCase().replace(/[\s_-]/g, ""));
}

type Rec = Record<string, unknown>;
type LooseEntity = Rec & {
  name: string;
  fields: Rec[];
  relations: Rec[];
  indexes?: Rec[];
  seed?: Rec[];
  rules?: Rec[];
  serves?: string[];
  ownedByUser?: boolean;
};
type LooseModel = Rec & { accounts?: unknown; entities: unknown[]; reports?: unknown; profile?: unknown };

const isRecord = (value: unknown): value is Rec => typeof value === "object" && value !== null;
const isEntity = (value: unknown): value is LooseEntity =>
  isRecord(value) &&
  typeof value.name === "string" &&
  Array.isArray(value.fields) &&
  Array.isArray(value.relations);

/** The model with its account entities folded into the profile (see the module comment). */
export function foldAccountEntities<M extends LooseModel>(model: M): M {
  if (!isRecord(model) || model.accounts !== true || !Array.isArray(model.entities)) return model;
  const entities = model.entities;
  if (!entities.every(isEntity)) return model;
  const folded = entities.filter((e) => isAccountEntityName(e.name));
  // A model made only of its users keeps them: an app needs one thing of its own.
  if (folded.length === 0 || folded.length === entities.length) return model;
  const foldedNames = new Set(folded.map((e) => e.name));
  const existing = isRecord(model.profile) ? (model.profile as Profile) : undefined;
  const fields: ProfileField[] = [...(existing?.fields ?? [])];
  for (const field of folded.flatMap((e) => e.fields)) {
    const name = typeof field.name === "string" ? field.name : "";
    if (!name || ACCOUNT_OWN_FIELDS.includes(name) || name in Object.prototype) continue;
    if (fields.some((f) => f.name === name)) continue;
    if (fields.some((f) => f.column === field.column)) continue;
    fields.push({ ...(field as ProfileField), required: false, unique: false });
  }
  const serves = [...new Set([...(existing?.serves ?? []), ...folded.flatMap((e) => e.serves ?? [])])];
  const kept = entities
    .filter((e) => !foldedNames.has(e.name))
    .map((e) => withoutAccountLinks(e, foldedNames));
  const reports = Array.isArray(model.reports)
    ? model.reports.filter((r) => reportKept(r, foldedNames, kept))
    : model.reports;
  const next: M = { ...model, entities: kept };
  if (Array.isArray(model.reports)) next.reports = reports;
  if (fields.length > 0) next.profile = { label: existing?.label ?? "Profile", fields, serves };
  return next;
}

/** An entity whose relations to the accounts' entities are gone; a many-to-one one made its rows the account's. */
function withoutAccountLinks(entity: LooseEntity, folded: ReadonlySet<string>): LooseEntity {
  const gone = entity.relations.filter((r) => typeof r.target === "string" && folded.has(r.target));
  if (gone.length === 0) return entity;
  const names = new Set(gone.map((r) => String(r.name)));
  const columns = new Set(gone.flatMap((r) => (typeof r.column === "string" ? [r.column] : [])));
  const owner = gone.some((r) => r.kind === "many-to-one");
  const mentions = (value: unknown) =>
    isRecord(value) && Object.values(value).some((v) => typeof v === "string" && names.has(v));
  const next: LooseEntity = {
    ...entity,
    relations: entity.relations.filter((r) => !gone.includes(r)),
    ownedByUser: entity.ownedByUser === true || owner,
  };
  if (Array.isArray(entity.indexes))
    next.indexes = entity.indexes.filter(
      (i) => !(Array.isArray(i.columns) && i.columns.some((c) => columns.has(String(c)))),
    );
  if (Array.isArray(entity.seed))
    next.seed = entity.seed.map((row) =>
      isRecord(row) ? Object.fromEntries(Object.entries(row).filter(([k]) => !names.has(k))) : row,
    );
  if (Array.isArray(entity.rules)) next.rules = entity.rules.filter((r) => !mentions(r));
  return next;
}

/** A report stays unless it counts the folded entity or groups by a relation that went. */
function reportKept(report: unknown, folded: ReadonlySet<string>, kept: readonly LooseEntity[]): boolean {
  if (!isRecord(report)) return true;
  if (typeof report.entity === "string" && folded.has(report.entity)) return false;
  const group = report.groupBy;
  if (!isRecord(group) || group.kind !== "relation") return true;
  const entity = kept.find((e) => e.name === report.entity);
  return entity === undefined || entity.relations.some((r) => r.name === group.relation);
}
