/** The chat mode's 'SRS Progress' panel (platform.md §2 "Chat mode"). */
export type RequirementType = "functional" | "non-functional" | "user-story";

export interface SrsTypeProgress {
  type: RequirementType;
  total: number;
  confirmed: number;
  percent: number;
}

export const REQUIREMENT_TYPES: readonly RequirementType[] = ["functional", "non-functional", "user-story"];
export const CONFIRMED = "confirmed";

/**
 * Per requirement type, the rounded percentage of its requirements that are confirmed; 0 when the type has
 * none. Every type is listed, in a fixed order, so the panel does not jump as requirements arrive.
 */
export function srsProgressByType(
  requirements: readonly { type: RequirementType; status: string }[],
): SrsTypeProgress[] {
  return REQUIREMENT_TYPES.map((type) => {
    const ofType = requirements.filter((requirement) => requirement.type === type);
    const confirmed = ofType.filter((requirement) => requirement.status === CONFIRMED).length;
    const percent = ofType.length === 0 ? 0 : Math.round((confirmed / ofType.length) * 100);
    return { type, total: ofType.length, confirmed, percent };
  });
}

/** platform.md §2: green at 75 or more, amber at 50 or more, otherwise neutral. */
export function srsProgressColor(percent: number): "green" | "amber" | "neutral" {
  if (percent >= 75) return "green";
  if (percent >= 50) return "amber";
  return "neutral";
}
