import { describe, expect, it } from "vitest";
import { NO_AUTHENTICATION_NEEDED } from "../../../../domain/rules/checklist";
import { dataModelSchema, type DataModel, type Entity } from "../../../../domain/artifacts/04-data-model";
import { hasRow } from "../../fixtures/document-checks";
import { FIXTURE_META, FIXTURES } from "../../fixtures/index";
import { ideaInput, type IdeaSpec } from "../../testing/idea-input";
import { buildRequirementsModel } from "../02-srs/build";
import { buildDataModel } from "./build-data";
import { renderDatabaseDesign } from "./render-database";

/*
 * Workflows (issue 17) read from ideas written for this test: one-liners and checklists, each through the real
 * embedded Requirements AI (ideaInput) and the requirements builder, as the product builds them.
 */

interface Case {
  idea: IdeaSpec;
  /** Entity → its workflow in short: the states in order, the initial state, each transition as one line. */
  workflows: Record<string, { states: string[]; initial: string; transitions: string[] }>;
}

/** The data section a user would leave, and the answers that differ from the defaults. */
function idea(slug: string, description: string, more: Partial<IdeaSpec> = {}): IdeaSpec {
  return { slug, name: slug, description, answers: {}, ...more };
}

const ROLES = "Accounts with roles and permissions";

