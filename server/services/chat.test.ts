import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUIREMENTS_AI } from "../../domain/api/requirements";
import type { ServerMessage } from "../../domain/events";
import type { Database } from "../db/client";
import { getChecklistByProject, updateChecklist } from "../db/queries/checklists";
import { getConversationState } from "../db/queries/conversations";
import { listMessagesByConversation } from "../db/queries/messages";
import { createProject } from "../db/queries/projects";
import { listRequirementsByProject } from "../db/queries/requirements";
import { createUser } from "../db/queries/users";
import type { ProjectRow } from "../db/schema";
import type { RequirementsAgent, RequirementsTurnInput } from "../pipeline/phases/01-requirements/agent";
import { createEmbeddedRequirementsAgent } from "../pipeline/phases/01-requirements/embedded";
import { openTestDatabase } from "../testing/harness";
import { getConversation, handleChatMessage, TURN_FAILED_REPLY } from "./chat";

/**
 * A scripted agent: replies "echo: <message>", turns a sentence with "must" into the next FR, counts turns in its
 * state, answers the checklist's purpose question once, and can be told to fail or to take its time.
 */
function scriptedAgent(options: { failOn?: string; delayMs?: (message: string) => number } = {}) {
  const inputs: RequirementsTurnInput[] = [];
  const agent: RequirementsAgent = {
    name: "embedded",
    greeting: (project) => `Hello! Tell me about ${project.name}.`,
    async turn(input) {
      inputs.push(input);
      const delay = options.delayMs?.(input.message) ?? 0;
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      if (options.failOn && input.message.includes(options.failOn)) throw new Error("the agent broke");
      const turns = typeof input.state.turns === "number" ? input.state.turns : 0;
      const frs = input.existing.filter((r) => r.type === "functional").length;
      return {
        reply: `echo: ${input.message}`,
        answers: turns === 0 ? { "product-purpose": input.message } : {},
        requirements: input.message.includes("must")
          ? [{ code: `FR-${frs + 1}`, type: "functional", description: input.message, priority: "must" }]
          : [],
        state: { turns: turns + 1 },
      };
    },
    suggestDataEntities: () => "",
    requirementsFromChecklist: () => [],
  };
  return { agent, inputs };
}

let database: Database;
let ownerId: number;
let counter = 0;

async function newProject(): Promise<ProjectRow> {
  counter += 1;
  return createProject({
    db: database.db,
    ownerId,
    name: `Library ${counter}`,
    description: "Members borrow books.",
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  const user = await createUser({
    db: database.db,
    username: "chat-owner",
    name: "Owner",
    passwordHash: "x",
  });
  if (!user) throw new Error("no user");
  ownerId = user.id;
});
afterAll(async () => {
  await database.close();
});

describe("the conversation", () => {
  it("starts with the agent's greeting, stored once even when fetched concurrently", async () => {
    const { agent } = scriptedAgent();
    const project = await newProject();
    const db = database.db;
    const [first, second] = await Promise.all([
      getConversation({ db, agent, project, aiAgent: REQUIREMENTS_AI }),
      getConversation({ db, agent, project, aiAgent: REQUIREMENTS_AI }),
    ]);
    expect(first).toEqual(second);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      role: "ai",
      content: `Hello! Tell me about ${project.name}.`,
      aiAgent: REQUIREMENTS_AI,
    });
    expect(await getConversation({ db, agent, project, aiAgent: REQUIREMENTS_AI })).toEqual(first);
  });

  it("is empty for an assistant that does not chat", async () => {
    const { agent } = scriptedAgent();
    const project = await newProject();
    expect(await getConversation({ db: database.db, agent, project, aiAgent: "QA Tester AI" })).toEqual([]);
  });
});

