import type { MultiPassAnalysis } from "@domain/api/code";

/** The four measured areas of the multi-pass analysis, in the order the panel shows them. */
export const AREAS = [
  { key: "databaseImplementation", label: "Database", testId: "area-database" },
  { key: "apiImplementation", label: "API", testId: "area-api" },
  { key: "frontendImplementation", label: "Frontend", testId: "area-frontend" },
  { key: "technologyStackCompliance", label: "Technology stack", testId: "area-stack" },
] as const satisfies readonly { key: keyof MultiPassAnalysis; label: string; testId: string }[];