const CORPUS: readonly Case[] = [
  {
    // "approve or reject" with no object moves what is submitted; "pays them" is the claims, not their receipts.
    idea: idea(
      "claims-terse",
      "An internal admin tool to approve employee expense claims: employees submit claims with receipts, managers approve or reject, finance pays them.",
      { dataEntities: "Claim: amount (money), description\nReceipt: claim (Claim), file name" },
    ),
    workflows: {
      Claim: {
        states: ["submitted", "approved", "paid", "rejected"],
        initial: "submitted",
        transitions: [
          "approve: submitted → approved",
          "pay: approved → paid",
          "reject: submitted → rejected",
        ],
      },
    },
  },
  {
    idea: idea("claims", "Employees submit expense claims; a manager approves or rejects each claim", {
      dataEntities: "Claim: amount (money), spent on, description",
    }),
    workflows: {
      Claim: {
        states: ["submitted", "approved", "rejected"],
        initial: "submitted",
        transitions: ["approve: submitted → approved", "reject: submitted → rejected"],
      },
    },
  },
  {
    idea: idea("claims-with-roles", "Expense claims for our staff", {
      answers: {
        "user-types": "Employees\nManagers",
        "user-authentication": ROLES,
        "user-roles": "Manager: approve or reject claims\nEmployee: submit their own claims",
        "core-features":
          "Employees submit expense claims with receipts\nEmployees save claims as drafts\nManagers approve or reject claims\nSee the claims waiting for approval",
      },
      dataEntities:
        "Claim: employee (Employee), amount (money), spent on, description, status\nEmployee: name, email",
    }),
    workflows: {
      Claim: {
        states: ["draft", "submitted", "approved", "rejected"],
        initial: "draft",
        transitions: [
          "submit: draft → submitted by manager, employee",
          "approve: submitted → approved by manager",
          "reject: submitted → rejected by manager",
        ],
      },
    },
  },
  {
    idea: idea("help-desk", "An IT help desk where staff raise tickets", {
      answers: {
        "user-types": "Staff\nSupport agents",
        "user-authentication": ROLES,
        "user-roles": "Support agent: resolve tickets\nStaff: raise tickets and see their own tickets",
        "core-features":
          "Staff raise tickets about IT problems\nTickets move from open to in progress to resolved\nSupport agents resolve tickets\nA ticket can be reopened",
      },
      dataEntities: "Ticket: subject, description (text), status (open, in progress, resolved)",
    }),
    workflows: {
      Ticket: {
        states: ["open", "in progress", "resolved"],
        initial: "open",
        transitions: [
          "start: open → in progress",
          "resolve: in progress → resolved by support_agent",
          "reopen: resolved → open",
        ],
      },
    },
  },
  {
    // The lexicon's ticket states; "them" are the tickets, not the agents; every state made reachable.
    idea: idea(
      "help-desk-one-line",
      "An IT help desk: staff raise tickets, support agents resolve them and a ticket can be reopened",
    ),
    workflows: {
      Ticket: {
        states: ["open", "pending", "resolved", "closed"],
        initial: "open",
        transitions: [
          "markAsPending: open → pending",
          "resolve: open, pending → resolved",
          "close: resolved → closed",
          "reopen: resolved, closed → open",
        ],
      },
    },
  },
  {
    idea: idea("surveys", "Admins open and close surveys; respondents answer them while they are open", {
      dataEntities: "Survey: title, description (text)\nAnswer: survey (Survey), respondent, response (text)",
    }),
    workflows: {
      Survey: {
        states: ["draft", "open", "closed"],
        initial: "draft",
        transitions: ["open: draft → open", "close: open → closed"],
      },
    },
  },
  {
    idea: idea("shop", "A small online shop where orders are placed, shipped and delivered", {
      dataEntities: "Product: name, price (money)\nOrder: product (Product), quantity (number), ordered on",
    }),
    workflows: {
      Order: {
        states: ["placed", "shipped", "delivered"],
        initial: "placed",
        transitions: ["ship: placed → shipped", "deliver: shipped → delivered"],
      },
    },
  },
  {
    // The lexicon knows a booking's states; the one move stated makes the others reachable too.
    idea: idea("car-share", "Members book cars from the club's fleet; a booking can be cancelled"),
    workflows: {
      Booking: {
        states: ["requested", "confirmed", "cancelled", "completed"],
        initial: "requested",
        transitions: [
          "confirm: requested → confirmed",
          "cancel: requested, confirmed → cancelled",
          "complete: confirmed → completed",
        ],
      },
    },
  },
  {
    idea: idea("blog", "A blog whose authors draft posts and publish them"),
    workflows: {
      Post: { states: ["draft", "published"], initial: "draft", transitions: ["publish: draft → published"] },
    },
  },
  {
    idea: idea("library", "A library whose loans are returned"),
    workflows: {
      Loan: {
        states: ["borrowed", "returned"],
        initial: "borrowed",
        transitions: ["return: borrowed → returned"],
      },
    },
  },
  {
    // Members return books: the loan records the return.
    idea: idea("lending", "A library where members borrow books and return them"),
    workflows: {
      Loan: {
        states: ["borrowed", "returned"],
        initial: "borrowed",
        transitions: ["return: borrowed → returned"],
      },
    },
  },
  {
    idea: idea("leave", "Staff request leave; leave requests are approved or rejected by a manager", {
      answers: {
        "user-types": "Staff\nManagers",
        "user-authentication": ROLES,
        "user-roles": "Manager: see every leave request\nStaff: request leave",
      },
      dataEntities: "Leave request: starts on, ends on, reason",
    }),
    workflows: {
      LeaveRequest: {
        states: ["pending", "approved", "rejected"],
        initial: "pending",
        transitions: ["approve: pending → approved by manager", "reject: pending → rejected by manager"],
      },
    },
  },
  {
    idea: idea("invoices", "Freelancers send invoices to clients and mark them as paid", {
      dataEntities: "Invoice: client, amount (money), issued on, status (draft, sent, paid)",
    }),
    workflows: {
      Invoice: {
        states: ["draft", "sent", "paid"],
        initial: "draft",
        transitions: ["send: draft → sent", "pay: sent → paid"],
      },
    },
  },
  {
    idea: idea(
      "repairs",
      "Tenants report repairs; the landlord assigns each repair to a contractor, and the contractor completes it",
      { dataEntities: "Repair: description, reported on\nContractor: name, phone" },
    ),
    workflows: {
      Repair: {
        states: ["unassigned", "assigned", "completed"],
        initial: "unassigned",
        transitions: ["assign: unassigned → assigned", "complete: unassigned, assigned → completed"],
      },
    },
  },
  {
    idea: idea("to-do", "A to-do list where I mark a task as done"),
    workflows: {
      Task: {
        states: ["to do", "in progress", "done"],
        initial: "to do",
        transitions: ["start: to do → in progress", "complete: to do, in progress → done"],
      },
    },
  },
  // No workflow: records without moves, a status whose values are not moved, verbs that make rows or set relations.
  { idea: idea("recipe-box", "A recipe box where I keep my recipes with their ingredients"), workflows: {} },
  {
    idea: idea("contacts", "A contact list", {
      dataEntities: "Contact: name, email, phone, status (lead, customer, former)",
    }),
    workflows: {},
  },
  { idea: idea("habits", "A habit tracker where I tick off my daily habits"), workflows: {} },
  {
    idea: idea("spending", "Track expenses and assign a category to each expense", {
      dataEntities: "Expense: amount, spent on\nCategory: name",
    }),
    workflows: {},
  },
  {
    idea: idea("events", "Organisers publish events with a date and guests register for them", {
      answers: { "user-authentication": NO_AUTHENTICATION_NEEDED },
    }),
    workflows: {},
  },
  { idea: idea("chat", "Members send messages to each other"), workflows: {} },
  { idea: idea("menus", "Users can open the app and close the menu to write notes"), workflows: {} },
];

function build(spec: IdeaSpec): DataModel {
  const model = buildDataModel(buildRequirementsModel(ideaInput(spec)));
  expect(dataModelSchema.parse(model)).toEqual(model);
  return model;
}

function entity(model: DataModel, name: string): Entity {
  const found = model.entities.find((e) => e.name === name);
  if (!found) throw new Error(`no entity ${name}`);
  return found;
}

/** A workflow in short, as the corpus states it. */
function summary(e: Entity): { states: string[]; initial: string; transitions: string[] } | undefined {
  const workflow = e.workflow;
  if (!workflow) return undefined;
  return {
    states: e.fields.find((f) => f.name === workflow.field)?.enumValues ?? [],
    initial: workflow.initial,
    transitions: workflow.transitions.map(
      (t) =>
        `${t.name}: ${t.from.join(", ")} → ${t.to}${t.roles.length > 0 ? ` by ${t.roles.join(", ")}` : ""}`,
    ),
  };
}

