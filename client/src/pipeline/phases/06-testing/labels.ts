/** The QA page's toasts, in the spec's words (delivery.md §5, §8). */
export const QA_TOASTS = {
  missing: "Missing Information",
  missingHint: "Please select a project and provide requirements",
  noProject: "No Project Selected",
  noProjectHint: "Select a project on the Dashboard first.",
  planFailed: "Test Plan Generation Failed",
  scriptsFailed: "Test Script Generation Failed",
  runFailed: "Test Execution Failed",
  unitPassed: "Unit tests completed successfully!",
} as const;

export const TYPE_LABELS = {
  unit: "Unit",
  integration: "Integration",
  system: "System",
  ui: "UI",
  performance: "Performance",
  security: "Security",
} as const;

export const FRAMEWORK_LABELS = {
  jest: "Jest",
  cypress: "Cypress",
  playwright: "Playwright",
  selenium: "Selenium",
  supertest: "Supertest",
} as const;
