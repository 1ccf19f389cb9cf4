import type { DataModel, Entity } from "../../../domain/artifacts/04-data-model";
import { NO_AUTHENTICATION_NEEDED } from "../../../domain/rules/checklist";
import { buildRequirementsModel } from "../../pipeline/phases/02-srs/build";
import { buildDesignModel } from "../../pipeline/phases/03-system-design/build";
import { buildApiModel } from "../../pipeline/phases/04-technical/build-api";
import { buildUiModel } from "../../pipeline/phases/04-technical/build-ui";
import { buildChain } from "../../pipeline/testing/build-chain";
import { ideaInput, type IdeaSpec } from "../../pipeline/testing/idea-input";
import { ideaNamed } from "../../pipeline/testing/ideas";
import { FIXTURES } from "../../pipeline/fixtures";
import type { CodegenInput } from "../types";

// The idea's look (issue 17): ideas that ask for one.
export { brewBuddy, nightMarket, themeInput } from "./theme-models";

/*
 * Test support for the code generator: approved model chains of different shapes, built the way the product
 * builds them (the embedded engine from an idea's checklist answers), wrapped as generator input with project
 * names full of spaces, accents and quotes.
 */

/** 12+ entities, accounts, several many-to-many relations, and an entity whose table would be `sessions`. */
export const makerSpace: IdeaSpec = {
  slug: "maker-space",
  name: "Maker Space",
  description: "A community workshop where members book tools and rooms and join courses",
  answers: {
    "business-goals": "Tools and rooms always booked fairly\nCourses full every month",
    "user-types": "Members: book tools and join courses\nStaff: run courses and keep the inventory",
    "user-authentication": "Username and password accounts",
    "core-features":
      "Members book tools for a time slot\nStaff publish courses with sessions\nMembers enrol in courses\nStaff keep the inventory of materials and suppliers\nSearch tools by name",
  },
  dataEntities: [
    "Member: name, email (unique), phone, joined on (date)",
    "Room: name, capacity (number), floor (number)",
    "Tool: name, serial number (unique), needs training (yes/no), room (Room), tags (Tag)",
    "Tag: name (unique)",
    "Instructor: name, email, bio (text)",
    "Course: title, description (text), level (beginner/intermediate/advanced), price (money), tags (Tag), instructors (Instructor)",
    "Session: course (Course), room (Room), starts at (date/time), seats (number)",
    "Enrolment: member (Member), course (Course), enrolled on (date), paid (yes/no)",
    "Booking: member (Member), tool (Tool), starts at (date/time), ends at (date/time), note (text)",
    "Supplier: name, email, website (url), phone",
    "Material: name, unit, stock (number), unit price (money), suppliers (Supplier)",
    "Purchase: supplier (Supplier), ordered on (date), total (money), status (ordered/received/cancelled)",
    "Review: member (Member), course (Course), rating (number), comment (text)",
  ].join("\n"),
};

/** One entity, no accounts. */
export const readingNotes: IdeaSpec = {
  slug: "reading-notes",
  name: "Reading Notes",
  description: "A simple place to keep notes on what I read",
  answers: {
    "business-goals": "Remember what I read",
    "user-types": "A reader keeping notes",
    "user-authentication": NO_AUTHENTICATION_NEEDED,
    "core-features": "Write a note about an article with a link and a rating\nSearch my notes",
    security: ["Encrypted connections (HTTPS)"],
  },
  dataEntities: "Note: title, body (text), link (url), rating (number), read on (date), favourite (yes/no)",
};

