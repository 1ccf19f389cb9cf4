import fs from "node:fs";
import path from "node:path";
import { startLoopbackServer } from "./loopback-server";

/*
 * A model server on loopback whose answers come from files: each chat-completions request (the OpenAI-compatible
 * wire, streamed or not) is written to <dir>/<n>.request.json with the data the product sent, and the server waits
 * for <dir>/<n>.answer.json, the assistant's text (a JSON object for structured calls), written by whoever plays
 * the model. It keeps the connection alive while waiting (a space in a plain JSON body, an SSE comment in a stream)
 * so that neither Node's fetch (300 s without a byte) nor the product's silence limit cuts it, and it records each
 * exchange as <dir>/<n>.exchange.json ({ agent, request, answer }) for the replay in tests (recorded-llm.ts).
 */

export interface RelayLlm {
  url: string;
  close(): Promise<void>;
}

const HEARTBEAT_MS = 10_000;

/** The agent a request is from: "You are the Requirements AI of Specwright…" → "Requirements AI". */
export function agentOf(system: string): string {
  return /You are (?:the )?([A-Z][\w-]*(?: [A-Z][\w-]*)*(?: AI)?)/.exec(system)?.[1] ?? "unknown";
}

export async function startRelayLlm(dir: string, port = 0): Promise<RelayLlm> {
  fs.mkdirSync(dir, { recursive: true });
  let next = fs.readdirSync(dir).filter((f) => f.endsWith(".request.json")).length + 1;
  const server = await startLoopbackServer(({ method, path: url, raw }, res) => {
    if (method === "GET" && url.endsWith("/models")) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ object: "list", data: [{ id: "relay", object: "model" }] }));
      return;
    }
    if (!url.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `no such path ${url}` } }));
      return;
    }
    const body = JSON.parse(raw || "{}") as {
      model?: string;
      stream?: boolean;
      messages?: { role: string; content: unknown }[];
      response_format?: unknown;
    };
    const n = String(next++).padStart(3, "0");
    const system = String(body.messages?.find((m) => m.role === "system")?.content ?? "");
    const request = {
      agent: agentOf(system),
      messages: body.messages ?? [],
      responseFormat: body.response_format ?? null,
    };
    fs.writeFileSync(path.join(dir, `${n}.request.json`), `${JSON.stringify(request, null, 2)}\n`);
    const streamed = body.stream === true;
    res.writeHead(200, {
      "content-type": streamed ? "text/event-stream" : "application/json",
      "cache-control": "no-cache",
    });
    const model = body.model ?? "relay";
    const chunk = (delta: object, finish: string | null) =>
      `data: ${JSON.stringify({ id: `chatcmpl-${n}`, object: "chat.completion.chunk", created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    if (streamed) res.write(chunk({ role: "assistant", content: "" }, null));
    const answerFile = path.join(dir, `${n}.answer.json`);
    const timer = setInterval(() => {
      if (fs.existsSync(answerFile)) {
        clearInterval(timer);
        clearInterval(beat);
        // A moment for the writer to finish the file.
        setTimeout(() => reply(fs.readFileSync(answerFile, "utf8")), 300);
      }
    }, 500);
    const beat = setInterval(() => res.write(streamed ? ": waiting\n\n" : " "), HEARTBEAT_MS);
    res.on("close", () => {
      clearInterval(timer);
      clearInterval(beat);
    });
    const reply = (answer: string) => {
      const text = answer.trim();
      fs.writeFileSync(
        path.join(dir, `${n}.exchange.json`),
        `${JSON.stringify({ agent: request.agent, request, answer: text }, null, 2)}\n`,
      );
      const usage = {
        prompt_tokens: Math.ceil(raw.length / 4),
        completion_tokens: Math.ceil(text.length / 4),
      };
      if (streamed) {
        for (let i = 0; i < text.length; i += 200)
          res.write(chunk({ content: text.slice(i, i + 200) }, null));
        res.write(
          `data: ${JSON.stringify({ id: `chatcmpl-${n}`, object: "chat.completion.chunk", created: 0, model, choices: [{ index: 0, delta: {}, finish_reason: "stop" }], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } })}\n\n`,
        );
        res.end("data: [DONE]\n\n");
        return;
      }
      res.end(
        JSON.stringify({
          id: `chatcmpl-${n}`,
          object: "chat.completion",
          created: 0,
          model,
          choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
          usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
        }),
      );
    };
  }, port);
  return {
    url: `http://127.0.0.1:${server.port}/v1`,
    close: () => server.close(),
  };
}
