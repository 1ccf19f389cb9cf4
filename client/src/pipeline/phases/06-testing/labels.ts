import { t } from "@/i18n";
import type { Formatters } from "@/i18n/format";

/** The QA page's toasts, in the spec's words (delivery.md §5, §8), in the interface's language when shown. */
export const QA_TOASTS = {
  missing: () => t("testing:toasts.missing"),
  missingHint: () => t("testing:toasts.missingHint"),
  noProject: () => t("testing:toasts.noProject"),
  noProjectHint: () => t("testing:toasts.noProjectHint"),
  planFailed: () => t("testing:toasts.planFailed"),
  scriptsFailed: () => t("testing:toasts.scriptsFailed"),
  runFailed: () => t("testing:toasts.runFailed"),
  unitPassed: () => t("testing:toasts.unitPassed"),
} as const;

/** Framework names are product names: not translated. */
export const FRAMEWORK_LABELS = {
  jest: "Jest",
  cypress: "Cypress",
  playwright: "Playwright",
  selenium: "Selenium",
  supertest: "Supertest",
} as const;

/** A coverage value (0–100) as a percentage in the interface's language, with at most `digits` decimals. */
export const percentText = (format: Formatters, value: number, digits = 2, minDigits = 0) =>
  format.number(value / 100, {
    style: "percent",
    minimumFractionDigits: minDigits,
    maximumFractionDigits: digits,
  });
