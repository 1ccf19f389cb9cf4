import { describe, expect, it } from "vitest";
import { apiModelSchema } from "../../../domain/artifacts/04-api-model";
import { dataModelSchema } from "../../../domain/artifacts/04-data-model";
import { helpDeskInput } from "../testing/models";
import { carSharingInput, teamPollsInput, tripsInput } from "../testing/rule-models";
import type { GeneratedFile } from "../types";
import { generateApp } from "./index";
import { serverModel } from "./server/model";

/**
 * Fast checks of actions with rules in generated apps (issue 17 point 3): team polls, one vote per user and poll
 * with a live tally. The real app is installed, type-checked, built, tested and served in
 * ../generated-rules.test.ts.
 */

const polls = teamPollsInput();

function file(files: readonly GeneratedFile[], path: string): string {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`no ${path}`);
  return found.content;
}

describe("once-per-user rules in generated apps", () => {
  it("uses models the schemas accept, with the tally operation planned", () => {
    expect(dataModelSchema.safeParse(polls.data).success).toBe(true);
    expect(apiModelSchema.safeParse(polls.api).success).toBe(true);
    const plans = Object.fromEntries(serverModel(polls).plans.map((p) => [p.op.id, p.kind]));
    expect(plans).toMatchObject({ pollTally: "tally", createVote: "create" });
    const broken = { ...polls.data, entities: polls.data.entities.map((e) => (e.name === "Vote" ? { ...e, indexes: [] } : e)) };
    expect(dataModelSchema.safeParse(broken).success).toBe(false);
  }); // prettier-ignore

  it("holds the rule with a unique index, a locked check and the same 409 for a race", () => {
    const files = generateApp(polls, 3);
    expect(file(files, "src/server/db/migrations/0000_init.sql")).toContain(
      "CREATE UNIQUE INDEX votes_owner_id_poll_id_key ON votes (owner_id, poll_id);",
    );
    expect(file(files, "src/server/db/schema.ts")).toContain(
      'uniqueIndex("votes_owner_id_poll_id_key").on(t.ownerId, t.pollId)',
    );
    const data = file(files, "src/server/data/vote.ts");
    expect(data).toContain("await checkOnce(tx, input, null, scope);");
    expect(data).toContain("await checkOnce(tx, input, id, scope);");
    expect(data).toContain('.from(polls).where(eq(polls.id, target)).for("update");');
    expect(data).toContain('const ONCE = "You already have a vote for this poll: one per user.";');
    expect(data).toContain(
      'if (isOnce(error)) throw new HttpError(409, "conflict:once", ONCE, { pollId: ONCE });',
    );
    expect(data).toContain(".groupBy(votes.optionId, options.text)");
    const routes = file(files, "src/server/routes/polls.ts");
    expect(routes).toContain('app.get("/api/polls/:id/tally"');
    expect(routes).toContain("res.json(await voteData.tally(db, id, scope));");
  });

  it("shows a live tally with a button per option on the poll's page, and tests the refusals", () => {
    const files = generateApp(polls, 3);
    const page = file(files, "src/client/pages/poll-detail.tsx");
    expect(page).toContain("refetchInterval: 5000,");
    expect(page).toContain("await api.createVote({ pollId: props.id, optionId: choice");
    expect(page).toContain('done={"You voted"}');
    expect(file(files, "src/client/api.ts")).toContain(
      'pollTally: (id: number) => request<schema.VoteTally>("GET", "/api/polls/" + String(id) + "/tally"),',
    );
    const tests = file(files, "src/server/routes/votes.test.ts");
    expect(tests).toContain(
      "refuses a second vote for the same poll (409 conflict:once) and keeps the first",
    );
    expect(tests).toContain("refuses an option of another poll (400 naming the field)");
    expect(file(files, "src/client/tests/tally.test.tsx")).toContain("You chose: Second choice");
  });

  it("checks bookings for overlaps with the car locked, and tests the refusals", () => {
    const cars = carSharingInput();
    expect(dataModelSchema.safeParse(cars.data).success).toBe(true);
    const files = generateApp(cars, 3);
    const data = file(files, "src/server/data/booking.ts");
    expect(data).toContain("await checkOverlap(tx, input, null);");
    expect(data).toContain("await checkOverlap(tx, input, id);");
    expect(data).toContain('.from(cars).where(eq(cars.id, target)).for("update");');
    expect(data).toContain("lt(bookings.startsAt, end), gt(bookings.endsAt, start), id === null ? undefined : ne(bookings.id, id)");
    expect(data).toContain('throw new HttpError(409, "conflict:overlap", message, { startsAt: message });');
    expect(data).toContain('const ORDER = "Ends at must be after starts at";');
    const support = file(files, "src/server/test-support.ts");
    expect(support).toContain('startsAt: "2030-05-10T09:00:00.000Z",');
    const tests = file(files, "src/server/routes/bookings.test.ts");
    expect(tests).toContain("takes a booking that starts when another ends, and the same time on another car");
    const broken = { ...cars.data, entities: cars.data.entities.map((e) => (e.name === "Booking" ? { ...e, rules: [{ kind: "no-overlap" as const, target: "car", start: "startsAt", end: "purpose", serves: [] }] } : e)) };
    expect(dataModelSchema.safeParse(broken).success).toBe(false);
  }); // prettier-ignore

  it("counts places when a traveller joins a trip, and offers Join and Leave on the trip's page", () => {
    const input = tripsInput();
    expect(dataModelSchema.safeParse(input.data).success).toBe(true);
    const files = generateApp(input, 3);
    const data = file(files, "src/server/data/signup.ts");
    expect(data).toContain("await checkOnce(tx, input, null, scope);\n      await checkCapacity(tx, input, null);");
    expect(data).toContain('throw new HttpError(409, "conflict:full", message, { tripId: message });');
    expect(data).toContain("limit: await capacityLimit(db, targetId)");
    const page = file(files, "src/client/pages/trip-detail.tsx");
    expect(page).toContain("onJoin={() => void act(() => api.createSignup({ tripId: props.id }))}");
    expect(page).toContain("onLeave={(id) => void act(() => api.deleteSignup(id))}");
    expect(file(files, "src/server/routes/signups.test.ts")).toContain("refuses joining a full trip (409 conflict:full)");
    const lonely = { ...input.data, entities: input.data.entities.map((e) => (e.name === "Signup" ? { ...e, rules: e.rules?.filter((r) => r.kind === "capacity") } : e)) };
    expect(dataModelSchema.safeParse(lonely).success).toBe(false);
  }); // prettier-ignore

  it("adds nothing to an app without rules", () => {
    const files = generateApp(helpDeskInput(), 3);
    expect(files.some((f) => f.path.endsWith("tally.tsx") || f.path.endsWith("tally.test.tsx"))).toBe(false);
    expect(
      files.some((f) =>
        /checkOnce|conflict:once|tally-list|checkOverlap|conflict:overlap|checkCapacity|conflict:full/.test(
          f.content,
        ),
      ),
    ).toBe(false);
  });
});
