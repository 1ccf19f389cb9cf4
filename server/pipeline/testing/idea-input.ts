import { NO_AUTHENTICATION_NEEDED, NO_INTEGRATIONS_NEEDED } from "../../../domain/rules/checklist";
import { createEmbeddedRequirementsAgent } from "../phases/01-requirements/embedded";
import type { StoredRequirement } from "../phases/02-srs/build";

export type { StoredRequirement };

/*
 * Test support: the input of the requirements builder for an idea, produced the way the product produces it. The
 * embedded Requirements AI pre-fills the data section from the idea, every required question gets a sensible
 * answer (an idea overrides what it says differently), and the checklist's answers become requirements through
 * the same agent, after any requirements the chat already recorded.
 */

type RequirementType = StoredRequirement["type"];
type Priority = StoredRequirement["priority"];

/** An idea to build: the project, its answers where they differ from the defaults, and chat requirements. */
export interface IdeaSpec {
  /** kebab-case; names snapshot files. */
  slug: string;
  name: string;
  description: string;
  answers: Readonly<Record<string, unknown>>;
  /** The data section as the user left it; the agent's suggestion when absent. */
  dataEntities?: string;
  /** Requirements recorded in the chat before the checklist was generated (FR-1, US-1, … in this order). */
  chat?: readonly { type: RequirementType; description: string; priority: Priority; confirmed: boolean }[];
}

/** The builder input for an idea: the project, the answered checklist and the stored requirements. */
export interface IdeaInput {
  project: { name: string; description: string };
  answers: Record<string, unknown>;
  requirements: StoredRequirement[];
}

const PREFIX: Readonly<Record<RequirementType, string>> = {
  functional: "FR",
  "non-functional": "NFR",
  "user-story": "US",
};

/** Answers for every required question, before an idea's own answers replace them. */
function defaultAnswers(spec: IdeaSpec, suggested: string): Record<string, unknown> {
  const auth = spec.answers["user-authentication"];
  return {
    "product-purpose": spec.description,
    "business-goals": `Make ${spec.name} easy to use from the first day`,
    platform: "Web browser on desktop and mobile",
    "user-types": "People who use the app",
    "user-authentication": "Username and password accounts",
    "core-features": "Add and edit records\nSee a list of records",
    "search-filter": true,
    "data-entities": suggested,
    integrations: [NO_INTEGRATIONS_NEEDED],
    performance: "Within 2 seconds",
    security:
      auth === NO_AUTHENTICATION_NEEDED
        ? ["Encrypted connections (HTTPS)"]
        : ["Encrypted connections (HTTPS)", "Passwords stored hashed"],
    scalability: "Some growth",
    hosting: "No preference",
    "phased-delivery": "No, deliver everything at once",
  };
}

/** The chat's requirements with the codes the agent would have given them (next number per type). */
function chatRequirements(spec: IdeaSpec): StoredRequirement[] {
  const next: Record<RequirementType, number> = { functional: 0, "non-functional": 0, "user-story": 0 };
  return (spec.chat ?? []).map((r) => {
    next[r.type] += 1;
    return {
      code: `${PREFIX[r.type]}-${next[r.type]}`,
      type: r.type,
      description: r.description,
      status: r.confirmed ? "confirmed" : "unconfirmed",
      priority: r.priority,
      source: "chat",
    };
  });
}

/**
 * The project, checklist answers and stored requirements for an idea, through the real embedded agent:
 * `suggestDataEntities` pre-fills the data section, `requirementsFromChecklist` states what the answers require
 * (de-duplicated against the chat's requirements, codes continuing after them). Checklist requirements are
 * recorded as confirmed, as they are when the user marks the checklist complete.
 */
export function ideaInput(spec: IdeaSpec): IdeaInput {
  const agent = createEmbeddedRequirementsAgent();
  const project = { name: spec.name, description: spec.description };
  const suggested = agent.suggestDataEntities(project);
  const answers: Record<string, unknown> = {
    ...defaultAnswers(spec, suggested),
    ...spec.answers,
    ...(spec.dataEntities === undefined ? {} : { "data-entities": spec.dataEntities }),
  };
  const chat = chatRequirements(spec);
  const fromChecklist = agent.requirementsFromChecklist({ answers, existing: chat });
  return {
    project,
    answers,
    requirements: [
      ...chat,
      ...fromChecklist.map((r): StoredRequirement => ({
        code: r.code,
        type: r.type,
        description: r.description,
        status: "confirmed",
        priority: r.priority,
        source: "checklist",
      })),
    ],
  };
}