/** Five entities, accounts, a chain of references and unique fields: the app whose test suite the benchmark times. */
export const communityGarden: IdeaSpec = {
  slug: "community-garden",
  name: "Community Garden",
  description: "A community garden where gardeners rent plots and record what they plant and harvest",
  answers: {
    "business-goals": "Every plot rented\nKnow what grows where",
    "user-types": "Gardeners: rent plots and record plantings",
    "user-authentication": "Username and password accounts",
    "core-features": "Gardeners rent plots\nGardeners record plantings and harvests\nSearch crops by name",
  },
  dataEntities: [
    "Gardener: name, email (unique), phone, joined on (date)",
    "Plot: code (unique), size (number), sunny (yes/no), gardener (Gardener)",
    "Crop: name, season (spring/summer/autumn/winter), notes (text)",
    "Planting: plot (Plot), crop (Crop), planted on (date)",
    "Harvest: planting (Planting), weight (money), harvested on (date)",
  ].join("\n"),
};

/** Accounts with roles (added to the model below): a vet clinic's staff and the pet owners. */
export const vetClinic: IdeaSpec = {
  slug: "vet-clinic",
  name: "Vet Clinic",
  description: "A veterinary clinic where owners book appointments for their pets and staff keep the records",
  answers: {
    "business-goals": "Owners book visits without calling\nVets see every pet's history",
    "user-types":
      "Administrator: manages the accounts\nReceptionist: runs the appointment book\nVet: treats pets and records vaccinations\nOwner: books visits for their pets",
    "user-authentication": "Username and password accounts",
    "core-features":
      "Owners register their pets\nOwners book appointments\nReceptionists keep the owners' contact details\nVets record vaccinations",
  },
  dataEntities: [
    "Client: name, phone, email",
    "Pet: name, species (dog/cat/bird/other), born on (date)",
    "Appointment: pet (Pet), starts at (date/time), reason (text)",
    "Vaccination: pet (Pet), vaccine, given on (date)",
  ].join("\n"),
};

type AccessRow = NonNullable<CodegenInput["data"]["entities"][number]["access"]>[string];
const access = (read: AccessRow["read"], create: boolean, update: AccessRow["update"], del: AccessRow["delete"]): AccessRow => ({
  read,
  create,
  update,
  delete: del,
}); // prettier-ignore

/** The vet clinic with its roles: the data model as an LLM would extend it (roles, sign-up role, access per entity). */
function vetClinicInput(): CodegenInput {
  const input = codegenInput(vetClinic, "Vet Clinic (roles)");
  const data = input.data;
  data.roles = [
    { name: "admin", label: "Administrator", description: "Manages the accounts and everything else", manageAccounts: true },
    { name: "receptionist", label: "Receptionist", description: "Runs the appointment book", manageAccounts: false },
    { name: "vet", label: "Vet", description: "Treats pets and records vaccinations", manageAccounts: false },
    { name: "owner", label: "Owner", description: "Books visits for their own pets", manageAccounts: false },
  ]; // prettier-ignore
  data.signUpRole = "owner";
  const full = access("all", true, "all", "all");
  const table: Record<string, Record<string, AccessRow>> = {
    Client: { admin: full, receptionist: full, vet: access("all", false, "none", "none"), owner: access("none", false, "none", "none") },
    Pet: { admin: full, receptionist: access("all", true, "all", "none"), vet: access("all", false, "all", "none"), owner: access("own", true, "own", "none") },
    Appointment: { admin: full, receptionist: full, vet: access("all", false, "all", "none"), owner: access("own", true, "none", "own") },
    Vaccination: { admin: full, receptionist: access("all", false, "none", "none"), vet: access("all", true, "all", "none"), owner: access("none", false, "none", "none") },
  }; // prettier-ignore
  for (const entity of data.entities) {
    if (entity.name === "Pet" || entity.name === "Appointment") entity.ownedByUser = true;
    else entity.ownedByUser = false;
    entity.access = table[entity.name];
  }
  return input;
}

export interface CodegenCase {
  slug: string;
  /** What the case covers. */
  shape: string;
  input: CodegenInput;
}

function codegenInput(spec: IdeaSpec, projectName: string): CodegenInput {
  const chain = buildChain(ideaInput(spec));
  return { ...chain, projectName };
}

