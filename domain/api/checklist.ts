import { z } from "zod";
import type { ChecklistSection } from "../rules/checklist";
import { PROJECT_DESCRIPTION_MAX } from "./projects";

export const CHECKLIST_STATUSES = ["in_progress", "completed", "signed_off"] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

/**
 * The longest text answer accepted: as long as a project description, since the description (and a chat reply)
 * becomes an answer as it is.
 */
export const ANSWER_TEXT_MAX = PROJECT_DESCRIPTION_MAX;

/** An answer as sent: the server checks it against the question's type and options (a 400 names the question). */
const answer = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

interface QuestionInput {
  id: string;
  answer?: z.infer<typeof answer>;
  followUp?: QuestionInput[];
}

const questionInput: z.ZodType<QuestionInput> = z.lazy(() =>
  z.object({
    id: z.string().min(1).max(100),
    answer: answer.optional(),
    followUp: z.array(questionInput).max(50).optional(),
  }),
);

/** PUT /api/projects/{id}/checklist: the sections with their answers (other fields are ignored). */
export const saveChecklistSchema = z.object({
  sections: z
    .array(z.object({ id: z.string().min(1).max(100), questions: z.array(questionInput).max(100) }))
    .max(50),
  currentSection: z.number().int().min(0).max(49).optional(),
});
export type SaveChecklistInput = z.infer<typeof saveChecklistSchema>;

export interface Checklist {
  id: number;
  projectId: number;
  status: ChecklistStatus;
  currentSection: number;
  sections: ChecklistSection[];
  updatedAt: string;
  completedAt: string | null;
}
