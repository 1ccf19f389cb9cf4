import { describe, expect, it } from "vitest";
import { buildDataModel } from "../04-technical/build-data";
import type { RequirementsInput } from "./build";
import { detailText, mergeSrsDraft, srsContext, srsProblems } from "./llm";
import { suggestDataEntities } from "../01-requirements/suggest-entities";
import type { SrsDraft } from "./prompt";

/*
 * The SRS drafted by a model: the cross-reference checks that send a draft back, and the merge that keeps the
 * server's facts (ids, statuses, sources, sign-in) while the model's things, features and words replace the
 * embedded engine's.
 */

const INPUT: RequirementsInput = {
  project: { name: "Paws Clinic", description: "A vet clinic that keeps pets, their owners and their visits." },
  answers: { "data-entities": "Owner: name, phone\nPet: name, species, owner (Owner)" },
  requirements: [
    { code: "FR-1", type: "functional", description: "The system shall let staff record pets.", status: "confirmed", priority: "must", source: "chat" },
    { code: "FR-2", type: "functional", description: "The system shall let staff record visits.", status: "confirmed", priority: "must", source: "chat" },
    { code: "NFR-1", type: "non-functional", description: "Pages shall load within two seconds.", status: "confirmed", priority: "should", source: "checklist" },
  ],
}; // prettier-ignore

const detail = (label: string, more: Partial<SrsDraft["dataEntities"][number]["details"][number]> = {}) => ({
  label,
  type: null,
  choices: [],
  reference: null,
  required: false,
  unique: false,
  ...more,
});

function draft(overrides: Partial<SrsDraft> = {}): SrsDraft {
  return {
    purpose: "Paws Clinic helps a small veterinary practice keep its patients' records.",
    scope: "It records owners, pets and visits.",
    perspective: "A new, self-contained web application.",
    goals: ["Find a pet's history in seconds"],
    successMeasures: ["Every visit is recorded on the day"],
    definitions: [{ term: "Visit", definition: "One appointment of a pet at the clinic" }],
    userClasses: [],
    dataEntities: [
      {
        name: "Owner",
        description: "A pet's owner.",
        details: [detail("name"), detail("email", { type: "email" })],
      },
      { name: "Pet", description: "An animal the clinic treats.", details: [detail("name")] },
      {
        name: "Visit",
        description: "One appointment of a pet.",
        details: [
          detail("pet", { reference: "Pet" }),
          detail("visited on", { type: "date", required: true }),
          detail("reason", { type: "text" }),
          detail("outcome", { choices: ["healthy", "treated", "referred"] }),
        ],
      },
    ],
    features: [
      { name: "Records", description: "Keeping the clinic's records", requirementIds: ["FR-1", "FR-2"] },
    ],
    requirements: [
      { id: "FR-2", title: "Record visits", acceptanceCriteria: ["A saved visit is listed with its pet"] },
    ],
    newRequirements: [
      {
        type: "functional",
        description: "The system shall show each pet's visits on its page.",
        priority: "should",
        feature: "Records",
        acceptanceCriteria: ["A pet's page lists its visits, newest first"],
      },
    ],
    constraints: [],
    assumptions: [],
    dependencies: [],
    ...overrides,
  };
}

