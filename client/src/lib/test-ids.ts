/** The test id of a summary figure, from its label: 'Overall Progress' → 'stat-overall-progress'. */
export function statTestId(label: string): string {
  return `stat-${label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
}
