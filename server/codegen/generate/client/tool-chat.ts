import type { Tool } from "../../../../domain/artifacts/04-ui-tools";
import { commentText, kebab, tsString } from "../names";
import type { ClientModel, UiPage } from "./model";
import { displayField, pageNames, relationFilter, typeNames } from "./model";

/*
 * Chat room pages (issue 17 point 6, UI model tool pages of kind "chat", ADR 021). The page reads the latest 100
 * messages through the entity's list operation (newest first; shown oldest first), posts through its create
 * operation and listens on the server's WebSocket (/api/<messages>/live, src/server/chat.ts) for every new
 * message of its room, which it merges into the list without a reload. When the socket closes it reconnects
 * after a growing delay (1 s doubling to 30 s) and, while it is not connected, reads the list every 5 seconds,
 * so the page stays live behind a proxy without WebSocket. The rules are pure (src/client/components/chat.ts)
 * and tested by the app.
 */

type Chat = Extract<Tool, { kind: "chat" }>;

/** src/client/components/chat.ts: merging pushed messages, the reconnect delay and the socket's URL. */
export const CHAT_TS = `/** How many messages the page keeps: the latest, oldest first. */
export const CHAT_LIMIT = 100;
/** How often the page reads the list while the socket is not connected. */
export const POLL_MS = 5000;

/** The messages with a new one (or a newer copy of one) merged in: by id, oldest first, the latest CHAT_LIMIT. */
export function mergeMessages<T extends { id: number }>(current: readonly T[], added: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const row of [...current, ...added]) byId.set(row.id, row);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-CHAT_LIMIT);
}

/** The wait before reconnect attempt n (0, 1, …): 1 s doubling, at most 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, Math.min(attempt, 15)));
}

/** The socket's URL on the page's own host (wss on https), for a room when the page has one. */
export function chatSocketUrl(location: { protocol: string; host: string }, path: string, room: number | null): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return \`\${scheme}//\${location.host}\${path}\${room === null ? "" : \`?room=\${room}\`}\`;
}

/** A message pushed by the server, or undefined for anything else. */
export function pushedMessage<T>(data: unknown): T | undefined {
  if (typeof data !== "string") return undefined;
  try {
    const frame = JSON.parse(data) as { type?: unknown; message?: unknown };
    return frame.type === "message" && typeof frame.message === "object" && frame.message !== null ? (frame.message as T) : undefined;
  } catch {
    return undefined;
  }
}
`;

/** src/client/pages/<page>.tsx of a chat room, or undefined when the models lack what it needs. */
export function chatPage(model: ClientModel, page: UiPage, tool: Chat): string | undefined {
  const entity = model.entity(tool.entity);
  const list = entity ? model.operation(entity.name, "list") : undefined;
  const create = entity ? model.operation(entity.name, "create") : undefined;
  const body = entity?.fields.find((f) => f.name === tool.bodyField);
  if (!entity || !list || !create || !body) return undefined;
  const author = tool.authorField ? entity.fields.find((f) => f.name === tool.authorField) : undefined;
  const accounts = model.input.data.accounts;
  const relation = tool.room ? entity.relations.find((r) => r.kind === "many-to-one" && r.target === tool.room) : undefined;
  const roomEntity = relation ? model.entity(relation.target) : undefined;
  const roomList = roomEntity ? model.operation(roomEntity.name, "list") : undefined;
  const rooms = relation && roomEntity && roomList ? { relation, entity: roomEntity, list: roomList } : undefined;
  const filter = rooms ? relationFilter(rooms.relation) : "";
  const roomName = rooms ? displayField(rooms.entity) : undefined;
  const { page: component, view } = pageNames(page);
  const names = typeNames(entity);
  const path = `/api/${kebab(entity.plural)}/live`;
  // Required fields a message has no value for in the composer: the time it is sent.
  const dates = entity.fields
    .filter((f) => f.required && f !== body && f !== author && (f.type === "date" || f.type === "datetime"))
    .map((f) => `${f.name}: ${f.type === "date" ? "new Date().toISOString().slice(0, 10)" : "new Date().toISOString()"}`);
  // Without accounts the user types the name shown on their messages; with them the server writes it.
  const typedName = author && !accounts;
  // With accounts the server writes the author's name over whatever is sent.
  const authorValue = author ? [`${author.name}: ${typedName ? "name" : '""'}`] : [];
  const input = [`${body.name}: text`, ...authorValue, ...(rooms ? [`${filter}: room`] : []), ...dates];
  return `import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import type * as schema from "../../shared/schema";
import { api, ApiError } from "../api";
import { CHAT_LIMIT, chatSocketUrl, mergeMessages, POLL_MS, pushedMessage, reconnectDelay } from "../components/chat";
import { ErrorNotice, LoadingNotice } from "../components/load-state";

// ${commentText(`A live chat room over the ${model.noun(entity).many}: new messages appear on every open page over the app's WebSocket (the list is read every few seconds while it cannot connect).`)}

type Message = schema.${names.type};

/** The socket of the chat server (src/server/chat.ts). */
export const CHAT_PATH = ${tsString(path)};

/** The body a message is posted with. */
export function messageInput(text: string${typedName ? ", name: string" : ""}${rooms ? ", room: number" : ""}): schema.${names.createType} {
  return { ${input.join(", ")} };
}

/** Listens on the chat socket of a room; answers whether it is connected. Reconnects after a growing delay. */
function useChatSocket(room: number | null, onMessage: (row: Message) => void): boolean {
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const connect = () => {
      socket = new WebSocket(chatSocketUrl(window.location, CHAT_PATH, room));
      socket.onopen = () => {
        attempt = 0;
        setConnected(true);
      };
      socket.onmessage = (event) => {
        const row = pushedMessage<Message>(event.data);
        if (row) onMessage(row);
      };
      socket.onclose = () => {
        setConnected(false);
        if (stopped) return;
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    };
  }, [room, onMessage]);
  return connected;
}