const BUILT = CORPUS.map((c) => ({ slug: c.idea.slug, workflows: c.workflows, model: build(c.idea) }));

function built(slug: string): DataModel {
  const found = BUILT.find((b) => b.slug === slug);
  if (!found) throw new Error(`no idea ${slug}`);
  return found.model;
}

describe.each(BUILT)("the workflows of $slug", ({ model, workflows }) => {
  it("are exactly the ones its requirements describe", () => {
    const found = Object.fromEntries(
      model.entities.flatMap((e) => {
        const short = summary(e);
        return short ? [[e.name, short]] : [];
      }),
    );
    expect(found).toEqual(workflows);
  });

  it("start the example rows in the initial state and keep every row in a state", () => {
    for (const e of model.entities) {
      if (!e.workflow) continue;
      const field = e.workflow.field;
      const states = e.fields.find((f) => f.name === field)?.enumValues ?? [];
      expect(e.seed[0]?.[field]).toBe(e.workflow.initial);
      for (const row of e.seed) expect(states).toContain(row[field]);
    }
  });
});

describe("a workflow's field, roles and requirements", () => {
  it("adds a required status field when the entity has none, and gives a valueless one its states", () => {
    expect(entity(built("surveys"), "Survey").fields.at(-1)).toEqual({
      name: "status",
      column: "status",
      label: "Status",
      type: "enum",
      required: true,
      unique: false,
      enumValues: ["draft", "open", "closed"],
    });
    const status = entity(built("claims-with-roles"), "Claim").fields.find((f) => f.name === "status");
    expect(status).toMatchObject({ type: "enum", required: true, label: "Status" });
    expect(status?.maxLength).toBeUndefined();
  });

  it("leaves a status that nothing moves a plain enum, and adds no field where nothing moves", () => {
    const contact = entity(built("contacts"), "Contact");
    expect(contact.fields.find((f) => f.name === "status")?.enumValues).toEqual([
      "lead",
      "customer",
      "former",
    ]);
    expect(entity(built("recipe-box"), "Recipe").fields.some((f) => f.name === "status")).toBe(false);
    expect(entity(built("habits"), "Habit").fields.some((f) => f.name === "status")).toBe(false);
  });

  it("serves the requirements that state each move, and those that speak of drafts", () => {
    const workflow = entity(built("claims-with-roles"), "Claim").workflow;
    // FR-2 the roles' permissions, FR-3 "Employees … submit expense claims", FR-4 "save claims as drafts",
    // FR-5 "Managers … approve or reject claims".
    expect(workflow?.transitions.map((t) => [t.name, t.serves])).toEqual([
      ["submit", ["FR-2", "FR-3"]],
      ["approve", ["FR-2", "FR-5"]],
      ["reject", ["FR-2", "FR-5"]],
    ]);
    expect(workflow?.serves).toEqual(["FR-2", "FR-3", "FR-4", "FR-5"]);
    expect(entity(built("claims-with-roles"), "Claim").serves).toEqual(
      expect.arrayContaining(["FR-2", "FR-3", "FR-4", "FR-5"]),
    );
    // A one-liner states its moves in the idea alone, which is no requirement.
    expect(entity(built("claims"), "Claim").workflow?.serves).toEqual([]);
  });

  it("names the roles that may move a row only when the app has them", () => {
    expect(built("claims-with-roles").roles?.map((r) => r.name)).toEqual(["manager", "employee"]);
    expect(built("claims").roles).toBeUndefined();
    const ticket = entity(built("help-desk"), "Ticket").workflow;
    expect(ticket?.transitions.find((t) => t.name === "reopen")?.roles).toEqual([]);
  });
});

describe("the database design of a workflow", () => {
  it("lists the states and the actions, who may take them and the requirements they serve", () => {
    const markdown = renderDatabaseDesign(built("claims-with-roles"), FIXTURE_META);
    expect(markdown).toContain("**Workflow**");
    expect(markdown).toContain(
      "`status` holds the row's state, one of `draft`, `submitted`, `approved` or `rejected`. A new row starts as `draft`",
    );
    expect(hasRow(markdown, ["Action", "From", "To", "Who", "Requirements"])).toBe(true);
    expect(hasRow(markdown, ["Submit", "`draft`", "`submitted`", "Manager, Employee", "FR-2, FR-3"])).toBe(
      true,
    );
    expect(hasRow(markdown, ["Approve", "`submitted`", "`approved`", "Manager", "FR-2, FR-5"])).toBe(true);
    const booking = renderDatabaseDesign(built("car-share"), FIXTURE_META);
    expect(
      hasRow(booking, [
        "Cancel",
        "`requested` or `confirmed`",
        "`cancelled`",
        "Anyone who may change the row",
        "—",
      ]),
    ).toBe(true);
  });

  it("has no workflow part where the model has no workflow", () => {
    for (const fixture of FIXTURES)
      expect(renderDatabaseDesign(fixture.data, FIXTURE_META)).not.toContain("**Workflow**");
    expect(renderDatabaseDesign(built("recipe-box"), FIXTURE_META)).not.toContain("**Workflow**");
  });
});
