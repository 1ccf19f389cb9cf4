import type { RequirementsAgent } from "./agent";
import { requirementsFromChecklist } from "./from-checklist";
import { hasRealDescription, interviewTurn } from "./interview";
import { suggestDataEntities } from "./suggest-entities";

/** Long descriptions are quoted in the greeting only up to here. */
const QUOTED_DESCRIPTION_MAX = 200;

function quoted(description: string): string {
  const text = description.trim().replace(/\s+/g, " ");
  return text.length <= QUOTED_DESCRIPTION_MAX
    ? text
    : `${text.slice(0, QUOTED_DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/**
 * The opening message. Without a description it asks for the idea in the user's own words. With one (three words
 * or more) it quotes it and asks for the most important capability instead, since asking for the idea again
 * would make the user repeat themselves; the description then becomes the checklist's purpose.
 */
function greeting(project: { name: string; description: string }): string {
  const intro = `Hi! I'm the Requirements AI. Let's work out what "${project.name}" needs: I'll ask a few questions and fill in the requirements checklist as we go.`;
  if (hasRealDescription(project.description)) {
    return `${intro} You described it as: "${quoted(project.description)}". What is the most important thing its users must be able to do?`;
  }
  return `${intro} To start, describe your idea in your own words: what should the app do, and for whom?`;
}

/**
 * The embedded (deterministic, offline) Requirements AI: a guided interview over the checklist, sentence
 * classification for requirements and a domain lexicon for the data section. No network, no clock, no randomness.
 */
export function createEmbeddedRequirementsAgent(): RequirementsAgent {
  return {
    name: "embedded",
    greeting,
    turn: async (input) => interviewTurn(input),
    suggestDataEntities,
    requirementsFromChecklist,
  };
}
