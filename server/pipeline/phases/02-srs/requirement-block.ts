import type { ModelRequirement } from "../../../../domain/artifacts/01-requirements";
import { bold, bulletList, heading, joinBlocks, md, paragraph } from "../../markdown";

const PRIORITY: Readonly<Record<ModelRequirement["priority"], string>> = {
  must: "Must",
  should: "Should",
  could: "Could",
};
const STATUS: Readonly<Record<ModelRequirement["status"], string>> = {
  confirmed: "Confirmed",
  unconfirmed: "Unconfirmed",
};
const SOURCE: Readonly<Record<ModelRequirement["source"], string>> = {
  chat: "Chat",
  checklist: "Checklist",
  user: "User",
};
const TYPE: Readonly<Record<ModelRequirement["type"], string>> = {
  functional: "Functional",
  "non-functional": "Non-functional",
  "user-story": "User story",
};

/** The reader's word for a requirement's type, priority and status. */
export const REQUIREMENT_LABELS = { priority: PRIORITY, status: STATUS, type: TYPE };

/**
 * One requirement as the SRS states it: id and title as a heading (so it can be linked), its priority and
 * status, the description, and the acceptance criteria as a numbered list.
 */
export function renderRequirement(requirement: ModelRequirement, level: 4 | 5): string {
  const facts = md(
    [
      `${bold("Priority:").markdown} ${PRIORITY[requirement.priority]}`,
      `${bold("Status:").markdown} ${STATUS[requirement.status]}`,
      `${bold("Source:").markdown} ${SOURCE[requirement.source]}`,
    ].join(" · "),
  );
  return joinBlocks([
    heading(level, `${requirement.id}: ${requirement.title}`),
    paragraph(facts),
    paragraph(requirement.description),
    paragraph(bold("Acceptance criteria:")),
    bulletList(requirement.acceptanceCriteria, { ordered: true }),
  ]).trimEnd();
}

/** Several requirements one after another, or the sentence when there are none. */
export function renderRequirements(
  requirements: readonly ModelRequirement[],
  level: 4 | 5,
  emptySentence: string,
): string {
  if (requirements.length === 0) return paragraph(emptySentence);
  return requirements.map((requirement) => renderRequirement(requirement, level)).join("\n\n");
}
