import { readLook, saysLook } from "../../../engines/embedded/look-reading";
import type { DraftRequirement } from "./dedupe";
import { finish } from "./extract";
import { hasPersonSubject, priorityOf } from "./statements";

/*
 * A sentence about the idea's look (issue 17, point 5) is a non-functional requirement in the user's words, not a
 * feature: "use a dark blue and gold theme" is "The application must use a dark blue and gold theme", never
 * "Users must be able to use …". A sentence about users choosing their own colours stays a feature (the look
 * reader gives it no look), and so does one with a person acting ("Members can pick a theme").
 */

/** The requirement a clause about the look states, or undefined when it says nothing of the look. */
export function lookRequirement(clause: string): (DraftRequirement & { category: "usability" }) | undefined {
  const text = clause.replace(/[\s.!…]+$/, "").trim();
  if (text === "" || /\?$/.test(text) || hasPersonSubject(text) || !saysLook(readLook([text])))
    return undefined;
  return {
    type: "non-functional",
    description: finish(statement(text)),
    priority: priorityOf(text, "must"),
    category: "usability",
  };
}

function statement(text: string): string {
  if (/\b(?:must|shall|should|will|needs? to|has to|have to)\b/i.test(text)) return text;
  const named = /^(?:please\s+)?call (?:it|the app(?:lication)?)\s+(.+)$/i.exec(text)?.[1];
  if (named !== undefined) return `The application must be called ${named}`;
  const made = /^(?:please\s+)?make (?:it|the app(?:lication)?)\s+(.+)$/i.exec(text)?.[1];
  if (made !== undefined) return `The application must be ${made}`;
  const imperative = /^(?:please\s+)?((?:use|give|keep|go with|style|theme)\b.*)$/i.exec(text)?.[1];
  if (imperative !== undefined)
    return `The application must ${imperative.charAt(0).toLowerCase()}${imperative.slice(1)}`;
  const wanted =
    /^(?:i|we)(?:'d| would)? (?:want|like|need|prefer|love)(?: it to have| to have)?\s+(.+)$/i.exec(
      text,
    )?.[1];
  if (wanted !== undefined) return `The application should have ${wanted}`;
  return `The application must have this look: ${text}`;
}
