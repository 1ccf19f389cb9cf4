import type { DataModel, Entity } from "../../../domain/artifacts/04-data-model";
import { NO_AUTHENTICATION_NEEDED } from "../../../domain/rules/checklist";
import { buildRequirementsModel } from "../../pipeline/phases/02-srs/build";
import { buildDesignModel } from "../../pipeline/phases/03-system-design/build";
import { buildApiModel } from "../../pipeline/phases/04-technical/build-api";
import { buildUiModel } from "../../pipeline/phases/04-technical/build-ui";
import { buildChain } from "../../pipeline/testing/build-chain";
import { ideaInput, type IdeaSpec } from "../../pipeline/testing/idea-input";
import type { CodegenInput } from "../types";

/*
 * Hand-written data models with reports (issue 17) for the generator's tests: a budget with accounts (expenses per
 * month, per category, the total and the average; every user's own rows) and a game's leaderboard without accounts
 * (top 5 players by points, games per day, the highest score). The rest of the chain is built from them the way the
 * product builds it.
 */

/** A household budget: expenses with an amount, a category and a date; monthly totals and a chart. */
export const budget: IdeaSpec = {
  slug: "budget",
  name: "Household Budget",
  description: "Record what we spend and see the month's total and a chart of spending",
  answers: {
    "business-goals": "Know where the money goes\nSpend less each month",
    "user-types": "People keeping their own budget",
    "user-authentication": "Username and password accounts",
    "core-features":
      "Record an expense with an amount, a category and a date\nSee the total spent per month in a chart\nSee spending by category\nSee the total and the average expense",
  },
  dataEntities:
    "Category: name (unique)\nExpense: description, amount (money), spent on (date), category (Category)",
};

/** A game's scores without accounts: the leaderboard of the top 5 players. */
export const leaderboard: IdeaSpec = {
  slug: "leaderboard",
  name: "Game Night Scores",
  description: "Keep the scores of our game nights and show a leaderboard of the best players",
  answers: {
    "business-goals": "Everyone sees who leads",
    "user-types": "Players at game night",
    "user-authentication": NO_AUTHENTICATION_NEEDED,
    "core-features":
      "Record a score for a player after each game\nShow a leaderboard of the top 5 players by points\nShow the number of scores recorded per day\nShow the highest score",
  },
  dataEntities: "Player: name (unique)\nScore: player (Player), points (number), played on (date)",
};

type Requirements = ReturnType<typeof buildRequirementsModel>;

function ids(req: Requirements, pattern: RegExp): string[] {
  return req.requirements.filter((r) => pattern.test(r.description)).map((r) => r.id);
}

type Field = Entity["fields"][number];
const field = (name: string, label: string, type: Field["type"], extra: Partial<Field> = {}): Field => ({
  name,
  column: name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
  label,
  type,
  required: true,
  unique: false,
  ...extra,
});

function reportInput(spec: IdeaSpec, projectName: string, data: (req: Requirements) => DataModel): CodegenInput {
  const requirements = buildRequirementsModel(ideaInput(spec));
  const model = data(requirements);
  const api = buildApiModel(model, requirements);
  return { requirements, design: buildDesignModel(requirements), data: model, api, ui: buildUiModel(model, api, requirements), projectName };
} // prettier-ignore

/** The budget: Category (shared), Expense (each user's own); amount per month, per category, total and average. */
export function budgetInput(): CodegenInput {
  return reportInput(budget, "Household Budget (reports)", (req) => ({
    accounts: true,
    entities: [
      {
        name: "Category", plural: "Categories", table: "categories", label: "Category", description: "What an expense was for",
        fields: [field("name", "Name", "string", { unique: true, maxLength: 80 })],
        relations: [], indexes: [], seed: [{ name: "Groceries" }, { name: "Transport" }],
        ownedByUser: false, serves: ids(req, /\bcategor/i),
      },
      {
        name: "Expense", plural: "Expenses", table: "expenses", label: "Expense", description: "Money spent",
        fields: [
          field("description", "Description", "string", { maxLength: 160 }),
          field("amount", "Amount", "money"),
          field("spentOn", "Spent on", "date"),
        ],
        relations: [{ name: "category", target: "Category", kind: "many-to-one", required: false, column: "category_id", onDelete: "set null" }],
        indexes: [], seed: [{ description: "Weekly shop", amount: 54.2, spentOn: "2025-03-03", category: 1 }],
        ownedByUser: true, serves: ids(req, /\bexpense/i),
      },
    ],
    reports: [
      { name: "amountPerMonth", title: "Amount per month", entity: "Expense", measure: { fn: "sum", field: "amount" }, groupBy: { kind: "period", field: "spentOn", period: "month" }, chart: "bar", serves: ids(req, /\bper month\b/i) },
      { name: "amountByCategory", title: "Amount by category", entity: "Expense", measure: { fn: "sum", field: "amount" }, groupBy: { kind: "relation", relation: "category" }, order: "desc", chart: "pie", serves: ids(req, /\bby category\b/i) },
      { name: "totalAmount", title: "Total amount", entity: "Expense", measure: { fn: "sum", field: "amount" }, chart: "number", serves: ids(req, /\btotal and\b/i) },
      { name: "averageAmount", title: "Average amount", entity: "Expense", measure: { fn: "avg", field: "amount" }, chart: "number", serves: ids(req, /\baverage\b/i) },
    ],
  })); // prettier-ignore
}