describe("a chat turn", () => {
  it("stores both messages, records requirements and answers, keeps the state, and tells the room in order", async () => {
    const { agent, inputs } = scriptedAgent();
    const project = await newProject();
    const db = database.db;
    const events: ServerMessage[] = [];
    const emit = (event: ServerMessage) => events.push(event);

    const first = await handleChatMessage({
      db,
      agent,
      project,
      aiAgent: REQUIREMENTS_AI,
      message: "Members must borrow books",
      emit,
    });
    expect(first.userMessage).toMatchObject({ role: "user", content: "Members must borrow books" });
    expect(first.reply).toMatchObject({ role: "ai", content: "echo: Members must borrow books" });
    expect(events.map((e) => e.type)).toEqual([
      "chat_message_saved",
      "ai_typing",
      "chat_response",
      "requirements.changed",
      "checklist.changed",
    ]);
    expect(events[2]).toEqual({
      type: "chat_response",
      data: { message: first.reply, projectId: project.id },
    });

    const requirements = await listRequirementsByProject({ db, projectId: project.id });
    expect(requirements).toMatchObject([
      {
        code: "FR-1",
        type: "functional",
        source: "chat",
        sourceRef: String(first.userMessage.id),
        status: "unconfirmed",
      },
    ]);
    expect((await getChecklistByProject({ db, projectId: project.id }))?.answers).toMatchObject({
      "product-purpose": "Members must borrow books",
    });
    expect(await getConversationState({ db, projectId: project.id, aiAgent: REQUIREMENTS_AI })).toEqual({
      turns: 1,
    });

    events.length = 0;
    await handleChatMessage({
      db,
      agent,
      project,
      aiAgent: REQUIREMENTS_AI,
      message: "Loans must end",
      emit,
    });
    expect(events.map((e) => e.type)).toEqual([
      "chat_message_saved",
      "ai_typing",
      "chat_response",
      "requirements.changed",
    ]);
    const second = inputs[1];
    expect(second?.state).toEqual({ turns: 1 });
    expect(second?.existing).toEqual([
      { code: "FR-1", type: "functional", description: "Members must borrow books" },
    ]);
    expect(second?.history.map((m) => m.role)).toEqual(["ai", "user", "ai"]);
    expect(second?.history[0]?.content).toBe(`Hello! Tell me about ${project.name}.`);
    expect((await listRequirementsByProject({ db, projectId: project.id })).map((r) => r.code)).toEqual([
      "FR-1",
      "FR-2",
    ]);
  });

  it("processes concurrent messages of one project one at a time, in arrival order", async () => {
    const { agent, inputs } = scriptedAgent({ delayMs: (m) => (m === "one" ? 60 : m === "two" ? 20 : 0) });
    const project = await newProject();
    const db = database.db;
    const emit = () => {};
    const results = await Promise.all(
      ["one", "two", "three"].map((message) =>
        handleChatMessage({ db, agent, project, aiAgent: REQUIREMENTS_AI, message, emit }),
      ),
    );
    expect(results.map((r) => r.reply.content)).toEqual(["echo: one", "echo: two", "echo: three"]);
    expect(inputs.map((i) => i.state)).toEqual([{}, { turns: 1 }, { turns: 2 }]);
    const stored = await listMessagesByConversation({ db, projectId: project.id, aiAgent: REQUIREMENTS_AI });
    expect(stored.map((m) => m.content)).toEqual([
      `Hello! Tell me about ${project.name}.`,
      "one",
      "echo: one",
      "two",
      "echo: two",
      "three",
      "echo: three",
    ]);
  });

  it("answers with an apology when the agent fails, records nothing, and keeps working afterwards", async () => {
    const { agent } = scriptedAgent({ failOn: "boom" });
    const project = await newProject();
    const db = database.db;
    const events: ServerMessage[] = [];
    const failed = await handleChatMessage({
      db,
      agent,
      project,
      aiAgent: REQUIREMENTS_AI,
      message: "this must go boom",
      emit: (e) => events.push(e),
    });
    expect(failed.reply.content).toBe(TURN_FAILED_REPLY);
    expect(events.map((e) => e.type)).toEqual(["chat_message_saved", "ai_typing", "chat_response"]);
    expect(await listRequirementsByProject({ db, projectId: project.id })).toEqual([]);

    const next = await handleChatMessage({
      db,
      agent,
      project,
      aiAgent: REQUIREMENTS_AI,
      message: "Books must be returned",
      emit: () => {},
    });
    expect(next.reply.content).toBe("echo: Books must be returned");
    expect(next.requirements.map((r) => r.code)).toEqual(["FR-1"]);
  });

  it("refuses an assistant that does not chat", async () => {
    const { agent } = scriptedAgent();
    const project = await newProject();
    await expect(
      handleChatMessage({
        db: database.db,
        agent,
        project,
        aiAgent: "QA Tester AI",
        message: "hi",
        emit: () => {},
      }),
    ).rejects.toMatchObject({ code: "bad_request:conversation" });
  });
});

describe("a chat turn with the embedded Requirements AI", () => {
  it("greets, then extracts a functional requirement from a 'must' sentence", async () => {
    const agent = createEmbeddedRequirementsAgent();
    const project = await newProject();
    const db = database.db;
    const conversation = await getConversation({ db, agent, project, aiAgent: REQUIREMENTS_AI });
    expect(conversation).toHaveLength(1);
    expect(conversation[0]?.content.length).toBeGreaterThan(0);
    const turn = await handleChatMessage({
      db,
      agent,
      project,
      aiAgent: REQUIREMENTS_AI,
      message: "Members must be able to reserve a book that is currently on loan.",
      emit: () => {},
    });
    expect(turn.reply.content).not.toBe(TURN_FAILED_REPLY);
    expect(turn.requirements.some((r) => r.type === "functional" && r.code.startsWith("FR-"))).toBe(true);
  });
});

describe("answers a turn rewrites on purpose", () => {
  it("stores the answers the agent says it replaced over the checklist's, and keeps the others the user gave", async () => {
    const project = await newProject();
    const { agent } = scriptedAgent();
    const rewriting: RequirementsAgent = {
      ...agent,
      async turn(input) {
        const out = await agent.turn(input);
        return {
          ...out,
          answers: { "data-entities": "Pet: name, species", "business-goals": "Fewer missed visits." },
          replaced: ["data-entities"],
        };
      },
    };
    const send = (message: string) =>
      handleChatMessage({
        db: database.db,
        agent: rewriting,
        project,
        aiAgent: REQUIREMENTS_AI,
        message,
        emit: () => undefined,
      });
    await send("first");
    const before = await getChecklistByProject({ db: database.db, projectId: project.id });
    expect(before?.answers["data-entities"]).toBe("Pet: name, species");
    await updateChecklist({
      db: database.db,
      projectId: project.id,
      changes: { answers: { ...before?.answers, "data-entities": "Dog: name", "business-goals": "Mine." } },
    });
    await send("second");
    const after = await getChecklistByProject({ db: database.db, projectId: project.id });
    expect(after?.answers["data-entities"]).toBe("Pet: name, species");
    expect(after?.answers["business-goals"]).toBe("Mine.");
  });
});