/** The six shapes the generated-app tests run (the list: 12+ entities with many-to-many, accounts, a single entity, accents). */
export function codegenCases(): CodegenCase[] {
  return [
    { slug: "maker-space", shape: "13 entities, many-to-many, accounts", input: codegenInput(makerSpace, "Maker Space — Workshop & Co") },
    { slug: "lending-library", shape: "accounts with roles, restrict deletes, unique fields", input: codegenInput(ideaNamed("lending-library"), "Lending Library") },
    { slug: "recipe-box", shape: "many-to-many, per-user data", input: codegenInput(ideaNamed("recipe-box"), "Recipe Box (family)") },
    { slug: "expense-tracker", shape: "accounts, a single per-user entity, money and enums", input: codegenInput(ideaNamed("expense-tracker"), "Expense Tracker") },
    { slug: "cafe-evenements", shape: "accents and quotes in names", input: codegenInput(ideaNamed("cafe-evenements"), 'Café "Événements" & Co') },
    { slug: "reading-notes", shape: "a single entity, no accounts", input: codegenInput(readingNotes, "Reading notes") },
    { slug: "vet-clinic", shape: "accounts with roles and permissions, per-user rows", input: vetClinicInput() },
  ]; // prettier-ignore
}

/** The five-entity app of the test-suite benchmark (bench/app-tests.ts). */
export function communityGardenInput(): CodegenInput {
  return codegenInput(communityGarden, "Community Garden");
}

/** One case by slug. */
export function codegenCase(slug: string): CodegenCase {
  const found = codegenCases().find((c) => c.slug === slug);
  if (!found) throw new Error(`no codegen case ${slug}`);
  return found;
}

/** More chains for fast tests only: the two ideas the six leave out. */
export function extraCodegenInputs(): CodegenInput[] {
  return [
    codegenInput(ideaNamed("clinic-booking"), "Clinic Booking"),
    codegenInput(ideaNamed("hive-log"), "Hive Log"),
  ];
}

const BENCH_WORDS = [
  "Account", "Branch", "Client", "Contract", "Delivery", "Device", "Document", "Employee", "Equipment", "Facility",
  "Invoice", "Issue", "Job", "Lead", "Location", "Meeting", "Milestone", "Order", "Partner", "Payment",
  "Policy", "Product", "Quote", "Region", "Report", "Shift", "Skill", "Task", "Vehicle", "Warehouse",
]; // prettier-ignore

/** A 30-entity model for the generation benchmark: typed fields, a chain of references and many-to-many links. */
export function benchmarkInput(): CodegenInput {
  const lines = BENCH_WORDS.map((word, i) => {
    const details = [
      "name",
      "code (unique)",
      "notes (text)",
      "amount (money)",
      "quantity (number)",
      "active (yes/no)",
      "due on (date)",
      "status (draft/active/closed)",
    ];
    const previous = BENCH_WORDS[i - 1];
    if (previous) details.unshift(`${previous.toLowerCase()} (${previous})`);
    const far = BENCH_WORDS[i - 5];
    if (far) details.push(`${far.toLowerCase()}s (${far})`);
    return `${word}: ${details.join(", ")}`;
  });
  const spec: IdeaSpec = {
    slug: "benchmark",
    name: "Operations Hub",
    description: "An operations hub for a services company",
    answers: { "user-authentication": "Username and password accounts" },
    dataEntities: lines.join("\n"),
  };
  return codegenInput(spec, "Operations Hub");
}

/**
 * The hand-written models (server/pipeline/fixtures), written the way an LLM might write them: auth operations at
 * their own paths, many-to-many link routes, children created under a parent, and operations whose behaviour
 * cannot be derived (placeholders answering 501).
 */
export function fixtureCases(names?: readonly string[]): CodegenCase[] {
  return FIXTURES.filter((f) => !names || names.includes(f.name)).map((fixture) => {
    const { name, ...models } = fixture;
    return {
      slug: `fixture-${name}`,
      shape: `hand-written models (${name})`,
      input: { ...models, projectName: `${name} (fixture)` },
    };
  });
}

