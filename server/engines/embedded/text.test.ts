import { describe, expect, it } from "vitest";
import {
  camelCase,
  comparisonKey,
  firstNumber,
  humanise,
  jaccard,
  pascalCase,
  singular,
  stem,
  tokenize,
} from "./text";

describe("singular", () => {
  it.each([
    ["books", "book"],
    ["properties", "property"],
    ["classes", "class"],
    ["boxes", "box"],
    ["people", "person"],
    ["movies", "movie"],
    ["courses", "course"],
    ["status", "status"],
    ["series", "series"],
    ["bus", "bus"],
    ["analysis", "analysis"],
    ["bees", "bee"],
  ])("reads %s as %s", (plural, expected) => {
    expect(singular(plural)).toBe(expected);
  });
});

describe("stem", () => {
  it("brings a word's forms together", () => {
    expect(["borrow", "borrows", "borrowed", "borrowing"].map(stem)).toEqual([
      "borrow",
      "borrow",
      "borrow",
      "borrow",
    ]);
    expect(["store", "stored", "stores"].map(stem)).toEqual(["stor", "stor", "stor"]);
  });
});

describe("comparing wordings", () => {
  it("ignores modals, articles, case, plurals and punctuation", () => {
    expect(comparisonKey("Members must be able to borrow books.")).toEqual(
      new Set(["member", "borrow", "book"]),
    );
    expect(
      jaccard(
        comparisonKey("Members borrow a book"),
        comparisonKey("MEMBERS SHOULD BE ABLE TO BORROW BOOKS!"),
      ),
    ).toBe(1);
  });

  it("counts shared stems over all stems", () => {
    expect(jaccard(new Set(["a", "b", "c"]), new Set(["a", "b", "d"]))).toBe(0.5);
  });
});

describe("names", () => {
  it.each([
    ["joinedOn", "joined on"],
    ["isbn", "ISBN"],
    ["resumeUrl", "resume URL"],
    ["StaffMember", "staff member"],
  ])("humanises %s as %s", (identifier, words) => {
    expect(humanise(identifier)).toBe(words);
  });

  it("turns words back into identifiers", () => {
    expect(camelCase("joined on")).toBe("joinedOn");
    expect(camelCase("E-mail")).toBe("email");
    expect(camelCase("ISBN")).toBe("isbn");
    expect(pascalCase("staff member")).toBe("StaffMember");
  });
});

describe("tokenize", () => {
  it("keeps hyphenated words and figures whole and reads e-mail as email", () => {
    expect(tokenize("E-mail the café's to-do list: 99.9% uptime")).toEqual([
      "email",
      "the",
      "cafe",
      "to-do",
      "list",
      "99.9%",
      "uptime",
    ]);
  });
});

describe("firstNumber", () => {
  it.each([
    ["about 200 people", 200],
    ["1,500 at peak", 1500],
    ["maybe 2k", 2000],
    ["a hundred or so", 100],
    ["fifty", 50],
    ["two hundred", 200],
    ["no idea", undefined],
  ])("reads %j as %s", (text, expected) => {
    expect(firstNumber(text)).toBe(expected);
  });
});
