import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AreaCoverage, MultiPassAnalysis, PassNumber } from "@domain/api/code";
import { passReport } from "@domain/rules/multi-pass";
import { PassCard } from "./pass-card";
import { PassRecommendations } from "./pass-recommendations";

const area = (gaps: string[] = []): AreaCoverage => ({
  coverage: gaps.length > 0 ? 90 : 100,
  implemented: 9,
  total: 9 + gaps.length,
  gaps,
});

/** A measured analysis where the given passes ran, the last one leaving `accuracy`. */
function buildAnalysis(accuracy: number, ran: Partial<Record<PassNumber, number>>): MultiPassAnalysis {
  return {
    overallAccuracy: accuracy,
    passNumber: 1,
    databaseImplementation: area(["Table tags is missing"]),
    apiImplementation: area(["GET /api/tags (listTags) has no route"]),
    frontendImplementation: area(),
    technologyStackCompliance: area(),
    requirementsCoverage: area(),
    nextPassRecommendations: ["Register the 1 missing API route; pass 2 generates the routes."],
    passes: ([1, 2, 3] as const).map((n) => ({
      passNumber: n,
      title: `Pass ${n}`,
      status: "active",
      executedAt: ran[n] === undefined ? null : "2026-01-01T10:00:00.000Z",
      accuracyAfter: ran[n] ?? null,
      completedTasks: [],
    })),
    hint: null,
    outputDirectory: "/data/apps/1",
    measuredAt: "2026-01-01T10:00:00.000Z",
  };
}

const card = (passNumber: PassNumber, accuracy: number, after: number | null) =>
  renderToStaticMarkup(
    <PassCard
      passNumber={passNumber}
      report={passReport(passNumber, accuracy, after)}
      summary={undefined}
      canExecute={false}
      executing={false}
      busy={false}
      onExecute={() => {}}
    />,
  );

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("PassCard", () => {
  it("pass 1 measured at 50 is completed but says it fell short of its 65–75% target", () => {
    const html = text(card(1, 50, 50));
    expect(html).toContain("Completed · below target");
    expect(html).toContain("Completes at 50%");
    expect(html).toContain("Target 65–75%");
    expect(html).toContain("Measured 50%");
    expect(html).toContain("but is 15 points short of its 65–75% target");
    expect(html).not.toContain("Completed at");
  });

  it("pass 1 measured within its target is plainly completed", () => {
    const html = text(card(1, 70, 70));
    expect(html).toMatch(/Pass 1 Completed /);
    expect(html).not.toContain("below target");
    expect(html).toContain("within its 65–75% target");
  });

  it("keeps the spec's status on data-status for a completed pass below its target", () => {
    expect(card(1, 50, 50)).toContain('data-status="completed"');
  });

  it("an active pass that has not run shows no measured figure", () => {
    const html = text(card(2, 50, null));
    expect(html).toContain("Active");
    expect(html).toContain("Measured —");
    expect(html).toContain("Not run yet: it completes at 80% and aims for 85–90%.");
  });
});

describe("PassRecommendations", () => {
  it("recommends for pass 2 after pass 1", () => {
    const html = text(renderToStaticMarkup(<PassRecommendations analysis={buildAnalysis(50, { 1: 50 })} />));
    expect(html).toContain("Recommendations for pass 2.");
    expect(html).toContain("Register the 1 missing API route");
  });

  it("after pass 3 completes there is no recommendation for a pass, only the remaining gaps", () => {
    const analysis = buildAnalysis(96, { 1: 50, 2: 88, 3: 96 });
    const html = text(renderToStaticMarkup(<PassRecommendations analysis={analysis} />));
    expect(html).not.toMatch(/Recommendations for pass/);
    expect(html).not.toContain("pass 2 generates");
    expect(html).toContain("Remaining gaps");
    expect(html).toContain("All three passes are completed.");
    expect(html).toContain("Database: Table tags is missing");
    expect(html).toContain("API: GET /api/tags (listTags) has no route");
  });

  it("after pass 3 ran short of 95 it says so and lists what remains", () => {
    const html = text(
      renderToStaticMarkup(<PassRecommendations analysis={buildAnalysis(90, { 1: 50, 2: 88, 3: 90 })} />),
    );
    expect(html).not.toMatch(/Recommendations for pass/);
    expect(html).toContain(
      "Pass 3 has run and the code measures 90%, short of the 95% at which it completes.",
    );
  });

  it("after pass 3 at 100 % accuracy it still lists the requirements no pass built, first", () => {
    const analysis = {
      ...buildAnalysis(100, { 1: 60, 2: 90, 3: 100 }),
      databaseImplementation: area(),
      apiImplementation: area(),
      requirementsCoverage: area(["FR-8 E-mail reminders: not implemented — no scheduled job, no mail sender"]),
    };
    const html = text(renderToStaticMarkup(<PassRecommendations analysis={analysis} />));
    expect(html).not.toContain("Nothing remains");
    expect(html).toContain(
      "Requirements: FR-8 E-mail reminders: not implemented — no scheduled job, no mail sender",
    );
  });

  it("with nothing missing after pass 3 it says nothing remains", () => {
    const analysis = {
      ...buildAnalysis(100, { 1: 60, 2: 90, 3: 100 }),
      databaseImplementation: area(),
      apiImplementation: area(),
    };
    const html = text(renderToStaticMarkup(<PassRecommendations analysis={analysis} />));
    expect(html).toContain("Nothing remains");
  });
});
