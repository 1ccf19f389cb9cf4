import { describe, expect, it } from "vitest";
import {
  requirementsModelSchema,
  type RequirementsModel,
} from "../../../../domain/artifacts/01-requirements";
import { blankSections, brokenTableRows, headings, rawHtml } from "../../fixtures/document-checks";
import { buildRequirementsModel, type StoredRequirement } from "./build";
import { findCapabilities } from "./capabilities";
import { renderSrs } from "./render";

/*
 * K6: what an idea asks for beyond records becomes a capability with requirements, and the SRS says plainly
 * whether the embedded engine builds it. Inputs are written out here (not through the Requirements AI) so the
 * expected output is exact.
 */

const META = { version: 1, date: "2026-11-24" } as const;

function stored(code: string, description: string): StoredRequirement {
  const type = code.startsWith("NFR")
    ? "non-functional"
    : code.startsWith("US")
      ? "user-story"
      : "functional";
  return { code, type, description, status: "confirmed", priority: "must", source: "checklist" };
}

function build(
  project: { name: string; description: string },
  dataEntities: string,
  requirements: StoredRequirement[],
  answers: Record<string, unknown> = {},
): RequirementsModel {
  return requirementsModelSchema.parse(
    buildRequirementsModel({ project, answers: { "data-entities": dataEntities, ...answers }, requirements }),
  );
}

/** The SRS section 2.6, heading to the next section. */
function section(markdown: string): string {
  const start = markdown.indexOf("### 2.6 ");
  const end = markdown.indexOf("## 3 Specific Requirements");
  return markdown.slice(start, end).trim();
}

const SIGN_IN = stored("FR-1", "Users must be able to sign in with a username and password.");

describe("a two-player chess game", () => {
  const model = build(
    {
      name: "Chess Arena",
      description:
        "A two-player chess game with a lobby where players can create a game, make legal moves, and see who won",
    },
    "Player: name\nGame: started on, winner\nLobby: name",
    [
      SIGN_IN,
      stored("FR-2", "Players must be able to create a game in the lobby."),
      stored("FR-3", "Users must be able to search and filter lists."),
    ],
  );

  it("is a capability the embedded engine does not build, with a requirement of its own", () => {
    expect(model.capabilities).toEqual([
      {
        id: "CAP-1",
        kind: "search",
        name: "Search and filtering",
        statement: "The application will let users search and filter lists.",
        requirementIds: ["FR-3"],
        built: "generated",
        reason:
          "The generated application's list pages have a search box and filters, and its API searches the text fields of each list.",
      },
      {
        id: "CAP-2",
        kind: "game",
        name: "Chess",
        statement: "The application will let users play chess in the browser.",
        requirementIds: ["FR-4"],
        built: "needs-provider",
        reason:
          "The chess board and its move rules need an AI provider or hand-written code; the embedded engine does not build them offline.",
      },
    ]);
  });

  it("adds the requirement to play, unconfirmed, under a feature of its own, not under the players", () => {
    const play = model.requirements.find((r) => r.id === "FR-4");
    expect(play).toMatchObject({
      description: "Users must be able to play chess in the browser.",
      status: "unconfirmed",
      priority: "should",
      source: "user",
      acceptanceCriteria: [
        "Given a chess game in progress, when a player makes a move the rules forbid, then the move is refused and the board is unchanged",
        "Given a chess game that has ended, when the players look at it, then the winner (or a draw) is shown",
      ],
    });
    const feature = model.features.find((f) => f.id === play?.featureId);
    expect(feature).toEqual({
      id: feature?.id,
      name: "Chess",
      description: "The application will let users play chess in the browser.",
      requirementIds: ["FR-4"],
    });
  });

  it("keeps the lobby's games as records: creating a game is not the chess capability", () => {
    expect(model.dataEntities.map((e) => e.name)).toEqual(["Player", "Game", "Lobby"]);
    expect(model.capabilities?.flatMap((c) => c.requirementIds)).not.toContain("FR-2");
  });

  it("says in the SRS that the board and its move rules are not built offline", () => {
    const markdown = renderSrs(model, META);
    expect([...blankSections(markdown), ...brokenTableRows(markdown), ...rawHtml(markdown)]).toEqual([]);
    const found = headings(markdown);
    expect(found.indexOf("### 2.6 Capabilities beyond keeping records")).toBe(
      found.indexOf("### 2.5 Assumptions and dependencies") + 1,
    );
    expect(section(markdown)).toBe(
      [
        "### 2.6 Capabilities beyond keeping records",
        "",
        "What the product must do besides keeping records, and whether the embedded engine builds it. The generated application keeps players, games and lobbies as records, with pages to list, add and edit them; what it does not build offline needs an AI provider or hand-written code.",
        "",
        "**CAP-1 Search and filtering** (FR-3): The application will let users search and filter lists. **Built by the embedded engine:** The generated application's list pages have a search box and filters, and its API searches the text fields of each list.",
        "",
        "**CAP-2 Chess** (FR-4): The application will let users play chess in the browser. **Not built offline:** The chess board and its move rules need an AI provider or hand-written code; the embedded engine does not build them offline.",
      ].join("\n"),
    );
  });
});

