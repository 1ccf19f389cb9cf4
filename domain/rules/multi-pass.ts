/**
 * Multi-pass code generation (delivery.md §4.4, §9): three passes unlocked by the overall accuracy.
 */
export type PassStatus = "completed" | "active" | "blocked";
export type PassNumber = 1 | 2 | 3;

/** delivery.md §9: accuracy at which passes 1, 2 and 3 count as completed. */
export const PASS_THRESHOLDS = [50, 80, 95] as const;
/** delivery.md §9: the accuracy each pass aims for, in percent. */
export const PASS_TARGETS = [
  { min: 65, max: 75 },
  { min: 85, max: 90 },
  { min: 95, max: 100 },
] as const;

const [PASS_1, PASS_2, PASS_3] = PASS_THRESHOLDS;

/**
 * Status of each pass (delivery.md §4.4): a pass is completed at its threshold, active once the previous
 * pass is completed, and blocked before that. Pass 1 is never blocked.
 */
export function passStatuses(overallAccuracy: number): [PassStatus, PassStatus, PassStatus] {
  const at = (threshold: number, previous: number | null): PassStatus => {
    if (overallAccuracy >= threshold) return "completed";
    return previous === null || overallAccuracy >= previous ? "active" : "blocked";
  };
  return [at(PASS_1, null), at(PASS_2, PASS_1), at(PASS_3, PASS_2)];
}

/** Only an active pass can be executed (delivery.md §4.4). */
export function canExecutePass(passNumber: PassNumber, overallAccuracy: number): boolean {
  return passStatuses(overallAccuracy)[passNumber - 1] === "active";
}

/** delivery.md §4.4: 'Ready for Pass 2' from 65 up to below 85; 'Ready for Pass 3' from 85 up to below 95. */
export function passHint(overallAccuracy: number): "Ready for Pass 2" | "Ready for Pass 3" | null {
  if (overallAccuracy >= 65 && overallAccuracy < 85) return "Ready for Pass 2";
  if (overallAccuracy >= 85 && overallAccuracy < 95) return "Ready for Pass 3";
  return null;
}
