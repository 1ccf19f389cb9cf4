import { isAnswered, type ChecklistQuestion } from "../../../../domain/rules/checklist";
import { userList } from "./asides";

/*
 * Bare "yes" and "no" replies to a choice question. The option they pick is said in the reply ("I took "yes" as
 * Username and password accounts"), so the user can correct it, and a "yes" to signing in means accounts with
 * roles when the user has named several kinds of user.
 */

/** An option picked from a bare "yes" or "no", with why when the reason is not the option's own words. */
export interface Guess {
  words: string;
  option: string;
  because?: string;
}

const ROLES_AND_PERMISSIONS = "Accounts with roles and permissions";
const BARE_YES = /^(?:yes|yeah|yep|yup|sure|ok|okay|please|yes please|definitely|of course)[.!]*$/i;
const BARE_NO = /^(?:no|nope|nah|no thanks)[.!]*$/i;

/** Whether the users named so far call for roles: a roles answer, or two kinds of user or more. */
function rolesKnown(answers: Readonly<Record<string, unknown>>): boolean {
  if (isAnswered(answers["user-roles"])) return true;
  const users = answers["user-types"];
  return typeof users === "string" && users.split(/\n/).some((line) => (userList(line)?.length ?? 0) >= 2);
}

/**
 * A choice picked from a bare "yes" or "no": said in the reply, since the user did not name it. A "yes" to
 * signing in means roles when the user has named several kinds of user.
 */
export function guess(
  question: ChecklistQuestion,
  reply: string,
  value: unknown,
  answers: Readonly<Record<string, unknown>>,
): { value: unknown; guessed?: Guess } {
  const words = reply.trim();
  if (
    question.type !== "select" ||
    typeof value !== "string" ||
    !(BARE_YES.test(words) || BARE_NO.test(words))
  )
    return { value };
  if (question.id === "user-authentication" && BARE_YES.test(words) && rolesKnown(answers)) {
    const option = ROLES_AND_PERMISSIONS;
    return { value: option, guessed: { words, option, because: "since you named several kinds of user" } };
  }
  if (/^(?:yes|no)\b/i.test(value)) return { value };
  return { value, guessed: { words, option: value } };
}
