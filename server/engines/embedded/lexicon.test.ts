import { describe, expect, it } from "vitest";
import { APP_KINDS, detectAppKind, entitiesForIdea, extractNouns } from "./lexicon";
import { FIELD_TYPES } from "./lexicon-types";

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const CAMEL = /^[a-z][A-Za-z0-9]*$/;

describe("the lexicon of app kinds", () => {
  it("knows the twenty common kinds of app", () => {
    // prettier-ignore
    expect(APP_KINDS.map((k) => k.id)).toEqual([
      "library", "inventory", "booking", "tasks", "blog", "crm", "recipes", "expenses", "fitness", "events",
      "helpdesk", "shop", "school", "realestate", "restaurant", "clinic", "jobs", "fleet", "membership", "donations",
    ]);
  });

  it.each(APP_KINDS.map((k) => [k.id, k] as const))("%s has typed, well-formed entities", (_id, kind) => {
    expect(kind.entities.length).toBeGreaterThanOrEqual(3);
    const names = new Set(kind.entities.map((e) => e.name));
    expect(names.size).toBe(kind.entities.length);
    for (const entity of kind.entities) {
      expect(entity.name).toMatch(PASCAL);
      expect(entity.fields.some((f) => f.required)).toBe(true);
      const fieldNames = [...entity.fields.map((f) => f.name), ...entity.relations.map((r) => r.name)];
      expect(new Set(fieldNames).size).toBe(fieldNames.length);
      for (const field of entity.fields) {
        expect(field.name).toMatch(CAMEL);
        expect(FIELD_TYPES).toContain(field.type);
        expect(field.type === "enum").toBe((field.values?.length ?? 0) > 0);
      }
      for (const relation of entity.relations) {
        expect(relation.name).toMatch(CAMEL);
        expect(names.has(relation.to)).toBe(true);
      }
    }
  });

  it("describes a lending library with members, books and loans", () => {
    const library = APP_KINDS.find((k) => k.id === "library");
    const loan = library?.entities.find((e) => e.name === "Loan");
    expect(library?.entities.map((e) => e.name)).toEqual(["Member", "Book", "Loan"]);
    expect(library?.entities.find((e) => e.name === "Book")?.fields).toContainEqual({
      name: "isbn",
      type: "string",
      required: false,
      unique: true,
    });
    expect(loan?.relations).toEqual([
      { name: "member", to: "Member", cardinality: "many-to-one", required: true },
      { name: "book", to: "Book", cardinality: "many-to-one", required: true },
    ]);
    expect(loan?.fields.find((f) => f.name === "returnedOn")).toEqual({
      name: "returnedOn",
      type: "date",
      required: false,
      unique: false,
    });
  });
});

// prettier-ignore
const ideas: [string, string | null][] = [
  ["A lending library where members borrow books with due dates.", "library"],
  ["Keep track of stock levels in our warehouse and reorder from suppliers", "inventory"],
  ["A salon where clients book appointments with stylists", "booking"],
  ["A kanban board for my team's tasks with deadlines", "tasks"],
  ["A blog where I publish articles and readers leave comments", "blog"],
  ["A CRM to follow up leads and close deals", "crm"],
  ["Save my favourite recipes with ingredients and plan meals", "recipes"],
  ["Track household expenses against a monthly budget", "expenses"],
  ["Log gym workouts, exercises, sets and reps", "fitness"],
  ["Sell tickets for our music festival and check attendees in at the venue", "events"],
  ["A helpdesk where customers open support tickets and agents reply", "helpdesk"],
  ["An online shop selling handmade candles", "shop"],
  ["Students enrol in courses and teachers grade assignments", "school"],
  ["Estate agents list properties for sale and book viewings with buyers", "realestate"],
  ["Customers order dishes from our restaurant menu for takeaway", "restaurant"],
  ["A dental clinic where patients book appointments with dentists", "clinic"],
  ["A job board where employers post vacancies and candidates apply", "jobs"],
  ["Manage our fleet of delivery vans, drivers and fuel costs", "fleet"],
  ["Run our tennis club membership with annual fees and renewals", "membership"],
  ["Collect donations for our charity's fundraising campaigns", "donations"],
  ["a tool where beekeepers log hive inspections and honey harvests", null],
  ["Hello there", null],
  ["", null],
];

describe("detectAppKind", () => {
  it.each(ideas)("reads %j as %s", (idea, kind) => {
    expect(detectAppKind(idea)?.id ?? null).toBe(kind);
  });

  it("needs more than one weak hint to trust a kind", () => {
    expect(detectAppKind("Somewhere to keep notes about each book")).toBeNull();
  });

  it("breaks a tie in favour of the earlier kind", () => {
    expect(detectAppKind("a library with an inventory")?.id).toBe("library");
  });
});

