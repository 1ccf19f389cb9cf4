import { EMBEDDED } from "../../domain/api/ai";
import type { ChatMessage } from "../../domain/api/requirements";
import type { MessageRow } from "../db/schema";

/** A chat message as the API and the socket send it (platform.md §3): the project id stays implicit. */
export function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    aiAgent: row.aiAgent,
    // Assistant messages stored before provenance was recorded were all written by the embedded engine.
    ...(row.role === "ai" ? { generatedBy: row.generatedBy ?? EMBEDDED } : {}),
  };
}
