import { describe, expect, it } from "vitest";
import * as rules from "./index";

describe("domain/rules index", () => {
  it("re-exports the rule functions other code imports", () => {
    const names = [
      "sidebarAgentLabels",
      "nextHint",
      "timelinePhases",
      "projectProgress",
      "stagesPercent",
      "currentPhaseLabel",
      "nextMilestone",
      "dashboardAgents",
      "developmentProgress",
      "activePhaseCount",
      "completedPhaseCount",
      "agentCards",
      "agentSummary",
      "workflowSteps",
      "currentStepIndex",
      "stepBadge",
      "canStartCodeGeneration",
      "passStatuses",
      "canExecutePass",
      "passHint",
      "coverageBadgeVariant",
      "isAnswered",
      "isSectionCompleted",
      "isFollowUpVisible",
      "canCompleteChecklist",
      "withCompletion",
      "srsProgressByType",
      "srsProgressColor",
      "documentSteps",
      "isProjectDefined",
    ];
    const exported: Record<string, unknown> = rules;
    expect(names.filter((name) => typeof exported[name] !== "function")).toEqual([]);
  });
});
