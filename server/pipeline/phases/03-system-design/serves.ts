import type { ModelRequirement } from "../../../../domain/artifacts/01-requirements";
import { idsWhere, type ModelReading, type RequirementFacts } from "../02-srs/reading";
import { isSystemSubject, readStatement } from "../02-srs/statement";
import { isSubject } from "../02-srs/users";

/*
 * Which requirements each component of the design serves (K2 traceability):
 *
 * - the API server: every functional requirement and user story (it carries out every action);
 * - the web client: the same, except what the application does with an outside service unseen
 *   ("The application must send e-mail through …");
 * - the database: functional requirements and stories about data (they concern or name an entity) and sign-in
 *   (accounts are rows);
 * - an external service: the requirements that name it ("by e-mail" → the e-mail delivery service);
 * - a kind of user: the functional requirements whose subject it is and the stories told in its name;
 * - non-functional requirements by category, to the components that address them (NFR_COMPONENTS).
 */

export type SystemPart = "client" | "server" | "database";

type Category = NonNullable<ModelRequirement["category"]>;

const NFR_COMPONENTS: Readonly<Record<Category, readonly SystemPart[]>> = {
  performance: ["client", "server", "database"],
  security: ["server"],
  usability: ["client"],
  availability: ["server", "database"],
  scalability: ["server", "database"],
  maintainability: ["client", "server"],
  other: ["server"],
};

/** Quality requirements the database addresses whatever their category: stored data, its retention and audit. */
const DATA_QUALITY = /\b(?:hash\w*|audit|personal data|gdpr|kept|retention|delete\w*|backups?)\b/i;

/** The parts of the system that address a non-functional requirement. */
export function partsForQuality(requirement: ModelRequirement): SystemPart[] {
  const parts = new Set(NFR_COMPONENTS[requirement.category ?? "other"]);
  if (DATA_QUALITY.test(requirement.description)) parts.add("database");
  if (requirement.category === "other" && DATA_QUALITY.test(requirement.description)) parts.delete("server");
  return [...parts];
}

function functional(f: RequirementFacts): boolean {
  return f.requirement.type !== "non-functional";
}

function qualityFor(part: SystemPart) {
  return (f: RequirementFacts) =>
    f.requirement.type === "non-functional" && partsForQuality(f.requirement).includes(part);
}

/** An action the application takes with an outside service unseen (sending e-mail): no page is involved. */
function serviceOnly(f: RequirementFacts): boolean {
  const subject = readStatement(f.requirement.description).subject;
  return f.integration !== undefined && !f.integration.visible && isSystemSubject(subject);
}

/** The requirement ids a part of the system serves (see the module comment). */
export function servedByPart(reading: ModelReading, part: SystemPart): string[] {
  switch (part) {
    case "server":
      return idsWhere(reading, (f) => functional(f) || qualityFor("server")(f));
    case "client":
      return idsWhere(reading, (f) => (functional(f) && !serviceOnly(f)) || qualityFor("client")(f));
    case "database":
      return idsWhere(
        reading,
        (f) =>
          (functional(f) && (f.entity !== undefined || f.mentioned.length > 0 || f.topic === "accounts")) ||
          qualityFor("database")(f),
      );
  }
}

/** The requirement ids an outside service serves: those that name it. */
export function servedByService(reading: ModelReading, serviceId: string): string[] {
  return idsWhere(reading, (f) => f.integration?.id === serviceId);
}

/**
 * The requirement ids a kind of user serves: requirements whose subject, or story's role, it is; when it is the
 * only kind of user, also those whose subject is "users".
 */
export function servedByUser(reading: ModelReading, userName: string, only: boolean): string[] {
  return idsWhere(reading, (f) => functional(f) && isSubject(f.requirement.description, userName, only));
}
