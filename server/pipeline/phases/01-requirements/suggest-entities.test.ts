import { describe, expect, it } from "vitest";
import { entitiesForIdea } from "../../../engines/embedded/lexicon";
import type { LexiconEntity } from "../../../engines/embedded/lexicon-types";
import { humanise } from "../../../engines/embedded/text";
import { parseDataEntities, suggestDataEntities, type ParsedEntity } from "./suggest-entities";

const project = (description: string, name = "My project") => ({ name, description });

/** What the parser should give back for a lexicon entity: the same fields, types, values and references. */
function expected(entity: LexiconEntity): ParsedEntity {
  const reference = (r: LexiconEntity["relations"][number]) => ({
    name: r.name,
    label: humanise(r.name),
    type: "relation" as const,
    relationTo: r.to,
    cardinality: r.cardinality,
  });
  return {
    name: entity.name,
    fields: [
      ...entity.relations.filter((r) => r.cardinality === "many-to-one").map(reference),
      ...entity.fields.map((f) => ({
        name: f.name,
        label: humanise(f.name),
        type: f.type,
        ...(f.values ? { values: [...f.values] } : {}),
      })),
      ...entity.relations.filter((r) => r.cardinality === "many-to-many").map(reference),
    ],
  };
}

describe("suggestDataEntities", () => {
  it("describes a lending library as members, books and loans", () => {
    expect(suggestDataEntities(project("A lending library where members borrow books with due dates."))).toBe(
      [
        "Member: name, email, phone, joined on",
        "Book: title, author, ISBN, published year, copies",
        "Loan: member (Member), book (Book), borrowed on, due on, returned on",
      ].join("\n"),
    );
  });

  it("writes choices with their values and many-to-many references last", () => {
    expect(suggestDataEntities(project("A blog where authors publish posts with tags"))).toBe(
      [
        "Author: name, email, bio",
        "Post: author (Author), title, slug, body, status (draft/published), published at, tags (Tag)",
        "Tag: name",
      ].join("\n"),
    );
  });

  it("keeps a detective agency's cases with their suspects and clues, in the idea's words", () => {
    const idea =
      "A detective agency's case tracker: each case has suspects and clues, and detectives log interviews.";
    expect(suggestDataEntities(project(idea, "Sleuth"))).toBe(
      [
        "Case: subject, description, priority (low/normal/high/urgent), status (open/pending/resolved/closed), opened at, resolved at",
        "Suspect: case (Case), name, email, phone",
        "Clue: case (Case), name, notes",
        "Detective: name, email, phone",
        "Interview: case (Case), date, notes",
      ].join("\n"),
    );
  });

  it("keeps call logs with the details the idea gives them", () => {
    const idea =
      "A call-logging system where receptionists record call logs with caller name, time and outcome";
    expect(suggestDataEntities(project(idea, "Call Desk"))).toBe(
      [
        "CallLog: receptionist (Receptionist), name, caller name, time, outcome",
        "Receptionist: name, email, phone",
      ].join("\n"),
    );
  });

  it("keeps notes for a notes app, and nothing for a calculator", () => {
    expect(suggestDataEntities(project("An app to store your notes", "My Notes"))).toBe(
      "Note: body, posted at",
    );
    expect(
      suggestDataEntities(project("A calculator that adds, subtracts, multiplies and divides", "Calc")),
    ).toBe("");
  });

  it("gives a vet clinic pets, owners, appointments and vaccinations, not a human clinic", () => {
    const idea =
      "A vet clinic: book appointments for pets, keep each pet's vaccination history, and remind owners a week before a vaccine is due.";
    const names = suggestDataEntities(project(idea, "Paws"))
      .split("\n")
      .map((l) => l.split(":")[0]);
    expect(names).toEqual(["Appointment", "Pet", "Vaccination", "Owner"]);
    expect(suggestDataEntities(project(idea, "Paws"))).toContain("Vaccination: pet (Pet), date, notes");
  });

  it("reads 'A recipe box where …' as the app itself, not a Box record", () => {
    const names = suggestDataEntities(
      project(
        "A recipe box where home cooks save recipes with their ingredients and steps, and plan meals for the week.",
        "Recipe Box",
      ),
    )
      .split("\n")
      .map((l) => l.split(":")[0]);
    expect(names).not.toContain("Box");
    expect(names).toEqual(expect.arrayContaining(["Recipe", "Ingredient", "Meal"]));
  });

  it("reads 'our front desk' as the place the app is for, not a Desk record", () => {
    const names = suggestDataEntities(
      project(
        "A call-logging system for our front desk: receptionists log each call with caller name, time and outcome.",
        "Calls",
      ),
    )
      .split("\n")
      .map((l) => l.split(":")[0]);
    expect(names).not.toContain("Desk");
    expect(names).toContain("Receptionist");
  });

  it("reads 'our vet clinic' as the place the app is for: no Vet or Clinic records, pets belong to owners", () => {
    const idea =
      "A web app for our vet clinic: book appointments for pets, keep each pet's vaccination history, and remind owners a week before a vaccine is due.";
    expect(suggestDataEntities(project(idea, "Paws"))).toBe(
      [
        "Appointment: pet (Pet), starts at, reason, status (scheduled/completed/cancelled/no-show)",
        "Pet: owner (Owner), name, notes",
        "Vaccination: pet (Pet), date, notes",
        "Owner: name, email, phone",
      ].join("\n"),
    );
  });

  it("gives a chess idea players and moves, never its verbs, numbers or adjectives", () => {
    const idea =
      "Implements the functionalities for a chess game: two players, getting existing moves, the legal moves left and who won";
    const names = suggestDataEntities(project(idea, "Chess"))
      .split("\n")
      .map((l) => l.split(":")[0]);
    expect(names).toEqual(expect.arrayContaining(["Player", "Move"]));
    for (const junk of [
      "Implement",
      "Functionality",
      "Getting",
      "Existing",
      "Left",
      "Won",
      "TwoPlayer",
      "Chess",
    ])
      expect(names).not.toContain(junk);
  });

  it("describes an unfamiliar idea from its nouns", () => {
    expect(
      suggestDataEntities(project("A tool where beekeepers log hive inspections and honey harvests")),
    ).toBe(
      [
        "Beekeeper: name, email, phone",
        "Hive: beekeeper (Beekeeper), name, notes",
        "Inspection: hive (Hive), date, notes",
        "Harvest: hive (Hive), date, honey amount, notes",
      ].join("\n"),
    );
  });

  it("falls back to the project's name when there is no description", () => {
    expect(suggestDataEntities(project("", "Recipe box")).split("\n")[0]).toBe(
      "Recipe: title, description, instructions, prep minutes, cook minutes, servings",
    );
  });

  it("suggests nothing when the idea names nothing", () => {
    expect(suggestDataEntities(project("", "My app"))).toBe("");
  });
});

