import { describe, expect, it } from "vitest";
import { NO_AUTHENTICATION_NEEDED } from "../../../../domain/rules/checklist";
import { dataModelSchema, type DataModel } from "../../../../domain/artifacts/04-data-model";
import { ideaInput, type IdeaSpec } from "../../testing/idea-input";
import { IDEAS } from "../../testing/ideas";
import { buildRequirementsModel } from "../02-srs/build";
import { buildDataModel } from "./build-data";

/*
 * Public reading (issue 17 point 4) read from ideas written for this test, each through the real embedded
 * Requirements AI (ideaInput) and the requirements builder, as the product builds them: the sentences that make
 * things public, and the ones that must not.
 */

const ROLES = "Accounts with roles and permissions";
const ACCOUNTS = "Username and password accounts";

function model(
  description: string,
  features: string,
  dataEntities: string,
  more: Record<string, unknown> = {},
): DataModel {
  const spec: IdeaSpec = {
    slug: "public-case",
    name: "Public Case",
    description,
    answers: { "user-authentication": ACCOUNTS, "core-features": features, ...more },
    dataEntities,
  };
  const data = buildDataModel(buildRequirementsModel(ideaInput(spec)));
  expect(dataModelSchema.safeParse(data).success).toBe(true);
  return data;
}

/** Entity name → "public" or "public: state, state", for the public ones only. */
function publicOnes(data: DataModel): Record<string, string> {
  return Object.fromEntries(
    data.entities
      .filter((e) => e.publicRead)
      .map((e) => [e.name, e.publicStates ? `public: ${e.publicStates.join(", ")}` : "public"]),
  );
}

const BLOG =
  "Post: title, body (text), status (draft/published)\nComment: post (Post), author name, body (text)";
const SHOP =
  "Product: name, price (money), description (text)\nOrder: product (Product), quantity (number), placed on (date)";

describe("public reading from the requirements", () => {
  const publicCases: [string, string, string, Record<string, string>][] = [
    ["A team blog", "Authors write posts\nAuthors publish posts\nVisitors read published posts without signing in", BLOG, { Post: "public: published" }],
    ["A team blog", "Authors write posts\nAuthors publish posts\nVisitors can read posts and comments", BLOG, { Post: "public: published", Comment: "public" }],
    ["A team blog", "Authors write posts\nVisitors read posts and leave comments", BLOG, { Post: "public" }],
    ["A team blog", "Authors write and publish posts\nAnyone can read posts", BLOG, { Post: "public: published" }],
    ["A team blog", "Authors write posts\nPosts are public", BLOG, { Post: "public" }],
    ["A team blog", "Authors write posts\nAuthors publish posts\nReaders can browse posts without an account", BLOG, { Post: "public: published" }],
    ["A running club with a blog and a BMI calculator", "Coaches write posts\nCoaches publish a post\nVisitors read published posts without signing in\nSave my BMI readings", `${BLOG}\nReading: weight (decimal), height (decimal), bmi (decimal)`, { Post: "public: published" }],
    ["A shop", "Staff keep the products\nGuests browse products\nCustomers place orders", SHOP, { Product: "public" }],
    ["A shop", "Staff keep the products\nProducts are publicly visible but orders are private", SHOP, { Product: "public" }],
    ["A shop window for our bakery", "Staff keep the products\nStaff record orders", SHOP, { Product: "public" }],
    ["Club events", "Organisers add events\nShow a public events list", "Event: title, starts on (date), place", { Event: "public" }],
    ["Club events", "Organisers add events\nThe public can see upcoming events", "Event: title, starts on (date), place", { Event: "public" }],
    ["My links", "I add links to my page\nEveryone can view my links", "Link: title, address (url)", { Link: "public" }],
    ["Permits for the borough.\n- **The public**: search the register of permits and comment on applications", "Officers issue permits", "Permit: number, starts on (date)\nApplication: title, permit (Permit)", { Permit: "public" }],
  ]; // prettier-ignore
  for (const [description, features, entities, expected] of publicCases)
    it(`"${features.split("\n").at(-1)}" (${description}) → ${JSON.stringify(expected)}`, () => {
      expect(publicOnes(model(description, features, entities))).toEqual(expected);
    });

  const privateCases: [string, string, string][] = [
    ["An expense tracker", "Users can view their own expenses\nAdmins can view all expenses", "Expense: title, amount (money), spent on (date)"],
    ["A team blog", "Authors write posts\nAuthors read comments", BLOG],
    ["A team blog", "Visitors cannot read draft posts\nAuthors write posts", BLOG],
    ["A shop", "Only signed-in customers can see products\nCustomers place orders", SHOP],
    ["A shop", "Visitors register and place orders", SHOP],
    ["A shop", "Orders are private\nStaff see all orders", SHOP],
    ["A club", "Members see events\nOrganisers add events", "Event: title, starts on (date), place"],
    ["Permits", "Members of the public submit objections\nOfficers decide on objections", "Objection: name, address, text (text)"],
    ["Permits", "Personal details of objectors are hidden from the public register\nOfficers read objections", "Objection: name, address, text (text)"],
  ]; // prettier-ignore
  for (const [description, features, entities] of privateCases)
    it(`"${features.split("\n")[0]}" (${description}) makes nothing public`, () => {
      expect(publicOnes(model(description, features, entities))).toEqual({});
    });

  it("a visitor subject that is one of the app's roles signs in: nothing is public", () => {
    const data = model(
      "Club events",
      "Guests see events\nOrganisers add events",
      "Event: title, starts on (date)",
      {
        "user-authentication": ROLES,
        "user-roles": "Organiser: add events\nGuest: see events",
      },
    );
    expect(publicOnes(data)).toEqual({});
  });

  it("the kinds of users say who reads what", () => {
    const data = model("A team blog", "Authors write posts", BLOG, {
      "user-types": "Authors: write and publish posts\nVisitors: read posts and comments",
    });
    expect(publicOnes(data)).toEqual({ Post: "public: published", Comment: "public" });
  });

  it("without accounts nothing is marked public (every page is open)", () => {
    const data = model("A team blog", "Authors write posts\nVisitors read posts", BLOG, {
      "user-authentication": NO_AUTHENTICATION_NEEDED,
    });
    expect(data.entities.some((e) => "publicRead" in e)).toBe(false);
  });

  it("the sample ideas, which never ask for it, keep their models without the field", () => {
    for (const idea of IDEAS) {
      const data = buildDataModel(buildRequirementsModel(ideaInput(idea)));
      expect(data.entities.filter((e) => "publicRead" in e || "publicStates" in e)).toEqual([]);
    }
  });

  it("the data model refuses public states without public reading or outside the workflow", () => {
    const data = model(
      "A team blog",
      "Authors write posts\nAuthors publish posts\nVisitors read posts",
      BLOG,
    );
    const post = data.entities.find((e) => e.name === "Post");
    expect(post?.publicStates).toEqual(["published"]);
    const broken = (change: object) =>
      dataModelSchema.safeParse({
        ...data,
        entities: data.entities.map((e) => (e === post ? { ...e, ...change } : e)),
      }).success;
    expect(broken({ publicStates: ["archived"] })).toBe(false);
    expect(broken({ publicRead: false })).toBe(false);
    expect(broken({ publicStates: [] })).toBe(false);
    expect(dataModelSchema.safeParse({ ...data, accounts: false, roles: [], signUpRole: null }).success).toBe(
      false,
    );
  });
});
