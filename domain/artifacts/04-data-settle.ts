import { settleDataNames } from "./04-data-names";
import { foldAccountEntities } from "./04-data-profile";

/*
 * What the product settles in any data model before it is checked — the embedded engine's, a model's draft or a
 * user's edit alike — so that a model that is right in substance is not refused for what can be put right without
 * changing what it says:
 * - an entity that is the accounts themselves (a User beside the accounts) becomes the account's profile
 *   (04-data-profile.ts);
 * - colliding names are renamed (04-data-names.ts);
 * - later sign-ups never manage accounts (signUpRoleIssue): the first account administers; the role everyone else
 *   signs up with is the last role that does not manage accounts, or, when every role the idea names does, a
 *   Member role added with the same access to the rows but not to the accounts, and to rows that belong to an
 *   account only its own. No role the idea names is dropped.
 */

type Access = { read: string; create: boolean; update: string; delete: string };
type Role = { name: string; label: string; description: string; manageAccounts: boolean };
type Model = {
  accounts: boolean;
  roles?: Role[] | undefined;
  signUpRole?: string | null | undefined;
  entities: { access?: Record<string, Access> | undefined; ownedByUser?: boolean }[];
};

/** The role later sign-ups get: the one named, else the last. */
function signUpRoleOf(model: Model): Role | undefined {
  const roles = model.roles ?? [];
  return roles.find((r) => r.name === model.signUpRole) ?? roles[roles.length - 1];
}

/** Why a model's sign-ups would manage every account, or null. */
export function signUpRoleIssue(model: Model): string | null {
  const role = signUpRoleOf(model);
  return role?.manageAccounts
    ? `new accounts would sign up as "${role.name}", which manages accounts: they must get a role that does not`
    : null;
}

/** The model with its sign-up role settled (see the module comment); a model without the issue is returned as it is. */
export function settleSignUpRole<M extends Model>(model: M): M {
  if (!Array.isArray(model?.roles) || !Array.isArray(model.entities) || signUpRoleIssue(model) === null)
    return model;
  const roles = model.roles;
  const least = [...roles].reverse().find((r) => !r.manageAccounts);
  if (least) return { ...model, signUpRole: least.name };
  const from = signUpRoleOf(model);
  const names = new Set(roles.map((r) => r.name));
  let name = "member";
  for (let n = 2; names.has(name); n += 1) name = `member_${n}`;
  const member: Role = {
    name,
    label: "Member",
    description: "Accounts that signed up after the first: the same rows, but not the accounts",
    manageAccounts: false,
  };
  return {
    ...model,
    roles: [...roles, member],
    signUpRole: name,
    entities: model.entities.map((entity) => {
      const access = entity.access;
      const copied = from ? access?.[from.name] : undefined;
      if (!access || !copied) return entity;
      // Rows that belong to an account: a later sign-up reaches its own, never another account's.
      const own = (scope: string) => (entity.ownedByUser === true && scope === "all" ? "own" : scope);
      const member = {
        ...copied,
        read: own(copied.read),
        update: own(copied.update),
        delete: own(copied.delete),
      };
      return { ...entity, access: { ...access, [name]: member } };
    }),
  };
}

/** Everything the module comment lists, in order. */
export function settleDataModel<M extends Model & Parameters<typeof settleDataNames>[0]>(model: M): M {
  return settleSignUpRole(settleDataNames(foldAccountEntities(model)));
}
