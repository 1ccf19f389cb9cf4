import { withArticle } from "./names";
import type { CapabilityKind } from "../../../../domain/artifacts/01-requirements";
import type { FormulaId } from "../../../../domain/artifacts/04-ui-tools";
import { NO_INTEGRATIONS_NEEDED } from "../../../../domain/rules/checklist";
import { capitalise } from "../../../engines/embedded/text";
import { formulaOf } from "./page-kinds";

/*
 * The kinds of capability (K6) and what each means: the words that state it, the requirement and acceptance
 * criteria it gets when none states it, and what the embedded engine does not build of it.
 *
 * What the generated app builds is read from server/codegen: list pages with a search box and filters (the API
 * searches text fields), an Export CSV button on each list page (client/list-page.ts, components/csv.ts), and a
 * Reports page with the totals, counts and rankings the requirements ask for (the data model's reports, issue 17:
 * the embedded engine derives at least one report for an idea with this capability, 04-technical/report.ts).
 * It sends no reminders, imports no files, takes no payments, pushes no live updates (but a chat room's messages,
 * below) and has no game, calculator, editor, upload, map or calendar and enforces no business rule beyond the
 * data's own constraints: those kinds are "needs-provider". Change GENERATED when the generator learns one. Per
 * idea, some kinds are built when they are one of the interactive pages of page-kinds.ts: a calculator of a known
 * formula (BMI, loan payment, tip), a quiz over cards with a question and an answer, a Markdown editor, and
 * real-time updates when they are a chat room over an entity of messages (chat-kind.ts: messages pushed over the
 * app's own WebSocket) (capabilities.ts asks `builtPage`). A kind the generator builds only in part says which of
 * its clauses it builds (`generatedWhen`): of business rules, a limit of an act to once per user and target,
 * bookings that must not overlap and a product's stock that a cart's checkout takes (issue 17). A cart is not a
 * payment: a shop that takes orders builds its cart and checkout; paying for them needs a provider.
 */

/** The kinds the embedded engine's generated app builds today (see the module comment). */
export const GENERATED: ReadonlySet<CapabilityKind> = new Set<CapabilityKind>([
  "search",
  "export",
  "reports",
]);

/** A rule of a product's stock, which a cart's checkout keeps (rule-stock.ts): "stock can never go below zero". */
const STOCK_CLAUSE = /\b(?:stock|inventory|sold[- ]out|out of stock)\b/i;

/** The sentence every capability the embedded engine does not build carries. */
export const NEEDS_PROVIDER = "needs an AI provider or hand-written code";

/** One capability found in the sources, before it is tied to requirement ids. */
export interface Found {
  kind: CapabilityKind;
  /** The idea's own name for it ("chess", "mortgage calculator"), when it gives one. */
  named: string | undefined;
  /** The idea's own clause for a duty of the application ("remind owners a week before a vaccine is due"). */
  clause: string | undefined;
  /** Calculators: the formulas of page-kinds.ts the sources ask for, which the generated app builds. */
  formulas?: FormulaId[];
  /** Whether the generated app builds every clause stating it (kinds with `generatedWhen`); else by GENERATED. */
  generated?: boolean;
}

export interface KindRule {
  kind: CapabilityKind;
  /** Text that states the capability (in the description, an answer or a requirement). */
  pattern: RegExp;
  /** An answer of the checklist that asks for it. */
  answered?: (answers: Readonly<Record<string, unknown>>) => boolean;
  name: (found: Found) => string;
  /** Who does it: "users" (Users must be able to …) or the application itself (The application must …). */
  actor: "users" | "application";
  /** What is done, after "must be able to" or "must": "play chess in the browser". */
  does: (found: Found) => string;
  /** What the embedded engine does not build, and whether the phrase is plural (for "need" / "needs"). */
  missing: (found: Found) => { what: string; plural: boolean };
  /** For generated kinds: how the generated app builds it. */
  builtAs?: string;
  /** For kinds built in part: whether the generated app builds what a clause states (then builtAs says how). */
  generatedWhen?: (clause: string) => boolean;
  /**
   * Acceptance criteria of a requirement the recogniser adds for it; none when the usual ones fit (acceptance.ts
   * knows reminders, search and export, and features.ts has a topic for each).
   */
  criteria: (found: Found) => string[];
}

