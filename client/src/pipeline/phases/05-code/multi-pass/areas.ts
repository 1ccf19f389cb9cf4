import type { MultiPassAnalysis } from "@domain/api/code";
import { t } from "@/i18n";

/**
 * The four measured areas of the multi-pass analysis, in the order the panel shows them; `label` resolves in
 * the interface's language at render time.
 */
export const AREAS = [
  { key: "databaseImplementation", label: () => t("code:multiPass.areas.database"), testId: "area-database" },
  { key: "apiImplementation", label: () => t("code:multiPass.areas.api"), testId: "area-api" },
  { key: "frontendImplementation", label: () => t("code:multiPass.areas.frontend"), testId: "area-frontend" },
  { key: "technologyStackCompliance", label: () => t("code:multiPass.areas.stack"), testId: "area-stack" },
] as const satisfies readonly { key: keyof MultiPassAnalysis; label: () => string; testId: string }[];
