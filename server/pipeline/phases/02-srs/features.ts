import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import { capitalise, joinWords } from "../../../engines/embedded/text";
import { compareRequirementIds } from "../../traceability";
import { concernedEntity, topicOf, type EntityKey, type Topic } from "./concerns";
import { integrationOf, type Integration } from "./integrations";
import { inSentence } from "./names";
import { mainVerb, readStatement } from "./statement";

/*
 * Features (IEEE 830 §2.2 product functions): functional requirements and user stories grouped by the entity they
 * concern ("Members borrow books" and "Members return books" both under Loans), and what concerns no entity by
 * topic. Entity features come first, in the order their first requirement appears; topics follow in a fixed
 * order. Non-functional requirements belong to no feature.
 */

type Feature = RequirementsModel["features"][number];

interface Requirement {
  code: string;
  type: "functional" | "non-functional" | "user-story";
  description: string;
}

type GroupKey =
  { kind: "entity"; key: EntityKey } | { kind: "topic"; topic: Topic | "integrations" | "general" };

const TOPICS: readonly { topic: Topic | "integrations" | "general"; name: string; description: string }[] = [
  { topic: "search", name: "Search and filtering", description: "Finding what you need in long lists." },
  {
    topic: "notifications",
    name: "Notifications",
    description: "Telling users about the events that matter to them.",
  },
  { topic: "export", name: "Data export", description: "Taking data out of the application as files." },
  {
    topic: "integrations",
    name: "Integrations",
    description: "Working with the outside services the application relies on.",
  },
  {
    topic: "accounts",
    name: "Accounts and sign-in",
    description: "Signing in, roles and what each user may see.",
  },
  { topic: "general", name: "General", description: "Other capabilities of the application." },
];

/** The group a requirement belongs to: a topic that cuts across entities first, then its entity, then search. */
function groupOf(
  requirement: Requirement,
  keys: readonly EntityKey[],
  integrations: readonly Integration[],
): GroupKey {
  const entity = concernedEntity(requirement.description, keys);
  const topic = topicOf(requirement.description, entity !== undefined);
  if (topic !== undefined && topic !== "search") return { kind: "topic", topic };
  const statement = readStatement(requirement.description);
  const systemAction = statement.subject !== null && /^the application$/i.test(statement.subject);
  if (systemAction && integrationOf(requirement.description, integrations))
    return { kind: "topic", topic: "integrations" };
  if (entity) return { kind: "entity", key: entity };
  return { kind: "topic", topic: topic ?? "general" };
}

/** "Borrow, return and renew loans.": the verbs of an entity's requirements, then the entity. */
function entityDescription(key: EntityKey, requirements: readonly Requirement[]): string {
  const verbs = [...new Set(requirements.flatMap((r) => mainVerb(readStatement(r.description)) ?? []))].slice(
    0,
    5,
  );
  const things = inSentence(key.draft.names.pluralLabel);
  return verbs.length === 0
    ? `Everything about ${things}.`
    : `${capitalise(joinWords(verbs, "and"))} ${things}.`;
}

/**
 * The features of a set of requirements and the feature of each functional requirement and user story
 * (requirement code → F-n). Deterministic: the same requirements and entities give the same features. `own`
 * gives requirements a feature of their own (a capability's, capabilities.ts), after the entities' features.
 */
export function groupFeatures(
  requirements: readonly Requirement[],
  keys: readonly EntityKey[],
  integrations: readonly Integration[],
  own: ReadonlyMap<string, { name: string; description: string }> = new Map(),
): { features: Feature[]; featureOf: Map<string, string> } {
  const entityGroups = new Map<string, { key: EntityKey; members: Requirement[] }>();
  const topicGroups = new Map<string, Requirement[]>();
  const ownGroups = new Map<string, { name: string; description: string; members: Requirement[] }>();
  for (const requirement of requirements.filter((r) => r.type !== "non-functional")) {
    const mine = own.get(requirement.code);
    if (mine) {
      const found = ownGroups.get(mine.name) ?? { ...mine, members: [] };
      found.members.push(requirement);
      ownGroups.set(mine.name, found);
      continue;
    }
    const group = groupOf(requirement, keys, integrations);
    if (group.kind === "entity") {
      const name = group.key.draft.names.name;
      const found = entityGroups.get(name) ?? { key: group.key, members: [] };
      found.members.push(requirement);
      entityGroups.set(name, found);
    } else {
      topicGroups.set(group.topic, [...(topicGroups.get(group.topic) ?? []), requirement]);
    }
  }
  const drafts = [
    ...[...entityGroups.values()].map(({ key, members }) => ({
      name: capitalise(key.draft.names.pluralLabel),
      description: entityDescription(key, members),
      members,
    })),
    ...ownGroups.values(),
    ...TOPICS.flatMap((t) => {
      const members = topicGroups.get(t.topic);
      return members ? [{ name: t.name, description: t.description, members }] : [];
    }),
  ];
  const featureOf = new Map<string, string>();
  const features = drafts.map((draft, index): Feature => {
    const id = `F-${index + 1}`;
    const requirementIds = draft.members.map((m) => m.code).sort(compareRequirementIds);
    requirementIds.forEach((code) => featureOf.set(code, id));
    return { id, name: draft.name, description: draft.description, requirementIds };
  });
  return { features, featureOf };
}