export const BOARD_GAMES =
  /^(?:chess|checkers|draughts|backgammon|go|scrabble|mahjong|battleships?|tic-tac-toe)$/;
export const QUIZZES = /^(?:quiz(?:zes)?|trivia)$/;

/** Games named by themselves; other words name a game only before "game" ("snake game", "memory game"). */
export const NAMED_GAMES =
  /\b(chess|checkers|draughts|tetris|sudoku|poker|blackjack|solitaire|tic[- ]tac[- ]toe|noughts and crosses|wordle|crosswords?|minesweeper|hangman|backgammon|battleships?|scrabble|mahjong|quiz(?:zes)?|trivia)\b/i;

function chosen(answers: Readonly<Record<string, unknown>>, option: string): boolean {
  const answer = answers.integrations;
  return Array.isArray(answer) && answer.includes(option) && !answer.includes(NO_INTEGRATIONS_NEEDED);
}

function named(found: Found, fallback: string): string {
  return found.named ?? fallback;
}

/** Head words of calculators, converters and other small gadgets ("pomodoro timer", "dice roller"). */
export const GADGETS =
  /^(?:calculators?|converters?|estimators?|timers?|stopwatch(?:es)?|countdowns?|generators?|rollers?)$/;

/** What sort of gadget a calculator capability names, for its wording. */
function gadgetOf(name: string | undefined): "none" | "converter" | "calculator" | "other" {
  if (name === undefined) return "none";
  if (/converters?$/.test(name)) return "converter";
  if (/(?:calculators?|estimators?)$/.test(name)) return "calculator";
  return "other";
}

/** The usual criteria of a calculator requirement (a formula of page-kinds.ts adds its known case). */
function calculatorCriteria(f: Found): string[] {
  return gadgetOf(f.named) === "other"
    ? [
        `Given the ${f.named} open, when the user starts it or enters values, then it shows its result at once`,
      ]
    : [
        `Given valid values entered, when the user asks for the result, then ${f.named === undefined ? "the result" : `the ${f.named}`} shows it, worked out from those values`,
        "Given a value that is missing or not a number, when the user asks for the result, then no result is shown and the value is marked",
      ];
}

