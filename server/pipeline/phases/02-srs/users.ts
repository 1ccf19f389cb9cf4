import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import { NO_AUTHENTICATION_NEEDED } from "../../../../domain/rules/checklist";
import { capitalise, stem } from "../../../engines/embedded/text";
import { sentenceList } from "../../markdown";
import { isSystemSubject, readStatement } from "./statement";
import { namedUsers } from "./user-names";

/*
 * The users of the product (IEEE 830 §2.3): one class per kind of user the checklist lists ("Librarians: run the
 * desk" or "Home cooks who collect their own recipes"), their permissions from the roles follow-up and from the
 * requirements that name them as the subject ("Librarians must be able to renew a loan" → "Renew a loan …"), and
 * whether and how users sign in.
 */

type UserClass = RequirementsModel["userClasses"][number];

/** Headings of a pasted document whose sections list kinds of user or roles. */
const USERS_SECTION =
  /\b(?:users?|roles?|actors?|personas?|people|audiences?|stakeholders?|permissions?|who)\b/i;

function sentence(text: string): string {
  const trimmed = capitalise(text.trim());
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The key two names are compared by: the stem of their last word ("Librarians", "librarian" → "librarian"). */
export function personKey(name: string): string {
  return stem((name.trim().split(/\s+/).pop() ?? "").toLowerCase());
}

/**
 * Whether a requirement's subject, or a story's role, is this kind of user; when it is the only kind, "users"
 * means it too.
 */
export function isSubject(description: string, name: string, only: boolean): boolean {
  const subject = readStatement(description).subject;
  if (subject === null || isSystemSubject(subject)) return false;
  const key = personKey(subject);
  return key === personKey(name) || (only && key === "user");
}

/** Titles of the functional requirements whose subject is this kind of user. */
function permissionsFromRequirements(
  name: string,
  only: boolean,
  requirements: readonly { type: string; description: string; title: string }[],
): string[] {
  // "Users must be notified of …" is something done to them, not something they may do.
  return requirements
    .filter((r) => r.type === "functional" && isSubject(r.description, name, only))
    .filter((r) => !/^be /i.test(readStatement(r.description).predicate))
    .map((r) => r.title);
}

/**
 * The user classes from the "user-types" answer and the "user-roles" follow-up, with permissions from the roles
 * and from requirements that name the class. A role no class matches becomes a class of its own.
 */
export function userClasses(
  answers: Readonly<Record<string, unknown>>,
  requirements: readonly { type: string; description: string; title: string }[],
): UserClass[] {
  const classes = new Map<string, UserClass>();
  for (const { name, detail, sentence: line } of namedUsers(answers["user-types"], USERS_SECTION)) {
    const key = personKey(name);
    if (key === "" || classes.has(key)) continue;
    const said = detail ?? line;
    // "Owners" says nothing about owners that the class name does not.
    const restates = said !== null && personKey(said) === key && !/\s/.test(said.trim());
    classes.set(key, { name, description: said === null || restates ? "" : sentence(said), permissions: [] });
  }
  const roleAnswer = answers["user-authentication"] === NO_AUTHENTICATION_NEEDED ? "" : answers["user-roles"];
  let lastObject: string | null = null;
  for (const { name, detail } of namedUsers(roleAnswer, USERS_SECTION)) {
    const key = personKey(name);
    const found = classes.get(key) ?? { name, description: "", permissions: [] };
    if (detail !== null) {
      // "Librarians manage books; members borrow them": them → books.
      const resolved =
        lastObject === null ? detail : detail.replace(/\b(?:them|it)\b(?=[\s.,;]*$)/i, lastObject);
      found.permissions.push(capitalise(resolved));
      const words = detail.replace(/[.;,]+$/, "").split(/\s+/);
      if (words.length >= 2 && words.length <= 4 && !/\b(?:them|it)\b/i.test(detail))
        lastObject = words.slice(1).join(" ");
    }
    classes.set(key, found);
  }
  const only = classes.size === 1;
  return [...classes.values()].map((c) => ({
    ...c,
    permissions: [...new Set([...c.permissions, ...permissionsFromRequirements(c.name, only, requirements)])],
  }));
}

/**
 * Whether users sign in (unless the answer is 'No authentication needed') and the roles: those the roles
 * follow-up names, else every user class when the answer asks for roles, else none.
 */
export function authentication(
  answers: Readonly<Record<string, unknown>>,
  classes: readonly UserClass[],
): RequirementsModel["authentication"] {
  const answer = answers["user-authentication"];
  if (answer === NO_AUTHENTICATION_NEEDED) return { required: false, roles: [] };
  const named = namedUsers(answers["user-roles"], USERS_SECTION).map((user) => user.name.toLowerCase());
  if (named.length > 0) return { required: true, roles: [...new Set(named)] };
  const withRoles = typeof answer === "string" && /roles/i.test(answer);
  return { required: true, roles: withRoles ? classes.map((c) => c.name.toLowerCase()) : [] };
}

/** How the documents name the roles: "the roles are owner, vet and admin", "the only role is admin". */
export function rolesClause(roles: readonly string[]): string {
  return roles.length === 1 ? `the only role is ${roles[0] ?? ""}` : `the roles are ${sentenceList(roles)}`;
}
