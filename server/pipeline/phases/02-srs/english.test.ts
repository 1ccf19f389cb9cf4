import { describe, expect, it } from "vitest";
import type { ModelRequirement } from "../../../../domain/artifacts/01-requirements";
import { questionIndex } from "../../../../domain/checklist/question-bank";
import {
  NO_AUTHENTICATION_NEEDED,
  NO_INTEGRATIONS_NEEDED,
  PREFER_PHASED_DELIVERY,
} from "../../../../domain/rules/checklist";
import { singular, stem } from "../../../engines/embedded/text";
import { createEmbeddedRequirementsAgent } from "../01-requirements/embedded";
import { extractRequirements } from "../01-requirements/extract";
import { checklistDrafts } from "../01-requirements/from-checklist";
import { IDEA_CORPUS } from "../../testing/idea-corpus";
import { buildRequirementsModel, type StoredRequirement } from "./build";
import { renderSrs } from "./render";

/*
 * The SRS reads as a careful analyst wrote it: complete sentences, titles that end, acceptance criteria about the
 * requirement itself, nothing invented, duplicated or pasted from an answer, "1 user" and "2 users", and every
 * figure the user gave kept. Every idea of the corpus is rendered with the checklist answered in varied ways
 * (every option of each choice question comes up), the idea's own sentences recorded as chat requirements.
 */

const OPTIONS = questionIndex();
const META = { version: 1, date: "2026-11-24" };
const agent = createEmbeddedRequirementsAgent();

function option(id: string, i: number): string {
  const options = OPTIONS.get(id)?.options ?? [];
  return options[i % options.length] ?? "";
}

function options(id: string, from: number, count: number): string[] {
  return (OPTIONS.get(id)?.options ?? []).slice(from, from + count);
}

// prettier-ignore
const FEATURE_LISTS = [
  "Add and edit records\nSee a list of records",
  "Book an appointment\nCancel a booking\nSee my upcoming bookings",
  "Export reports as PDF\nUpload photos\nShare a list with friends",
  "Members borrow books with a due date\nSearch the catalogue by title or author\nDue date reminders",
  "No, deliver everything at once\nWithin 2 seconds",
];

/** The checklist of the i-th idea, answered so that over the corpus every option of every choice is picked. */
function answersFor(i: number, name: string, description: string): Record<string, unknown> {
  const auth = option("user-authentication", i);
  const signedIn = auth !== NO_AUTHENTICATION_NEEDED;
  return {
    "product-purpose": description.slice(0, 300),
    "business-goals":
      i % 2
        ? `Make ${name} easy to use from the first day`
        : "Fewer phone calls\nServe 500 customers a month",
    platform: option("platform", i),
    "user-types": ["Owners\nStaff", "owner, receptionist, vet, admin", "People who use the app"][i % 3],
    "user-authentication": auth,
    ...(signedIn && {
      "user-roles": i % 2 ? "Admin: manage everything\nMember: see their own records" : "1 owner and 2 staff",
      "account-features": options("account-features", 0, 1 + (i % 4)),
    }),
    "concurrent-users": [1, 2, 25, 500][i % 4],
    "core-features": FEATURE_LISTS[i % FEATURE_LISTS.length],
    "search-filter": i % 2 === 0,
    notifications: option("notifications", i),
    ...(i % 3 === 0 && { "notification-events": "A booking is confirmed\nA payment fails" }),
    "data-entities": agent.suggestDataEntities({ name, description }),
    "data-retention": option("data-retention", i),
    integrations:
      i % 7 === 6 ? [NO_INTEGRATIONS_NEEDED] : [option("integrations", i), option("integrations", i + 2)],
    ...(i % 2 === 1 && { "integration-details": "Stripe for card payments; SendGrid for e-mail" }),
    "data-export": i % 3 === 1,
    performance: option("performance", i),
    security: options("security", 0, 1 + (i % 5)),
    usability: option("usability", i),
    availability: option("availability", i),
    scalability: option("scalability", i),
    ...(i % 3 === 0 && { "growth-target": "About 2,000 users" }),
    hosting: option("hosting", i),
    "phased-delivery": option("phased-delivery", i),
    ...(i % 2 === 0 && { "first-release": "Bookings and reminders" }),
    ...(i % 4 === 0 && { deadline: "Before 1 March 2027" }),
    ...(i % 4 === 1 && { "constraints-other": "Budget under 5,000 euros; must run on a Raspberry Pi" }),
  };
}

