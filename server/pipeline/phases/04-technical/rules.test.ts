import { describe, expect, it } from "vitest";
import { NO_AUTHENTICATION_NEEDED } from "../../../../domain/rules/checklist";
import { dataModelSchema, type DataModel } from "../../../../domain/artifacts/04-data-model";
import { ideaInput, type IdeaSpec } from "../../testing/idea-input";
import { buildRequirementsModel } from "../02-srs/build";
import { buildApiModel } from "./build-api";
import { buildDataModel } from "./build-data";
import { renderApiSpecification } from "./render-api";
import { renderDatabaseDesign } from "./render-database";

/*
 * Actions with rules (issue 17 point 3) read from ideas written for this test, through the real embedded
 * Requirements AI (ideaInput) and the requirements builder, as the product builds them.
 */

function idea(slug: string, features: string, dataEntities: string, more: Partial<IdeaSpec> = {}): IdeaSpec {
  return { slug, name: slug, description: `The ${slug} app`, answers: { "core-features": features }, dataEntities, ...more };
} // prettier-ignore

function built(spec: IdeaSpec): { data: DataModel; req: ReturnType<typeof buildRequirementsModel> } {
  const req = buildRequirementsModel(ideaInput(spec));
  const data = buildDataModel(req);
  dataModelSchema.parse(data);
  return { data, req };
}

/** Entity → its once-per-user rule in short ("poll by option, vote"). */
function onceRules(data: DataModel): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of data.entities)
    for (const r of e.rules ?? [])
      if (r.kind === "once-per-user") out[e.name] = `${r.target} by ${r.choice ?? "-"}, ${r.verb}`;
  return out;
}

const POLLS =
  "Poll: question, closes on (date)\nOption: poll (Poll), text\nVote: poll (Poll), option (Option)";
const SHOP = "Product: name, price (money)\nReview: product (Product), rating (integer), comment (text)";
const EVENTS = "Event: title, starts at (datetime)\nResponse: event (Event), answer (yes/no/maybe)";

const CASES: readonly { spec: IdeaSpec; rules: Record<string, string> }[] = [
  { spec: idea("polls-one-vote", "Create a poll with options\nVote on a poll\nOnly one vote per user per poll", POLLS), rules: { Vote: "poll by option, vote" } },
  { spec: idea("polls-once", "Create a poll with options\nEach member can vote only once per poll", POLLS), rules: { Vote: "poll by option, vote" } },
  { spec: idea("polls-twice", "Create a poll with options\nA member cannot vote twice on the same poll", POLLS), rules: { Vote: "poll by option, vote" } },
  { spec: idea("polls-more-than-once", "Vote for an option of a poll\nNobody may vote more than once in a poll", POLLS), rules: { Vote: "poll by option, vote" } },
  { spec: idea("reviews", "List products\nCustomers can review each product only once", SHOP), rules: { Review: "product by rating, review" } },
  { spec: idea("single-review", "List products\nA customer writes a single review per product", SHOP), rules: { Review: "product by rating, write" } },
  { spec: idea("rsvp", "Publish events\nGuests send only one response per event", EVENTS), rules: { Response: "event by answer, send" } },
]; // prettier-ignore

/** Entity → its no-overlap rule in short ("car: startsAt → endsAt"). */
function overlapRules(data: DataModel): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of data.entities)
    for (const r of e.rules ?? [])
      if (r.kind === "no-overlap") out[e.name] = `${r.target}: ${r.start} → ${r.end}`;
  return out;
}

const CARS = "Car: name, plate\nBooking: car (Car), starts at (datetime), ends at (datetime), purpose";
const ROOMS =
  "Room: name, floor (integer)\nReservation: room (Room), guest name, check in (date), check out (date)";
const COURTS =
  "Court: name\nMember: name, email\nSlot booking: court (Court), member (Member), from (datetime), until (datetime)";

const OVERLAPS: readonly { spec: IdeaSpec; rules: Record<string, string> }[] = [
  { spec: idea("cars", "Book a car for a time slot\nA car cannot be double-booked", CARS), rules: { Booking: "car: startsAt → endsAt" } },
  { spec: idea("cars-overlap", "Book a car\nBookings of the same car must not overlap", CARS), rules: { Booking: "car: startsAt → endsAt" } },
  { spec: idea("rooms", "Reserve a room\nGuests can reserve a room only when it is free", ROOMS), rules: { Reservation: "room: checkIn → checkOut" } },
  { spec: idea("courts", "Members book a court\nRefuse a slot booking that clashes with another one on the same court", COURTS), rules: { SlotBooking: "court: from → until" } },
]; // prettier-ignore

describe("no-overlap rules from the requirements", () => {
  for (const { spec, rules } of OVERLAPS)
    it(`${spec.slug}: ${JSON.stringify(rules)}`, () => {
      const { data } = built(spec);
      expect(overlapRules(data)).toEqual(rules);
      for (const name of Object.keys(rules))
        expect(data.entities.find((e) => e.name === name)?.rules?.[0]?.serves.length).toBeGreaterThan(0);
    });

  it("lists the overlap refusal in the API and the rule in the database design", () => {
    const { data, req } = built(OVERLAPS[0]?.spec ?? idea("x", "", CARS));
    const api = buildApiModel(data, req);
    const create = api.resources.find((r) => r.entity === "Booking")?.operations.find((o) => o.kind === "create");
    expect(create?.statusCodes.map((s) => s.description)).toContain("The car already has a booking at that time (conflict:overlap)");
    expect(renderDatabaseDesign(data, { version: 1, date: "2026-11-25" })).toMatch(/No two bookings of the same car overlap/);
  }); // prettier-ignore

  it("reads nothing without a cue or without rows that take a time", () => {
    const none = [
      idea("cars-plain", "Book a car for a time slot\nSee the bookings of a car", CARS),
      idea("cars-no-time", "A car cannot be double-booked", "Car: name\nBooking: car (Car), purpose"),
    ];
    for (const spec of none) expect(overlapRules(built(spec).data), spec.slug).toEqual({});
  });
});

