import { afterAll, describe, expect, it } from "vitest";
import { agentCards } from "@domain/rules/agents-dashboard";
import { dashboardAgents } from "@domain/rules/agent-status";
import { NEXT_HINTS, nextHint } from "@domain/rules/next-hint";
import { ALL_MILESTONES_REACHED, currentPhaseLabel, nextMilestone } from "@domain/rules/progress";
import { PIPELINE_STAGES } from "@domain/rules/pipeline-stages";
import { sidebarAgentLabels } from "@domain/rules/sidebar-agents";
import { ALL_STAGES, snapshotAt } from "@domain/rules/test-factories";
import { timelinePhases } from "@domain/rules/timeline";
import { stepBadge, workflowSteps } from "@domain/rules/workflow-steps";
import { i18n } from "@/i18n";
import {
  agentCardDescription,
  agentCardName,
  agentCardStatusText,
  agentLabelText,
  calloutText,
  currentPhaseText,
  currentTaskText,
  dashboardAgentStatusText,
  factText,
  milestoneText,
  nextHintText,
  phaseBadge,
  phaseTitle,
  projectStatusText,
  stepActionLabel,
  stepDescription,
  stepStatusText,
  stepTitle,
} from "./domain-labels";

/** Every text of domain/ the views show, as [what domain/ says, what the view shows], at every stage. */
function shownTexts(): [string, string][] {
  const pairs: [string, string][] = [];
  const add = (english: string, shown: string) => pairs.push([english, shown]);
  for (const hint of Object.values(NEXT_HINTS)) add(hint, nextHintText(hint));
  for (const stage of PIPELINE_STAGES) add(stage.milestone, milestoneText(stage.milestone));
  add(ALL_MILESTONES_REACHED, milestoneText(ALL_MILESTONES_REACHED));
  for (const project of ["active", "preview-ready", "deployed"]) add(project, projectStatusText(project));
  for (const stage of ALL_STAGES) {
    const s = snapshotAt(stage);
    add(nextHint(s), nextHintText(nextHint(s)));
    add(currentPhaseLabel(s), currentPhaseText(currentPhaseLabel(s)));
    add(nextMilestone(s), milestoneText(nextMilestone(s)));
    for (const { label } of sidebarAgentLabels(s)) add(label, agentLabelText(label));
    for (const phase of timelinePhases(s)) {
      add(phase.title, phaseTitle(phase));
      add(phase.badge, phaseBadge(phase.status));
      if (phase.callout) add(phase.callout, calloutText(phase.callout));
      for (const task of phase.completedTasks) add(task, factText(task));
    }
    for (const agent of dashboardAgents(s)) {
      add(agent.status, dashboardAgentStatusText(agent.status));
      add(agent.currentTask, currentTaskText(agent.currentTask));
    }
    for (const card of agentCards(s)) {
      add(card.name, agentCardName(card));
      add(card.description, agentCardDescription(card));
      add(card.status, agentCardStatusText(card.status));
    }
    for (const step of workflowSteps(s)) {
      add(step.title, stepTitle(step.id));
      add(step.description, stepDescription(step.id));
      add(stepBadge(step.status), stepStatusText(step.status));
      if (step.action) add(step.action.label, stepActionLabel(step.id, step.action.label));
      for (const detail of step.details) add(detail, factText(detail));
    }
  }
  return pairs;
}

describe("domain texts in the interface's language", () => {
  afterAll(async () => {
    await i18n.changeLanguage("en");
  });

  it("shows domain/'s English word for word in English", async () => {
    await i18n.changeLanguage("en");
    const differing = shownTexts().filter(([english, shown]) => english !== shown);
    expect(differing).toEqual([]);
  });

  for (const language of ["es", "fr", "de"]) {
    it(`translates every one of them in ${language}`, async () => {
      await i18n.changeLanguage(language);
      const untranslated = [...new Set(shownTexts().filter(([english, shown]) => english === shown))];
      expect(untranslated).toEqual([]);
    });
  }

  it("counts technical documents with the language's plural", async () => {
    await i18n.changeLanguage("de");
    expect(factText("1 technical document approved")).toBe("1 technisches Dokument freigegeben");
    expect(factText("✓ 2 technical documents generated")).toBe("✓ 2 technische Dokumente generiert");
    expect(factText("✓ 2 of 3 technical documents approved")).toBe(
      "✓ 2 von 3 technischen Dokumenten freigegeben",
    );
  });
});