/** What the SRS says of a loan payment calculator the generated app builds (page-kinds.ts). */
const LOAN_PAGE =
  "The generated application has a Loan payment calculator page: the user enters amount borrowed, annual interest rate (%), term (years), each checked against its range, and the page works the result out in the browser. Monthly payment = P × r ÷ (1 − (1 + r)^−n), where P is the amount borrowed, r the annual interest rate ÷ 12 ÷ 100 and n the term in years × 12 (P ÷ n when the rate is 0), rounded to cents; the total paid is the payment × n and the total interest the total paid − P.";

describe("a mortgage calculator", () => {
  const model = build(
    {
      name: "Mortgage Calculator",
      description:
        "A mortgage calculator: enter the loan amount, interest rate and term and see the monthly payment",
    },
    "Scenario: loan amount (money), interest rate (decimal), term in years (number)",
    [SIGN_IN],
  );

  it("is a calculator of the loan payment formula the generated app builds; the monthly payment is no payment to take", () => {
    expect(model.capabilities).toEqual([
      {
        id: "CAP-1",
        kind: "calculator",
        name: "Mortgage calculator",
        statement:
          "The application will let users calculate with the mortgage calculator: enter the values and see the result.",
        requirementIds: ["FR-2"],
        built: "generated",
        reason: LOAN_PAGE,
      },
    ]);
    expect(model.requirements.find((r) => r.id === "FR-2")).toMatchObject({
      description:
        "Users must be able to calculate with the mortgage calculator: enter the values and see the result.",
      acceptanceCriteria: [
        "Given valid values entered, when the user asks for the result, then the mortgage calculator shows it, worked out from those values",
        "Given a value that is missing or not a number, when the user asks for the result, then no result is shown and the value is marked",
        "Given 200000 borrowed at 6 % a year over 30 years, when the user asks for the result, then the monthly payment shows 1199.10",
      ],
    });
  });

  it("states the formula in the SRS, built by the embedded engine", () => {
    expect(section(renderSrs(model, META))).toBe(
      [
        "### 2.6 Capabilities beyond keeping records",
        "",
        "What the product must do besides keeping records, and whether the embedded engine builds it. The generated application keeps scenarios as records, with pages to list, add and edit them; what it does not build offline needs an AI provider or hand-written code.",
        "",
        `**CAP-1 Mortgage calculator** (FR-2): The application will let users calculate with the mortgage calculator: enter the values and see the result. **Built by the embedded engine:** ${LOAN_PAGE}`,
      ].join("\n"),
    );
  });
});

