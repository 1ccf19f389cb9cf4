import { requirementIdSchema } from "../../../../domain/artifacts/common";
import type { ModelRequirement, RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import { NO_AUTHENTICATION_NEEDED } from "../../../../domain/rules/checklist";
import { functionalCriteria } from "./acceptance";
import { findCapabilities } from "./capabilities";
import { actionsOf, concernedEntity, entityKeys, topicOf, type EntityKey } from "./concerns";
import { draftEntities, readDataEntities } from "./data-entities";
import { groupFeatures } from "./features";
import { chosenIntegrations, integrationOf, type Integration } from "./integrations";
import {
  definitions,
  delivery,
  externalInterfaces,
  limits,
  productSection,
  type ProductFacts,
} from "./product";
import { findLook, LOOK_TITLE } from "./look";
import { qualityCategory, qualityCriteria } from "./quality";
import { requirementTitle } from "./statement";
import { authentication, userClasses } from "./users";

/** A requirement as the project stores it. */
export interface StoredRequirement {
  code: string;
  type: "functional" | "non-functional" | "user-story";
  description: string;
  status: "confirmed" | "unconfirmed";
  priority: "must" | "should" | "could";
  source: "chat" | "checklist" | "user";
}

/** What the requirements builder reads: the project, its checklist answers and its stored requirements. */
export interface RequirementsInput {
  project: { name: string; description: string };
  answers: Readonly<Record<string, unknown>>;
  requirements: readonly StoredRequirement[];
}

/** Requirements with a usable id and text, each id once (the first wins). */
function usable(requirements: readonly StoredRequirement[]): StoredRequirement[] {
  const seen = new Set<string>();
  return requirements.filter((r) => {
    const ok =
      requirementIdSchema.safeParse(r.code).success && r.description.trim() !== "" && !seen.has(r.code);
    seen.add(r.code);
    return ok;
  });
}

function modelRequirement(
  stored: StoredRequirement,
  featureId: string | null,
  context: { keys: readonly EntityKey[]; integrations: readonly Integration[]; signedIn: boolean },
  ownCriteria: readonly string[] = [],
  ownTitle?: string,
): ModelRequirement {
  const description = stored.description.trim();
  const quality = stored.type === "non-functional";
  const entity = quality ? undefined : concernedEntity(description, context.keys);
  const criteria =
    ownCriteria.length > 0
      ? [...ownCriteria]
      : quality
        ? qualityCriteria(description)
        : functionalCriteria(description, {
            entity,
            actions: actionsOf(description),
            topic: topicOf(description, entity !== undefined),
            integration: integrationOf(description, context.integrations),
            signedIn: context.signedIn,
          });
  return {
    id: stored.code,
    type: stored.type,
    title: ownTitle ?? (requirementTitle(description, stored.type) || stored.code),
    description,
    priority: stored.priority,
    status: stored.status,
    source: stored.source,
    featureId: quality ? null : featureId,
    category: quality ? qualityCategory(description) : null,
    acceptanceCriteria: criteria.length > 0 ? criteria : [`A reviewer confirms: ${description}`],
  };
}

/**
 * The requirements model (what the SRS is rendered from) built deterministically from the checklist's answers
 * and the project's stored requirements: the product from the overview answers and the description, user
 * classes and sign-in from the users section, features grouping functional requirements and user stories by
 * the entity or topic they concern, every requirement with a title, a category (non-functional) and acceptance
 * criteria, the data entities in the user's words (the idea's lexicon suggestion when the data section is
 * empty), interfaces, constraints and delivery. Requirements with a malformed id are left out. Capabilities
 * beyond records (capabilities.ts) are listed with whether the generated app builds them; one no requirement
 * states gets a new functional requirement (unconfirmed, numbered after the highest FR-n).
 */
export function buildRequirementsModel(input: RequirementsInput): RequirementsModel {
  const { answers } = input;
  const project = {
    name: input.project.name.trim() || "Untitled application",
    description: input.project.description.trim(),
  };
  const dataEntities = readDataEntities(answers["data-entities"], project);
  const entities = draftEntities(dataEntities);
  const keys = entityKeys(entities);
  const integrations = chosenIntegrations(answers.integrations);
  const signedIn = answers["user-authentication"] !== NO_AUTHENTICATION_NEEDED;
  const given = usable(input.requirements);
  const found = findCapabilities({
    description: project.description,
    answers,
    requirements: given,
    entities,
  });
  const added = new Map(found.added.map((r) => [r.code, r]));
  // The idea's look (look.ts): a usability requirement that names its colours, font, brand name, ….
  const look = findLook({
    name: project.name,
    description: project.description,
    answers,
    requirements: given,
  });
  const stored: StoredRequirement[] = [
    ...given,
    ...found.added.map((r): StoredRequirement => ({
      code: r.code,
      type: r.type,
      description: r.description,
      status: "unconfirmed",
      priority: "should",
      source: "user",
    })),
    ...(look.added ? [look.added] : []),
  ];
  const ownFeatures = new Map(
    found.added.flatMap((r) => (r.feature === undefined ? [] : [[r.code, r.feature] as const])),
  );
  const { features, featureOf } = groupFeatures(stored, keys, integrations, ownFeatures);
  const requirements = stored.map((r) =>
    modelRequirement(
      r,
      featureOf.get(r.code) ?? null,
      { keys, integrations, signedIn },
      added.get(r.code)?.acceptanceCriteria ?? look.criteria.get(r.code),
      r.code === look.added?.code ? LOOK_TITLE : undefined,
    ),
  );
  const classes = userClasses(answers, requirements);
  const auth = authentication(answers, classes);
  const facts: ProductFacts = {
    name: project.name,
    description: project.description,
    answers,
    entities,
    features,
    integrations,
    signIn: auth.required,
    roles: auth.roles,
  };
  return {
    product: {
      ...productSection(facts),
      ...(project.description.trim() ? { idea: project.description } : {}),
    },
    definitions: definitions(facts),
    references: [
      `The requirements checklist of ${project.name}, as answered`,
      ...(stored.some((r) => r.source === "chat")
        ? ["The requirements conversation with the Requirements AI"]
        : []),
    ],
    userClasses: classes,
    authentication: auth,
    features,
    requirements,
    capabilities: found.capabilities,
    dataEntities,
    externalInterfaces: externalInterfaces(facts),
    ...limits(facts),
    delivery: delivery(answers),
  };
}
