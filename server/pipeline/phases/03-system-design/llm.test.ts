import { describe, expect, it } from "vitest";
import { fixtureNamed } from "../../fixtures";
import { buildDesignModel } from "./build";
import { designProblems, mergeDesignDraft } from "./llm";
import type { DesignDraft } from "./prompt";

/* The design drafted by a model: its words and key flow on the generated architecture, never new components. */

const req = fixtureNamed("lending-library").requirements;
const base = buildDesignModel(req);
const user = base.components.find((c) => c.kind === "user");
const nfr = req.requirements.find((r) => r.type === "non-functional");
if (!user || !nfr) throw new Error("fixture without a user or a non-functional requirement");

const draft: DesignDraft = {
  overview: "Members borrow books through the web client; the API keeps loans in PostgreSQL.",
  users: [
    { componentId: user.id, description: "Borrows and returns books.", responsibilities: ["Borrow a book"] },
  ],
  keyFlow: {
    name: "Borrow a book",
    serves: ["FR-1"],
    steps: [
      { from: user.id, to: "web-client", message: "Chooses Borrow" },
      { from: "web-client", to: "api-server", message: "POST /api/loans" },
      { from: "api-server", to: "database", message: "INSERT INTO loans" },
    ],
  },
  nonFunctional: [{ requirementId: nfr.id, strategy: "Indexes on the loan dates keep lists fast." }],
};

describe("a design draft", () => {
  it("changes the words, the user components and the key flow, and keeps the architecture", () => {
    expect(designProblems(draft, req, base)).toEqual([]);
    const merged = mergeDesignDraft(draft, req, base);
    expect(merged.overview.startsWith(draft.overview)).toBe(true);
    expect(merged.components.map((c) => c.id)).toEqual(base.components.map((c) => c.id));
    expect(merged.components.find((c) => c.id === user.id)).toMatchObject({
      description: "Borrows and returns books.",
      responsibilities: ["Borrow a book"],
    });
    expect(merged.keyFlow.name).toBe("Borrow a book");
    expect(merged.nonFunctional.find((n) => n.requirementId === nfr.id)?.strategy).toBe(
      "Indexes on the loan dates keep lists fast.",
    );
    expect({ ...merged, overview: "", components: [], keyFlow: null, nonFunctional: [] }).toEqual({
      ...base,
      overview: "",
      components: [],
      keyFlow: null,
      nonFunctional: [],
    });
  });

  it("is sent back when it names components or requirements that do not exist", () => {
    const broken: DesignDraft = {
      ...draft,
      users: [{ componentId: "api-server", description: "", responsibilities: [] }],
      keyFlow: {
        ...draft.keyFlow,
        serves: ["FR-77"],
        steps: [{ from: "redis-cache", to: "api-server", message: "x" }],
      },
      nonFunctional: [{ requirementId: "FR-1", strategy: "x" }],
    };
    expect(designProblems(broken, req, base)).toEqual([
      "users names api-server, which is not a user component",
      "keyFlow needs at least two steps",
      "keyFlow names the component redis-cache, which does not exist",
      "keyFlow serves FR-77, which does not exist",
      "nonFunctional names FR-1, which is not a non-functional requirement",
    ]);
  });
});
