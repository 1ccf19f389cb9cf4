import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Runtime } from "../runtime/dependencies";
import { testRuntime } from "../testing/runtime";
import { generateApp } from "./generate";
import { build, jsonClient, runTests, typecheck, withServedApp, writeApp } from "./testing/check-app";
import { carSharingInput, teamPollsInput, tripsInput } from "./testing/rule-models";

/**
 * Actions with rules in generated apps for real (issue 17 point 3): a hand-written data model where a member votes
 * once per poll (team polls) is generated, type-checked, built and its own tests run (the rule's tests among them),
 * then the built server is asked over HTTP to take a second vote for the same poll (409 `conflict:once`) while
 * another member's vote counts, and the poll's tally counts both per option; and one where a car is never
 * double-booked (car sharing): an overlapping booking is refused (409 `conflict:overlap`), an adjacent one taken.
 * A few minutes;
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
  runtime = await testRuntime(path.join(tmp, "data"));
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

  it(
    "car sharing: type-checks, builds, passes its rule tests, refuses an overlapping booking over HTTP and takes an adjacent one",
    { timeout: TIMEOUT_MS },
    async () => {
      const { app, titles } = await checked("car-sharing", carSharingInput());
      const all = titles.join("\n");
      expect(all).toMatch(/refuses booking rows that overlap another of the same car \(409 conflict:overlap, naming the clash\)/);
      expect(all).toMatch(/takes a booking that starts when another ends, and the same time on another car/);
      expect(all).toMatch(/refuses a booking whose end is not after its start \(400 naming the end\)/);
      expect(all).toMatch(/refuses moving a booking into the time of another of the same car \(409\)/);

      await withServedApp(app, async (base) => {
        const register = async (username: string) => {
          const client = jsonClient(base);
          const res = await client.call("POST", "/api/auth/register", { username, password: `${username}-password`, name: username });
          expect(res.status).toBe(201);
          return client;
        };
        const ana = await register("ana");
        const ben = await register("ben");
        const car = (await ana.call("POST", "/api/cars", { name: "Blue Golf", plate: "AB12 CDE" })).body as { id: number };
        const book = (client: typeof ana, startsAt: string, endsAt: string) => client.call("POST", "/api/bookings", { carId: car.id, startsAt, endsAt });
        expect((await book(ana, "2031-01-05T09:00:00.000Z", "2031-01-05T11:00:00.000Z")).status).toBe(201);
        const clash = await book(ben, "2031-01-05T10:00:00.000Z", "2031-01-05T12:00:00.000Z");
        expect(clash.status).toBe(409);
        expect(clash.body).toMatchObject({ code: "conflict:overlap", message: "The car already has a booking from 2031-01-05 09:00 UTC to 2031-01-05 11:00 UTC: choose a time that does not overlap it." });
        expect((await book(ben, "2031-01-05T11:00:00.000Z", "2031-01-05T12:00:00.000Z")).status).toBe(201);
        const backwards = await book(ben, "2031-01-06T12:00:00.000Z", "2031-01-06T11:00:00.000Z");
        expect(backwards.status).toBe(400);
        expect(backwards.body).toMatchObject({ fieldErrors: { endsAt: "Ends at must be after starts at" } });
      });
    },
  );

  it(
    "trips: type-checks, builds, passes its rule tests, and refuses joining a full trip over HTTP",
    { timeout: TIMEOUT_MS },
    async () => {
      const { app, titles } = await checked("trips", tripsInput());
      const all = titles.join("\n");
      expect(all).toMatch(/refuses joining a full trip \(409 conflict:full\) and takes the signup once a place is free/);
      expect(all).toMatch(/offers Join until the places are taken, and Leave to whoever joined/);

      await withServedApp(app, async (base) => {
        const register = async (username: string) => {
          const client = jsonClient(base);
          const res = await client.call("POST", "/api/auth/register", { username, password: `${username}-password`, name: username });
          expect(res.status).toBe(201);
          return client;
        };
        const ana = await register("ana");
        const ben = await register("ben");
        const cem = await register("cem");
        const trip = (await ana.call("POST", "/api/trips", { destination: "Lake Bled", seats: 2 })).body as { id: number };
        const join = (client: typeof ana) => client.call("POST", "/api/signups", { tripId: trip.id });
        const mine = (await join(ana)).body as { id: number };
        expect((await join(ana)).body).toMatchObject({ code: "conflict:once" });
        expect((await join(ben)).status).toBe(201);
        const full = await join(cem);
        expect(full.status).toBe(409);
        expect(full.body).toMatchObject({ code: "conflict:full", message: "This trip is full: 2 of 2 places are taken." });
        expect((await ana.call("GET", `/api/trips/${trip.id}/tally`)).body).toMatchObject({ total: 2, limit: 2, mine: { id: mine.id } });
        expect((await ana.call("DELETE", `/api/signups/${mine.id}`)).status).toBe(204);
        expect((await join(cem)).status).toBe(201);
      });
    },
  );
}); // prettier-ignore
