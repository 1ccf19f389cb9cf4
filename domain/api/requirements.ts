import { z } from "zod";
import { generatedBySchema } from "./ai";
import { PROJECT_DESCRIPTION_MAX } from "./projects";

export const REQUIREMENT_TYPES = ["functional", "non-functional", "user-story"] as const;
export type RequirementType = (typeof REQUIREMENT_TYPES)[number];
export const REQUIREMENT_PREFIX: Record<RequirementType, string> = {
  functional: "FR",
  "non-functional": "NFR",
  "user-story": "US",
};

export const REQUIREMENTS_AI = "Requirements AI";
export const AI_AGENTS = ["Requirements AI", "Architectural AI", "DBA-Coder AI", "QA Tester AI"] as const;
export const aiAgentSchema = z.enum(AI_AGENTS, { error: "Unknown assistant" });

export const REQUIREMENT_DESCRIPTION_MAX = 2000;
/** A chat message can be a whole pasted specification, as long as a project description. */
export const CHAT_MESSAGE_MAX = PROJECT_DESCRIPTION_MAX;

/** A requirement as the API returns it. `code` is the per-project id (FR-1, NFR-2, US-3). */
export const requirementSchema = z.object({
  id: z.number(),
  projectId: z.number(),
  code: z.string(),
  type: z.enum(REQUIREMENT_TYPES),
  description: z.string(),
  status: z.enum(["unconfirmed", "confirmed"]),
  priority: z.enum(["must", "should", "could"]),
  source: z.enum(["chat", "checklist", "user"]),
  sourceRef: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const updateRequirementSchema = z
  .object({
    description: z
      .string()
      .trim()
      .min(1, "Description must not be empty")
      .max(
        REQUIREMENT_DESCRIPTION_MAX,
        `Description must be at most ${REQUIREMENT_DESCRIPTION_MAX} characters`,
      )
      .optional(),
    status: z
      .enum(["unconfirmed", "confirmed"], { error: "status must be confirmed or unconfirmed" })
      .optional(),
    priority: z
      .enum(["must", "should", "could"], { error: "priority must be must, should or could" })
      .optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update: send description, status or priority");
export type UpdateRequirementInput = z.infer<typeof updateRequirementSchema>;

/** A chat message (platform.md §3): role 'ai' or 'user', the time it was written, and the assistant. */
export const chatMessageSchema = z.object({
  id: z.number(),
  role: z.enum(["ai", "user"]),
  content: z.string(),
  timestamp: z.string(),
  aiAgent: z.string(),
  /** What wrote an assistant's message; absent on the user's. */
  generatedBy: generatedBySchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export interface Conversation {
  projectId: number;
  aiAgent: string;
  messages: ChatMessage[];
}
