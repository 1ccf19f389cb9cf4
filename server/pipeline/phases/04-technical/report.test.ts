import { describe, expect, it } from "vitest";
import { dataModelSchema, type DataModel } from "../../../../domain/artifacts/04-data-model";
import { reportIssues, type Report } from "../../../../domain/artifacts/04-reports";
import { hasRow } from "../../fixtures/document-checks";
import { FIXTURE_META } from "../../fixtures/index";
import { ideaInput, type IdeaSpec } from "../../testing/idea-input";
import { buildRequirementsModel } from "../02-srs/build";
import { buildApiModel } from "./build-api";
import { buildDataModel } from "./build-data";
import { buildUiModel } from "./build-ui";
import { buildOpenApi } from "./openapi";
import { readReportAsk } from "./report-reading";
import { renderDatabaseDesign } from "./render-database";

/*
 * Reports (issue 17) read from ideas written for this test, each through the real embedded Requirements AI
 * (ideaInput) and the requirements builder, as the product builds them; and sentences read one by one, including
 * many that must ask for no report.
 */

function idea(slug: string, description: string, more: Partial<IdeaSpec> = {}): IdeaSpec {
  return { slug, name: slug, description, answers: {}, ...more };
}

function built(spec: IdeaSpec): DataModel {
  return buildDataModel(buildRequirementsModel(ideaInput(spec)));
}

/** A report in short: "title: fn(field) of Entity [group] [order limit] chart". */
function short(r: Report): string {
  const g = r.groupBy;
  const group = !g ? "" : g.kind === "period" ? ` per ${g.period} of ${g.field}` : g.kind === "relation" ? ` by ${g.relation}` : ` by ${g.field}`;
  const signed = r.measure.signedBy ? ` signed by ${r.measure.signedBy.field} (${r.measure.signedBy.negative.join(", ")})` : "";
  const rank = r.order ? ` ${r.order}${r.limit ? ` ${r.limit}` : ""}` : "";
  return `${r.title}: ${r.measure.fn}(${r.measure.field ?? ""})${signed} of ${r.entity}${group}${rank} ${r.chart}`;
} // prettier-ignore