/** An expense-claims app: employees submit claims, managers approve or reject them (a workflow with roles). */
export const expenseClaims: IdeaSpec = {
  slug: "expense-claims",
  name: "Expense Claims",
  description: "Employees submit expense claims and managers approve or reject them",
  answers: {
    "business-goals": "Claims paid back within a week\nEvery decision on record",
    "user-types":
      "Employee: writes and submits expense claims\nManager: approves or rejects submitted claims",
    "user-authentication": "Username and password accounts",
    "core-features":
      "Employees write expense claims\nEmployees submit a claim for approval\nManagers approve or reject submitted claims\nSee the history of a claim",
  },
  dataEntities:
    "Claim: title, amount (money), spent on (date), status (draft/submitted/approved/rejected), note (text)",
};

/** A help desk without roles: tickets go open → in progress → resolved, and a resolved ticket can be reopened. */
export const helpDesk: IdeaSpec = {
  slug: "help-desk",
  name: "Help Desk",
  description: "A help desk where people raise tickets, work on them and resolve them",
  answers: {
    "business-goals": "Every ticket resolved\nNothing forgotten",
    "user-types": "People who raise and work on tickets",
    "user-authentication": "Username and password accounts",
    "core-features":
      "Raise a ticket\nStart work on an open ticket\nResolve a ticket\nReopen a resolved ticket\nSee the history of a ticket",
  },
  dataEntities:
    "Ticket: subject, description (text), priority (low/normal/high), status (open/in progress/resolved)",
};

/** The requirement ids whose text matches, in order (what a hand-written model element serves). */
export function idsMatching(input: ReturnType<typeof buildRequirementsModel>, pattern: RegExp): string[] {
  return input.requirements.filter((r) => pattern.test(r.description)).map((r) => r.id);
}

/**
 * A hand-written data model with a workflow, and the rest of the chain built from it the way the product builds
 * it (requirements and design from the idea, the API and UI models from the data model).
 */
export function workflowInput(spec: IdeaSpec, projectName: string, data: (req: ReturnType<typeof buildRequirementsModel>) => DataModel): CodegenInput {
  const requirements = buildRequirementsModel(ideaInput(spec));
  const model = data(requirements);
  const api = buildApiModel(model, requirements);
  return { requirements, design: buildDesignModel(requirements), data: model, api, ui: buildUiModel(model, api, requirements), projectName };
} // prettier-ignore

type Field = Entity["fields"][number];
export const field = (
  name: string,
  label: string,
  type: Field["type"],
  extra: Partial<Field> = {},
): Field => ({
  name,
  column: name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
  label,
  type,
  required: true,
  unique: false,
  ...extra,
});

/** Expense claims: Claim with status draft/submitted/approved/rejected; submit by anyone who may change the claim, approve and reject by managers. */
export function expenseClaimsInput(): CodegenInput {
  return workflowInput(expenseClaims, "Expense Claims (workflow)", (req) => {
    const claimIds = idsMatching(req, /\bclaims?\b/i);
    return {
      accounts: true,
      roles: [
        { name: "manager", label: "Manager", description: "Approves or rejects submitted claims; manages the accounts", manageAccounts: true },
        { name: "employee", label: "Employee", description: "Writes and submits expense claims", manageAccounts: false },
      ],
      signUpRole: "employee",
      entities: [
        {
          name: "Claim",
          plural: "Claims",
          table: "claims",
          label: "Claim",
          description: "An expense an employee asks to be paid back",
          fields: [
            field("title", "Title", "string", { maxLength: 120 }),
            field("amount", "Amount", "money"),
            field("spentOn", "Spent on", "date"),
            field("status", "Status", "enum", { enumValues: ["draft", "submitted", "approved", "rejected"] }),
            field("note", "Note", "text", { required: false }),
          ],
          relations: [],
          indexes: [],
          seed: [
            { title: "Train to the client", amount: 48.5, spentOn: "2025-03-03", status: "draft", note: null },
            { title: "Hotel in Leeds", amount: 112, spentOn: "2025-03-04", status: "submitted", note: "Two nights" },
          ],
          ownedByUser: true,
          access: {
            manager: { read: "all", create: true, update: "all", delete: "all" },
            employee: { read: "own", create: true, update: "own", delete: "own" },
          },
          workflow: {
            field: "status",
            initial: "draft",
            transitions: [
              { name: "submit", label: "Submit", from: ["draft"], to: "submitted", roles: [], serves: idsMatching(req, /\bsubmit a\b/i) },
              { name: "approve", label: "Approve", from: ["submitted"], to: "approved", roles: ["manager"], serves: idsMatching(req, /\bapprove\b/i) },
              { name: "reject", label: "Reject", from: ["submitted"], to: "rejected", roles: ["manager"], serves: idsMatching(req, /\breject\b/i) },
            ],
            serves: idsMatching(req, /\bhistory\b/i),
          },
          serves: claimIds,
        },
      ],
    };
  }); // prettier-ignore
}