/** Entity → its capacity rule in short ("team up to capacity", "team up to 8"). */
function capacityRules(data: DataModel): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of data.entities)
    for (const r of e.rules ?? [])
      if (r.kind === "capacity") out[e.name] = `${r.target} up to ${r.limitField ?? r.limit}`;
  return out;
}

const TEAMS = "Trip: destination, seats (integer)\nSignup: trip (Trip), note (text)";
const CLASSES = "Class: title, starts on (date)\nEnrolment: class (Class)";
const FOOD_BANK =
  "A volunteer rota for a food bank: volunteers sign up for shifts, each shift holds at most 6 people, and coordinators see who is coming.";

describe("capacity rules from the requirements", () => {
  const cases: readonly { spec: IdeaSpec; rules: Record<string, string> }[] = [
    { spec: idea("trips", "Plan trips\nTravellers join and leave a trip until its seats are taken", TEAMS), rules: { Signup: "trip up to seats" } },
    { spec: idea("classes", "Publish classes\nStudents enrol in a class\nA class takes at most 12 students", CLASSES), rules: { Enrolment: "class up to 12" } },
    { spec: idea("classes-no-limit", "Publish classes\nStudents enrol in a class", CLASSES), rules: {} },
    // No data section: the sign-ups are the idea's own record of who joined (join-entities.ts).
    {
      spec: {
        slug: "food-bank", name: "Food bank rota", description: FOOD_BANK,
        answers: {
          "product-purpose": FOOD_BANK, "user-authentication": "Username and password accounts",
          "core-features": "Volunteers sign up for shifts\nEach shift holds at most 6 people\nCoordinators see who is coming",
        },
      },
      rules: { ShiftSignup: "shift up to 6" },
    },
  ]; // prettier-ignore
  for (const { spec, rules } of cases)
    it(`${spec.slug}: ${JSON.stringify(rules)}`, () => {
      const { data } = built(spec);
      expect(capacityRules(data)).toEqual(rules);
      for (const name of Object.keys(rules)) {
        const entity = data.entities.find((e) => e.name === name);
        expect(entity?.rules?.map((r) => r.kind)).toEqual(["once-per-user", "capacity"]);
        expect(entity?.indexes.some((i) => i.unique && i.columns[0] === "owner_id")).toBe(true);
        // A row that joins needs nothing but its target: the app's Join button makes it.
        expect(entity?.fields.filter((f) => f.required)).toEqual([]);
      }
    });
});

describe("once-per-user rules from the requirements", () => {
  for (const { spec, rules } of CASES)
    it(`${spec.slug}: ${JSON.stringify(rules)}`, () => {
      const { data } = built(spec);
      expect(onceRules(data)).toEqual(rules);
      for (const name of Object.keys(rules)) {
        const entity = data.entities.find((e) => e.name === name);
        const rule = entity?.rules?.[0];
        const target = entity?.relations.find((r) => rule?.kind !== "stock" && r.name === rule?.target);
        expect(entity?.ownedByUser).toBe(true);
        expect(entity?.indexes).toContainEqual({ name: `${entity?.table}_owner_id_${target?.column}_key`, columns: ["owner_id", target?.column], unique: true });
        expect(rule?.serves.length).toBeGreaterThan(0);
        for (const id of rule?.serves ?? []) expect(entity?.serves).toContain(id);
      }
    }); // prettier-ignore

  it("reads nothing where no act is limited to once, or nobody signs in", () => {
    const none = [
      idea("polls-plain", "Create a poll with options\nVote on a poll\nSee the results of a poll", POLLS),
      idea("one-customer", "Each review has only one product\nList products once a week", SHOP),
      idea("polls-open", "Create a poll\nOnly one vote per poll", POLLS, { answers: { "core-features": "Create a poll\nOnly one vote per poll", "user-authentication": NO_AUTHENTICATION_NEEDED } }),
    ]; // prettier-ignore
    for (const spec of none) {
      const { data } = built(spec);
      expect(onceRules(data), spec.slug).toEqual({});
      expect(data.entities.every((e) => e.rules === undefined && e.indexes.every((i) => !i.unique))).toBe(
        true,
      );
    }
  });

  it("gives the target a tally and the documents the rule and its refusal", () => {
    const { data, req } = built(CASES[0]?.spec ?? idea("x", "", POLLS));
    const api = buildApiModel(data, req);
    const polls = api.resources.find((r) => r.entity === "Poll");
    const tally = polls?.operations.find((o) => o.kind === "tally");
    expect(tally).toMatchObject({ id: "pollTally", method: "get", path: "/api/polls/{id}/tally", responseSchema: "VoteTally" });
    expect(api.schemas.VoteTally).toBeDefined();
    const create = api.resources.find((r) => r.entity === "Vote")?.operations.find((o) => o.kind === "create");
    expect(create?.statusCodes.map((s) => s.description)).toContain("You already have a vote for this poll: one per user (conflict:once)");
    expect(renderDatabaseDesign(data, { version: 1, date: "2026-11-25" })).toMatch(/one vote per user and poll/i);
    expect(renderApiSpecification(api, { version: 1, date: "2026-11-25" })).toMatch(/conflict:once/);
  }); // prettier-ignore
});
