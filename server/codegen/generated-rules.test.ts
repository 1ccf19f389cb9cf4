import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureRuntime, type Runtime } from "../runtime/dependencies";
import { generateApp } from "./generate";
import { build, jsonClient, runTests, typecheck, withServedApp, writeApp } from "./testing/check-app";
import { teamPollsInput } from "./testing/models";

/**
 * Actions with rules in generated apps for real (issue 17 point 3): a hand-written data model where a member votes
 * once per poll (team polls) is generated, type-checked, built and its own tests run (the rule's tests among them),
 * then the built server is asked over HTTP to take a second vote for the same poll (409 `conflict:once`) while
 * another member's vote counts, and the poll's tally counts both per option. A minute or two;
 * SPECWRIGHT_SKIP_RUNTIME=1 skips it like generated-apps.test.ts.
 */
const skip = process.env.SPECWRIGHT_SKIP_RUNTIME === "1";
const TIMEOUT_MS = 12 * 60_000;

let tmp: string | undefined;
let runtime: Runtime;
const timings: Record<string, Record<string, number>> = {};

beforeAll(async () => {
  if (skip) return;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "specwright-rules-"));
  runtime = await ensureRuntime({ dataDir: path.join(tmp, "data") });
}, 15 * 60_000);

afterAll(() => {
  if (Object.keys(timings).length > 0) console.log(`rule apps (ms): ${JSON.stringify(timings)}`);
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Writes, type-checks, builds and tests a generated app; answers its folder and the titles of its tests. */
async function checked(
  slug: string,
  input: Parameters<typeof generateApp>[0],
): Promise<{ app: string; titles: string[] }> {
  const times: Record<string, number> = {};
  timings[slug] = times;
  const app = writeApp(runtime, slug, generateApp(input, 3));
  const types = await typecheck(runtime, app);
  times.typecheck = types.ms;
  expect(types.output).toBe("");
  expect(types.errors).toBe(0);
  const built = await build(app);
  times.build = built.ms;
  expect(built.code, built.output).toBe(0);
  const tests = await runTests(runtime, app);
  times.test = tests.ms;
  times.passed = tests.passed;
  expect(tests.failures).toEqual([]);
  expect(tests.failed).toBe(0);
  return { app, titles: tests.titles };
}

describe.skipIf(skip)("generated apps with rules (real install)", () => {
  it(
    "team polls: type-checks, builds, passes its rule tests, refuses a second vote over HTTP and tallies per option",
    { timeout: TIMEOUT_MS },
    async () => {
      const { app, titles } = await checked("team-polls", teamPollsInput());
      const all = titles.join("\n");
      expect(all).toMatch(/refuses a second vote for the same poll \(409 conflict:once\) and keeps the first/);
      expect(all).toMatch(/refuses moving a vote to a poll the user already has one for \(409\)/);
      expect(all).toMatch(/lets another account make its own vote for the same poll/);
      expect(all).toMatch(/refuses an option of another poll \(400 naming the field\)/);
      expect(all).toMatch(/counts the vote rows of a poll per choice and names the user's own \(pollTally\)/);
      expect(all).toMatch(/says what the user chose and offers no more buttons afterwards/);

      await withServedApp(app, async (base) => {
        const register = async (username: string) => {
          const client = jsonClient(base);
          const res = await client.call("POST", "/api/auth/register", { username, password: `${username}-password`, name: username });
          expect(res.status).toBe(201);
          return client;
        };
        const ana = await register("ana");
        const ben = await register("ben");
        const poll = (await ana.call("POST", "/api/polls", { question: "Where do we eat?" })).body as { id: number };
        const option = async (text: string) => ((await ana.call("POST", "/api/options", { pollId: poll.id, text })).body as { id: number }).id;
        const pizza = await option("Pizza");
        const sushi = await option("Sushi");
        expect((await ana.call("POST", "/api/votes", { pollId: poll.id, optionId: pizza })).status).toBe(201);
        const twice = await ana.call("POST", "/api/votes", { pollId: poll.id, optionId: sushi });
        expect(twice.status).toBe(409);
        expect(twice.body).toMatchObject({ code: "conflict:once", message: "You already have a vote for this poll: one per user." });
        expect((await ben.call("POST", "/api/votes", { pollId: poll.id, optionId: pizza })).status).toBe(201);
        const tally = await ben.call("GET", `/api/polls/${poll.id}/tally`);
        expect(tally.status).toBe(200);
        expect(tally.body).toMatchObject({
          total: 2,
          counts: [{ choice: pizza, label: "Pizza", count: 2 }, { choice: sushi, label: "Sushi", count: 0 }],
          mine: { choice: pizza },
        });
        expect((await ana.call("GET", "/api/polls/999999/tally")).status).toBe(404);
      });
    },
  );
}); // prettier-ignore
