import {
  EXPECTING_SIGNIFICANT_GROWTH,
  NO_AUTHENTICATION_NEEDED,
  NO_INTEGRATIONS_NEEDED,
  isAnswered,
} from "../../../../domain/rules/checklist";
import { questionIndex } from "../../../../domain/checklist/question-bank";
import { decapitalise } from "../../../engines/embedded/text";
import type { FoundRequirement } from "./agent";
import { visibleQuestions } from "./checklist-walk";
import { newRequirements, type DraftRequirement, type KnownRequirement } from "./dedupe";
import { finish } from "./extract";
import { lookRequirement } from "./look-statement";
import { functionalStatement, priorityOf } from "./statements";

/** A requirement a checklist answer states, and where: the question id, with "#n" for the n-th line or option. */
export type ChecklistDraft = DraftRequirement & { sourceRef: string };

// prettier-ignore
/** What each option of the choice questions requires, in requirement wording. */
const OPTION_STATEMENTS: Record<string, Record<string, string>> = {
  "user-authentication": {
    "Username and password accounts": "Users must be able to sign in with a username and password",
    "Accounts with roles and permissions": "Users must be able to sign in to an account whose role decides what they may do",
  },
  "account-features": {
    "Password reset": "Users must be able to reset a forgotten password",
    "Profile page": "Users must be able to view and edit their profile",
    "Administrator manages users": "An administrator must be able to manage user accounts",
    "Users see only their own data": "Users must see only their own data",
  },
  integrations: {
    Payments: "The application must take payments through a payment provider",
    "E-mail delivery": "The application must send e-mail through an e-mail delivery service",
    "Maps and locations": "The application must show maps and locations",
    Calendars: "The application must work with users' calendars",
    "File storage": "The application must keep uploaded files in a file storage service",
    "Single sign-on": "Users must be able to sign in with single sign-on",
  },
  security: {
    "Encrypted connections (HTTPS)": "All connections must be encrypted (HTTPS)",
    "Passwords stored hashed": "Passwords must be stored hashed, never in plain text",
    "Audit log of changes": "Changes to data must be recorded in an audit log",
    "Personal data protection (GDPR)": "Personal data must be protected in line with the GDPR",
    "Two-step sign-in": "Users must be able to sign in with two-step verification",
  },
  usability: {
    "WCAG 2.1 AA": "The user interface must meet WCAG 2.1 AA",
    "Keyboard and screen-reader friendly": "The user interface must be usable with a keyboard and a screen reader",
  },
  availability: {
    "99.9% (about 9 hours down a year)": "The application must be available 99.9% of the time (about 9 hours down a year)",
    "99% (about 3.5 days down a year)": "The application must be available 99% of the time (about 3.5 days down a year)",
    "Business hours only": "The application must be available during business hours",
  },
  "data-retention": {
    "Until the user deletes it": "Data must be kept until the user deletes it",
    "At least one year": "Data must be kept for at least one year",
    "At least seven years (records retention)": "Data must be kept for at least seven years (records retention)",
  },
  notifications: { "In the app": "in the app", "By e-mail": "by e-mail", "In the app and by e-mail": "in the app and by e-mail" },
};

const OPTIONS = questionIndex();

function lines(answer: unknown): string[] {
  if (typeof answer !== "string") return [];
  return answer
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "").trim())
    .filter((l) => l.length > 0);
}

function oneLine(answer: unknown): string {
  return lines(answer).join("; ");
}

/** The n-th option of a question (1-based), so a reference stays stable when the user picks another option too. */
function optionRef(id: string, option: string): string {
  return `${id}#${(OPTIONS.get(id)?.options ?? []).indexOf(option) + 1}`;
}

type Drafter = (answer: unknown, answers: Readonly<Record<string, unknown>>) => ChecklistDraft[];

const fr = (
  description: string,
  sourceRef: string,
  priority: DraftRequirement["priority"] = "must",
): ChecklistDraft => ({
  type: "functional",
  description: finish(description),
  priority,
  sourceRef,
});
const nfr = (description: string, sourceRef: string): ChecklistDraft => ({
  type: "non-functional",
  description: finish(description),
  priority: "must",
  sourceRef,
});

/** One statement per selected option of a choice question, in the order the question lists its options. */
function perOption(id: string, make: typeof fr): Drafter {
  return (answer) => {
    const picked: unknown[] = Array.isArray(answer) ? answer : [answer];
    const chosen = (OPTIONS.get(id)?.options ?? []).filter((option) => picked.includes(option));
    return chosen.flatMap((option) => {
      const statement = OPTION_STATEMENTS[id]?.[option];
      return statement ? [make(statement, optionRef(id, option))] : [];
    });
  };
}

/** Every option of the choice questions, lower case: a line that is one of them answers another question. */
const CHOICES = new Set([...OPTIONS.values()].flatMap((q) => (q.options ?? []).map((o) => o.toLowerCase())));

/**
 * Whether a feature line is an answer to some other question rather than a feature: a yes or no ("No, deliver
 * everything at once"), or one of the checklist's own options ("Within 2 seconds").
 */
