import { isAnswered } from "../../../../domain/rules/checklist";
import { capitalise, joinWords, singular } from "../../../engines/embedded/text";
import { COLLECTIVE, userList, type Aside, type PermissionRule } from "./asides";
import {
  applyStatement,
  changesSentence,
  readLines,
  renderLines,
  type DataChange,
  type DataLine,
} from "./data-edits";

/** The account feature a sentence like "Owners see only their own pets" asks for. */
export const OWN_DATA_ONLY = "Users see only their own data";
const ROLES_AND_PERMISSIONS = "Accounts with roles and permissions";

/** What the asides of a message give the checklist, and what the reply says about them. */
export interface AsideAnswers {
  answers: Record<string, unknown>;
  /** Answers that rewrite an answer the checklist already had (built on it, never dropping what was there). */
  replaced: string[];
  /** Words kept as a note, by the question they are about. */
  notes: { questionId: string; words: string[] }[];
  /** How the reply names an answer ("the users (owner, vet and admin)"). */
  mentions: Record<string, string>;
  dataChanges: DataChange[];
  /** Sentences of the asides that state requirements ("Owners see only their own pets"). */
  statements: string[];
}

function text(answer: unknown): string {
  return typeof answer === "string" ? answer.trim() : "";
}

/** The data section's text to build on: the answer, or else the list the idea suggests. */
export function dataBase(answers: Readonly<Record<string, unknown>>, suggestion: () => string): DataLine[] {
  const answer = text(answers["data-entities"]);
  return readLines(answer.length > 0 ? answer : suggestion());
}

/** "Owners" and "owner" are the same kind of user. */
function userKey(name: string): string {
  return singular((name.trim().split(/\s+/).pop() ?? "").toLowerCase());
}

/**
 * The roles answer's lines for some permissions, one per kind of user ("Owners: see only their own pets"). A
 * group ("all staff see every appointment") stands for the kinds of user the checklist lists that the sentence
 * does not name otherwise ("everyone" for all of them), so each role gets its line.
 */
export function roleLines(
  rules: readonly PermissionRule[],
  userTypes: string,
  besides: readonly PermissionRule[] = rules,
): string[] {
  const kinds = userTypes.split(/\n/).flatMap((line) => userList(line) ?? []);
  const named = new Set([...rules, ...besides].map((r) => userKey(r.subject)));
  return rules.flatMap(({ subject, rule }) => {
    const key = userKey(subject);
    const group = COLLECTIVE.has(key) || key === "employee";
    const members = group ? kinds.filter((k) => key.startsWith("every") || !named.has(userKey(k))) : [];
    const who = members.length > 0 ? members : [subject];
    return who.map((w) => `${capitalise(w)}: ${rule}`);
  });
}

/** Whether a text names someone already ("vet" in "owner, vet"). */
function mentions(said: string, name: string): boolean {
  const word = name.replace(/[^\p{L}\p{N} ]/gu, "");
  return word.length > 0 && new RegExp(`\\b${word}`, "iu").test(said);
}

/** The reply's sentence about data changes made in passing: "Added breed to Pet and added Vaccination." */
export function dataChangesSentence(changes: readonly DataChange[]): string | undefined {
  if (changes.length === 0) return undefined;
  const said = changesSentence(changes);
  return `In the data, I ${said.charAt(0).toLowerCase()}${said.slice(1)}.`;
}

/**
 * The answers the asides give: a list of users fills the users (and the roles, when sign-in uses roles), who
 * may see what goes to the roles (and "own data" to the account features), things and their details to the
 * data, a head count to users at the same time and a count of places to a note. Answers the user gave are built
 * on, never replaced: the users and roles gain lines, the data gains things and details.
 */
export function asideAnswers(
  asides: readonly Aside[],
  answers: Readonly<Record<string, unknown>>,
  suggestion: () => string,
): AsideAnswers {
  const out: AsideAnswers = {
    answers: {},
    replaced: [],
    notes: [],
    mentions: {},
    dataChanges: [],
    statements: [],
  };
  const current = (id: string) => (id in out.answers ? out.answers[id] : answers[id]);
  const set = (id: string, value: unknown) => {
    if (isAnswered(answers[id]) && !out.replaced.includes(id)) out.replaced.push(id);
    out.answers[id] = value;
  };
  let lines: DataLine[] | undefined;
  const allRules = asides.flatMap((a) => (a.kind === "permissions" ? a.rules : []));

  for (const aside of asides) {
    switch (aside.kind) {
      case "users": {
        const before = text(current("user-types"));
        const missing = aside.names.filter((n) => !mentions(before, n));
        if (missing.length > 0) {
          set(
            "user-types",
            before ? `${before}\n${missing.join(", ")}` : aside.sentence.replace(/[.!]+$/, ""),
          );
          out.mentions["user-types"] = `the users (${joinWords(aside.names, "and")})`;
        }
        const roles = text(current("user-roles"));
        if (current("user-authentication") === ROLES_AND_PERMISSIONS && roles === "")
          set("user-roles", aside.names.join("\n"));
        break;
      }
      case "permissions": {
        const before = text(current("user-roles"));
        const lines = roleLines(aside.rules, text(current("user-types")), allRules);
        const fresh = lines.filter((l) => !before.toLowerCase().includes(l.toLowerCase()));
        if (fresh.length > 0) set("user-roles", [before, ...fresh].filter(Boolean).join("\n"));
        const features = current("account-features");
        const list = Array.isArray(features) ? features.map(String) : [];
        if (aside.ownData && !list.includes(OWN_DATA_ONLY)) set("account-features", [...list, OWN_DATA_ONLY]);
        out.statements.push(aside.sentence);
        break;
      }
      case "data": {
        lines ??= dataBase(answers, suggestion);
        const applied = applyStatement(lines, aside.statement);
        lines = applied.lines;
        if (applied.change) out.dataChanges.push(applied.change);
        break;
      }
      case "size": {
        const notes = [...aside.notes];
        if (aside.count !== undefined) {
          const had = current("concurrent-users");
          if (!isAnswered(had)) out.answers["concurrent-users"] = aside.count;
          else if (had !== aside.count) notes.push(aside.sentence);
        }
        if (notes.length > 0) out.notes.push({ questionId: "concurrent-users", words: notes });
        break;
      }
    }
  }
  if (lines && out.dataChanges.length > 0) set("data-entities", renderLines(lines));
  return out;
}