export function ${component}() {
  const queryClient = useQueryClient();
${rooms ? `  const rooms = useQuery({ queryKey: [${tsString(rooms.list.id)}, { pageSize: 100 }], queryFn: () => api.${rooms.list.id}({ pageSize: 100 }) });
  const [picked, setPicked] = useState<number | null>(null);
  const room = picked ?? rooms.data?.items[0]?.id ?? null;
  const params = { pageSize: CHAT_LIMIT, ${filter}: room ?? undefined };
` : `  const room = null;
  const params = { pageSize: CHAT_LIMIT };
`}  const key = [${tsString(list.id)}, params];
  // A new message joins the list of its room (the keys of other rooms do not match).
  const [onMessage] = useState(() => (row: Message) => {
    queryClient.setQueriesData<{ items: Message[] }>({ queryKey: [${tsString(list.id)}${rooms ? `, { ${filter}: row.${filter} }` : ""}] }, (page) => page && { ...page, items: mergeMessages(page.items, [row]) });
  });
  const connected = useChatSocket(room, onMessage);
  const messages = useQuery({
    queryKey: key,
    queryFn: async () => {
      const page = await api.${list.id}(params);
      return { ...page, items: mergeMessages([], page.items) };
    },
    refetchInterval: connected ? false : POLL_MS,${rooms ? "\n    enabled: room !== null," : ""}
  });
  const [text, setText] = useState("");${typedName ? '\n  const [name, setName] = useState("");' : ""}
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === ""${rooms ? " || room === null" : ""}) return;
    setSending(true);
    setError(null);
    try {
      const row = await api.${create.id}(messageInput(text${typedName ? ", name" : ""}${rooms ? ", room" : ""}));
      onMessage(row);
      setText("");
    } catch (caught) {
      setError(caught instanceof ApiError ? Object.values(caught.fieldErrors)[0] ?? caught.message : caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSending(false);
    }
  }
${rooms ? `
  if (rooms.isError) return <ErrorNotice message={rooms.error.message} onRetry={() => void rooms.refetch()} />;` : ""}
  if (messages.isError) return <ErrorNotice message={messages.error.message} onRetry={() => void messages.refetch()} />;
  if (messages.isPending${rooms ? " && room !== null" : ""}) return <LoadingNotice />;
  return (
    <${view}
      messages={messages.data?.items ?? []}
      connected={connected}
      text={text}
      sending={sending}
      error={error}
      onText={setText}
      onSubmit={(event) => void handleSubmit(event)}${typedName ? "\n      name={name}\n      onName={setName}" : ""}${rooms ? `
      rooms={(rooms.data?.items ?? []).map((row) => ({ id: row.id, name: ${roomName ? `String(row.${roomName.name} ?? "") || \`#\${row.id}\`` : "`#${row.id}`"} }))}
      room={room}
      onRoom={setPicked}` : ""}
    />
  );
}

/** The chat room as a pure view: the messages with their authors, whether it is live, the composer. */
export function ${view}(props: {
  messages: Message[];
  connected: boolean;
  text: string;
  sending: boolean;
  error: string | null;
  onText: (text: string) => void;
  onSubmit: (event: FormEvent) => void;${typedName ? "\n  name: string;\n  onName: (name: string) => void;" : ""}${rooms ? "\n  rooms: { id: number; name: string }[];\n  room: number | null;\n  onRoom: (room: number) => void;" : ""}
}) {
  return (
    <section className="chat">
      <h1>{${tsString(page.title)}}</h1>
      <p className="muted" role="status">{props.connected ? "Live" : "Reconnecting… new messages are checked every few seconds."}</p>${rooms ? `
      <div className="field">
        <label htmlFor="chat-room">{${tsString(rooms.entity.label)}}</label>
        <select id="chat-room" value={props.room ?? ""} onChange={(event) => props.onRoom(Number(event.target.value))}>
          {props.rooms.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>` : ""}
      <ol className="chat-messages card" aria-live="polite">
        {props.messages.length === 0 && <li className="muted">No messages yet.</li>}
        {props.messages.map((message) => (
          <li key={message.id}>${author ? `
            <strong className="chat-author">{String(message.${author.name} ?? "") || "Someone"}</strong>` : ""}
            <span className="chat-body">{String(message.${body.name} ?? "")}</span>
          </li>
        ))}
      </ol>
      <form className="card form chat-composer" noValidate onSubmit={props.onSubmit}>${typedName ? `
        <div className="field">
          <label htmlFor="chat-name">Your name</label>
          <input id="chat-name" value={props.name} onChange={(event) => props.onName(event.target.value)} />
        </div>` : ""}
        <div className={props.error ? "field invalid" : "field"}>
          <label htmlFor="chat-text">{${tsString(body.label)}}</label>
          <textarea id="chat-text" rows={2} value={props.text} onChange={(event) => props.onText(event.target.value)} />
          {props.error && <span className="field-error" role="alert">{props.error}</span>}
        </div>
        <div className="actions">
          <button type="submit" className="button" disabled={props.sending || props.text.trim() === ""}>
            {props.sending ? "Sending…" : "Send"}
          </button>
        </div>
      </form>
    </section>
  );
}
`;
} // prettier-ignore

