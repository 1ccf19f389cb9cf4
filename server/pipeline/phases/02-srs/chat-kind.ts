import type { DraftField } from "./data-entities";

/*
 * The live chat room (issue 17 point 6), read from the requirements' words: the SRS says the real-time
 * capability is generated only when it is a chat, and the data model (04-technical/chat-room.ts) and the UI model
 * (page-tools.ts) build it from the same reading, so the three never disagree.
 *
 * - A text asks for a chat when it names one: "chat", "chat room", "live messages", "messaging", "instant
 *   messages". Other real-time wishes ("live scores", "see changes as they happen") stay needs-provider.
 * - The chat's messages are the first entity named a message ("Message", "Chat message") with a text field for
 *   the words (body, content, text, message; else its first long text). Its other required fields must be ones
 *   the room fills: a date or time (now), the author's name (the account's name) and the room it belongs to.
 * - Messages of a chat are seen by everyone in the room, never one user's own rows.
 */

const CHAT =
  /\bchat[- ]?rooms?\b|\bchat(?:s|ting)?\b|\blive messages?\b|\bmessaging\b|\binstant messag\w*|\bgroup chats?\b/i;

/** The idea's name for the chat it asks for ("chat room"), or undefined when the text asks for none. */
export function chatNamed(text: string): string | undefined {
  const found = CHAT.exec(text)?.[0]?.toLowerCase();
  if (found === undefined) return undefined;
  if (/room/.test(found)) return "chat room";
  if (/^chat/.test(found) || /group chat/.test(found)) return "chat";
  return found.startsWith("instant") ? "instant messages" : found;
}

/** A field's words, lower case: "postedBy" → "posted by". */
function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
}

const MESSAGE_ENTITY = /^(?:chat )?messages?$|^chat messages?$/;
const BODY = /^(?:body|content|contents|text|message|words)$/;
/** A field that names who wrote a message. */
export const AUTHOR = /^(?:author|sender|sent by|posted by|written by|from|user ?name|name|nickname)$/;
const TEXT = new Set(["string", "text"]);

type Fields = readonly (Pick<DraftField, "name" | "required" | "relationTo"> & {
  type: string;
  cardinality?: string;
})[];

/** The parts of a messages entity: its body field, its author field and the entity messages belong to (a room). */
export interface ChatParts {
  body: string;
  author: string | null;
  room: string | null;
}

/** A chat's parts of an entity's fields, or undefined when they do not make messages a room can post. */
export function chatParts(fields: Fields): ChatParts | undefined {
  const text = fields.filter((f) => TEXT.has(f.type));
  const body =
    text.find((f) => BODY.test(words(f.name))) ?? fields.find((f) => f.type === "text") ?? undefined;
  if (!body) return undefined;
  const author = text.find((f) => f !== body && f.type === "string" && AUTHOR.test(words(f.name)));
  const room = fields.find((f) => f.type === "relation" && f.cardinality === "many-to-one");
  const others = fields.filter((f) => f !== body && f !== author && f !== room && f.required === true);
  if (others.some((f) => f.type !== "date" && f.type !== "datetime")) return undefined;
  return { body: body.name, author: author?.name ?? null, room: room?.relationTo ?? null };
}

/** The messages entity of a chat: the first entity named a message whose fields make one. */
export function messageEntity<E extends { names: { name: string; label: string }; fields: Fields }>(
  entities: readonly E[],
): { entity: E; parts: ChatParts } | undefined {
  for (const entity of entities) {
    if (
      !MESSAGE_ENTITY.test(entity.names.label.toLowerCase()) &&
      !MESSAGE_ENTITY.test(words(entity.names.name))
    )
      continue;
    const parts = chatParts(entity.fields);
    if (parts) return { entity, parts };
  }
  return undefined;
}

export function chatBuiltAs(entityLabel: string, room: string | null): string {
  return `The generated application has a chat room page over the ${entityLabel}${room ? ` of each ${room.toLowerCase()}` : ""}: it shows the latest messages with their authors, and a message one user posts appears on every open page at once over the application's own WebSocket (the page reads the list every few seconds when the WebSocket cannot connect).`;
}