describe("reminders", () => {
  it("in the description become the application's duty, in the idea's words, not built offline", () => {
    const model = build(
      {
        name: "Paws Vet Clinic",
        description:
          "A web app for our vet clinic: book appointments for pets, keep each pet's vaccination history, and remind owners a week before a vaccine is due.",
      },
      "Pet: name, species\nVaccination: vaccine, given on, next due on",
      [SIGN_IN, stored("FR-2", "Owners must be able to book an appointment for a pet.")],
    );
    expect(model.capabilities).toEqual([
      {
        id: "CAP-1",
        kind: "reminders",
        name: "Reminders and notifications",
        statement: "The application will remind owners a week before a vaccine is due.",
        requirementIds: ["FR-3"],
        built: "needs-provider",
        reason:
          "Sending reminders and notifications at the right moment needs an AI provider or hand-written code; the embedded engine does not build it offline.",
      },
    ]);
    const reminder = model.requirements.find((r) => r.id === "FR-3");
    expect(reminder?.description).toBe("The application must remind owners a week before a vaccine is due.");
    expect(model.features.find((f) => f.id === reminder?.featureId)?.name).toBe("Notifications");
  });

  it("already required are tied to their requirements, and none is added", () => {
    const model = build(
      { name: "Lending Library", description: "A lending library where members borrow books with due dates" },
      "Book: title\nLoan: book (Book), due on",
      [
        SIGN_IN,
        stored("FR-2", "Users must be notified of important events (a loan is due tomorrow) by e-mail."),
        stored(
          "US-1",
          "As a member, I want a reminder the day before a loan is due, so that I return it on time.",
        ),
      ],
    );
    expect(model.capabilities).toEqual([
      {
        id: "CAP-1",
        kind: "reminders",
        name: "Reminders and notifications",
        statement:
          "The application will notify users of important events (a loan is due tomorrow) by e-mail.",
        requirementIds: ["FR-2", "US-1"],
        built: "needs-provider",
        reason:
          "Sending reminders and notifications at the right moment needs an AI provider or hand-written code; the embedded engine does not build it offline.",
      },
    ]);
    expect(model.requirements.map((r) => r.id)).toEqual(["FR-1", "FR-2", "US-1"]);
  });
});