// prettier-ignore
const roundTrips: [string, string][] = [
  ["library", "A lending library where members borrow books with due dates."],
  ["booking, in the idea's words", "A salon where clients book appointments with stylists"],
  ["e-commerce", "An online shop selling handmade candles"],
  ["helpdesk", "A helpdesk where customers open support tickets and agents reply"],
  ["school", "Students enrol in courses and teachers grade assignments"],
  ["fleet", "Manage our fleet of delivery vans, drivers and fuel costs"],
  ["an unfamiliar idea", "A tool where beekeepers log hive inspections and honey harvests"],
  ["another unfamiliar idea", "A place for birdwatchers to record bird sightings by location"],
];

describe("suggestion and parsing", () => {
  it.each(roundTrips)(
    "read back a %s suggestion as the same entities, types and references",
    (_kind, idea) => {
      const text = suggestDataEntities(project(idea));
      expect(parseDataEntities(text)).toEqual(entitiesForIdea(idea).map(expected));
    },
  );
});

describe("parseDataEntities", () => {
  it("reads a reference's flags: 'coach (Coach, optional)' is an optional reference, not a choice", () => {
    expect(
      parseDataEntities("Session: coach (Coach, optional), room (Room, required), level (easy, hard)"),
    ).toEqual([
      {
        name: "Session",
        fields: [
          {
            name: "coach",
            label: "coach",
            type: "relation",
            relationTo: "Coach",
            cardinality: "many-to-one",
            required: false,
          },
          {
            name: "room",
            label: "room",
            type: "relation",
            relationTo: "Room",
            cardinality: "many-to-one",
            required: true,
          },
          { name: "level", label: "level", type: "enum", values: ["easy", "hard"] },
        ],
      },
    ]);
  });

  it("accepts bullets, numbering, dashes, plurals, 'and', markdown and type hints", () => {
    const text = [
      "Things the app keeps, one per line:",
      "- **Books**: title, author and ISBN (unique)",
      "2. Loans - member, book, due on (date, optional), status (open/closed)",
      "Tag (name)",
      "",
      "Members: name, e-mail, paid (yes/no), notes (e.g. 13 digits)",
    ].join("\n");
    expect(parseDataEntities(text)).toEqual([
      {
        name: "Book",
        fields: [
          { name: "title", label: "title", type: "string" },
          { name: "author", label: "author", type: "string" },
          { name: "isbn", label: "ISBN", type: "string", unique: true },
        ],
      },
      {
        name: "Loan",
        fields: [
          {
            name: "member",
            label: "member",
            type: "relation",
            relationTo: "Member",
            cardinality: "many-to-one",
          },
          { name: "book", label: "book", type: "relation", relationTo: "Book", cardinality: "many-to-one" },
          { name: "dueOn", label: "due on", type: "date", required: false },
          { name: "status", label: "status", type: "enum", values: ["open", "closed"] },
        ],
      },
      { name: "Tag", fields: [{ name: "name", label: "name", type: "string" }] },
      {
        name: "Member",
        fields: [
          { name: "name", label: "name", type: "string" },
          { name: "email", label: "e-mail", type: "email" },
          { name: "paid", label: "paid", type: "boolean" },
          { name: "notes", label: "notes", type: "text" },
        ],
      },
    ]);
  });

  it("guesses types from names the lexicon does not know", () => {
    const [hive] = parseDataEntities(
      "Hive: queen born on, last checked at, frames count, weight, price, website, is active, colour",
    );
    expect(hive?.fields.map((f) => `${f.name}:${f.type}`)).toEqual([
      "queenBornOn:date",
      "lastCheckedAt:datetime",
      "framesCount:integer",
      "weight:decimal",
      "price:money",
      "website:url",
      "isActive:boolean",
      "colour:string",
    ]);
  });

  it("merges repeated things and keeps the first of repeated details", () => {
    expect(parseDataEntities("Dog: name\ndogs: name, breed")).toEqual([
      {
        name: "Dog",
        fields: [
          { name: "name", label: "name", type: "string" },
          { name: "breed", label: "breed", type: "string" },
        ],
      },
    ]);
  });

  it("reads 'member → Member' and plural references as many-to-many", () => {
    const [club] = parseDataEntities("Club: owner → Member, members (Member)\nMember: name");
    expect(club?.fields).toEqual([
      { name: "owner", label: "owner", type: "relation", relationTo: "Member", cardinality: "many-to-one" },
      {
        name: "members",
        label: "members",
        type: "relation",
        relationTo: "Member",
        cardinality: "many-to-many",
      },
    ]);
  });

  it("gives nothing for an empty text", () => {
    expect(parseDataEntities("  \n\n")).toEqual([]);
  });
});

describe("reading names with accents and remarks", () => {
  it("keeps accented entity names whole as ASCII identifiers", () => {
    expect(parseDataEntities("Café Événement: nom, date").map((e) => e.name)).toEqual(["CafeEvenement"]);
  });

  it("reads a lower-case word in parentheses as a remark, not a relation", () => {
    const [entity] = parseDataEntities("Order: kind (only), customer (Customer)\nCustomer: name");
    expect(entity?.fields.map((f) => [f.name, f.type])).toEqual([
      ["kind", "string"],
      ["customer", "relation"],
    ]);
  });
});

describe("relations named in the idea's own words", () => {
  it("renames a to-many relation with its target: recipes tagged by cuisine get 'cuisines (Cuisine)'", () => {
    const text = suggestDataEntities({
      name: "Recipe Box",
      description: "A recipe box where cooks save recipes with ingredients and tag them by cuisine.",
    });
    expect(text.split("\n")[0]).toMatch(/cuisines \(Cuisine\)/);
    expect(text).not.toMatch(/categories \(Cuisine\)/);
  });
});
