import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import { messageEntity } from "../02-srs/chat-kind";
import type { DraftEntity } from "../02-srs/data-entities";

/*
 * The data side of a chat room (issue 17 point 6, 02-srs/chat-kind.ts). When the SRS says the real-time
 * capability is generated, it is a chat over an entity of messages, and:
 * - the messages are seen by everyone in the room, so they are never per-user rows (the ownership rule of
 *   build-data.ts does not apply to them);
 * - each message shows who wrote it: when the user listed no author field, the messages get an optional
 *   "author" field (text); the generated server fills it with the signed-in account's name.
 * Ideas without a generated chat get their drafts back unchanged.
 */

export interface ChatData {
  drafts: DraftEntity[];
  /** The messages entity, whose rows everyone in the room sees; null without a chat. */
  shared: string | null;
}

/** Whether the SRS says the chat is generated (an older model without capabilities has none). */
function chatGenerated(req: RequirementsModel): boolean {
  return req.capabilities?.some((c) => c.kind === "real-time" && c.built === "generated") === true;
}

export function chatData(req: RequirementsModel, drafts: DraftEntity[]): ChatData {
  const messages = chatGenerated(req) ? messageEntity(drafts) : undefined;
  if (!messages) return { drafts, shared: null };
  const name = messages.entity.names.name;
  if (messages.parts.author !== null || messages.entity.fields.some((f) => f.name === "author"))
    return { drafts, shared: name };
  const author = { name: "author", label: "author", type: "string" as const, required: false };
  return {
    drafts: drafts.map((d) => (d === messages.entity ? { ...d, fields: [...d.fields, author] } : d)),
    shared: name,
  };
}