describe("an SRS draft's checks", () => {
  const context = srsContext(INPUT);

  it("accept a draft whose names and ids all resolve", () => {
    expect(srsProblems(draft(), context)).toEqual([]);
  });

  it("name every dangling reference, unknown id and dropped thing", () => {
    const broken = draft({
      features: [{ name: "Records", description: "", requirementIds: ["FR-1", "FR-9", "NFR-1"] }],
      requirements: [{ id: "US-4", title: "x", acceptanceCriteria: ["y"] }],
      dataEntities: [
        { name: "Pet", description: "", details: [detail("name"), detail("vet", { reference: "Vet" })] },
      ],
      userClasses: [{ name: "Astronaut", description: "", permissions: [] }],
    });
    const problems = srsProblems(broken, context);
    expect(problems).toEqual(
      expect.arrayContaining([
        'the feature "Records" names FR-9, which does not exist',
        'the feature "Records" names NFR-1, a non-functional requirement',
        "requirements names US-4, which does not exist",
        'the user listed "Owner" but dataEntities leaves it out',
        'the detail "vet" of "Pet" refers to Vet, which is not in dataEntities',
      ]),
    );
    expect(problems.some((p) => p.startsWith('the user class "Astronaut"'))).toBe(true);
  });

  it("catch a reference the checklist's parser would not read as one", () => {
    const ambiguous = draft({
      dataEntities: [
        ...draft().dataEntities,
        { name: "Clinic", description: "", details: [detail("pets", { reference: "Pet" }), detail("name")] },
      ],
    });
    expect(srsProblems(ambiguous, context)).toEqual([]);
    const many = mergeSrsDraft(ambiguous, context);
    const clinic = buildDataModel(many).entities.find((e) => e.name === "Clinic");
    expect(clinic?.relations).toEqual([expect.objectContaining({ target: "Pet", kind: "many-to-many" })]);
  });
});

describe("a merged SRS", () => {
  const context = srsContext(INPUT);
  const merged = mergeSrsDraft(draft(), context);

  it("keeps the server's ids, statuses and sources, and numbers the model's proposals after them", () => {
    expect(merged.requirements.map((r) => [r.id, r.status, r.source])).toEqual([
      ...context.base.requirements.map((r) => [r.id, r.status, r.source]),
      ["FR-3", "unconfirmed", "chat"],
    ]);
    expect(merged.requirements.find((r) => r.id === "FR-2")).toMatchObject({
      title: "Record visits",
      description: "The system shall let staff record visits.",
      acceptanceCriteria: ["A saved visit is listed with its pet"],
    });
    expect(merged.features).toEqual([
      expect.objectContaining({ id: "F-1", name: "Records", requirementIds: ["FR-1", "FR-2", "FR-3"] }),
    ]);
    expect(merged.authentication).toEqual(context.base.authentication);
  });

  it("keeps the user's things in their words and adds the model's, typed by the checklist's parser", () => {
    expect(merged.dataEntities.map((e) => e.name)).toEqual(["Owner", "Pet", "Visit"]);
    // A detail the user wrote bare ("name") takes the model's type and flags; one with a hint keeps the user's.
    expect(merged.dataEntities[1]?.details).toEqual(["name (optional)", "species", "owner (Owner)"]);
    const typed = mergeSrsDraft(
      draft({
        dataEntities: [
          ...draft().dataEntities.slice(0, 1),
          {
            name: "Pet",
            description: "",
            details: [
              detail("species", { choices: ["cat", "dog"] }),
              detail("owner", { reference: "Owner" }),
            ],
          },
          ...draft().dataEntities.slice(2),
        ],
      }),
      context,
    );
    expect(typed.dataEntities[1]?.details).toEqual(["name", "species (cat/dog)", "owner (Owner)"]);
    expect(merged.dataEntities[0]?.details).toContain("email (email, optional)");
    const visit = buildDataModel(merged).entities.find((e) => e.name === "Visit");
    // What the model marked optional stays optional, a reference included.
    expect(visit?.relations).toEqual([
      expect.objectContaining({ target: "Pet", kind: "many-to-one", required: false }),
    ]);
    expect(visit?.fields.map((f) => [f.name, f.type, f.required])).toEqual(
      expect.arrayContaining([
        ["visitedOn", "date", true],
        ["reason", "text", false],
        ["outcome", "enum", true],
      ]),
    );
    expect(visit?.description).toBe("One appointment of a pet.");
  });

  it("writes details in the checklist's notation, without its separators in the words", () => {
    expect(detailText(detail("owner", { reference: "pet owner", required: true }))).toBe("owner (PetOwner)");
    expect(detailText(detail("owner", { reference: "pet owner" }))).toBe("owner (PetOwner, optional)");
    expect(detailText(detail("size (cm), and weight", { type: "decimal", unique: true }))).toBe(
      "size cm & weight (decimal, optional, unique)",
    );
    expect(detailText(detail("status", { choices: ["open", "on hold/paused", ""] }))).toBe(
      "status (open/on hold paused)",
    );
  });
});

