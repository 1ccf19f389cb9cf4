import type { ModelRequirement, RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import {
  actionsOf,
  concernedEntity,
  entityKeys,
  mentionedEntities,
  topicOf,
  type Action,
  type EntityKey,
  type Topic,
} from "./concerns";
import { sortRequirementIds } from "../../traceability";
import { draftEntities } from "./data-entities";
import { integrationOf, integrationsNamed, type Integration } from "./integrations";
import { capability, readStatement } from "./statement";

/*
 * The requirements model as the later builders read it: its entities typed, its integrations, and for every
 * requirement what it concerns. Computed once per build and passed along, so the design, data, API and UI models
 * agree on which requirement each element serves.
 */

/** What one requirement is about. */
export interface RequirementFacts {
  requirement: ModelRequirement;
  /** The entity it concerns (functional requirements and user stories only). */
  entity: EntityKey | undefined;
  /** Every entity its text names (subject, capability, benefit). */
  mentioned: EntityKey[];
  /** The entities its capability names ("borrow books" → Book), and its subject or role names ("Members"). */
  inCapability: EntityKey[];
  inSubject: EntityKey[];
  actions: Action[];
  topic: Topic | undefined;
  /** The integration it names, if any of the model's. */
  integration: Integration | undefined;
}

/** The requirements model read once: entities, integrations and the facts of each requirement. */
export interface ModelReading {
  keys: EntityKey[];
  integrations: Integration[];
  facts: RequirementFacts[];
}

/** Reads a requirements model for the builders of the later models (see the module comment). */
export function readRequirementsModel(model: RequirementsModel): ModelReading {
  const keys = entityKeys(draftEntities(model.dataEntities));
  const integrations = integrationsNamed(model.externalInterfaces.software);
  const facts = model.requirements.map((requirement): RequirementFacts => {
    const functional = requirement.type !== "non-functional";
    const entity = functional ? concernedEntity(requirement.description, keys) : undefined;
    const statement = readStatement(requirement.description);
    return {
      requirement,
      entity,
      mentioned: mentionedEntities(requirement.description, keys),
      inCapability: mentionedEntities(capability(statement), keys),
      inSubject: mentionedEntities(statement.subject ?? "", keys),
      actions: functional ? actionsOf(requirement.description) : [],
      topic: functional ? topicOf(requirement.description, entity !== undefined) : undefined,
      integration: integrationOf(requirement.description, integrations),
    };
  });
  return { keys, integrations, facts };
}

/** The ids of the requirements whose facts pass a test, sorted as readers expect (FR, NFR, US; by number). */
export function idsWhere(reading: ModelReading, test: (facts: RequirementFacts) => boolean): string[] {
  return sortRequirementIds(reading.facts.filter(test).map((f) => f.requirement.id));
}

/** Whether a requirement concerns or names an entity (by its PascalCase name). */
export function isAbout(facts: RequirementFacts, entityName: string): boolean {
  return (
    facts.entity?.draft.names.name === entityName ||
    facts.mentioned.some((m) => m.draft.names.name === entityName)
  );
}
