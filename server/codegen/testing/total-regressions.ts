import type { FieldType } from "../../../domain/artifacts/04-data-model";
import type { ModelPlan } from "./arbitrary-model";

/*
 * Models on which the generator once wrote an app that did not type-check or failed its own tests, found by the
 * property test (generated-total.test.ts) and cut down to what caused it. Each is named for what went wrong; the
 * property test type-checks every one beside the drawn models, and builds and tests the ones marked `run`.
 */

type Plan = ModelPlan["entities"][number];
type FieldSpec = [name: string, type: FieldType, required?: boolean, unique?: boolean];

function entity(name: string, fields: FieldSpec[], more: Partial<Plan> = {}): Plan {
  return {
    name,
    plural: "s",
    label: name,
    fields: fields.map(([n, type, required = true, unique = false]) => ({
      name: n,
      type,
      required,
      unique,
      values: ["open", "closed"],
      label: n,
    })),
    relations: [],
    ownedByUser: false,
    publicRead: false,
    workflow: null,
    seedRows: 0,
    ...more,
  };
}

const NO_BEHAVIOURS: ModelPlan["behaviours"] = {
  once: false,
  overlap: false,
  capacity: false,
  stock: false,
  reports: [],
};

function plan(entities: Plan[], more: Partial<ModelPlan> = {}): ModelPlan {
  return { entities, accounts: true, roles: [], signUpRole: null, behaviours: NO_BEHAVIOURS, ...more };
}

export type Regression = { name: string; plan: ModelPlan; run?: boolean };

export const REGRESSIONS: readonly Regression[] = [
  {
    name: "an entity named Database beside the database client's type",
    plan: plan([entity("Database", [["title", "string"]])]),
  },
  {
    name: "an entity named Register beside the sign-up schema",
    plan: plan([entity("Register", [["title", "string"]])]),
  },
  {
    name: "entities named Home and Account beside the home page's and the accounts' tests",
    plan: plan([entity("Home", [["title", "string"]]), entity("Account", [["level", "integer"]])]),
  },
  {
    name: "an entity named Agent beside the tests' agent type",
    plan: plan([entity("Agent", [["title", "string"]])]),
  },
  {
    name: "a User entity beside the accounts (the signed-in user's schema and the admin's account type)",
    plan: plan([entity("User", [["nickname", "string"]])], {
      roles: [
        { name: "admin", manage: true, scopes: 26 },
        { name: "member", manage: false, scopes: 26 },
      ],
    }),
  },
  {
    name: "tables named owner and errors beside the seed's and the data module's locals",
    plan: plan([
      entity("Owner", [["title", "string"]], { seedRows: 2 }),
      entity("Error", [["code", "string"]], {
        relations: [{ name: "owner", target: 0, kind: "many-to-one", required: false, onDelete: "cascade" }],
      }),
    ]),
  },
  {
    name: "a seed whose first table has no example rows",
    plan: plan(
      [entity("Vote", [["title", "string"]]), entity("Ticket", [["title", "string"]], { seedRows: 2 })],
      {
        accounts: false,
      },
    ),
  },
  {
    name: "transitions named constructor and toString",
    plan: plan(
      [
        entity("Claim", [["title", "string"]], {
          workflow: {
            states: 3,
            transitions: [
              { name: "constructor", from: 0, to: 1, byRole: true },
              { name: "toString", from: 1, to: 2, byRole: false },
            ],
          },
        }),
      ],
      { roles: [{ name: "session", manage: true, scopes: 26 }] },
    ),
    run: true,
  },
  {
    name: "a report grouped by a row of its own table",
    plan: plan(
      [
        entity("Task", [["hours", "integer"]], {
          relations: [
            { name: "parent", target: 0, kind: "many-to-one", required: false, onDelete: "set null" },
          ],
        }),
      ],
      { behaviours: { ...NO_BEHAVIOURS, reports: [{ entity: 0, fn: "sum", group: "relation" }] } },
    ),
  },
  {
    name: "a stock rule the server cannot keep (an item with a required field of its own) and its checkout",
    plan: plan(
      [
        entity("Product", [["title", "string"]]),
        entity("Order", [["note", "text", false]]),
        entity("Line", [["gift", "string"]]),
      ],
      { behaviours: { ...NO_BEHAVIOURS, stock: true } },
    ),
  },
  {
    name: "a product label that reads like a placeholder (${injected}) in the stock messages",
    plan: plan(
      [
        entity("Book", [["pages", "integer", false]], { label: "${injected}" }),
        entity("Choice", [["note", "text", false]]),
        entity("Supplier", [["note", "text", false]]),
      ],
      { behaviours: { ...NO_BEHAVIOURS, stock: true } },
    ),
  },
  {
    name: "a label that closes a comment",
    plan: plan(
      [
        entity("Course", [["title", "string"]], { label: "this */ end" }),
        entity("Vote", [["note", "text", false]], { label: "*/ vote" }),
      ],
      { behaviours: { ...NO_BEHAVIOURS, once: true } },
    ),
  },
  {
    name: "unique dates, times and a unique enum among the example rows and the tests' rows",
    plan: plan(
      [
        entity("Booking", [
          ["day", "date", true, true],
          ["at", "datetime", false, true],
          ["kind", "enum", true, true],
        ]),
        entity("Room", [["title", "string"]]),
      ],
      {
        behaviours: {
          ...NO_BEHAVIOURS,
          overlap: true,
          reports: [{ entity: 0, fn: "count", group: "period" }],
        },
      },
    ),
    run: true,
  },
  {
    name: "an administrator who may not read the rows of a report",
    plan: plan([entity("Url", [["hits", "integer"]], { ownedByUser: true })], {
      roles: [
        { name: "default", manage: true, scopes: 0 },
        { name: "reader", manage: false, scopes: 26 },
      ],
      behaviours: { ...NO_BEHAVIOURS, reports: [{ entity: 0, fn: "avg", group: "none" }] },
    }),
    run: true,
  },
  {
    // Found on an idea written by others (24 tables): useQueries types a tuple of more than about twenty queries
    // as {}, so the home page's counts did not type-check.
    name: "twenty-four lists counted on the home page",
    plan: plan(Array.from({ length: 24 }, (_, i) => entity(`Thing${i + 1}`, [["title", "string"]]))),
  },
];