// prettier-ignore
const nounCases: [string, string[]][] = [
  ["a tool where beekeepers log hive inspections and honey harvests", ["beekeeper", "hive", "inspection", "harvest"]],
  ["an app to track my houseplants and waterings", ["houseplant", "watering"]],
  ["A place for birdwatchers to record bird sightings by location", ["birdwatcher", "bird", "sighting"]],
  ["Dog walkers record walks and the dogs they walk", ["dog walker", "walk", "dog"]],
  ["A website for my band to post gigs and sell merch", ["gig", "merch", "sale"]],
  ["Hello there, thanks!", []],
];

describe("extractNouns", () => {
  it.each(nounCases)("finds the entity nouns of %j", (idea, nouns) => {
    expect(extractNouns(idea)).toEqual(nouns);
  });
});

describe("entitiesForIdea", () => {
  it("gives an unfamiliar idea coherent entities: an owner, things, and events with dates", () => {
    const entities = entitiesForIdea("a tool where beekeepers log hive inspections and honey harvests");
    const summary = entities.map((e) => ({
      name: e.name,
      fields: e.fields.map((f) => `${f.name}:${f.type}`),
      relations: e.relations.map((r) => `${r.name}->${r.to}`),
    }));
    expect(summary).toEqual([
      { name: "Beekeeper", fields: ["name:string", "email:email", "phone:phone"], relations: [] },
      { name: "Hive", fields: ["name:string", "notes:text"], relations: ["beekeeper->Beekeeper"] },
      { name: "Inspection", fields: ["date:date", "notes:text"], relations: ["hive->Hive"] },
      {
        name: "Harvest",
        fields: ["date:date", "honeyAmount:decimal", "notes:text"],
        relations: ["hive->Hive"],
      },
    ]);
  });

  it("keeps no thing of the words about the look: the app's name, accents, contrast", () => {
    const names = (idea: string) => entitiesForIdea(idea).map((e) => e.name);
    expect(names("Call it BrewBuddy. Log the beans I buy and the grinder I use.")).not.toContain("Call");
    expect(names("Call it BrewBuddy. Log the beans I buy and the grinder I use.")).toContain("Bean");
    const runs = names(
      "Log my night runs (distance, time, route) with a dark look and neon green accents, high contrast.",
    );
    expect(runs).toEqual(["Run"]);
    // A call log still keeps calls.
    expect(names("Log sales calls with the caller name, time and outcome")).toContain("Call");
  });

  it("invents no owner when the idea names no person", () => {
    const entities = entitiesForIdea("an app to track my houseplants and waterings");
    expect(entities.map((e) => [e.name, e.relations.map((r) => r.to)])).toEqual([
      ["Houseplant", []],
      ["Watering", ["Houseplant"]],
    ]);
  });

  it("enriches the things a known kind knows, in the idea's words, without adding what the idea does not name", () => {
    const entities = entitiesForIdea("A salon where clients book appointments with stylists");
    expect(entities.map((e) => e.name)).toEqual(["Client", "Appointment", "Stylist"]);
    expect(
      entities.find((e) => e.name === "Appointment")?.relations.map((r) => `${r.name}->${r.to}`),
    ).toEqual(["client->Client", "stylist->Stylist"]);
    expect(entities.find((e) => e.name === "Appointment")?.fields.length).toBeGreaterThan(2);
  });

  it("adds no kind's entity the idea does not name; an act it names by a verb is its own", () => {
    expect(entitiesForIdea("Members and their loans", "Town Library").map((e) => e.name)).toEqual([
      "Member",
      "Loan",
    ]);
    expect(entitiesForIdea("A lending library where members borrow books").map((e) => e.name)).toEqual([
      "Member",
      "Book",
      "Loan",
    ]);
  });

  it("never builds a different app because one word matched", () => {
    const vet = entitiesForIdea(
      "A vet clinic: book appointments for pets, keep each pet's vaccination history and remind owners",
    ).map((e) => e.name);
    expect(vet).toEqual(["Appointment", "Pet", "Vaccination", "Owner"]);
    // Who uses the app is not what it keeps: a list of roles adds no entities (and no jobs board "Role").
    const withRoles = entitiesForIdea(
      "A vet clinic: book appointments for pets and remind owners. Roles: owner, receptionist, vet and admin.",
    ).map((e) => e.name);
    expect(withRoles).toEqual(["Appointment", "Pet", "Owner"]);
    expect(entitiesForIdea("An app to store your notes").map((e) => e.name)).toEqual(["Note"]);
    expect(entitiesForIdea("A simple calculator").map((e) => e.name)).toEqual([]);
  });

  it("finds nothing in an idea without nouns", () => {
    expect(entitiesForIdea("hello")).toEqual([]);
  });

  it("gives the same entities for the same idea twice", () => {
    const idea = "Volunteers deliver meals to elderly neighbours and log each visit";
    expect(entitiesForIdea(idea)).toEqual(entitiesForIdea(idea));
  });
});