/** The app's tests of its chat room: merging pushed messages, the reconnect delay, the socket URL and the view. */
export function chatTest(model: ClientModel, page: UiPage, tool: Chat): string {
  const { view } = pageNames(page);
  const entity = model.entity(tool.entity);
  const typedName = tool.authorField !== null && !model.input.data.accounts;
  const hasRooms = tool.room !== null && chatPage(model, page, tool)?.includes("chat-room") === true;
  const row = (id: number, text: string, who: string) =>
    `{ id: ${id}, ${tool.bodyField}: ${tsString(text)}${tool.authorField ? `, ${tool.authorField}: ${tsString(who)}` : ""} }`;
  const extra = `${typedName ? ` name="" onName={noop}` : ""}${hasRooms ? ` rooms={[]} room={null} onRoom={noop}` : ""}`;
  void entity;
  return `import { describe, expect, it } from "vitest";
import { CHAT_LIMIT, chatSocketUrl, mergeMessages, pushedMessage, reconnectDelay } from "../components/chat";
import { ${view}, messageInput } from "../pages/${page.id}";
import { noop, render } from "./render";

type Row = { id: number; text: string };

describe("chat room: the rules", () => {
  it("merges pushed messages by id, oldest first, keeping the latest", () => {
    const rows: Row[] = [{ id: 3, text: "c" }, { id: 1, text: "a" }];
    expect(mergeMessages(rows, [{ id: 2, text: "b" }]).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(mergeMessages(rows, [{ id: 3, text: "c2" }])).toEqual([{ id: 1, text: "a" }, { id: 3, text: "c2" }]);
    const many = Array.from({ length: CHAT_LIMIT + 5 }, (_, i) => ({ id: i + 1, text: String(i) }));
    const kept = mergeMessages([], many);
    expect(kept).toHaveLength(CHAT_LIMIT);
    expect(kept[0]?.id).toBe(6);
  });

  it("waits longer after each failed reconnect, at most 30 s", () => {
    expect([0, 1, 2, 3].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelay(20)).toBe(30_000);
  });

  it("connects to the page's own host, wss on https, with the room", () => {
    expect(chatSocketUrl({ protocol: "http:", host: "localhost:3000" }, "/api/x/live", null)).toBe("ws://localhost:3000/api/x/live");
    expect(chatSocketUrl({ protocol: "https:", host: "app.example" }, "/api/x/live", 4)).toBe("wss://app.example/api/x/live?room=4");
  });

  it("reads only message frames", () => {
    expect(pushedMessage(JSON.stringify({ type: "message", message: { id: 1 } }))).toEqual({ id: 1 });
    expect(pushedMessage("not json")).toBeUndefined();
    expect(pushedMessage(JSON.stringify({ type: "other" }))).toBeUndefined();
  });

  it("posts the text written${typedName ? " with the name typed" : ""}", () => {
    expect(messageInput("Hello"${typedName ? ', "Ana"' : ""}${hasRooms ? ", 2" : ""})).toMatchObject({ ${tool.bodyField}: "Hello"${typedName ? `, ${tool.authorField}: "Ana"` : ""} });
  });
});

describe("chat room: the page", () => {
  it("shows each message${tool.authorField ? " with its author" : ""}, as text", () => {
    const html = render(<${view} messages={[${row(1, "Hi <b>all</b>", "Ana")}, ${row(2, "Morning", "Ben")}] as never} connected={true} text="" sending={false} error={null} onText={noop} onSubmit={noop}${extra} />);
    expect(html).toContain("Hi &lt;b&gt;all&lt;/b&gt;");
    expect(html).toContain("Morning");${tool.authorField ? '\n    expect(html).toContain("Ana");\n    expect(html).toContain("Ben");' : ""}
    expect(html).toContain("Live");
  });

  it("says when it is not live", () => {
    const html = render(<${view} messages={[]} connected={false} text="" sending={false} error={null} onText={noop} onSubmit={noop}${extra} />);
    expect(html).toContain("No messages yet.");
    expect(html).toContain("Reconnecting");
  });
});
`;
} // prettier-ignore