interface Rendered {
  id: string;
  answers: Record<string, unknown>;
  requirements: ModelRequirement[];
  markdown: string;
}

/** The SRS of a corpus idea: its sentences as chat requirements, then what the checklist's answers state. */
function render(i: number): Rendered {
  const idea = IDEA_CORPUS[i];
  if (idea === undefined) throw new Error(`no idea ${i}`);
  const project = { name: idea.name, description: idea.idea.slice(0, 2000) };
  const answers = answersFor(i, idea.name, project.description);
  const chat: StoredRequirement[] = extractRequirements(idea.idea.slice(0, 3000)).map((r) => ({
    code: r.code,
    type: r.type,
    description: r.description,
    priority: r.priority,
    status: "unconfirmed",
    source: "chat",
  }));
  const fromChecklist = agent.requirementsFromChecklist({ answers, existing: chat });
  const requirements: StoredRequirement[] = [
    ...chat,
    ...fromChecklist.map((r): StoredRequirement => ({ ...r, status: "confirmed", source: "checklist" })),
  ];
  const model = buildRequirementsModel({ project, answers, requirements });
  return { id: idea.id, answers, requirements: model.requirements, markdown: renderSrs(model, META) };
}

const RENDERED = IDEA_CORPUS.map((_, i) => render(i));

/** Words a title may not end on: they open a phrase or a clause whose rest was cut off. */
const DANGLING =
  /(?:^|\s)(?:a|an|the|of|to|for|with|by|in|on|at|from|and|or|is|are|was|were|be|has|have|their|its|my|our|your|that|which|who|when|where|before|after|if|than|as|can|will|must|should|until|whether)$/i;

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Every line of every text answer, and every option picked, normalised. */
function answerLines(answers: Readonly<Record<string, unknown>>): Set<string> {
  const lines = Object.values(answers).flatMap((a) => (Array.isArray(a) ? a : [a]));
  return new Set(
    lines
      .filter((l): l is string => typeof l === "string")
      .flatMap((l) => l.split(/\r?\n/))
      .map(normalised),
  );
}

const stems = (text: string) =>
  new Set(
    normalised(text)
      .split(" ")
      .map((w) => stem(singular(w))),
  );

/** What a criterion about stored data names: "the new appointment is saved" → "appointment". */
const CRITERION_OBJECT =
  /\bthe new (.+?) is saved\b|\ban existing (.+?),|\bthe matching (.+?) are listed\b|\bonly the (.+?) that match\b/;

