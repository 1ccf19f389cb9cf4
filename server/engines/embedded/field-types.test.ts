import { describe, expect, it } from "vitest";
import { guessFieldType, lexiconField, typeFromHint } from "./field-types";

describe("guessFieldType", () => {
  it.each([
    ["joined on", "date"],
    ["due date", "date"],
    ["date given", "date"],
    ["date of birth", "date"],
    ["date and time", "datetime"],
    ["starts at", "datetime"],
    ["email address", "email"],
    ["mobile", "phone"],
    ["website", "url"],
    ["price", "money"],
    ["amount", "money"],
    ["honey amount", "decimal"],
    ["weight", "decimal"],
    ["copies", "integer"],
    ["published year", "integer"],
    ["is active", "boolean"],
    ["paid", "boolean"],
    ["notes", "text"],
    ["colour", "string"],
  ])("guesses %j is %s", (label, type) => {
    expect(guessFieldType(label)).toBe(type);
  });
});

describe("typeFromHint", () => {
  it("reads the words people write for types", () => {
    expect(["yes/no", "Date and time", "number", "long text", "link", "purple"].map(typeFromHint)).toEqual([
      "boolean",
      "datetime",
      "integer",
      "text",
      "url",
      undefined,
    ]);
  });
});

describe("lexiconField", () => {
  it("finds a field of the same-named entity first, then of any entity, by name or synonym", () => {
    expect(lexiconField("Book", "isbn")?.type).toBe("string");
    expect(lexiconField("Patron", "joinedOn")?.type).toBe("date");
    expect(lexiconField("Hive", "copies")?.type).toBe("integer");
    expect(lexiconField("Hive", "colour")).toBeUndefined();
  });
});
