import { z } from "zod";
import { aiAgentSchema, CHAT_MESSAGE_MAX } from "../../../domain/api/requirements";

/** Ids in paths are plain positive decimals within int4, as for projects (no 0x10, 1e3, +7 or 007). */
export const requirementIdParamSchema = z.object({
  requirementId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "Requirement id must be a positive whole number")
    .refine((v) => Number(v) <= 2_147_483_647, "Requirement id is out of range")
    .transform(Number),
});

/** The assistant's name as it appears in the path (Express has already URL-decoded it). */
export const aiAgentParamSchema = z.object({ aiAgent: aiAgentSchema });

/** POST /conversations/{aiAgent}/messages: the HTTP twin of the socket's chat_message. */
export const postMessageSchema = z.object({
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message must not be empty")
    .max(CHAT_MESSAGE_MAX, `Message must be at most ${CHAT_MESSAGE_MAX} characters`),
});
export type PostMessageInput = z.infer<typeof postMessageSchema>;