describe.each(RENDERED)("the SRS of $id", ({ answers, requirements, markdown }) => {
  it("titles every requirement with a phrase that ends, not one cut mid-clause", () => {
    const cut = requirements.filter(
      (r) =>
        (DANGLING.test(r.title) && !normalised(r.description).endsWith(normalised(r.title))) ||
        /[,;:(]$/.test(r.title) ||
        /^\S+ (?:them|it)\b/i.test(r.title),
    );
    expect(cut.map((r) => `${r.id}: ${r.title}`)).toEqual([]);
  });

  it("states every requirement as a complete sentence: a subject, a modal verb, a full stop", () => {
    const incomplete = requirements.filter((r) =>
      r.type === "user-story"
        ? !/^As (?:an?|the) [^,]+, (?:I|we) .+\.$/.test(r.description)
        : !/^[A-Z][^.]*?\b(?:must|shall|should|could|can|will|may)\b .+\.$/.test(r.description),
    );
    expect(incomplete.map((r) => `${r.id}: ${r.description}`)).toEqual([]);
  });

  it("never states the same requirement twice", () => {
    const seen = new Map<string, string>();
    const twice = requirements.flatMap((r) => {
      const key = normalised(r.description);
      const first = seen.get(key);
      seen.set(key, r.id);
      return first === undefined ? [] : [`${r.id} repeats ${first}: ${r.description}`];
    });
    expect(twice).toEqual([]);
  });

  it("never pastes a checklist answer as a requirement", () => {
    const lines = answerLines(answers);
    const pasted = requirements.filter((r) => lines.has(normalised(r.description)));
    expect(pasted.map((r) => `${r.id}: ${r.description}`)).toEqual([]);
  });

  it("invents no requirement from the delivery answer", () => {
    const invented = requirements.filter((r) =>
      /\bdeliver(?:ed)? everything\b|\bphased delivery\b/i.test(r.description),
    );
    expect(invented.map((r) => `${r.id}: ${r.description}`)).toEqual([]);
  });

  it("agrees in number: 1 user, 2 users", () => {
    const one = markdown.match(
      /\b1 (?:users|owners|members|people|seconds|days|hours|weeks|records|staff members)\b/g,
    );
    const many = markdown.match(
      /\b(?:[02-9]|\d{2,}) (?:user|owner|member|person|second|day|hour|week|record)\b(?!['’-]| stor(?:y|ies)\b)/g,
    );
    expect([...(one ?? []), ...(many ?? [])]).toEqual([]);
  });

  it("checks every acceptance criterion about stored data on the requirement's own object", () => {
    const wrong = requirements.flatMap((r) =>
      r.acceptanceCriteria.flatMap((c) => {
        const m = CRITERION_OBJECT.exec(c);
        const object = m?.slice(1).find((g) => g !== undefined);
        if (object === undefined) return [];
        const head = stem(singular(normalised(object).split(" ").pop() ?? object));
        // "translate" makes a translation, "reserve" a reservation: the verb names what is made.
        const own = [...stems(r.description)].some(
          (s) => s === head || (s.length >= 5 && head.startsWith(s.slice(0, 5))),
        );
        // Searching "the catalogue" or "lists" finds the things listed in it.
        const collection =
          /\b(?:search|find|filter)\w* (?:the |their )?(?:catalogue|lists?|records|archive|inventory)\b/i;
        return own || head === "row" || collection.test(r.description)
          ? []
          : [`${r.id}: ${r.description} → ${c}`];
      }),
    );
    // A loan is what borrowing a book makes: the entity a verb makes may differ from the words.
    expect(wrong.filter((w) => !/\bborrow/i.test(w))).toEqual([]);
  });

  it("keeps every figure the user gave", () => {
    const given = Object.entries(answers)
      .filter(([id]) => id !== "data-entities" && id !== "product-purpose")
      .flatMap(([, a]) => JSON.stringify(a).match(/\d[\d,.]*\d|\d/g) ?? []);
    const lost = [...new Set(given)].filter((n) => !markdown.includes(n));
    expect(lost).toEqual([]);
  });
});

describe("requirements a careful analyst would write", () => {
  const titled = (description: string) => {
    const model = buildRequirementsModel({
      project: { name: "Paws Vet Clinic", description: "" },
      answers: {
        "data-entities":
          "Pet: name, species\nVaccination: pet (Pet), vaccine, given on, due on\nAppointment: pet (Pet), starts at",
      },
      requirements: [
        {
          code: "FR-1",
          type: "functional",
          description,
          status: "unconfirmed",
          priority: "must",
          source: "chat",
        },
      ],
    });
    const [requirement] = model.requirements;
    if (requirement === undefined) throw new Error("no requirement");
    return requirement;
  };

  it("reads the vet clinic's idea as three requirements with titles that end", () => {
    const found = extractRequirements(
      "A web app for our vet clinic: book appointments for pets, keep each pet's vaccination history, and remind owners a week before a vaccine is due.",
    );
    expect(found.map((r) => r.description)).toEqual([
      "Users must be able to book appointments for pets.",
      "Users must be able to keep each pet's vaccination history.",
      "The application must remind owners a week before a vaccine is due.",
    ]);
    expect(found.map((r) => titled(r.description).title)).toEqual([
      "Book appointments for pets",
      "Keep each pet's vaccination history",
      "Remind owners a week before a vaccine is due",
    ]);
  });

  it("ends a long title where a clause begins, never on 'is' or 'before'", () => {
    expect(
      titled(
        "The application must remind owners of every pet in the clinic a week before a vaccine is due and again on the day.",
      ).title,
    ).toBe("Remind owners of every pet in the clinic a week");
    expect(titled("The trip leader must be able to see who has consented and paid.").title).toBe(
      "See who has consented and paid",
    );
  });

  it("invents no requirement from either answer about phased delivery", () => {
    for (const answer of [PREFER_PHASED_DELIVERY, "No, deliver everything at once"]) {
      expect(extractRequirements(answer)).toEqual([]);
      expect(checklistDrafts({ "phased-delivery": answer, "core-features": answer })).toEqual([]);
    }
  });

  it("checks booking an appointment on the appointment, not on the pet it is for", () => {
    expect(titled("Owners must be able to book an appointment for their pet.").acceptanceCriteria).toEqual([
      "Given a signed-in owner, when they book an appointment for their pet, then the new appointment is saved and appears in the list of appointments",
      "Given a signed-in owner, when they leave a required detail of the appointment empty, then nothing is saved and the missing detail is named",
    ]);
  });

  it("checks each capability of a requirement on its own object", () => {
    expect(
      titled("Vets must be able to see their day's appointments and record vaccinations.").acceptanceCriteria,
    ).toEqual([
      "Given a signed-in vet and saved appointments, when they see their day's appointments, then the matching appointments are listed with their details",
      "Given a signed-in vet, when they record vaccinations, then the new vaccination is saved and appears in the list of vaccinations",
      "Given a signed-in vet, when they leave a required detail of the vaccination empty, then nothing is saved and the missing detail is named",
    ]);
  });

  it("names what a pronoun stands for", () => {
    expect(
      extractRequirements("Owners book appointments online and the receptionist confirms them.").map(
        (r) => r.description,
      ),
    ).toEqual([
      "Owners must be able to book appointments online.",
      "The receptionist must be able to confirm appointments.",
    ]);
  });

  it("takes what the last action before the pronoun acts on, not the words after a phrasal verb", () => {
    expect(
      extractRequirements("Players sign up, open a game in the lobby and another player joins it.").map(
        (r) => r.description,
      ),
    ).toContain("Another player must be able to join the game.");
  });

  it("names what a pronoun of the next sentence stands for, each verb in its base form", () => {
    expect(
      extractRequirements(
        "The home manager enters the score; the away manager confirms it or disputes it.",
      ).map((r) => r.description),
    ).toEqual([
      "The home manager must be able to enter the score.",
      "The away manager must be able to confirm the score or dispute it.",
    ]);
  });

  it("records no requirement from a heading, a glossary line, a goal or a sentence whose modal is not its own", () => {
    for (const text of [
      "## Must have",
      "**Track**: a theme grouping talks (Web, Data, Ops, Security).",
      "A village brigade of 35 volunteers must show the district that enough trained people are available.",
      "Lessons get cancelled when the surf is too big, so students need to be rebooked.",
      "Wedding guest list with RSVPs, meal choices and table seating",
    ])
      expect(extractRequirements(text)).toEqual([]);
  });

  it("says who acts in a criterion as a person: a staff member", () => {
    expect(titled("All staff must be able to see every appointment.").acceptanceCriteria[0]).toBe(
      "Given a signed-in staff member and saved appointments, when they see every appointment, then the matching appointments are listed with their details",
    );
  });

  it("speaks of users in the third person", () => {
    expect(
      checklistDrafts({ "core-features": "See my upcoming bookings" }).map((r) => r.description),
    ).toEqual(["Users must be able to see their upcoming bookings."]);
  });

  it("counts users in the singular and the plural", () => {
    expect(checklistDrafts({ "concurrent-users": 1 }).map((r) => r.description)).toEqual([
      "The application must support 1 user at the same time.",
    ]);
    expect(checklistDrafts({ "concurrent-users": 500 }).map((r) => r.description)).toEqual([
      "The application must support 500 users at the same time.",
    ]);
  });
});
