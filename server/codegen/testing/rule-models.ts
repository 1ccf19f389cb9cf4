import type { Entity } from "../../../domain/artifacts/04-data-model";
import type { IdeaSpec } from "../../pipeline/testing/idea-input";
import type { CodegenInput } from "../types";
import { field, idsMatching, workflowInput, type CodegenCase } from "./models";

/*
 * Hand-written models of actions with rules (issue 17 point 3) for the generator's tests: team polls (one vote per
 * user and poll, a live tally), car sharing (bookings of a car never overlap) and trips (join up to the seats).
 * The rest of each chain is built from the idea the way the product builds it (models.ts, workflowInput).
 */

/** Team polls (issue 17, actions with rules): each member votes once per poll and sees a live tally. */
export const teamPolls: IdeaSpec = {
  slug: "team-polls",
  name: "Team Polls",
  description: "Members ask the team questions and vote on the answers; each member votes only once per poll",
  answers: {
    "business-goals": "Quick team decisions\nFair votes",
    "user-types": "Members who ask questions and vote",
    "user-authentication": "Username and password accounts",
    "core-features":
      "Ask a question as a poll with options\nVote for an option of a poll\nOnly one vote per user per poll\nSee the live tally of a poll",
  },
  dataEntities:
    "Poll: question, closes on (date)\nOption: poll (Poll), text\nVote: poll (Poll), option (Option), comment (text)",
};

/** Team polls: shared Polls and Options; a Vote belongs to its user, once per poll, counted per option. */
export function teamPollsInput(): CodegenInput {
  return workflowInput(teamPolls, "Team Polls (rules)", (req) => {
    const relation = (name: string, target: string): Entity["relations"][number] => ({ name, target, kind: "many-to-one", required: true, column: `${name}_id`, onDelete: "cascade" });
    return {
      accounts: true,
      roles: [],
      signUpRole: null,
      entities: [
        { name: "Poll", plural: "Polls", table: "polls", label: "Poll", description: "A question the team votes on", fields: [field("question", "Question", "string", { maxLength: 200 }), field("closesOn", "Closes on", "date", { required: false })], relations: [], indexes: [], seed: [{ question: "Where do we eat on Friday?", closesOn: "2025-06-06" }], ownedByUser: false, serves: idsMatching(req, /\bpolls?\b/i) },
        { name: "Option", plural: "Options", table: "options", label: "Option", description: "An answer a poll offers", fields: [field("text", "Text", "string", { maxLength: 120 })], relations: [relation("poll", "Poll")], indexes: [{ name: "options_poll_id_idx", columns: ["poll_id"], unique: false }], seed: [{ poll: 1, text: "Pizza" }, { poll: 1, text: "Sushi" }], ownedByUser: false, serves: idsMatching(req, /\boptions?\b/i) },
        {
          name: "Vote", plural: "Votes", table: "votes", label: "Vote", description: "One member's answer to a poll",
          fields: [field("comment", "Comment", "text", { required: false })],
          relations: [relation("poll", "Poll"), relation("option", "Option")],
          indexes: [{ name: "votes_option_id_idx", columns: ["option_id"], unique: false }, { name: "votes_owner_id_poll_id_key", columns: ["owner_id", "poll_id"], unique: true }],
          seed: [],
          ownedByUser: true,
          rules: [{ kind: "once-per-user", target: "poll", choice: "option", verb: "vote", serves: idsMatching(req, /\bonly one vote\b|\bonce\b/i) }],
          serves: idsMatching(req, /\bvotes?\b/i),
        },
      ],
    };
  }); // prettier-ignore
}

/** The apps the rules' generated-app test runs (issue 17, actions with rules). */
export function rulesCases(): CodegenCase[] {
  return [
    { slug: "team-polls", shape: "one vote per user and poll, with a live tally", input: teamPollsInput() },
  ];
}

