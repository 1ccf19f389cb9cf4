import { describe, expect, it } from "vitest";
import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import { designModelSchema, type DesignModel } from "../../../../domain/artifacts/03-system-design";
import { ideaInput } from "../../testing/idea-input";
import { ideaNamed } from "../../testing/ideas";
import { buildRequirementsModel } from "../02-srs/build";
import { buildDesignModel } from "./build";

function requirementsOf(slug: string): RequirementsModel {
  return buildRequirementsModel(ideaInput(ideaNamed(slug)));
}

function component(design: DesignModel, id: string) {
  const found = design.components.find((c) => c.id === id);
  if (!found) throw new Error(`no component ${id}`);
  return found;
}

const library = requirementsOf("lending-library");
const design = designModelSchema.parse(buildDesignModel(library));
const ids = (type: string) => library.requirements.filter((r) => r.type === type).map((r) => r.id);

describe("buildDesignModel", () => {
  it("has a user per user class, the client, the API server, the database and each integration", () => {
    expect(design.components.map((c) => [c.id, c.kind])).toEqual([
      ["librarian", "user"],
      ["member", "user"],
      ["web-client", "client"],
      ["api-server", "server"],
      ["database", "database"],
      ["mail-service", "external"],
    ]);
    expect(design.dataFlows.map((f) => `${f.from}->${f.to}`)).toEqual([
      "librarian->web-client",
      "member->web-client",
      "web-client->api-server",
      "api-server->database",
      "api-server->mail-service",
    ]);
  });

  it("maps requirement ids to the components that serve them", () => {
    expect(component(design, "api-server").serves).toEqual(expect.arrayContaining([...ids("functional"), ...ids("user-story")]));
    expect(component(design, "mail-service").serves).toEqual(["FR-11", "FR-12"]);
    expect(component(design, "member").serves).toEqual(["FR-6", "FR-7", "US-1"]);
    const usability = library.requirements.filter((r) => r.category === "usability").map((r) => r.id);
    expect(component(design, "web-client").serves).toEqual(expect.arrayContaining(usability));
    expect(component(design, "api-server").serves).not.toEqual(expect.arrayContaining(usability));
    const retention = library.requirements.find((r) => /kept for/.test(r.description))?.id ?? "";
    expect(component(design, "database").serves).toContain(retention);
    expect(component(design, "web-client").serves).not.toContain("FR-12");
  }); // prettier-ignore

  it("shows the main create action of the primary entity as the key flow", () => {
    expect(design.keyFlow.name).toBe("Borrow books with a due date");
    expect(design.keyFlow.serves).toEqual(["FR-6"]);
    expect(design.keyFlow.steps.map((s) => s.message)).toEqual(
      expect.arrayContaining(["POST /api/loans with the loan as JSON", "Look up the session of the cookie", "INSERT INTO loans the validated values"]),
    );
    const hive = buildDesignModel(requirementsOf("hive-log"));
    expect(hive.keyFlow.steps.map((s) => s.message)).not.toContain("Look up the session of the cookie");
  }); // prettier-ignore

  it("records the stack, and the configuration sign-in and integrations need", () => {
    expect(design.technologyStack.map((t) => `${t.technology} ${t.version ?? ""}`.trim())).toEqual(
      expect.arrayContaining(["React 19", "Vite 8", "Express 5", "Drizzle ORM 0.45", "PostgreSQL 15+", "PGlite 0.5", "zod 4", "Vitest 4", "TypeScript 5.9"]),
    );
    expect(design.technologyStack.every((t) => t.rationale !== "")).toBe(true);
    expect(design.deployment.configuration.map((c) => c.name)).toEqual(["DATABASE_URL", "PORT", "SESSION_SECRET", "SMTP_URL"]);
    const hive = buildDesignModel(requirementsOf("hive-log"));
    expect(hive.deployment.configuration.map((c) => c.name)).toEqual(["DATABASE_URL", "PORT", "MAPS_TILE_URL"]);
  }); // prettier-ignore

  it("takes security measures from sign-in and the security requirements", () => {
    expect(design.security.map((s) => s.concern)).toEqual(["Authentication", "Authorisation", "Transport", "Input validation", "Output encoding"]);
    const hashed = library.requirements.find((r) => /hashed/.test(r.description))?.id;
    expect(design.security[0]?.serves).toContain(hashed);
    const clinic = buildDesignModel(requirementsOf("clinic-booking"));
    expect(clinic.security.map((s) => s.concern)).toEqual(expect.arrayContaining(["Audit", "Personal data"]));
  }); // prettier-ignore

  it("has one strategy per non-functional requirement, keeping its figures", () => {
    expect(design.nonFunctional.map((n) => n.requirementId)).toEqual(ids("non-functional"));
    const speed = library.requirements.find((r) => /respond within/.test(r.description))?.id;
    expect(design.nonFunctional.find((n) => n.requirementId === speed)?.strategy).toContain(
      "within 2 seconds",
    );
  });

  it("keeps user component ids clear of the system's own and stands in one user when none is described", () => {
    const model: RequirementsModel = {
      ...library,
      userClasses: [{ name: "Database", description: "", permissions: [] }],
    };
    expect(buildDesignModel(model).components[0]?.id).toBe("database-user");
    const nobody = buildDesignModel({ ...library, userClasses: [] });
    expect(nobody.components.filter((c) => c.kind === "user").map((c) => c.name)).toEqual(["User"]);
  });
});
