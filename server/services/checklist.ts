import { sectionsWithAnswers } from "../../domain/checklist/question-bank";
import { validateAnswers } from "../../domain/checklist/validate-answers";
import type { Db } from "../db/client";
import { createChecklist, getChecklistByProject, updateChecklist } from "../db/queries/checklists";
import type { ChecklistRow, ProjectRow } from "../db/schema";
import { AppError } from "../http/errors";
import type { RequirementsAgent } from "../pipeline/phases/01-requirements/agent";

/**
 * The project's checklist, created on first use with the data section pre-filled from the project's idea
 * (the user edits the suggestion like any other answer).
 */
export async function getOrCreateChecklist({
  db,
  agent,
  project,
}: {
  db: Db;
  agent: RequirementsAgent;
  project: ProjectRow;
}): Promise<ChecklistRow> {
  const existing = await getChecklistByProject({ db, projectId: project.id });
  if (existing) return existing;
  const suggestion = agent.suggestDataEntities({ name: project.name, description: project.description });
  return createChecklist({
    db,
    projectId: project.id,
    answers: suggestion ? { "data-entities": suggestion } : {},
  });
}

/**
 * Merges answers (validated against the question bank) into the checklist; used by the chat, which fills the
 * checklist as the user talks. Answers the user already gave are kept unless `overwrite` is set or their id is
 * in `replace` (answers the chat rewrote on purpose: a corrected data section, a longer list of roles).
 */
export async function mergeChecklistAnswers({
  db,
  agent,
  project,
  answers,
  overwrite = false,
  replace = [],
}: {
  db: Db;
  agent: RequirementsAgent;
  project: ProjectRow;
  answers: Record<string, unknown>;
  overwrite?: boolean;
  replace?: readonly string[];
}): Promise<ChecklistRow> {
  const checklist = await getOrCreateChecklist({ db, agent, project });
  const valid = validateAnswers(answers);
  if (!valid.ok) throw new AppError("bad_request:checklist", valid.message);
  const merged: Record<string, unknown> = { ...checklist.answers };
  for (const [id, answer] of Object.entries(valid.answers)) {
    const current = merged[id];
    const unanswered =
      current === undefined ||
      current === null ||
      current === "" ||
      (Array.isArray(current) && current.length === 0);
    if (overwrite || unanswered || replace.includes(id)) merged[id] = answer;
  }
  const row = await updateChecklist({ db, projectId: project.id, changes: { answers: merged } });
  return row ?? checklist;
}

/** The checklist as the API returns it: the question bank with answers and each section's completion. */
export function presentChecklist(row: ChecklistRow) {
  return {
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    currentSection: row.currentSection,
    sections: sectionsWithAnswers(row.answers),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
