import { describe, expect, it } from "vitest";
import { sectionsWithAnswers } from "../../../domain/checklist/question-bank";
import { validateAnswers } from "../../../domain/checklist/validate-answers";
import { canCompleteChecklist } from "../../../domain/rules/checklist";
import { ideaInput } from "./idea-input";
import { IDEAS, ideaNamed } from "./ideas";

describe("ideaInput", () => {
  it.each(IDEAS)("answers the checklist for $slug validly and completely", (idea) => {
    const { answers } = ideaInput(idea);
    expect(validateAnswers(answers)).toMatchObject({ ok: true });
    expect(canCompleteChecklist(sectionsWithAnswers(answers))).toBe(true);
  });

  it("pre-fills the data section from the idea unless the idea's owner edited it", () => {
    expect(ideaInput(ideaNamed("hive-log")).answers["data-entities"]).toBe(
      "Beekeeper: name, email, phone\nHive: beekeeper (Beekeeper), name, notes\nInspection: hive (Hive), date, notes\nHarvest: hive (Hive), date, honey amount, notes",
    );
    expect(ideaInput(ideaNamed("expense-tracker")).answers["data-entities"]).toBe(
      "Expense: amount, spent on, category (food/transport/housing/leisure/other), note",
    );
  });

  it("numbers the checklist's requirements after the chat's, as the agent does", () => {
    const { requirements } = ideaInput(ideaNamed("lending-library"));
    expect(requirements[0]).toMatchObject({ code: "FR-1", source: "chat", status: "unconfirmed" });
    expect(requirements[1]).toMatchObject({ code: "FR-2", source: "checklist", status: "confirmed" });
    expect(new Set(requirements.map((r) => r.code)).size).toBe(requirements.length);
  });
});
