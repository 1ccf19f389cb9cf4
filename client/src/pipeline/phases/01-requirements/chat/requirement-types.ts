import type { RequirementType } from "@domain/api/requirements";

/** How each requirement type is named in the SRS Progress panel, the list badges and the table headings. */
export const TYPE_LABELS: Record<RequirementType, { progress: string; badge: string; heading: string }> = {
  functional: { progress: "Functional", badge: "Functional", heading: "Functional Requirements" },
  "non-functional": {
    progress: "Non-Functional",
    badge: "Non-functional",
    heading: "Non-Functional Requirements",
  },
  "user-story": { progress: "User Stories", badge: "User story", heading: "User Stories" },
};

export const PRIORITY_LABELS = { must: "Must", should: "Should", could: "Could" } as const;
export const SOURCE_LABELS = { chat: "Chat", checklist: "Checklist", user: "You" } as const;
