import { z } from "zod";
import type { DocumentKind } from "./api/documents";
import type { JobSummary } from "./api/jobs";
import { aiAgentSchema, CHAT_MESSAGE_MAX, type ChatMessage } from "./api/requirements";

/**
 * Messages on the realtime channel /ws (platform.md §7). Client → server is validated with zod; anything that
 * does not parse is ignored. Server → client is one discriminated union.
 */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("chat_message"),
    data: z.object({
      projectId: z.number().int().positive(),
      message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
      aiAgent: aiAgentSchema,
    }),
  }),
  /** Join a project's room to receive its events (the chat joins on its first message too). */
  z.object({ type: z.literal("subscribe"), data: z.object({ projectId: z.number().int().positive() }) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type ServerMessage =
  | { type: "ai_typing"; data?: { projectId: number; aiAgent: string } }
  /** The reply written so far, while a model streams it (the whole text each time; chat_response ends it). */
  | { type: "chat_partial"; data: { projectId: number; aiAgent: string; text: string } }
  | { type: "chat_response"; data: { message: ChatMessage; projectId: number } }
  /** A user message as stored, so every open tab of the project shows it. */
  | { type: "chat_message_saved"; data: { message: ChatMessage; projectId: number } }
  | { type: "requirements.changed"; data: { projectId: number } }
  | { type: "checklist.changed"; data: { projectId: number } }
  /** A job of the project was queued, moved on (progress, message) or finished. */
  | { type: "job.updated"; data: { projectId: number; job: JobSummary } }
  /** Documents of the project were generated or approved: refetch that kind's list. */
  | { type: "documents.changed"; data: { projectId: number; kind: DocumentKind; documentIds: number[] } }
  /** The project's generated code changed (a pass ran, a file was edited, a type-check finished). */
  | { type: "code.changed"; data: { projectId: number } }
  /** A notification about the project was recorded for its owner: the bell refetches. */
  | { type: "notifications.changed"; data: { projectId: number } }
  | { type: "error"; data: { message: string } };

/** Every server message type, checked against the union both ways so the two cannot drift apart. */
export const SERVER_MESSAGE_TYPES = [
  "ai_typing",
  "chat_partial",
  "chat_response",
  "chat_message_saved",
  "requirements.changed",
  "checklist.changed",
  "job.updated",
  "documents.changed",
  "code.changed",
  "notifications.changed",
  "error",
] as const satisfies readonly ServerMessage["type"][];
type MissingServerType = Exclude<ServerMessage["type"], (typeof SERVER_MESSAGE_TYPES)[number]>;
/** Fails to compile when a ServerMessage type is missing from SERVER_MESSAGE_TYPES. */
export const SERVER_MESSAGE_TYPES_COMPLETE: MissingServerType extends never ? true : never = true;