/** A help desk without roles: Ticket open → in progress → resolved, resolved → open again (reopen). */
export function helpDeskInput(): CodegenInput {
  return workflowInput(helpDesk, "Help Desk (workflow)", (req) => ({
    accounts: true,
    roles: [],
    signUpRole: null,
    entities: [
      {
        name: "Ticket",
        plural: "Tickets",
        table: "tickets",
        label: "Ticket",
        description: "A problem someone raised",
        fields: [
          field("subject", "Subject", "string", { maxLength: 160 }),
          field("description", "Description", "text", { required: false }),
          field("priority", "Priority", "enum", { enumValues: ["low", "normal", "high"] }),
          field("status", "Status", "enum", { enumValues: ["open", "in progress", "resolved"] }),
        ],
        relations: [],
        indexes: [],
        seed: [{ subject: "Printer jams", description: "On the second floor", priority: "normal", status: "open" }],
        ownedByUser: true,
        workflow: {
          field: "status",
          initial: "open",
          transitions: [
            { name: "start", label: "Start work", from: ["open"], to: "in progress", roles: [], serves: idsMatching(req, /\bstart work\b/i) },
            { name: "resolve", label: "Resolve", from: ["open", "in progress"], to: "resolved", roles: [], serves: idsMatching(req, /\bresolve a\b/i) },
            { name: "reopen", label: "Reopen", from: ["resolved"], to: "open", roles: [], serves: idsMatching(req, /\breopen/i) },
          ],
          serves: idsMatching(req, /\bhistory\b/i),
        },
        serves: idsMatching(req, /\btickets?\b/i),
      },
    ],
  })); // prettier-ignore
}

/** The two workflow apps the generated-app test runs (issue 17). */
export function workflowCases(): CodegenCase[] {
  return [
    { slug: "expense-claims", shape: "a workflow with roles (submit, approve, reject)", input: expenseClaimsInput() },
    { slug: "help-desk", shape: "a workflow without roles (start, resolve, reopen)", input: helpDeskInput() },
  ]; // prettier-ignore
}

/** Interactive pages (issue 17 point 6): a BMI tracker that saves readings, a flashcard quiz, loan and tip calculators, Markdown notes. */
export const bmiTracker: IdeaSpec = {
  slug: "bmi-tracker",
  name: "BMI Tracker",
  description: "Calculate my BMI from my weight and height and save my BMI readings",
  answers: {
    "user-authentication": "Username and password accounts",
    "core-features": "Compute a BMI\nSee my past readings",
  },
  dataEntities: "Reading: weight (decimal), height (decimal), bmi (decimal), taken on (date)",
};
export const flashcards: IdeaSpec = {
  slug: "flashcards",
  name: "Flashcards",
  description: "Flashcards with a question and answer, quiz me and show my score",
  answers: { "user-authentication": "Username and password accounts" },
  dataEntities:
    "Deck: name\nCard: deck (Deck), question (text), answer (text)\nAttempt: score (number), cards asked (number), taken on (date)",
};
export const loanHelper: IdeaSpec = {
  slug: "loan-helper",
  name: "Loan Helper",
  description: "A mortgage calculator that works out the monthly payment of a loan",
  answers: {
    "user-authentication": NO_AUTHENTICATION_NEEDED,
    "core-features": "Split the bill with a tip calculator",
  },
  dataEntities: "Note: title, body (text)",
};

