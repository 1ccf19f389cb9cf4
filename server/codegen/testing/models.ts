import { NO_AUTHENTICATION_NEEDED } from "../../../domain/rules/checklist";
import { buildChain } from "../../pipeline/testing/build-chain";
import { ideaInput, type IdeaSpec } from "../../pipeline/testing/idea-input";
import { ideaNamed } from "../../pipeline/testing/ideas";
import { FIXTURES } from "../../pipeline/fixtures";
import type { CodegenInput } from "../types";

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
