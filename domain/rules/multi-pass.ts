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
const PASSES: readonly PassNumber[] = [1, 2, 3];

/** The accuracy at which a pass counts as completed. */
export function passThreshold(passNumber: PassNumber): number {
  return PASS_THRESHOLDS[passNumber - 1] ?? PASS_3;
}

/** The accuracy range a pass aims for. */
export function passTarget(passNumber: PassNumber): { min: number; max: number } {
  return PASS_TARGETS[passNumber - 1] ?? PASS_TARGETS[2];
}

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

/**
 * delivery.md §4.4: 'Ready for Pass 2' from 65 up to below 85; 'Ready for Pass 3' from 85 up to below 95. The hint
 * is dropped where it would not be true: its pass is already completed (pass 2 from 80), or has already run.
 */
export function passHint(
  overallAccuracy: number,
  ranPasses: readonly number[] = [],
): "Ready for Pass 2" | "Ready for Pass 3" | null {
  const pass =
    overallAccuracy >= 65 && overallAccuracy < 85
      ? 2
      : overallAccuracy >= 85 && overallAccuracy < 95
        ? 3
        : null;
  if (pass === null || !canExecutePass(pass, overallAccuracy) || ranPasses.includes(pass)) return null;
  return pass === 2 ? "Ready for Pass 2" : "Ready for Pass 3";
}

/** Where a measured accuracy sits against a pass's target range (delivery.md §9). */
export type TargetVerdict = "below" | "within" | "above";

export function targetVerdict(passNumber: PassNumber, accuracy: number): TargetVerdict {
  const target = passTarget(passNumber);
  if (accuracy < target.min) return "below";
  return accuracy > target.max ? "above" : "within";
}

/** What one pass card says: the spec's status, qualified only when the measured figure falls short. */
export interface PassReport {
  status: PassStatus;
  /** 'Completed', 'Active' or 'Blocked'; 'Completed · below target' when the measured figure misses the target. */
  label: string;
  tone: "success" | "warning" | "default" | "muted";
  /** The accuracy measured right after the pass last ran; the current one when it completed without that. */
  measured: number | null;
  verdict: TargetVerdict | null;
  /** One sentence with the measured figure against the threshold and the target. */
  detail: string;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const targetText = (passNumber: PassNumber) => {
  const { min, max } = passTarget(passNumber);
  return `${min}–${max}%`;
};

/**
 * The card of one pass (delivery.md §4.4, §9). The status stays the spec's (completed at the threshold), but a
 * completed pass whose measured accuracy is below its target says so, with the figure and the gap in points:
 * a threshold reached is not a target met.
 */
export function passReport(
  passNumber: PassNumber,
  overallAccuracy: number,
  accuracyAfter: number | null,
): PassReport {
  const status = passStatuses(overallAccuracy)[passNumber - 1] ?? "blocked";
  const threshold = passThreshold(passNumber);
  const target = targetText(passNumber);
  if (status === "blocked")
    return {
      status,
      label: "Blocked",
      tone: "muted",
      measured: null,
      verdict: null,
      detail: `Blocked until pass ${passNumber - 1} completes at ${PASS_THRESHOLDS[passNumber - 2] ?? PASS_1}%; this pass aims for ${target}.`,
    };
  if (status === "active") {
    const detail =
      accuracyAfter === null
        ? `Not run yet: it completes at ${threshold}% and aims for ${target}.`
        : `${accuracyAfter}% measured after this pass: not completed, it completes at ${threshold}% and aims for ${target}.`;
    return {
      status,
      label: "Active",
      tone: "default",
      measured: accuracyAfter,
      verdict: accuracyAfter === null ? null : targetVerdict(passNumber, accuracyAfter),
      detail,
    };
  }
  // Judged by the figure right after it ran, unless that fell short and later changes completed it.
  const afterCounts = accuracyAfter !== null && accuracyAfter >= threshold;
  const measured = afterCounts ? accuracyAfter : overallAccuracy;
  const verdict = targetVerdict(passNumber, measured);
  const opening = afterCounts
    ? `${measured}% measured after this pass reaches its ${threshold}% threshold`
    : accuracyAfter === null
      ? `Not run: the measured ${measured}% already reaches its ${threshold}% threshold`
      : `The code now measures ${measured}%, which reaches its ${threshold}% threshold`;
  const against =
    verdict === "below"
      ? `but is ${round1(passTarget(passNumber).min - measured)} points short of its ${target} target`
      : `and is ${verdict === "within" ? "within" : "above"} its ${target} target`;
  return {
    status,
    label: verdict === "below" ? "Completed · below target" : "Completed",
    tone: verdict === "below" ? "warning" : "success",
    measured,
    verdict,
    detail: `${opening} ${against}.`,
  };
}

/**
 * What the recommendations panel is about (delivery.md §4.4). Recommendations are for a next pass only while one
 * exists: the active pass, not yet run. Once every pass is completed, or the active pass has already run and
 * fell short, what is left is shown as the remaining gaps, never as a pass to run.
 */
export type RecommendationScope =
  | { kind: "next-pass"; passNumber: PassNumber }
  | { kind: "remaining"; allCompleted: true }
  | { kind: "remaining"; allCompleted: false; ranPass: PassNumber; threshold: number };

export function recommendationScope(
  overallAccuracy: number,
  ranPasses: readonly number[],
): RecommendationScope {
  const index = passStatuses(overallAccuracy).indexOf("active");
  if (index < 0) return { kind: "remaining", allCompleted: true };
  const passNumber = PASSES[index] ?? 1;
  if (!ranPasses.includes(passNumber)) return { kind: "next-pass", passNumber };
  return {
    kind: "remaining",
    allCompleted: false,
    ranPass: passNumber,
    threshold: passThreshold(passNumber),
  };
}
