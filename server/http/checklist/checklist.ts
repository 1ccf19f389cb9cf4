import { eq } from "drizzle-orm";
import { Router } from "express";
import { saveChecklistSchema, type SaveChecklistInput } from "../../../domain/api/checklist";
import { QUESTION_BANK, sectionsWithAnswers } from "../../../domain/checklist/question-bank";
import { validateAnswers } from "../../../domain/checklist/validate-answers";
import { canCompleteChecklist, CHECKLIST_INCOMPLETE_MESSAGE } from "../../../domain/rules/checklist";
import type { Db } from "../../db/client";
import { updateChecklist } from "../../db/queries/checklists";
import { checklists, type ChecklistRow, type ProjectRow } from "../../db/schema";
import type { RequirementsAgent } from "../../pipeline/phases/01-requirements/agent";
import { getOrCreateChecklist, presentChecklist } from "../../services/checklist";
import { recordRequirements, requirementFacts } from "../../services/requirements";
import { AppError } from "../errors";
import { ownedProject } from "../projects/access";
import { validate } from "../validate";

export const CHECKLIST_SIGNED_OFF_MESSAGE =
  "The checklist is signed off (its SRS is approved) and can no longer be changed.";

type QuestionInput = SaveChecklistInput["sections"][number]["questions"][number];

/** Question ids per section of the bank, follow-ups included, to refuse an answer filed under another section. */
const SECTION_OF_QUESTION = new Map<string, string>();
for (const section of QUESTION_BANK) {
  const visit = (q: { id: string; followUp?: { id: string }[] | undefined }) => {
    SECTION_OF_QUESTION.set(q.id, section.id);
    q.followUp?.forEach(visit);
  };
  section.questions.forEach(visit);
}

/**
 * The answers a save carries, by question id. Questions sent without an `answer` leave theirs as it is; `null`
 * or '' clear it. Unknown question ids are left for `validateAnswers` to name.
 */
function flattenAnswers(sections: SaveChecklistInput["sections"]): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const section of sections) {
    if (!QUESTION_BANK.some((s) => s.id === section.id))
      throw new AppError("bad_request:checklist", `Unknown section "${section.id}"`);
    const visit = (q: QuestionInput) => {
      const home = SECTION_OF_QUESTION.get(q.id);
      if (home !== undefined && home !== section.id)
        throw new AppError(
          "bad_request:checklist",
          `Question "${q.id}" belongs to section "${home}", not "${section.id}"`,
        );
      if (q.answer !== undefined) answers[q.id] = q.answer;
      q.followUp?.forEach(visit);
    };
    section.questions.forEach(visit);
  }
  return answers;
}

/** The checklist row, locked until the transaction ends so concurrent saves (autosave, chat) do not lose answers. */
async function lockChecklist(tx: Db, projectId: number): Promise<ChecklistRow> {
  const rows = await tx.select().from(checklists).where(eq(checklists.projectId, projectId)).for("update");
  const row = rows[0];
  if (!row) throw new AppError("not_found:checklist", "Checklist not found");
  return row;
}

/**
 * Saves the answers given (answers not sent are kept). A signed-off checklist is refused; a completed one goes
 * back to 'in_progress' only when a section is no longer complete.
 */
async function saveChecklist(deps: {
  db: Db;
  agent: RequirementsAgent;
  project: ProjectRow;
  input: SaveChecklistInput;
}) {
  const { db, agent, project, input } = deps;
  const answers = flattenAnswers(input.sections);
  if (input.currentSection !== undefined && input.currentSection >= QUESTION_BANK.length)
    throw new AppError("bad_request:checklist", `currentSection: must be below ${QUESTION_BANK.length}`);
  const valid = validateAnswers(answers);
  if (!valid.ok) throw new AppError("bad_request:checklist", valid.message);

  await getOrCreateChecklist({ db, agent, project });
  return db.transaction(async (tx) => {
    const current = await lockChecklist(tx, project.id);
    if (current.status === "signed_off")
      throw new AppError("conflict:checklist", CHECKLIST_SIGNED_OFF_MESSAGE);
    const merged: Record<string, unknown> = { ...current.answers };
    for (const [id, answer] of Object.entries(valid.answers)) {
      // A cleared answer (null, '' or no options chosen) is removed rather than stored empty.
      if (answer === null || (Array.isArray(answer) && answer.length === 0)) delete merged[id];
      else merged[id] = answer;
    }
    const reopened = current.status === "completed" && !canCompleteChecklist(sectionsWithAnswers(merged));
    const row = await updateChecklist({
      db: tx,
      projectId: project.id,
      changes: {
        answers: merged,
        ...(input.currentSection !== undefined && { currentSection: input.currentSection }),
        ...(reopened && { status: "in_progress", completedAt: null }),
      },
    });
    return row ?? current;
  });
}

const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Marks the checklist completed and records the requirements its answers state (source 'checklist', the
 * question id as sourceRef). Completing again records only requirements that are not there yet.
 */
async function completeChecklist(deps: { db: Db; agent: RequirementsAgent; project: ProjectRow }) {
  const { db, agent, project } = deps;
  await getOrCreateChecklist({ db, agent, project });
  return db.transaction(async (tx) => {
    const current = await lockChecklist(tx, project.id);
    if (current.status === "signed_off")
      throw new AppError("conflict:checklist", CHECKLIST_SIGNED_OFF_MESSAGE);
    if (!canCompleteChecklist(sectionsWithAnswers(current.answers)))
      throw new AppError("bad_request:checklist", CHECKLIST_INCOMPLETE_MESSAGE);

    const existing = await requirementFacts({ db: tx, projectId: project.id });
    const known = new Set(existing.map((r) => `${r.type}:${normalise(r.description)}`));
    // The agent leaves out what `existing` holds; this guard keeps a repeated completion free of duplicates anyway.
    const found = agent
      .requirementsFromChecklist({ answers: current.answers, existing })
      .filter((r) => !known.has(`${r.type}:${normalise(r.description)}`));
    const added = await recordRequirements({ db: tx, projectId: project.id, found, source: "checklist" });

    const row = await updateChecklist({
      db: tx,
      projectId: project.id,
      changes: { status: "completed", completedAt: current.completedAt ?? new Date() },
    });
    return { row: row ?? current, requirementsAdded: added.length };
  });
}

/** /api/projects/{id}/checklist: GET, PUT, POST complete. Owner only (another user's project is a 404). */
export function checklistRoutes(deps: { db: Db; agent: RequirementsAgent }): Router {
  const { db, agent } = deps;
  const router = Router();

  router.get("/:id/checklist", async (req, res) => {
    const project = await ownedProject(db, req);
    res.json(presentChecklist(await getOrCreateChecklist({ db, agent, project })));
  });

  router.put("/:id/checklist", validate("body", saveChecklistSchema), async (req, res) => {
    const project = await ownedProject(db, req);
    const input: SaveChecklistInput = res.locals.body;
    res.json(presentChecklist(await saveChecklist({ db, agent, project, input })));
  });

  router.post("/:id/checklist/complete", async (req, res) => {
    const project = await ownedProject(db, req);
    const { row, requirementsAdded } = await completeChecklist({ db, agent, project });
    res.json({ ...presentChecklist(row), requirementsAdded });
  });

  return router;
}