export const markdownNotes: IdeaSpec = {
  slug: "markdown-notes",
  name: "Markdown Notes",
  description: "Write my notes in a Markdown editor with a live preview and keep them",
  answers: { "user-authentication": "Username and password accounts" },
  dataEntities: "Note: title, body (text), written on (date)",
};

export const teamChat: IdeaSpec = {
  slug: "team-chat",
  name: "Team Chat",
  description: "A chat room where my team posts messages that everyone sees live",
  answers: { "user-authentication": "Username and password accounts" },
  dataEntities: "Message: body (text), posted at (datetime)",
};

/** The tool apps the generated-app test runs. */
export function toolCases(): CodegenCase[] {
  return [
    { slug: "bmi-tracker", shape: "a BMI calculator that saves readings", input: codegenInput(bmiTracker, "BMI Tracker") },
    { slug: "flashcards", shape: "a quiz over cards in decks", input: codegenInput(flashcards, "Flashcards") },
    { slug: "loan-helper", shape: "loan and tip calculators, no accounts", input: codegenInput(loanHelper, "Loan Helper") },
    { slug: "markdown-notes", shape: "a Markdown editor with a live preview over notes", input: codegenInput(markdownNotes, "Markdown Notes") },
    { slug: "team-chat", shape: "a live chat room over shared messages", input: codegenInput(teamChat, "Team Chat") },
  ]; // prettier-ignore
}

/** A team blog (issue 17 point 4): authors write and publish posts, visitors read published posts and comments. */
export const teamBlog: IdeaSpec = {
  slug: "team-blog",
  name: "Team Blog",
  description: "A blog where our authors write posts and visitors read them without an account",
  answers: {
    "business-goals": "A post every week\nReaders find every published post",
    "user-types":
      "Editors: run the blog and its mailing list\nAuthors: write and publish posts\nVisitors: read posts and comments",
    "user-authentication": "Accounts with roles and permissions",
    "user-roles": "Editor: manage posts, comments and subscribers\nAuthor: write and publish posts, comment",
    "core-features":
      "Authors write posts\nAuthors publish a post\nVisitors read published posts without signing in\nAuthors comment on posts\nEditors keep the list of subscribers",
  },
  dataEntities: [
    "Post: title, body (text), status (draft/published)",
    "Comment: post (Post), author name, body (text)",
    "Subscriber: name, email (unique)",
  ].join("\n"),
};

/**
 * The team blog, hand-written: Post (per author, draft → published by publish, back by unpublish), Comment (under a
 * post) public for visitors, Subscriber private to editors.
 */