export const RULES: readonly KindRule[] = [
  {
    kind: "reminders",
    pattern: /\b(?:remind\w*|notif\w*|alerts?)\b/i,
    answered: (a) => typeof a.notifications === "string" && a.notifications !== "No notifications",
    name: () => "Reminders and notifications",
    actor: "application",
    does: (f) => f.clause ?? "remind users of what is due",
    missing: () => ({ what: "Sending reminders and notifications at the right moment", plural: false }),
    criteria: () => [],
  },
  {
    kind: "search",
    pattern: /\b(?:search\w*|filter\w*)\b/i,
    answered: (a) => a["search-filter"] === true,
    name: () => "Search and filtering",
    actor: "users",
    does: () => "search and filter lists",
    missing: () => ({ what: "Search", plural: false }),
    builtAs:
      "The generated application's list pages have a search box and filters, and its API searches the text fields of each list.",
    criteria: () => [],
  },
  {
    kind: "reports",
    pattern:
      /\b(?:reports|reporting|dashboards?|charts?|graphs?|statistics|analytics)\b|\b(?:monthly|weekly|yearly|annual|daily|sales|summary) reports?\b|\btotals\b/i,
    name: () => "Reports and charts",
    actor: "users",
    does: () => "see reports and charts that summarise the data",
    missing: () => ({ what: "Reports, totals and charts", plural: true }),
    builtAs:
      "The generated application has a Reports page with a card per report the requirements ask for: the figure (a total, count, average or balance), its groups (per period, per category, a ranking) as a chart and a table, computed by the API with SQL aggregates over the rows the signed-in user may read.",
    criteria: () => [
      "Given saved records, when a user opens the reports, then the totals and charts show those records' figures",
    ],
  },
  {
    kind: "import",
    pattern:
      /\bimport(?:s|ed|ing)? (?:[\w-]+ ){0,3}from (?:a |an |the |our |their |my )?(?:[\w-]+ )?(?:csv|spreadsheets?|excel|files?|sheets?)\b|\b(?:csv|spreadsheet|excel|bulk|data) imports?\b|\bimport(?:s|ed|ing)? (?:a |the |their |our |my )?(?:csv|spreadsheets?|excel|data|contacts)\b/i,
    name: () => "Import",
    actor: "users",
    does: () => "import records from a file (for example CSV)",
    missing: () => ({ what: "Importing records from files", plural: false }),
    criteria: () => [
      "Given a CSV file with valid rows, when a user imports it, then each row becomes a record",
      "Given a row with a missing required value, when the file is imported, then that row is not imported and its line number is reported",
    ],
  },
  {
    kind: "export",
    pattern: /\bexport\w*\b|\bcsv\b|\bdownload\w* (?:\w+ )?(?:as )?(?:a )?(?:spreadsheets?|excel|pdfs?)\b/i,
    answered: (a) => a["data-export"] === true,
    name: () => "Data export",
    actor: "users",
    does: () => "export their data (for example as CSV)",
    missing: () => ({ what: "Exporting data as files (such as CSV)", plural: false }),
    builtAs:
      "The generated application's list pages have an Export CSV button that downloads every row of the list the signed-in user may read, with the search and filters on screen, as a CSV file (UTF-8, a header row of field labels, dates in ISO format).",
    criteria: () => [],
  },
  {
    kind: "payments",
    pattern:
      /\bpay(?:s|ing)? (?:by|with|online|in)\b|\b(?:take|takes|taking|accept|accepts|accepting|process|processes|processing|online|card) payments?\b|\bpayment provider\b|\bstripe\b|\bpaypal\b/i,
    answered: (a) => chosen(a, "Payments"),
    name: () => "Payments",
    actor: "users",
    does: () => "pay online",
    missing: () => ({ what: "Taking payments through a payment provider", plural: false }),
    criteria: () => [
      "Given a user paying online, when the payment provider accepts the payment, then the payment is recorded as paid",
      "Given a payment the provider declines, when the user pays, then nothing is recorded as paid and the user is told why",
    ],
  },
  {
    kind: "real-time",
    pattern:
      /\breal[- ]?time\b|\blive (?:updates?|chat|scores?|feed|messages?)\b|\bchat(?:[- ]?rooms?)?\b|\b(?:instant )?messaging\b|\bwithout (?:reloading|refreshing)\b|\bas (?:it|they) happens?\b/i,
    name: () => "Real-time updates",
    actor: "application",
    does: () => "show changes to everyone as they happen, without reloading the page",
    missing: () => ({ what: "Pushing changes to open pages as they happen", plural: false }),
    criteria: () => [
      "Given two users with the same page open, when one of them makes a change, then the other sees it within a few seconds without reloading the page",
    ],
  },
  {
    kind: "game",
    pattern: new RegExp(`${NAMED_GAMES.source}|\\bgames?\\b`, "i"),
    name: (f) => capitalise(named(f, "the game")),
    actor: "users",
    does: (f) => `play ${named(f, "the game")} in the browser`,
    missing: (f) => {
      const game = named(f, "game");
      if (BOARD_GAMES.test(game)) return { what: `The ${game} board and its move rules`, plural: true };
      if (QUIZZES.test(game))
        return { what: `Marking the ${game}'s answers and keeping score`, plural: false };
      const title = /\bgames?$/.test(game) ? game : `${game} game`;
      return { what: `The ${title}'s play (what is drawn on screen and its rules)`, plural: false };
    },
    criteria: (f) => {
      const game = named(f, "the game");
      return BOARD_GAMES.test(game)
        ? [
            `Given a ${game} game in progress, when a player makes a move the rules forbid, then the move is refused and the board is unchanged`,
            `Given a ${game} game that has ended, when the players look at it, then the winner (or a draw) is shown`,
          ]
        : [
            `Given ${withArticle(game === "the game" ? "game" : /\bgames?$/.test(game) ? game : `${game} game`)} in progress, when the player plays by its rules, then the score is kept and shown`,
          ];
    },
  },
  {
    kind: "calculator",
    pattern:
      /\b(?:calculators?|converters?|estimators?|calculat(?:e|es|ed|ing|ion|ions)|timers?|stopwatch(?:es)?|countdowns?|generators?|rollers?)\b|\bconvert(?:s|ing)? \w+/i,
    name: (f) => capitalise(named(f, "calculations")),
    actor: "users",
    does: (f) => {
      switch (gadgetOf(f.named)) {
        case "none":
          return "enter values and see the calculated result";
        case "converter":
          return `convert values with the ${f.named}`;
        case "calculator":
          return `calculate with the ${f.named}: enter the values and see the result`;
        case "other":
          return `use the ${f.named}`;
      }
    },
    missing: (f) => {
      switch (gadgetOf(f.named)) {
        case "none":
          return { what: "The calculations", plural: true };
        case "converter":
          return { what: `The ${f.named}'s conversion rules`, plural: true };
        case "calculator":
          return { what: `The ${f.named}'s formulas`, plural: true };
        case "other":
          return { what: `The ${f.named} itself (what it works out and shows)`, plural: false };
      }
    },
    criteria: (f) => [...calculatorCriteria(f), ...(f.formulas ?? []).map((id) => formulaOf(id).example)],
  },
  {
    kind: "editor",
    pattern:
      /\b(?:markdown|rich[- ]text|wysiwyg|code|text|drawing|diagram|image|photo|video|document|notes?) editor\b|\b(?:online|shared|digital|collaborative) whiteboards?\b|\bdrawing (?:app|tool|canvas|pad)s?\b|\blive preview\b|\bsyntax highlight\w*/i,
    name: (f) => capitalise(named(f, "editor")),
    actor: "users",
    does: (f) => `write and edit in the ${named(f, "editor")}`,
    missing: (f) => ({
      what: `The ${named(f, "editor")} itself (formatting, preview and editing tools)`,
      plural: false,
    }),
    criteria: (f) => [
      `Given text being written in the ${named(f, "editor")}, when the user formats it, then the formatting is shown as they write`,
      "Given edited text, when the user saves it and opens it again, then it is unchanged",
    ],
  },
  {
    kind: "file-upload",
    pattern: /\bupload\w*\b|\battach\w*\b|\bphotos?\b|\bpictures?\b|\bfile storage\b/i,
    answered: (a) => chosen(a, "File storage"),
    name: () => "File upload",
    actor: "users",
    does: () => "upload files such as photos and documents",
    missing: () => ({ what: "Uploading and storing files", plural: false }),
    criteria: () => [
      "Given a photo or document, when a user uploads it, then it is stored and can be opened again",
    ],
  },
  {
    kind: "maps",
    pattern: /\bmaps?\b|\bgps\b|\bgeolocat\w*/i,
    answered: (a) => chosen(a, "Maps and locations"),
    name: () => "Maps",
    actor: "users",
    does: () => "see locations on a map",
    missing: () => ({ what: "Showing locations on a map", plural: false }),
    criteria: () => [
      "Given records with locations, when a user opens the map, then each location is marked on it",
    ],
  },
  {
    kind: "calendar",
    pattern: /\bcalendars?\b|\btimetables?\b|\brotas?\b|\bscheduling\b/i,
    answered: (a) => chosen(a, "Calendars"),
    name: () => "Calendar",
    actor: "users",
    does: (f) =>
      f.clause === undefined
        ? "see what is scheduled on a calendar"
        : "add what is scheduled to their own calendars",
    missing: (f) =>
      f.clause === undefined
        ? { what: "A calendar view of what is scheduled", plural: false }
        : {
            what: "Offering what is scheduled to users' own calendars (iCalendar invitations and feeds)",
            plural: false,
          },
    criteria: (f) =>
      f.clause === undefined
        ? [
            "Given scheduled records, when a user opens the calendar, then each appears on its day and at its time",
          ]
        : [
            "Given a scheduled record, when a user adds it to their calendar, then their calendar shows it on its day and at its time",
          ],
  },
  {
    kind: "rules",
    pattern:
      /\b(?:at most|no more than|not more than|a maximum of|a limit of|limited to) \d+ (?:[\w-]+ ){0,3}(?:per|each|at a time|at once|a day|a week|a month|a year)\b|\b(?:cannot|can't|can ?not|must not|may not|should not|never) (?:[\w-]+ ){0,3}(?:more than \d+|exceed\w*|overlap\w*|go below (?:zero|0)|go negative|be double[- ]booked|twice)\b|\b(?:only once|once per|once for each)\b|\b(?:no|without) (?:double|overlapping)[- ]?bookings?\b|\bdouble[- ]bookings?\b|\bmust not overlap\b/i,
    name: () => "Business rules",
    actor: "application",
    does: (f) => f.clause ?? "refuse changes that break the business rules",
    missing: () => ({ what: "Enforcing these business rules on the server", plural: false }),
    // Once per user and target, no overlapping bookings and a product's stock (issue 17): "vote only once per poll",
    // "cannot review a product twice", "a car cannot be double-booked", "bookings must not overlap", "the stock can
    // never go below zero", "sold-out items cannot be ordered".
    generatedWhen: (clause) =>
      STOCK_CLAUSE.test(clause) ||
      (/\b(?:only once|once per|once for each)\b|\b(?:cannot|can't|can ?not|must not|may not|should not|never) (?:[\w-]+ ){0,3}(?:twice|overlap\w*|be double[- ]booked)\b|\b(?:no|without) (?:double|overlapping)[- ]?bookings?\b|\bdouble[- ]bookings?\b|\bmust not overlap\b/i.test(
        clause,
      ) &&
        !/\b(?:exceed\w*|more than \d+|at most|no more than|not more than|a maximum of|a limit of|limited to|negative|below)\b/i.test(
          clause,
        )),
    builtAs:
      "The generated application keeps this rule where the data model has the rows it limits. One row per user and target (a vote for a poll): the server refuses a second with a 409 and a message, a unique index holds it, and the target's page shows a live tally. Rows of a target that take a time (a booking of a car): the server refuses one that overlaps another with a 409 naming the clash, checked with the target locked. Items of an order that take a product's stock (a cart checked out): the server refuses a quantity above what is left with a 409 naming the product, and takes the stock in the order's transaction. Other rules (limits per day or week, totals that must not exceed an amount) need an AI provider or hand-written code.",
    criteria: () => [
      "Given a change that breaks the rule, when a user saves it, then it is refused with a message saying why and nothing is saved",
      "Given a change within the rule, when a user saves it, then it is saved",
    ],
  },
];

/** Kinds a topic of features.ts already groups (notifications, search, export). */
export const TOPICAL: ReadonlySet<CapabilityKind> = new Set<CapabilityKind>([
  "reminders",
  "search",
  "export",
]);

export const RULE_OF = new Map(RULES.map((r) => [r.kind, r]));
