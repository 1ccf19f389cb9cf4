import {
  REQUIREMENT_PREFIX,
  REQUIREMENT_TYPES,
  type RequirementType,
} from "../../../../domain/api/requirements";
import { comparisonKey, DUPLICATE_THRESHOLD, jaccard } from "../../../engines/embedded/text";

export type Priority = "must" | "should" | "could";

/** A requirement before it has an id. */
export interface DraftRequirement {
  type: RequirementType;
  description: string;
  priority: Priority;
}

export type KnownRequirement = { code: string; type: RequirementType; description: string };

/** The highest number used so far for each type ("FR-7" → 7), read from the codes themselves. */
function highestNumbers(existing: readonly KnownRequirement[]): Record<RequirementType, number> {
  const highest: Record<RequirementType, number> = { functional: 0, "non-functional": 0, "user-story": 0 };
  for (const type of REQUIREMENT_TYPES) {
    const pattern = new RegExp(`^${REQUIREMENT_PREFIX[type]}-(\\d+)$`);
    for (const e of existing) {
      const n = Number(pattern.exec(e.code)?.[1] ?? 0);
      if (n > highest[type]) highest[type] = n;
    }
  }
  return highest;
}

/**
 * The drafts that state something new, with codes continuing after the existing ones (FR-n, NFR-n, US-n). A
 * draft is old news when its wording (normalised: lower case, stop words out, stemmed) overlaps an existing or
 * earlier one by the duplicate threshold, whatever their types: the user should not confirm the same thing twice.
 */
export function newRequirements<T extends DraftRequirement>(
  drafts: readonly T[],
  existing: readonly KnownRequirement[],
): (T & { code: string })[] {
  const seen = existing.map((e) => comparisonKey(e.description));
  const next = highestNumbers(existing);
  const result: (T & { code: string })[] = [];
  for (const draft of drafts) {
    const key = comparisonKey(draft.description);
    if (seen.some((k) => jaccard(k, key) >= DUPLICATE_THRESHOLD)) continue;
    seen.push(key);
    next[draft.type] += 1;
    result.push({ ...draft, code: `${REQUIREMENT_PREFIX[draft.type]}-${next[draft.type]}` });
  }
  return result;
}
