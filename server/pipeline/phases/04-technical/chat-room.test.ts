import { describe, expect, it } from "vitest";
import { NO_AUTHENTICATION_NEEDED } from "../../../../domain/rules/checklist";
import { uiModelSchema } from "../../../../domain/artifacts/04-ui-model";
import { FIXTURE_META } from "../../fixtures/index";
import { buildChain, type Chain } from "../../testing/build-chain";
import { ideaInput, type IdeaSpec } from "../../testing/idea-input";
import { chatNamed, chatParts } from "../02-srs/chat-kind";
import { renderFrontendArchitecture } from "./render-frontend";

/*
 * The live chat room (issue 17 point 6) read from requirement sentences through the real embedded Requirements
 * AI and the model builders: which texts ask for a chat, which entity holds its messages, that they are shared
 * rows with an author, that the SRS's real-time capability says "generated" exactly when the page exists, and
 * that ideas asking for none get what they got before.
 */

function chain(description: string, more: Partial<IdeaSpec> = {}): Chain {
  return buildChain(ideaInput({ slug: "chat", name: "Chat", description, answers: {}, ...more }));
}

function chatTools(c: Chain) {
  return c.ui.pages.filter((p) => p.tool?.kind === "chat").map((p) => ({ id: p.id, tool: p.tool }));
}

function realTime(c: Chain) {
  return c.requirements.capabilities?.find((cap) => cap.kind === "real-time");
}

describe("texts that ask for a chat", () => {
  const cases: [string, string | undefined][] = [
    ["A chat room where my team posts messages that everyone sees live", "chat room"],
    ["Members can chat with each other", "chat"],
    ["a group chat for the club", "chat"],
    ["Live messages between the nurses on shift", "live messages"],
    ["Messaging between tenants and the landlord", "messaging"],
    ["instant messaging for the office", "instant messages"],
    ["Show live scores of the match", undefined],
    ["See changes as they happen without reloading", undefined],
    ["Send a message to the owner when a vaccine is due", undefined],
    ["Keep my chat logs exported from Slack", "chat"],
  ];
  for (const [text, named] of cases)
    it(`"${text}" → ${named ?? "none"}`, () => expect(chatNamed(text)).toBe(named));
});

describe("the fields of a message", () => {
  const f = (name: string, type: string, required = true, relationTo?: string) =>
    relationTo ? { name, type, required, relationTo, cardinality: "many-to-one" } : { name, type, required };
  it("takes the body, the author and the room", () => {
    expect(chatParts([f("room", "relation", true, "Room"), f("sender", "string"), f("body", "text"), f("sentAt", "datetime")])).toEqual({ body: "body", author: "sender", room: "Room" });
  });
  it("takes the first long text when no field is named for the words", () => {
    expect(chatParts([f("title", "string", false), f("details", "text")])).toEqual({ body: "details", author: null, room: null });
  });
  it("refuses messages with other required fields the room cannot fill", () => {
    expect(chatParts([f("body", "text"), f("priority", "integer")])).toBeUndefined();
    expect(chatParts([f("count", "integer")])).toBeUndefined();
  });
}); // prettier-ignore

describe("a chat room idea", () => {
  it("gets shared messages with an author, a chat page and a generated real-time capability", () => {
    const c = chain("A chat room where my team posts messages that everyone sees live", {
      answers: { "user-authentication": "Username and password accounts" },
      dataEntities: "Message: body (text), posted at (datetime)",
    });
    const message = c.data.entities.find((e) => e.name === "Message");
    expect(message?.ownedByUser).toBe(false);
    expect(message?.fields.map((f) => [f.name, f.type, f.required])).toContainEqual([
      "author",
      "string",
      false,
    ]);
    expect(chatTools(c)).toEqual([
      {
        id: "chat",
        tool: { kind: "chat", entity: "Message", bodyField: "body", authorField: "author", room: null },
      },
    ]);
    expect(realTime(c)?.built).toBe("generated");
    expect(realTime(c)?.reason).toMatch(/chat room page over the messages/);
    expect(c.ui.routes).toContainEqual({ path: "/chat", pageId: "chat", requiresAuth: true });
    expect(c.ui.navigation).toContainEqual({ label: "Chat", path: "/chat" });
    expect(uiModelSchema.safeParse(c.ui).success).toBe(true);
    expect(renderFrontendArchitecture(c.ui, FIXTURE_META)).toMatch(/Chat room:.*WebSocket/);
  });

  it("keeps the user's own author field and room", () => {
    const c = chain("Messaging between the members of each channel", {
      answers: { "user-authentication": "Username and password accounts" },
      dataEntities: "Channel: name\nMessage: channel (Channel), sender, content (text), sent at (datetime)",
    });
    expect(chatTools(c)).toEqual([
      {
        id: "chat",
        tool: {
          kind: "chat",
          entity: "Message",
          bodyField: "content",
          authorField: "sender",
          room: "Channel",
        },
      },
    ]);
    expect(c.data.entities.find((e) => e.name === "Message")?.fields.some((f) => f.name === "author")).toBe(
      false,
    );
  });

  it("without accounts still gets the page, with an author the user types", () => {
    const c = chain("A chat for the neighbourhood", {
      answers: { "user-authentication": NO_AUTHENTICATION_NEEDED },
      dataEntities: "Message: text (text)",
    });
    expect(chatTools(c)).toEqual([
      {
        id: "chat",
        tool: { kind: "chat", entity: "Message", bodyField: "text", authorField: "author", room: null },
      },
    ]);
    expect(c.ui.routes).toContainEqual({ path: "/chat", pageId: "chat", requiresAuth: false });
  });
});

describe("ideas that get no chat", () => {
  it("a chat without an entity of messages stays needs-provider, its data untouched", () => {
    const c = chain("A chat about recipes", { dataEntities: "Recipe: title, steps (text)" });
    expect(realTime(c)?.built).toBe("needs-provider");
    expect(chatTools(c)).toEqual([]);
    expect(c.data.entities.find((e) => e.name === "Recipe")?.fields.some((f) => f.name === "author")).toBe(
      false,
    );
  });

  it("live scores are not a chat, even with messages", () => {
    const c = chain("Show live scores of every match", {
      dataEntities: "Match: home, away, score\nMessage: body (text)",
    });
    expect(realTime(c)?.built).toBe("needs-provider");
    expect(chatTools(c)).toEqual([]);
  });

  it("messages without a chat stay per-user rows with no author added", () => {
    const c = chain("Keep my messages to clients", {
      answers: { "user-authentication": "Username and password accounts" },
      dataEntities: "Message: body (text), sent on (date)",
    });
    expect(realTime(c)).toBeUndefined();
    const message = c.data.entities.find((e) => e.name === "Message");
    expect(message?.ownedByUser).toBe(true);
    expect(message?.fields.map((f) => f.name)).toEqual(["body", "sentOn"]);
  });
});