describe("a detail the user typed without flags", () => {
  it("takes the model's flags; one the user flagged, or gave a remark, stays as written", () => {
    const context = srsContext({
      ...INPUT,
      answers: { "data-entities": "Score: points (integer), played on (date, optional), note (any words)" },
    });
    const merged = mergeSrsDraft(
      draft({
        dataEntities: [
          {
            name: "Score",
            description: "",
            details: [
              detail("points", { type: "integer", required: true }),
              detail("played on", { type: "date", required: true }),
              detail("note", { type: "text", required: true }),
            ],
          },
        ],
      }),
      context,
    );
    expect(merged.dataEntities.find((e) => e.name === "Score")?.details).toEqual([
      "points (integer, required)",
      "played on (date, optional)",
      "note (any words)",
    ]);
  });
});

describe("the checklist's pre-filled things", () => {
  const project = {
    name: "Clip Joint",
    description: "A barber shop where clients book haircuts with barbers.",
  };
  const prefilled = suggestDataEntities(project);
  const firstThing = prefilled.split("\n")[0]?.split(":")[0] ?? "";

  it("are suggestions the model may drop while untouched; a line the user wrote or changed binds it", () => {
    expect(prefilled).not.toBe("");
    const untouched = srsContext({ ...INPUT, project, answers: { "data-entities": prefilled } });
    expect(untouched.listed).toEqual([]);
    expect(untouched.suggested.map((e) => e.name)).toContain(firstThing);
    const dropped = draft({
      dataEntities: [{ name: "Barber", description: "", details: [detail("name", { required: true })] }],
      userClasses: [],
    });
    expect(srsProblems(dropped, untouched).filter((p) => p.includes("the user listed"))).toEqual([]);
    expect(mergeSrsDraft(dropped, untouched).dataEntities.map((e) => e.name)).toEqual(["Barber"]);

    const edited = `${prefilled}\nLoyalty card: stamps (integer)`;
    const mine = srsContext({ ...INPUT, project, answers: { "data-entities": edited } });
    expect(mine.listed.map((e) => e.name)).toEqual(["Loyalty card"]);
    expect(srsProblems(dropped, mine)).toContain(
      'the user listed "Loyalty card" but dataEntities leaves it out',
    );
  });
});

describe("a merged SRS's capabilities", () => {
  it("are read again with the requirements the model proposed", () => {
    const context = srsContext({
      project: { name: "Tile Slide", description: "A puzzle for the browser with a leaderboard." },
      answers: { "data-entities": "Player: name\nScore: player (Player), points (number)" },
      requirements: [],
    });
    expect(context.base.capabilities ?? []).toEqual([]);
    const merged = mergeSrsDraft(
      draft({
        dataEntities: [
          { name: "Player", description: "", details: [detail("name")] },
          { name: "Score", description: "", details: [detail("player", { reference: "Player" })] },
        ],
        features: [{ name: "Play", description: "", requirementIds: [] }],
        requirements: [],
        newRequirements: [
          {
            type: "functional",
            description: "Players shall play the 2048 game on a 4x4 board in the browser.",
            priority: "must",
            feature: "Play",
            acceptanceCriteria: ["Sliding the tiles merges equal ones"],
          },
        ],
      }),
      context,
    );
    expect(merged.capabilities).toEqual([
      expect.objectContaining({
        kind: "game",
        name: "2048",
        built: "needs-provider",
        requirementIds: ["FR-1"],
      }),
    ]);
  });
});