describe("recognising capabilities", () => {
  const kinds = (description: string, requirements: StoredRequirement[] = [], answers = {}) =>
    findCapabilities({ description, answers, requirements }).capabilities.map((c) => [
      c.kind,
      c.name,
      c.built,
    ]);

  it("finds games, converters, editors, payments and real-time updates in ideas", () => {
    expect(kinds("A snake game in the browser with a high score table")).toEqual([
      ["game", "Snake", "needs-provider"],
    ]);
    expect(kinds("A unit converter for length, weight and temperature")).toEqual([
      ["calculator", "Unit converter", "needs-provider"],
    ]);
    expect(kinds("A markdown notes editor where I write notes with a live preview")).toEqual([
      ["editor", "Markdown notes editor", "needs-provider"],
    ]);
    expect(
      kinds("An online shop for handmade crafts where customers add products to a cart and pay by card"),
    ).toEqual([["payments", "Payments", "needs-provider"]]);
    // A cart and a checkout are built (a stock rule, issue 17); only paying needs a provider.
    expect(
      kinds("An online shop for handmade crafts where customers add products to a cart and check out"),
    ).toEqual([]);
    expect(kinds("A corner shop whose stock can never go below zero")).toEqual([
      ["rules", "Business rules", "generated"],
    ]);
    expect(kinds("A team chat with channels where messages appear in real time for everyone")).toEqual([
      ["real-time", "Real-time updates", "needs-provider"],
    ]);
  });

  it("names a game or gadget in the idea's words, not by the kind of game", () => {
    expect(kinds("Snake, the classic arcade game, with a high-score table")).toEqual([
      ["game", "Snake", "needs-provider"],
    ]);
    expect(kinds("A dice roller for tabletop role-playing games")).toEqual([
      ["calculator", "Dice roller", "needs-provider"],
    ]);
    expect(kinds("A pomodoro timer: 25 minutes of focus and a 5 minute break")).toEqual([
      ["calculator", "Pomodoro timer", "needs-provider"],
    ]);
  });

  it("knows an idea that names itself a game, numbers included, from one about games as things", () => {
    expect(kinds("A 2048 game with a leaderboard of players' best scores")).toEqual([
      ["game", "2048", "needs-provider"],
    ]);
    expect(kinds("Memory game for kids")).toEqual([["game", "Memory", "needs-provider"]]);
    expect(kinds("Games night planner for friends")).toEqual([]);
    expect(kinds("A board game café that keeps table bookings")).toEqual([]);
    expect(kinds("My game collection catalogue")).toEqual([]);
    expect(kinds("The league games schedule")).toEqual([]);
  });

  it("reads the checklist's answers: search, export, notifications and chosen services", () => {
    expect(
      kinds("A recipe box", [], {
        "search-filter": true,
        "data-export": true,
        notifications: "By e-mail",
        integrations: ["Maps and locations", "File storage"],
      }),
    ).toEqual([
      ["reminders", "Reminders and notifications", "needs-provider"],
      ["search", "Search and filtering", "generated"],
      ["export", "Data export", "generated"],
      ["file-upload", "File upload", "needs-provider"],
      ["maps", "Maps", "needs-provider"],
    ]);
  });

  it("leaves records alone: a league's games, editors who approve articles, a payment amount", () => {
    expect(kinds("A football league app that keeps teams, fixtures and the games' scores")).toEqual([]);
    expect(kinds("A newsroom where editors approve articles before they are published")).toEqual([]);
    expect(kinds("A rent tracker: record each payment amount and the date it was paid")).toEqual([]);
    expect(kinds("A library where members check out books")).toEqual([]);
    expect(kinds("A roastery: we import green coffee from six farms and roast it in batches")).toEqual([]);
    expect(kinds("Today the list of who is inducted lives on a whiteboard")).toEqual([]);
  });

  it("finds business rules stated in the idea and restates each as the application's duty", () => {
    const rules = (description: string, requirements: StoredRequirement[] = []) =>
      findCapabilities({ description, answers: {}, requirements });
    expect(kinds("A lending library. Members can borrow at most 3 books at a time.")).toEqual([
      ["rules", "Business rules", "needs-provider"],
    ]);
    expect(rules("A lending library. Members can borrow at most 3 books at a time.").added).toEqual([
      expect.objectContaining({
        code: "FR-1",
        description:
          "The application must enforce the rule that members can borrow at most 3 books at a time.",
      }),
    ]);
    expect(kinds("Car sharing for a street: a car cannot be double-booked")).toEqual([
      ["rules", "Business rules", "generated"],
    ]);
    // Once per user and target is built (issue 17); with a rule the generator does not build, the kind is not.
    expect(kinds("A class poll where each pupil votes only once per question")).toEqual([
      ["rules", "Business rules", "generated"],
    ]);
    expect(
      rules("A class poll where each pupil votes only once per question").capabilities[0]?.reason,
    ).toMatch(/refuses a second with a 409/);
    expect(
      kinds(
        "A class poll where each pupil votes only once per question. Members can borrow at most 3 books at a time",
      ),
    ).toEqual([["rules", "Business rules", "needs-provider"]]);
    // A stated requirement is the capability's own; none is added.
    const stated = rules("A shop", [stored("FR-2", "Stock must never go negative when an order is placed.")]);
    expect(stated.capabilities.map((c) => [c.kind, c.requirementIds])).toEqual([["rules", ["FR-2"]]]);
    expect(stated.added).toEqual([]);
    // Sizes and capacities are not rules of the app's own.
    expect(kinds("The system supports up to 1000 users and answers in under a second")).toEqual([]);
    expect(kinds("A bakery that sells at most 20 kinds of bread")).toEqual([]);
  });

  it("numbers added requirements after the highest FR-n", () => {
    const found = findCapabilities({
      description: "A sudoku game",
      answers: {},
      requirements: [
        stored("FR-7", "Users must be able to sign in."),
        stored("NFR-9", "Pages must be fast."),
      ],
    });
    expect(found.added.map((r) => [r.code, r.description])).toEqual([
      ["FR-8", "Users must be able to play sudoku in the browser."],
    ]);
  });
});