const CORPUS: readonly { idea: IdeaSpec; reports: string[] }[] = [
  {
    idea: idea("budget", "A budget app where I record expenses and see the month's total and the chart", {
      answers: { "core-features": "Record expenses with an amount, a category and a date\nSee spending per month and per category\nSee the total spent this month" },
      dataEntities: "Expense: description, amount (money), spent on (date), category (Category)\nCategory: name",
    }),
    reports: [
      "Total amount per month: sum(amount) of Expense per month of spentOn bar",
      "Total amount by category: sum(amount) of Expense by category bar",
      "Total spent: sum(amount) of Expense number",
    ],
  },
  {
    idea: idea("fleet", "Our fleet's vehicles; see the total of our vehicles by status", {
      dataEntities: "Vehicle: registration, year (number), mileage (number), status (in service/off road)",
    }),
    reports: ["Total mileage by status: sum(mileage) of Vehicle by status bar"],
  },
  {
    idea: idea("bank", "Track my account's transactions and see my balance", {
      answers: { "core-features": "Record income and expenses\nSee my current balance" },
      dataEntities: "Transaction: description, amount (money), type (income/expense), date",
    }),
    reports: ["Balance: sum(amount) signed by type (expense) of Transaction number"],
  },
  {
    // The order's "total" field read as what it totals: the sales.
    idea: idea("farm-shop", "Farmers see their sales per week", {
      dataEntities: "Sale: order number, placed at (datetime), total (money)",
    }),
    reports: ["Total sales per week: sum(total) of Sale per week of placedAt bar"],
  },
  {
    idea: idea("calories", "A food diary where I log meals and see calories per day", {
      dataEntities: "Meal: name, calories (number), eaten on (date)",
    }),
    reports: ["Total calories per day: sum(calories) of Meal per day of eatenOn bar"],
  },
  {
    idea: idea("shop", "A shop where staff record sales", {
      answers: { "core-features": "Record a sale of a product with a quantity and a price\nShow total sales per day\nShow the top 5 products by quantity sold" },
      dataEntities: "Product: name, price (money)\nSale: product (Product), quantity (number), total (money), sold on (date)",
    }),
    reports: [
      "Total sales per day: sum(total) of Sale per day of soldOn bar",
      "Top 5 products by quantity: sum(quantity) of Sale by product desc 5 bar",
    ],
  },
  {
    idea: idea("game", "Game scores with a leaderboard of the top players by score", {
      dataEntities: "Player: name\nScore: player (Player), points (number), played on (date)",
    }),
    reports: ["Top 10 players by points: sum(points) of Score by player desc 10 bar"],
  },
  {
    idea: idea("bowling", "A bowling league with a leaderboard of players by average score", {
      dataEntities: "Player: name\nGame: player (Player), score (number), played on (date)",
    }),
    reports: ["Top 10 players by average score: avg(score) of Game by player desc 10 bar"],
  },
  {
    idea: idea("quiz", "Players answer quizzes; show the top 3 players by score", {
      dataEntities: "Player: name, score (number)",
    }),
    reports: ["Top 3 players by score: sum(score) of Player by name desc 3 bar"],
  },
  {
    idea: idea("fitness", "Log workouts and see analysis charts of my training", {
      dataEntities: "Workout: kind (run/ride/swim), distance (decimal), minutes (number), done on (date)",
    }),
    reports: ["Total distance per month: sum(distance) of Workout per month of doneOn bar"],
  },
  {
    idea: idea("tickets", "A help desk: see the number of tickets by priority in a pie chart", {
      dataEntities: "Ticket: subject, priority (low/normal/high), opened on (date)",
    }),
    // The requirement the reports capability adds ("see reports and charts that summarise the data"): per month.
    reports: [
      "Number of tickets per month: count() of Ticket per month of openedOn bar",
      "Number of tickets by priority: count() of Ticket by priority pie",
    ],
  },
  {
    idea: idea("runs", "Record my runs and see my average pace and my weekly distance", {
      dataEntities: "Run: distance (decimal), pace (decimal), ran on (date)",
    }),
    reports: ["Average pace: avg(pace) of Run number", "Total distance per week: sum(distance) of Run per week of ranOn bar"],
  },
  {
    // "Keep totals" states the reports capability (built by the generator) in words that ask to see nothing: the
    // report of a sentence naming reports alone, serving that requirement.
    idea: idea("dues", "A club's dues", {
      answers: { "core-features": "Record dues paid by members\nKeep totals of dues" },
      dataEntities: "Due: member name, amount (money), paid on (date)",
    }),
    reports: ["Total amount per month: sum(amount) of Due per month of paidOn bar"],
  },
  { idea: idea("library", "A library where members borrow at most 3 books at a time", { dataEntities: "Book: title, author\nMember: name, email\nLoan: book (Book), member (Member), borrowed on (date)" }), reports: [] },
  { idea: idea("bugs", "Users report bugs and developers fix them", { dataEntities: "Bug: title, description (text), severity (low/medium/high)" }), reports: [] },
  { idea: idea("recipes", "Keep my recipes with their ingredients and search them", { dataEntities: "Recipe: title, steps (text), minutes (number)" }), reports: [] },
  { idea: idea("invoices", "Create invoices with a total and send them to clients", { dataEntities: "Invoice: number, total (money), issued on (date)" }), reports: [] },
]; // prettier-ignore

describe("reports read from ideas", () => {
  for (const { idea: spec, reports } of CORPUS) {
    it(`${spec.slug}: ${reports.length === 0 ? "asks for no report" : reports.join("; ")}`, () => {
      const model = built(spec);
      expect((model.reports ?? []).map(short)).toEqual(reports);
      expect(dataModelSchema.safeParse(model).success).toBe(true);
      if (reports.length === 0) expect("reports" in model).toBe(false);
    });
  }

  it("serves the requirements that ask for each report, once per report", () => {
    const req = buildRequirementsModel(ideaInput(CORPUS[0]?.idea as IdeaSpec));
    const monthly = buildDataModel(req).reports?.find((r) => r.name === "totalAmountPerMonth");
    const asking = req.requirements.filter((r) => /per month/.test(r.description)).map((r) => r.id);
    expect(asking.length).toBeGreaterThan(0);
    expect(monthly?.serves).toEqual(expect.arrayContaining(asking));
  });
});