function answersAnotherQuestion(line: string): boolean {
  const bare = line
    .replace(/[.!]+$/, "")
    .trim()
    .toLowerCase();
  return /^(?:yes|no|yeah|nope|not really|none|n\/a)\b/.test(bare) || CHOICES.has(bare);
}

/** "1 user", "25 users". */
function countOf(n: number, noun: string): string {
  return `${n} ${n === 1 ? noun : `${noun}s`}`;
}

/** How each question's answer becomes requirements; questions not listed state none. */
const DRAFTERS: Record<string, Drafter> = {
  "core-features": (answer) =>
    lines(answer).flatMap((line, i) => {
      if (answersAnotherQuestion(line)) return [];
      // A line about the look ("Dark blue and gold theme") is a usability requirement (look-statement.ts).
      const look = lookRequirement(line);
      if (look) return [nfr(look.description, `core-features#${i + 1}`)];
      const statement = functionalStatement(line.replace(/[.!]+$/, ""), true);
      return statement ? [fr(statement.description, `core-features#${i + 1}`, priorityOf(line, "must"))] : [];
    }),
  "user-stories": (answer) =>
    lines(answer).map((line, i) => ({
      type: "user-story",
      description: finish(
        line.replace(
          /^as (an?) ([^,]+?),? i /i,
          (_m, a: string, role: string) => `As ${a.toLowerCase()} ${role}, I `,
        ),
      ),
      priority: priorityOf(line),
      sourceRef: `user-stories#${i + 1}`,
    })),
  "user-authentication": (answer) =>
    answer === NO_AUTHENTICATION_NEEDED ? [] : perOption("user-authentication", fr)(answer, {}),
  "user-roles": (answer) => [
    fr(`The application must support these roles and what each may do: ${oneLine(answer)}`, "user-roles"),
  ],
  "account-features": perOption("account-features", fr),
  "search-filter": (answer) =>
    answer === true ? [fr("Users must be able to search and filter lists", "search-filter")] : [],
  notifications: (answer, answers) => {
    const how = typeof answer === "string" ? OPTION_STATEMENTS.notifications?.[answer] : undefined;
    if (!how) return [];
    const events = isAnswered(answers["notification-events"])
      ? ` (${decapitalise(oneLine(answers["notification-events"]))})`
      : "";
    return [fr(`Users must be notified of important events${events} ${how}`, "notifications")];
  },
  integrations: (answer) =>
    perOption("integrations", fr)(
      Array.isArray(answer) ? answer.filter((a) => a !== NO_INTEGRATIONS_NEEDED) : [],
      {},
    ),
  "data-export": (answer) =>
    answer === true
      ? [fr("Users must be able to export their data (for example as CSV)", "data-export")]
      : [],
  performance: (answer) =>
    typeof answer === "string" ? [nfr(`Pages must respond ${decapitalise(answer)}`, "performance")] : [],
  security: perOption("security", nfr),
  usability: perOption("usability", nfr),
  availability: perOption("availability", nfr),
  scalability: (answer, answers) => {
    const target = isAnswered(answers["growth-target"])
      ? ` (expected in a year: ${decapitalise(oneLine(answers["growth-target"]))})`
      : "";
    if (answer === EXPECTING_SIGNIFICANT_GROWTH)
      return [
        nfr(`The application must handle significant growth in the number of users${target}`, "scalability"),
      ];
    if (answer === "Some growth")
      return [nfr("The application must handle some growth in the number of users", "scalability")];
    return [];
  },
  // People come in whole numbers: 25.5 is read as 26.
  "concurrent-users": (answer) =>
    typeof answer === "number" && answer >= 0.5
      ? [
          nfr(
            `The application must support ${countOf(Math.round(answer), "user")} at the same time`,
            "concurrent-users",
          ),
        ]
      : [],
  "data-retention": perOption("data-retention", nfr),
};

/**
 * The requirements that the visible, answered questions state, in checklist order, before de-duplication.
 * `only` limits it to some questions (the chat uses the answers it has just filled in).
 */
export function checklistDrafts(
  answers: Readonly<Record<string, unknown>>,
  only?: ReadonlySet<string>,
): ChecklistDraft[] {
  return visibleQuestions(answers).flatMap((q) => {
    const drafter = DRAFTERS[q.id];
    if (!drafter || !isAnswered(q.answer) || (only && !only.has(q.id))) return [];
    return drafter(q.answer, answers);
  });
}

/**
 * What the checklist's answers require, as new requirements: de-duplicated against `existing` (and each other)
 * the same way as the chat, codes continuing after existing ones, each pointing back to its question.
 */
export function requirementsFromChecklist(input: {
  answers: Readonly<Record<string, unknown>>;
  existing: readonly KnownRequirement[];
}): (FoundRequirement & { sourceRef: string })[] {
  return newRequirements(checklistDrafts(input.answers), input.existing).map((r) => ({
    code: r.code,
    type: r.type,
    description: r.description,
    priority: r.priority,
    sourceRef: r.sourceRef,
  }));
}