/** The leaderboard: Player, Score; top 5 players by points, games per day, the highest score. */
export function leaderboardInput(): CodegenInput {
  return reportInput(leaderboard, "Game Night Scores (reports)", (req) => ({
    accounts: false,
    entities: [
      {
        name: "Player", plural: "Players", table: "players", label: "Player", description: "Someone who plays",
        fields: [field("name", "Name", "string", { unique: true, maxLength: 80 })],
        relations: [], indexes: [], seed: [{ name: "Ada" }, { name: "Grace" }],
        ownedByUser: false, serves: ids(req, /\bplayer/i),
      },
      {
        name: "Score", plural: "Scores", table: "scores", label: "Score", description: "Points a player scored in one game",
        fields: [field("points", "Points", "integer"), field("playedOn", "Played on", "date")],
        relations: [{ name: "player", target: "Player", kind: "many-to-one", required: true, column: "player_id", onDelete: "cascade" }],
        indexes: [], seed: [{ player: 1, points: 12, playedOn: "2025-03-03" }],
        ownedByUser: false, serves: ids(req, /\bscore/i),
      },
    ],
    reports: [
      { name: "topPlayers", title: "Top players", entity: "Score", measure: { fn: "sum", field: "points" }, groupBy: { kind: "relation", relation: "player" }, order: "desc", limit: 5, chart: "bar", serves: ids(req, /\bleaderboard\b/i) },
      { name: "gamesPerDay", title: "Games per day", entity: "Score", measure: { fn: "count" }, groupBy: { kind: "period", field: "playedOn", period: "day" }, chart: "line", serves: ids(req, /\bper day\b/i) },
      { name: "highestScore", title: "Highest score", entity: "Score", measure: { fn: "max", field: "points" }, chart: "number", serves: ids(req, /\bhighest\b/i) },
    ],
  })); // prettier-ignore
}

/** A budget idea whose reports the embedded engine derives from its requirement sentences (build-data.ts). */
export const derivedBudget: IdeaSpec = {
  slug: "derived-budget",
  name: "Derived Budget",
  description: "A budget app where I record expenses and see the month's total and the chart",
  answers: {
    "user-authentication": "Username and password accounts",
    "core-features":
      "Record expenses with an amount, a category and a date\nSee spending per month and per category\nSee the total spent",
  },
  dataEntities: "Expense: description, amount (money), spent on (date), category (Category)\nCategory: name",
};

/** The derived budget through the whole chain, as the product builds it. */
export function derivedBudgetInput(): CodegenInput {
  return { ...buildChain(ideaInput(derivedBudget)), projectName: "Derived Budget (reports)" };
}

/**
 * The budget with roles: the administrator reads every expense, a member only their own, an auditor none (the
 * reports answer 403); expenses per month and a team's balance of income and expenses by type.
 */
export function teamBudgetInput(): CodegenInput {
  return reportInput(budget, "Team Budget (reports, roles)", (req) => ({
    accounts: true,
    roles: [
      { name: "admin", label: "Administrator", description: "Manages the accounts and every expense", manageAccounts: true },
      { name: "member", label: "Member", description: "Records their own expenses", manageAccounts: false },
      { name: "auditor", label: "Auditor", description: "Reads nothing yet", manageAccounts: false },
    ],
    signUpRole: "member",
    entities: [
      {
        name: "Entry", plural: "Entries", table: "entries", label: "Entry", description: "Money in or out",
        fields: [
          field("description", "Description", "string", { maxLength: 160 }),
          field("amount", "Amount", "money"),
          field("kind", "Kind", "enum", { enumValues: ["income", "expense"] }),
          field("bookedAt", "Booked at", "datetime"),
          field("shared", "Shared", "boolean"),
        ],
        relations: [], indexes: [], seed: [],
        ownedByUser: true,
        access: {
          admin: { read: "all", create: true, update: "all", delete: "all" },
          member: { read: "own", create: true, update: "own", delete: "own" },
          auditor: { read: "none", create: false, update: "none", delete: "none" },
        },
        serves: ids(req, /\bexpense/i),
      },
    ],
    reports: [
      { name: "balance", title: "Balance", entity: "Entry", measure: { fn: "sum", field: "amount", signedBy: { field: "kind", negative: ["expense"] } }, chart: "number", serves: ids(req, /\btotal and\b/i) },
      { name: "entriesPerWeek", title: "Entries per week", entity: "Entry", measure: { fn: "count" }, groupBy: { kind: "period", field: "bookedAt", period: "week" }, chart: "line", serves: ids(req, /\bper month\b/i) },
      { name: "amountBySharing", title: "Amount by sharing", entity: "Entry", measure: { fn: "max", field: "amount" }, groupBy: { kind: "field", field: "shared" }, order: "asc", chart: "bar", serves: [] },
      { name: "averageByKind", title: "Average by kind", entity: "Entry", measure: { fn: "avg", field: "amount" }, groupBy: { kind: "field", field: "kind" }, chart: "pie", serves: [] },
    ],
  })); // prettier-ignore
}