describe("sentences that ask for a report, and those that do not", () => {
  const asks = [
    "Users must be able to see the total spent per month.",
    "Show a chart of sales per day.",
    "As a coach, I want to see the average score of each team, so that I can compare them.",
    "Users can view a monthly report of their expenses.",
    "Display a leaderboard of the best players.",
    "See how many orders were placed each week.",
    "Users must be able to see statistics about their habits.",
    "See my account balance.",
  ];
  const none = [
    "Members can borrow at most 3 books at a time.",
    "Users must be able to report a problem with an order.",
    "Record the total of an invoice.",
    "A course has a maximum number of seats.",
    "Users must be able to add expenses with an amount.",
    "Search books by title.",
    "Each member can reserve one room per day.",
    "Users must be able to sign in with a username and password.",
  ];
  for (const sentence of asks) it(`asks: ${sentence}`, () => expect(readReportAsk(sentence)).not.toBeNull());
  for (const sentence of none)
    it(`asks for none: ${sentence}`, () => expect(readReportAsk(sentence)).toBeNull());

  it("reads the figure, the periods, the groups and a ranking's size", () => {
    expect(readReportAsk("See the total spent per month and by category in a pie chart")).toMatchObject({
      fn: "sum",
      periods: ["month"],
      groupWords: ["category"],
      chart: "pie",
    });
    expect(readReportAsk("Show the top 5 players by score")?.ranking).toEqual({
      limit: 5,
      subject: ["players"],
    });
    expect(readReportAsk("See my balance")).toMatchObject({ fn: "sum", balance: true });
  });
});

describe("reports through the API, the UI and the documents", () => {
  const spec = CORPUS[0]?.idea as IdeaSpec;
  const req = buildRequirementsModel(ideaInput(spec));
  const data = buildDataModel(req);
  const api = buildApiModel(data, req);

  it("offers GET /api/reports/<name> per report, with from/to for period reports, in the OpenAPI document", () => {
    const resource = api.resources.find((r) => r.name === "reports");
    expect(resource?.operations.map((o) => `${o.kind} ${o.method} ${o.path} ${o.query.map((q) => q.name).join(",")}`)).toEqual([
      "report get /api/reports/total-amount-per-month from,to",
      "report get /api/reports/total-amount-by-category ",
      "report get /api/reports/total-spent ",
    ]); // prettier-ignore
    const doc = buildOpenApi(api);
    expect(doc.paths["/api/reports/total-amount-per-month"]?.get?.responses["200"]).toBeDefined();
    expect(doc.components.schemas.ReportResult).toMatchObject({ required: ["title", "rows", "total"] });
  });

  it("adds a Reports page with a route and a navigation entry", () => {
    const ui = buildUiModel(data, api, req);
    expect(ui.pages.find((p) => p.kind === "reports")).toMatchObject({ id: "reports", title: "Reports" });
    expect(ui.routes).toContainEqual({ path: "/reports", pageId: "reports", requiresAuth: true });
    expect(ui.navigation).toContainEqual({ label: "Reports", path: "/reports" });
  });

  it("lists the reports in the database design", () => {
    const markdown = renderDatabaseDesign(data, FIXTURE_META);
    expect(markdown).toContain("Reports");
    expect(hasRow(markdown, ["Report", "Figure", "Endpoint", "Chart", "Requirements"])).toBe(true);
    expect(markdown).toContain("`GET /api/reports/total-amount-per-month`");
  });

  it("has no reports resource, page or section for an idea that asks for none", () => {
    const plain = CORPUS.find((c) => c.idea.slug === "library")?.idea as IdeaSpec;
    const r = buildRequirementsModel(ideaInput(plain));
    const d = buildDataModel(r);
    const a = buildApiModel(d, r);
    expect(a.resources.some((x) => x.name === "reports")).toBe(false);
    expect(buildUiModel(d, a, r).pages.some((p) => p.kind === "reports")).toBe(false);
    expect(renderDatabaseDesign(d, FIXTURE_META)).not.toContain("Reports");
  });
});

describe("report validation", () => {
  const entities = built(CORPUS[0]?.idea as IdeaSpec).entities;
  const base: Report = { name: "x", title: "X", entity: "Expense", measure: { fn: "sum", field: "amount" }, chart: "number", serves: [] }; // prettier-ignore
  it("accepts a sound report and names what is wrong with others", () => {
    expect(reportIssues([base], entities)).toEqual([]);
    const messages = (r: Partial<Report>) => reportIssues([{ ...base, ...r }], entities).map((i) => i.message);
    expect(messages({ entity: "Nothing" })).toEqual(['"Nothing" is not an entity']);
    expect(messages({ measure: { fn: "sum", field: "description" } })).toEqual(["sum needs a numeric field of Expense"]);
    expect(messages({ groupBy: { kind: "period", field: "amount", period: "month" }, chart: "bar" })).toEqual(['"amount" is not a date field of Expense']);
    expect(messages({ groupBy: { kind: "relation", relation: "category" } })).toEqual(['a grouped report is not a "number" chart']);
    expect(messages({ limit: 5 })).toEqual(["a limit needs groups"]);
    expect(reportIssues([base, base], entities).map((i) => i.message)).toEqual(['report "x" is named twice']);
  }); // prettier-ignore
});
