import { colourRoles, readLook, saysLook, type Look } from "../../../engines/embedded/look-reading";
import { answerLines } from "./answer-lines";
import type { StoredRequirement } from "./build";

/*
 * The idea's look as a requirement (issue 17, point 5). Colours, a light or dark look, a font, a brand name or
 * logo text, corners, contrast or text size the idea speaks of (engines/embedded/look-reading.ts) are a
 * non-functional usability requirement with acceptance criteria that name each part. A stored non-functional
 * requirement that already says it (the chat records "use a dark blue and gold theme" as one) is the look's
 * requirement; what the description or the checklist's answers say and no stored requirement does becomes a new
 * one, "Look and feel", in the user's own words. An idea that says nothing of the look gets nothing.
 */

/** A requirement as the look reader reads it. */
interface Stated {
  code: string;
  type: "functional" | "non-functional" | "user-story";
  description: string;
}

export interface LookSources {
  /** The project's name: a brand name equal to it asks for nothing new. */
  name: string;
  description: string;
  answers: Readonly<Record<string, unknown>>;
  requirements: readonly Stated[];
}

export const LOOK_TITLE = "Look and feel";

/** Whether a requirement's text speaks of the look. */
export function statesLook(description: string): boolean {
  return saysLook(readLook([description]));
}

/** The acceptance criteria of a look requirement: each part it asks for, and readable contrast. */
export function lookCriteria(description: string): string[] {
  const look = readLook([description]);
  const roles = colourRoles(look.colours);
  const criteria: string[] = [];
  const named = (role: keyof typeof roles, what: string) => {
    const c = roles[role];
    if (c) criteria.push(`The ${what} is ${c.words} (${c.hex}), made darker or lighter only as far as readable contrast needs`);
  };
  named("primary", "primary colour (buttons and links)");
  named("accent", "accent colour (the header)");
  named("background", "page background");
  named("text", "text colour");
  if (look.mode) criteria.push(`Every page has a ${look.mode} look: ${look.mode === "dark" ? "light text on a dark background" : "dark text on a light background"}, whatever the device's setting`);
  if (look.font)
    criteria.push(`Text is set in ${look.font.requested} where it is installed, else in a ${look.font.generic} font; no web font is downloaded`);
  if (look.brand) criteria.push(`The header and the browser tab show the name "${look.brand}"`);
  if (look.shape) criteria.push(look.shape === "rounded" ? "Cards, inputs and buttons have rounded corners" : "Cards, inputs and buttons have square corners");
  if (look.textSize) criteria.push("Text is larger than the browser's default size (112.5%)");
  if (look.colours.length > 0 || look.mode || look.contrast)
    criteria.push(
      look.contrast === "high"
        ? "Every text has a contrast ratio of at least 7:1 with what is behind it (WCAG AAA), on primary buttons too"
        : "Every text has a contrast ratio of at least 4.5:1 with what is behind it (WCAG AA), on primary buttons too",
    );
  return criteria;
} // prettier-ignore

/** Whether `covered` already says every part of `look`. */
function covers(covered: Look, look: Look): boolean {
  return (
    look.colours.every((c) => covered.colours.some((k) => k.hex === c.hex)) &&
    (look.mode === undefined || covered.mode === look.mode) &&
    (look.font === undefined || covered.font?.requested === look.font.requested) &&
    (look.brand === undefined || covered.brand === look.brand) &&
    (look.shape === undefined || covered.shape === look.shape) &&
    (look.contrast === undefined || covered.contrast === look.contrast) &&
    (look.textSize === undefined || covered.textSize === look.textSize)
  );
}

/**
 * The look of an idea: a requirement to add (numbered after the highest NFR-n) for what the description and the
 * answers say of it that no stored non-functional requirement states, and the acceptance criteria of every look
 * requirement by id. Deterministic.
 */
export function findLook(sources: LookSources): {
  added: StoredRequirement | undefined;
  criteria: Map<string, string[]>;
} {
  const stating = sources.requirements.filter(
    (r) => r.type === "non-functional" && statesLook(r.description),
  );
  const covered = readLook(stating.map((r) => r.description));
  const texts = [
    sources.description,
    ...answerLines(sources.answers["product-purpose"]),
    ...answerLines(sources.answers["core-features"]),
  ];
  const sentences = readLook(texts).sentences.filter((sentence) => {
    const look = readLook([sentence]);
    // The project's own name asks for nothing: "BrewBuddy, an app called BrewBuddy".
    if (look.brand !== undefined && look.brand.toLowerCase() === sources.name.trim().toLowerCase())
      delete look.brand;
    return saysLook(look) && !covers(covered, look);
  });
  const criteria = new Map(stating.map((r) => [r.code, lookCriteria(r.description)]));
  if (sentences.length === 0) return { added: undefined, criteria };
  const next =
    1 + Math.max(0, ...sources.requirements.map((r) => Number(/^NFR-(\d+)$/.exec(r.code)?.[1] ?? 0)));
  const description = `The application's look must follow the idea's words: ${sentences.map((s) => `"${s}"`).join("; ")}.`;
  const code = `NFR-${next}`;
  criteria.set(code, lookCriteria(description));
  return {
    added: {
      code,
      type: "non-functional",
      description,
      status: "unconfirmed",
      priority: "should",
      source: "user",
    },
    criteria,
  };
}
