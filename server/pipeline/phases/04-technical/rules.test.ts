import { describe, expect, it } from "vitest";
import { NO_AUTHENTICATION_NEEDED } from "../../../../domain/rules/checklist";
import { dataModelSchema, type DataModel } from "../../../../domain/artifacts/04-data-model";
import { ideaInput, type IdeaSpec } from "../../testing/idea-input";
import { buildRequirementsModel } from "../02-srs/build";
import { buildApiModel } from "./build-api";
import { buildDataModel } from "./build-data";
import { renderApiSpecification } from "./render-api";
import { renderDatabaseDesign } from "./render-database";

/*
 * Actions with rules (issue 17 point 3) read from ideas written for this test, through the real embedded
 * Requirements AI (ideaInput) and the requirements builder, as the product builds them.
 */

function idea(slug: string, features: string, dataEntities: string, more: Partial<IdeaSpec> = {}): IdeaSpec {
  return { slug, name: slug, description: `The ${slug} app`, answers: { "core-features": features }, dataEntities, ...more };
} // prettier-ignore

function built(spec: IdeaSpec): { data: DataModel; req: ReturnType<typeof buildRequirementsModel> } {
  const req = buildRequirementsModel(ideaInput(spec));
  const data = buildDataModel(req);
  dataModelSchema.parse(data);
  return { data, req };
}

/** Entity → its once-per-user rule in short ("poll by option, vote"). */
function onceRules(data: DataModel): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of data.entities)
    for (const r of e.rules ?? []) out[e.name] = `${r.target} by ${r.choice ?? "-"}, ${r.verb}`;
  return out;
}

const POLLS =
  "Poll: question, closes on (date)\nOption: poll (Poll), text\nVote: poll (Poll), option (Option)";
const SHOP = "Product: name, price (money)\nReview: product (Product), rating (integer), comment (text)";
const EVENTS = "Event: title, starts at (datetime)\nResponse: event (Event), answer (yes/no/maybe)";

const CASES: readonly { spec: IdeaSpec; rules: Record<string, string> }[] = [
  { spec: idea("polls-one-vote", "Create a poll with options\nVote on a poll\nOnly one vote per user per poll", POLLS), rules: { Vote: "poll by option, vote" } },
  { spec: idea("polls-once", "Create a poll with options\nEach member can vote only once per poll", POLLS), rules: { Vote: "poll by option, vote" } },
  { spec: idea("polls-twice", "Create a poll with options\nA member cannot vote twice on the same poll", POLLS), rules: { Vote: "poll by option, vote" } },
  { spec: idea("polls-more-than-once", "Vote for an option of a poll\nNobody may vote more than once in a poll", POLLS), rules: { Vote: "poll by option, vote" } },
  { spec: idea("reviews", "List products\nCustomers can review each product only once", SHOP), rules: { Review: "product by rating, review" } },
  { spec: idea("single-review", "List products\nA customer writes a single review per product", SHOP), rules: { Review: "product by rating, write" } },
  { spec: idea("rsvp", "Publish events\nGuests send only one response per event", EVENTS), rules: { Response: "event by answer, send" } },
]; // prettier-ignore

describe("once-per-user rules from the requirements", () => {
  for (const { spec, rules } of CASES)
    it(`${spec.slug}: ${JSON.stringify(rules)}`, () => {
      const { data } = built(spec);
      expect(onceRules(data)).toEqual(rules);
      for (const name of Object.keys(rules)) {
        const entity = data.entities.find((e) => e.name === name);
        const rule = entity?.rules?.[0];
        const target = entity?.relations.find((r) => r.name === rule?.target);
        expect(entity?.ownedByUser).toBe(true);
        expect(entity?.indexes).toContainEqual({ name: `${entity?.table}_owner_id_${target?.column}_key`, columns: ["owner_id", target?.column], unique: true });
        expect(rule?.serves.length).toBeGreaterThan(0);
        for (const id of rule?.serves ?? []) expect(entity?.serves).toContain(id);
      }
    }); // prettier-ignore

  it("reads nothing where no act is limited to once, or nobody signs in", () => {
    const none = [
      idea("polls-plain", "Create a poll with options\nVote on a poll\nSee the results of a poll", POLLS),
      idea("one-customer", "Each review has only one product\nList products once a week", SHOP),
      idea("polls-open", "Create a poll\nOnly one vote per poll", POLLS, { answers: { "core-features": "Create a poll\nOnly one vote per poll", "user-authentication": NO_AUTHENTICATION_NEEDED } }),
    ]; // prettier-ignore
    for (const spec of none) {
      const { data } = built(spec);
      expect(onceRules(data), spec.slug).toEqual({});
      expect(data.entities.every((e) => e.rules === undefined && e.indexes.every((i) => !i.unique))).toBe(
        true,
      );
    }
  });

  it("gives the target a tally and the documents the rule and its refusal", () => {
    const { data, req } = built(CASES[0]?.spec ?? idea("x", "", POLLS));
    const api = buildApiModel(data, req);
    const polls = api.resources.find((r) => r.entity === "Poll");
    const tally = polls?.operations.find((o) => o.kind === "tally");
    expect(tally).toMatchObject({ id: "pollTally", method: "get", path: "/api/polls/{id}/tally", responseSchema: "VoteTally" });
    expect(api.schemas.VoteTally).toBeDefined();
    const create = api.resources.find((r) => r.entity === "Vote")?.operations.find((o) => o.kind === "create");
    expect(create?.statusCodes.map((s) => s.description)).toContain("You already have a vote for this poll: one per user (conflict:once)");
    expect(renderDatabaseDesign(data, { version: 1, date: "2026-11-25" })).toMatch(/one vote per user and poll/i);
    expect(renderApiSpecification(api, { version: 1, date: "2026-11-25" })).toMatch(/conflict:once/);
  }); // prettier-ignore
});