export function teamBlogInput(): CodegenInput {
  return workflowInput(teamBlog, "Team Blog (public)", (req) => ({
    accounts: true,
    roles: [
      { name: "editor", label: "Editor", description: "Runs the blog; manages the accounts", manageAccounts: true },
      { name: "author", label: "Author", description: "Writes and publishes posts", manageAccounts: false },
    ],
    signUpRole: "author",
    entities: [
      {
        name: "Post", plural: "Posts", table: "posts", label: "Post", description: "An article of the blog",
        fields: [
          field("title", "Title", "string", { maxLength: 160 }),
          field("body", "Body", "text"),
          field("status", "Status", "enum", { enumValues: ["draft", "published"] }),
        ],
        relations: [], indexes: [],
        seed: [{ title: "Hello, world", body: "Our first post.", status: "published" }, { title: "Coming soon", body: "Not yet.", status: "draft" }],
        ownedByUser: true,
        access: {
          editor: { read: "all", create: true, update: "all", delete: "all" },
          author: { read: "own", create: true, update: "own", delete: "own" },
        },
        workflow: {
          field: "status", initial: "draft",
          transitions: [
            { name: "publish", label: "Publish", from: ["draft"], to: "published", roles: [], serves: idsMatching(req, /\bpublish a post\b/i) },
            { name: "unpublish", label: "Unpublish", from: ["published"], to: "draft", roles: ["editor"], serves: [] },
          ],
          serves: [],
        },
        publicRead: true,
        publicStates: ["published"],
        serves: idsMatching(req, /\bposts?\b/i),
      },
      {
        name: "Comment", plural: "Comments", table: "comments", label: "Comment", description: "A reader's comment on a post",
        fields: [field("authorName", "Author name", "string", { maxLength: 120 }), field("body", "Body", "text")],
        relations: [{ name: "post", target: "Post", kind: "many-to-one", required: true, column: "post_id", onDelete: "cascade" }],
        indexes: [],
        seed: [{ authorName: "Ann", body: "Welcome!", post: 1 }],
        ownedByUser: false,
        access: {
          editor: { read: "all", create: true, update: "all", delete: "all" },
          author: { read: "all", create: true, update: "none", delete: "none" },
        },
        publicRead: true,
        serves: idsMatching(req, /\bcomments?\b/i),
      },
      {
        name: "Subscriber", plural: "Subscribers", table: "subscribers", label: "Subscriber", description: "Someone on the mailing list",
        fields: [field("name", "Name", "string", { maxLength: 120 }), field("email", "E-mail", "email", { unique: true })],
        relations: [], indexes: [],
        seed: [{ name: "Ben", email: "ben@example.org" }],
        ownedByUser: false,
        access: {
          editor: { read: "all", create: true, update: "all", delete: "all" },
          author: { read: "none", create: false, update: "none", delete: "none" },
        },
        serves: idsMatching(req, /\bsubscribers?\b/i),
      },
    ],
  })); // prettier-ignore
}

/** The team blog as the product builds it: every model derived from the requirements (embedded engine). */
export function teamBlogDerivedInput(): CodegenInput {
  return { ...buildChain(ideaInput(teamBlog)), projectName: "Team Blog (derived)" };
}

/** A club without roles: organisers keep events the public can see, and the members list stays private. */
export const clubEvents: IdeaSpec = {
  slug: "club-events",
  name: "Club Events",
  description: "Our walking club plans its events and keeps its members",
  answers: {
    "user-types": "Organisers: plan events and keep the members list",
    "user-authentication": "Username and password accounts",
    "core-features":
      "Organisers add events\nThe public can see upcoming events without an account\nOrganisers keep the members list",
  },
  dataEntities: "Event: title, starts on (date), place\nMember: name, email, phone",
};

/** The club, every model derived from its requirements (no roles). */
export function clubEventsDerivedInput(): CodegenInput {
  return { ...buildChain(ideaInput(clubEvents)), projectName: "Club Events (derived)" };
}

/** The public-reading apps the generated-app test runs (issue 17 point 4). */
export function publicCases(): CodegenCase[] {
  return [
    { slug: "team-blog", shape: "public posts (published only) and comments, private subscribers, with roles", input: teamBlogInput() },
    { slug: "team-blog-derived", shape: "the same blog derived from its requirements", input: teamBlogDerivedInput() },
    { slug: "club-events", shape: "public events and private members, no roles, derived", input: clubEventsDerivedInput() },
  ]; // prettier-ignore
}
/** Hand-written models with reports (issue 17): a budget with accounts and a leaderboard without. */
export { budgetInput, derivedBudgetInput, leaderboardInput, teamBudgetInput } from "./report-models";
