import { describe, expect, it } from "vitest";
import { buildChain } from "../pipeline/testing/build-chain";
import { ideaInput } from "../pipeline/testing/idea-input";
import { servingOf } from "./traceability";

const VET =
  "A web app for our vet clinic: book appointments for pets, keep each pet's vaccination history, and remind owners a week before a vaccine is due";

describe("which requirements the traceability matrix marks as served", () => {
  const chain = buildChain(ideaInput({ slug: "vet", name: "Paws", description: VET, answers: {} }));
  const titled = (title: string) => chain.requirements.requirements.find((r) => r.title === title)?.id ?? "";

  it("marks a capability the generated app does not build as unserved, with what it lacks", () => {
    const served = servingOf(chain);
    expect(served.get(titled("Remind owners a week before a vaccine is due"))).toEqual({
      status: "unserved",
      reason: "not built — no scheduled job, no mail sender",
    });
    expect(served.get(titled("Search and filter lists"))).toEqual({ status: "served", reason: null });
    expect(served.get(titled("Sign in with a username and password"))?.status).toBe("served");
    expect(served.get(titled("Pages respond within 2 seconds"))?.status).toBe("design");
  });

  it("marks records without an operation for an action unserved, and waits for the technical documents", () => {
    const api = structuredClone(chain.api);
    for (const resource of api.resources)
      resource.operations = resource.operations.filter((o) => o.kind !== "create" && o.kind !== "relation");
    const served = servingOf({ ...chain, api });
    expect(served.get(titled("Add and edit records"))).toMatchObject({ status: "unserved" });
    expect(served.get(titled("Add and edit records"))?.reason).toMatch(/^no API operation to create /);
    expect(servingOf({ ...chain, data: null, api: null }).get(titled("Add and edit records"))).toEqual({
      status: "pending",
      reason: null,
    });
  });
});
