import type { Entity } from "../../../../domain/artifacts/04-data-model";
import type { Action } from "../02-srs/concerns";
import { idsWhere, type ModelReading, type RequirementFacts } from "../02-srs/reading";

/*
 * Which requirements an API operation (and the page that calls it) serves, from what each functional requirement
 * or story concerns and the actions it asks for (02-srs/concerns.ts):
 *
 * - create, update, delete: the requirements that concern the entity and ask for that action;
 * - list: those whose capability names the entity and asks to see, search or export, or that concern it and
 *   ask nothing in particular; requirements to search lists or export data in general; "users see only their
 *   own data" for per-user entities;
 * - get (one row): those that concern the entity and ask to see or change it;
 * - a child listing (GET /members/{id}/loans): those that concern the child, name the parent as who asks or in
 *   what they ask, and ask to see;
 * - sign-in operations: the requirements about accounts, and the quality requirements about passwords.
 *
 * Requirements about accounts or notifications serve no entity operation even when they name an entity
 * ("notify … when a loan is due"): the sign-in operations and the design's services carry them.
 */

export type OperationRole = "list" | "get" | "create" | "update" | "delete";

const functional = (f: RequirementFacts) => f.requirement.type !== "non-functional";
const aboutData = (f: RequirementFacts) =>
  functional(f) && f.topic !== "accounts" && f.topic !== "notifications";
const named = (f: RequirementFacts, entity: Entity) =>
  f.inCapability.some((k) => k.draft.names.name === entity.name);
const namedBy = (f: RequirementFacts, entity: Entity) =>
  named(f, entity) || f.inSubject.some((k) => k.draft.names.name === entity.name);
const concerns = (f: RequirementFacts, entity: Entity) => f.entity?.draft.names.name === entity.name;
const asks = (f: RequirementFacts, ...actions: Action[]) => actions.some((a) => f.actions.includes(a));
const looking = (f: RequirementFacts) => asks(f, "list", "search", "export");

function serves(f: RequirementFacts, entity: Entity, role: OperationRole): boolean {
  if (entity.ownedByUser && role === "list" && /\bown data\b/i.test(f.requirement.description)) return true;
  if (!aboutData(f)) return false;
  switch (role) {
    case "create":
    case "update":
    case "delete":
      return concerns(f, entity) && asks(f, role);
    case "get":
      return concerns(f, entity) && (f.actions.length === 0 || asks(f, "list", "search", "update"));
    case "list":
      return (
        ((concerns(f, entity) || named(f, entity)) && looking(f)) ||
        (concerns(f, entity) && f.actions.length === 0) ||
        (f.entity === undefined && (f.topic === "search" || f.topic === "export"))
      );
  }
}

/** The requirement ids an entity operation serves (see the module comment). */
export function operationServes(reading: ModelReading, entity: Entity, role: OperationRole): string[] {
  return idsWhere(reading, (f) => serves(f, entity, role));
}

/** The requirement ids a child listing serves: seeing the child's rows that belong to one parent. */
export function childListServes(reading: ModelReading, parent: Entity, child: Entity): string[] {
  return idsWhere(reading, (f) => aboutData(f) && concerns(f, child) && namedBy(f, parent) && looking(f));
}

/** The requirement ids the sign-in operations serve: accounts, and passwords or two-step sign-in. */
export function accountServes(reading: ModelReading, which: "register" | "login" | "me"): string[] {
  return idsWhere(reading, (f) => {
    const text = f.requirement.description;
    if (!functional(f)) return which !== "me" && /\bpasswords?\b|\btwo-step\b/i.test(text);
    if (f.topic !== "accounts") return false;
    if (which === "me") return /\broles?\b|\bprofile\b|\bown data\b/i.test(text);
    return (
      /\bsign(?:s|ed)? (?:in|up)\b|\blog ?in\b|\baccounts?\b/i.test(text) && !/\badministrator\b/i.test(text)
    );
  });
}
