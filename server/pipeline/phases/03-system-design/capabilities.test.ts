import { describe, expect, it } from "vitest";
import {
  requirementsModelSchema,
  type RequirementsModel,
} from "../../../../domain/artifacts/01-requirements";
import { designModelSchema } from "../../../../domain/artifacts/03-system-design";
import { blankSections, brokenTableRows, rawHtml } from "../../fixtures/document-checks";
import { buildRequirementsModel, type StoredRequirement } from "../02-srs/build";
import { buildDesignModel } from "./build";
import { renderSystemDesign } from "./render";

/*
 * K6 in the design: each capability of the requirements says where the design builds it, or that no component
 * implements it offline; no component claims a chess engine or a calculator's formulas.
 */

const META = { version: 1, date: "2026-11-24", productName: "Test" } as const;

function stored(code: string, description: string): StoredRequirement {
  return {
    code,
    type: "functional",
    description,
    status: "confirmed",
    priority: "must",
    source: "checklist",
  };
}

function requirements(
  description: string,
  dataEntities: string,
  list: StoredRequirement[],
  answers: Record<string, unknown> = {},
): RequirementsModel {
  return requirementsModelSchema.parse(
    buildRequirementsModel({
      project: { name: "Test", description },
      answers: { "data-entities": dataEntities, ...answers },
      requirements: list,
    }),
  );
}

/** The design document's section 3.2, heading to the next section. */
function section(markdown: string): string {
  const start = markdown.indexOf("### 3.2 ");
  const end = markdown.indexOf("## 4 Key flow");
  return markdown.slice(start, end).trim();
}

const SIGN_IN = stored("FR-1", "Users must be able to sign in with a username and password.");

describe("the design of a two-player chess game", () => {
  const req = requirements(
    "A two-player chess game with a lobby where players can create a game, make legal moves, and see who won",
    "Player: name\nGame: started on, winner\nLobby: name",
    [SIGN_IN, stored("FR-2", "Players must be able to create a game in the lobby.")],
  );
  const design = designModelSchema.parse(buildDesignModel(req));

  it("says no component implements the chess board and its move rules", () => {
    expect(design.capabilities).toEqual([
      {
        capabilityId: "CAP-1",
        name: "Chess",
        built: "needs-provider",
        note: "The chess board and its move rules need an AI provider or hand-written code; the embedded engine does not build them offline. No component of this design implements it; the web client and the API server keep only its records.",
        serves: ["FR-3"],
      },
    ]);
    expect(design.overview).toBe(
      "Test is a single-page React client that talks to an Express API over JSON. The API keeps players, games and lobbies in PostgreSQL and signs users in with a session cookie. The embedded engine does not build one capability offline (chess): it needs an AI provider or hand-written code (section 3.2).",
    );
  });

  it("has no component that claims the game itself, and no key flow about players for it", () => {
    const claims = design.components.flatMap((c) => [c.description, ...c.responsibilities]);
    expect(claims.filter((text) => /chess|move rules|board/i.test(text))).toEqual([]);
    expect(design.keyFlow.serves).not.toContain("FR-3");
    expect(design.keyFlow.name).not.toMatch(/player/i);
  });

  it("renders the capability in section 3.2 and in the traceability table", () => {
    const markdown = renderSystemDesign(design, META);
    expect(section(markdown)).toBe(
      [
        "### 3.2 Capabilities beyond keeping records",
        "",
        "What the requirements ask for besides records: where this design builds it, or that no component does and it needs an AI provider or hand-written code. The components keep the records such a capability works with (section 3); none of them implements what is not built offline.",
        "",
        "| Capability  | Built             | Note                                                                                                                                                                                                                              | Requirements |",
        "| ----------- | ----------------- | --------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------- | ------------ |",
        "| CAP-1 Chess | Not built offline | The chess board and its move rules need an AI provider or hand-written code; the embedded engine does not build them offline. No component of this design implements it; the web client and the API server keep only its records. | FR-3         |",
      ].join("\n"),
    );
    expect(markdown).toMatch(/^\| FR-3 +\|.*Capability: Chess \(not built offline\)/m);
    expect([...blankSections(markdown), ...brokenTableRows(markdown), ...rawHtml(markdown)]).toEqual([]);
  });
});

describe("the design of a calculator", () => {
  const design = buildDesignModel(
    requirements("A unit converter for length, weight and temperature", "Conversion: from unit, to unit", [
      SIGN_IN,
    ]),
  );

  it("says the conversion rules are not built offline", () => {
    expect(design.capabilities).toEqual([
      {
        capabilityId: "CAP-1",
        name: "Unit converter",
        built: "needs-provider",
        note: "The unit converter's conversion rules need an AI provider or hand-written code; the embedded engine does not build them offline. No component of this design implements it; the web client and the API server keep only its records.",
        serves: ["FR-2"],
      },
    ]);
  });
});

describe("a capability that works through a chosen outside service", () => {
  const req = requirements(
    "Beekeepers log hive inspections",
    "Hive: name, location\nInspection: hive (Hive), inspected on",
    [SIGN_IN, stored("FR-2", "The application must show maps and locations."), stored("FR-3", "Users must be able to search and filter lists.")],
    { integrations: ["Maps and locations"] },
  ); // prettier-ignore
  const design = buildDesignModel(req);

  it("keeps the service in the design but says its code is not generated", () => {
    expect(design.capabilities).toEqual([
      {
        capabilityId: "CAP-1",
        name: "Search and filtering",
        built: "generated",
        note: "The API server's list endpoints take a search text and filters and search the text fields; the web client's list pages show a search box and filter controls.",
        serves: ["FR-3"],
      },
      {
        capabilityId: "CAP-2",
        name: "Maps",
        built: "needs-provider",
        note: "Showing locations on a map needs an AI provider or hand-written code; the embedded engine does not build it offline. The maps service is an outside service of this design, but the code that works with it is not generated; the web client and the API server keep only its records.",
        serves: ["FR-2"],
      },
    ]);
    const server = design.components.find((c) => c.id === "api-server");
    expect(server?.responsibilities).toContain(
      "Show maps and locations with tiles from the maps service (not generated offline: needs an AI provider or hand-written code)",
    );
  });
});

describe("a model built before capabilities were recognised", () => {
  it("gives a design without them and a document without section 3.2", () => {
    const req = requirements("A simple list of books", "Book: title", [SIGN_IN]);
    const { capabilities: _ignored, ...older } = req;
    const design = buildDesignModel(older);
    expect(design.capabilities).toBeUndefined();
    expect(renderSystemDesign(design, META)).not.toContain("### 3.2 ");
  });
});
