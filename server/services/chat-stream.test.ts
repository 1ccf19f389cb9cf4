import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REQUIREMENTS_AI } from "../../domain/api/requirements";
import type { ServerMessage } from "../../domain/events";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { createProject } from "../db/queries/projects";
import { createUser } from "../db/queries/users";
import { createAgents, databaseUsage } from "../engines/agents";
import { fakeAiConfig, startFakeLlm, type FakeLlmServer } from "../testing/fake-llm";
import { openTestDatabase } from "../testing/harness";
import { handleChatMessage } from "./chat";

/*
 * A chat reply streamed by a model: the room hears ai_typing, then the reply as it is written (chat_partial, a few
 * times a second), then chat_response with the stored message; a stream cut half-way ends in a stored reply from
 * the embedded engine that says why, never in a turn without an answer.
 */

let fake: FakeLlmServer;
let database: Database;
let ownerId: number;

const ai = (): Config["ai"] => fakeAiConfig(fake.url);

beforeAll(async () => {
  fake = await startFakeLlm();
  database = await openTestDatabase();
  const user = await createUser({
    db: database.db,
    username: "stream-owner",
    name: "Owner",
    passwordHash: "x",
  });
  if (!user) throw new Error("no user");
  ownerId = user.id;
});
afterAll(async () => {
  await database.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  expect(fake.pending()).toBe(0);
});

async function turn(message: string): Promise<{ events: ServerMessage[]; reply: string }> {
  const agents = createAgents(ai(), databaseUsage(database.db));
  const project = await createProject({
    db: database.db,
    ownerId,
    name: "Bee Log",
    description: "Beekeepers log hive inspections.",
  });
  const events: ServerMessage[] = [];
  const result = await handleChatMessage({
    db: database.db,
    agent: agents.requirements,
    project,
    aiAgent: REQUIREMENTS_AI,
    message,
    emit: (event) => events.push(event),
  });
  return { events, reply: result.reply.content };
}

const answer = {
  reply: "Inspections and harvests, noted. Who will use the log: you alone, or a club of beekeepers?",
  answers: [],
  requirements: [],
};

describe("a streamed chat reply", () => {
  it("is heard as it is written, then stored whole", async () => {
    const text = JSON.stringify(answer);
    const pieces = text.match(/.{1,12}/gs) ?? [];
    fake.script({ stream: pieces, chunkDelayMs: 30 });
    const { events, reply } = await turn("We log hive inspections and harvests.");
    expect(reply).toBe(answer.reply);
    const types = events.map((e) => e.type);
    expect(types.indexOf("ai_typing")).toBeLessThan(types.indexOf("chat_partial"));
    expect(types.lastIndexOf("chat_partial")).toBeLessThan(types.indexOf("chat_response"));
    const partials = events.flatMap((e) => (e.type === "chat_partial" ? [e.data.text] : []));
    // Several updates, each a longer beginning of the reply.
    expect(partials.length).toBeGreaterThan(2);
    for (const [i, partial] of partials.entries()) {
      expect(answer.reply.startsWith(partial)).toBe(true);
      if (i > 0) expect(partial.length).toBeGreaterThan(partials[i - 1]?.length ?? 0);
    }
    expect(partials.at(-1)?.length).toBeLessThanOrEqual(answer.reply.length);
    const response = events.find((e) => e.type === "chat_response");
    expect(response?.type === "chat_response" && response.data.message.generatedBy).toEqual({
      engine: "llm",
      provider: "openai-compatible",
      model: "llama3.2",
    });
  });

  it("ends in a stored reply from the embedded engine when the stream is cut", async () => {
    const text = JSON.stringify(answer);
    // The first answer is cut; so are the repair turns' (the fake has nothing more to say).
    fake.script({ stream: [text.slice(0, 30), text.slice(30, 60)], cut: true });
    const { events, reply } = await turn("We log hive inspections and harvests.");
    expect(reply.length).toBeGreaterThan(0);
    const response = events.find((e) => e.type === "chat_response");
    expect(response?.type === "chat_response" && response.data.message.generatedBy?.engine).toBe(
      "embedded-fallback",
    );
    expect(response?.type === "chat_response" && response.data.message.content).toBe(reply);
    expect(response?.type === "chat_response" && response.data.message.generatedBy?.reason).toMatch(/\w{4}/);
  });
});
