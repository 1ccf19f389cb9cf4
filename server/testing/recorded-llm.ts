import fs from "node:fs";
import path from "node:path";
import type { FakeReply, FakeRequest } from "./fake-llm";
import { agentOf } from "./relay-llm";

/*
 * Replays what a real model answered (recorded by scripts/record-model.ts through the relay, relay-llm.ts) to the
 * fake model server in tests: each request gets the next recorded answer of the same agent for the same task (the
 * prompt's last line), so the product's path is tested on what a strong model really says, beside the
 * schema-filling fake (fake-drafts.ts). A request nothing was recorded for gets no answer (the fake's 500): the
 * product falls back, which a test sees in the documents' provenance.
 */

/** One recorded exchange: who asked, for what, and the model's answer as it came. */
export interface RecordedExchange {
  agent: string;
  task: string;
  answer: string;
}

const FOLDER = path.join(import.meta.dirname, "recorded");

/** The task a request asks for: the last line of its last user message. */
function taskOf(messages: readonly { role: string; content: unknown }[]): string {
  const last = [...messages].reverse().find((m) => m.role === "user");
  const text = typeof last?.content === "string" ? last.content : JSON.stringify(last?.content ?? "");
  return text.trim().split("\n").pop()?.trim() ?? "";
}

/** The exchanges in a relay folder (<n>.exchange.json), as a fixture keeps them. */
export function exchangesIn(dir: string): RecordedExchange[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".exchange.json"))
    .sort()
    .map((f) => {
      const e = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as {
        agent: string;
        request: { messages: { role: string; content: unknown }[] };
        answer: string;
      };
      return { agent: e.agent, task: taskOf(e.request.messages), answer: e.answer };
    });
}

export function loadRecorded(slug: string): RecordedExchange[] {
  return JSON.parse(fs.readFileSync(path.join(FOLDER, `${slug}.json`), "utf8")) as RecordedExchange[];
}

export function saveRecorded(slug: string, exchanges: readonly RecordedExchange[]): void {
  fs.writeFileSync(path.join(FOLDER, `${slug}.json`), `${JSON.stringify(exchanges, null, 2)}\n`);
}

/** A responder for the fake model server answering from the recorded exchanges, each used once. */
export function replay(exchanges: readonly RecordedExchange[]): {
  respond: (request: FakeRequest) => FakeReply | undefined;
  unused: () => RecordedExchange[];
} {
  const left = [...exchanges];
  return {
    respond: (request) => {
      const messages = (request.body.messages ?? []) as { role: string; content: unknown }[];
      const system = String(messages.find((m) => m.role === "system")?.content ?? "");
      const agent = agentOf(system);
      const task = taskOf(messages);
      const at = left.findIndex((e) => e.agent === agent && e.task === task);
      if (at < 0) return undefined;
      const [used] = left.splice(at, 1);
      return used ? { text: used.answer } : undefined;
    },
    unused: () => [...left],
  };
}
