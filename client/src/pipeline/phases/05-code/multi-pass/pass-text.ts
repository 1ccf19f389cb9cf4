import type { PassNumber } from "@domain/api/code";
import { PASS_THRESHOLDS, passTarget, passThreshold, type PassReport } from "@domain/rules/multi-pass";
import { t } from "@/i18n";
import type { Formatters } from "@/i18n/format";
import { percentText } from "../labels";

/*
 * A pass card's words in the interface's language, at render time. The domain's PASS_TITLES, passReport and
 * passHint word them in English for the server; these say the same from the same figures.
 */

/** What a pass builds (PASS_TITLES). */
export function passTitle(passNumber: PassNumber): string {
  switch (passNumber) {
    case 1:
      return t("code:pass.titles.pass1");
    case 2:
      return t("code:pass.titles.pass2");
    case 3:
      return t("code:pass.titles.pass3");
  }
}

/** The report's label: 'Completed', 'Completed · below target', 'Active' or 'Blocked'. */
export function passStatusLabel(report: Pick<PassReport, "status" | "verdict">): string {
  if (report.status === "blocked") return t("code:pass.status.blocked");
  if (report.status === "active") return t("code:pass.status.active");
  return report.verdict === "below" ? t("code:pass.status.completedBelow") : t("code:pass.status.completed");
}

/** A pass's target range: '65–75%'. */
export function passTargetText(fmt: Formatters, passNumber: PassNumber): string {
  const { min, max } = passTarget(passNumber);
  return t("code:pass.range", { min: fmt.number(min), max: percentText(fmt, max) });
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The report's sentence: the measured figure against the threshold and the target. */
export function passDetail(fmt: Formatters, passNumber: PassNumber, report: PassReport): string {
  const pct = (n: number) => percentText(fmt, n);
  const threshold = pct(passThreshold(passNumber));
  const target = passTargetText(fmt, passNumber);
  if (report.status === "blocked")
    return t("code:pass.detail.blocked", {
      previous: passNumber - 1,
      threshold: pct(PASS_THRESHOLDS[passNumber - 2] ?? PASS_THRESHOLDS[0]),
      target,
    });
  if (report.status === "active")
    return report.measured === null
      ? t("code:pass.detail.notRunYet", { threshold, target })
      : t("code:pass.detail.notCompleted", { measured: pct(report.measured), threshold, target });
  const measured = report.measured ?? 0;
  // passReport opens a completed pass's sentence in one of three ways, by the figure measured right after it
  // ran; which one it chose is read from its sentence.
  const values = { measured: pct(measured), threshold };
  const opening = report.detail.startsWith("Not run:")
    ? t("code:pass.detail.reachedWithoutRun", values)
    : report.detail.startsWith("The code now measures")
      ? t("code:pass.detail.reachedNow", values)
      : t("code:pass.detail.reachedAfter", values);
  if (report.verdict === "below")
    return t("code:pass.detail.below", {
      opening,
      points: fmt.number(round1(passTarget(passNumber).min - measured)),
      target,
    });
  return report.verdict === "above"
    ? t("code:pass.detail.above", { opening, target })
    : t("code:pass.detail.within", { opening, target });
}

/** passHint's 'Ready for Pass 2' / 'Ready for Pass 3'. */
export function passHintText(hint: "Ready for Pass 2" | "Ready for Pass 3"): string {
  return t("code:multiPass.readyForPass", { pass: hint === "Ready for Pass 2" ? 2 : 3 });
}