/** Car sharing (issue 17, actions with rules): a car is booked for a time and never double-booked. */
export const carSharing: IdeaSpec = {
  slug: "car-sharing",
  name: "Car Sharing",
  description: "Neighbours share a few cars; a car cannot be double-booked",
  answers: {
    "business-goals": "Cars used often\nNo quarrels over bookings",
    "user-types": "Neighbours who book cars",
    "user-authentication": "Username and password accounts",
    "core-features":
      "Add the shared cars\nBook a car for a time slot\nA car cannot be double-booked\nSee the bookings of a car",
  },
  dataEntities: "Car: name, plate\nBooking: car (Car), starts at (datetime), ends at (datetime), purpose",
};

/** Car sharing: shared Cars; a Booking belongs to its user and takes [startsAt, endsAt) of its car, never overlapping. */
export function carSharingInput(): CodegenInput {
  return workflowInput(carSharing, "Car Sharing (rules)", (req) => ({
    accounts: true,
    roles: [],
    signUpRole: null,
    entities: [
      { name: "Car", plural: "Cars", table: "cars", label: "Car", description: "A shared car", fields: [field("name", "Name", "string", { maxLength: 80 }), field("plate", "Plate", "string", { maxLength: 12, unique: true })], relations: [], indexes: [], seed: [{ name: "Blue Golf", plate: "AB12 CDE" }], ownedByUser: false, serves: idsMatching(req, /\bcars?\b/i) },
      {
        name: "Booking", plural: "Bookings", table: "bookings", label: "Booking", description: "A car taken for a time",
        fields: [field("purpose", "Purpose", "string", { maxLength: 120, required: false }), field("startsAt", "Starts at", "datetime"), field("endsAt", "Ends at", "datetime")],
        relations: [{ name: "car", target: "Car", kind: "many-to-one", required: true, column: "car_id", onDelete: "cascade" }],
        indexes: [{ name: "bookings_car_id_idx", columns: ["car_id"], unique: false }],
        seed: [],
        ownedByUser: true,
        rules: [{ kind: "no-overlap", target: "car", start: "startsAt", end: "endsAt", serves: idsMatching(req, /double-booked/i) }],
        serves: idsMatching(req, /\bbook/i),
      },
    ],
  })); // prettier-ignore
}

/** Trips (issue 17, actions with rules): travellers join and leave a trip until its seats are taken. */
export const trips: IdeaSpec = {
  slug: "trips",
  name: "Trips",
  description: "A club plans trips; travellers join and leave a trip until its seats are taken",
  answers: {
    "business-goals": "Full buses\nFair places",
    "user-types": "Travellers who join trips",
    "user-authentication": "Username and password accounts",
    "core-features":
      "Plan trips with a number of seats\nJoin and leave a trip until its seats are taken\nSee who goes on a trip",
  },
  dataEntities: "Trip: destination, seats (integer)\nSignup: trip (Trip), note (text)",
};

/** Trips: shared Trips with a number of seats; a Signup belongs to its user, one per trip, up to the seats. */
export function tripsInput(): CodegenInput {
  return workflowInput(trips, "Trips (rules)", (req) => {
    const serves = idsMatching(req, /\bjoin\b/i);
    return {
      accounts: true,
      roles: [],
      signUpRole: null,
      entities: [
        { name: "Trip", plural: "Trips", table: "trips", label: "Trip", description: "A trip with a number of seats", fields: [field("destination", "Destination", "string", { maxLength: 120 }), field("seats", "Seats", "integer")], relations: [], indexes: [], seed: [{ destination: "Lake Bled", seats: 12 }], ownedByUser: false, serves: idsMatching(req, /\btrips?\b/i) },
        {
          name: "Signup", plural: "Signups", table: "signups", label: "Signup", description: "A traveller's place on a trip",
          fields: [field("note", "Note", "text", { required: false })],
          relations: [{ name: "trip", target: "Trip", kind: "many-to-one", required: true, column: "trip_id", onDelete: "cascade" }],
          indexes: [{ name: "signups_owner_id_trip_id_key", columns: ["owner_id", "trip_id"], unique: true }],
          seed: [],
          ownedByUser: true,
          rules: [{ kind: "once-per-user", target: "trip", verb: "join", serves }, { kind: "capacity", target: "trip", limitField: "seats", serves }],
          serves,
        },
      ],
    };
  }); // prettier-ignore
}
