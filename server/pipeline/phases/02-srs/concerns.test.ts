import { describe, expect, it } from "vitest";
import { actionsOf, concernedEntity, entityKeys, topicOf } from "./concerns";
import { draftEntities } from "./data-entities";
import { declarative, readStatement, requirementTitle } from "./statement";

const keys = entityKeys(
  draftEntities([
    { name: "Member", details: ["name", "email"] },
    { name: "Book", details: ["title", "author"] },
    { name: "Loan", details: ["member (Member)", "book (Book)", "borrowed on", "due on", "returned on"] },
    { name: "Hive", details: ["name", "notes"] },
    { name: "Inspection", details: ["hive (Hive)", "date", "notes"] },
  ]),
);

describe("concernedEntity", () => {
  it.each([
    ["Members must be able to borrow books.", "Loan"],
    ["Members must be able to return books.", "Loan"],
    ["Librarians must be able to add books to the catalogue.", "Book"],
    ["Users must be able to search the catalogue by title or author.", "Book"],
    ["As a member, I want to see my loans, so that I return books on time.", "Loan"],
    ["Users must be able to log an inspection of a hive with notes.", "Inspection"],
    ["As a beekeeper, I want to see when I last inspected each hive.", "Inspection"],
    ["Members must be able to update their details.", "Member"],
    ["Users must be able to search and filter lists.", undefined],
  ])("reads %j as about %s", (description, entity) => {
    expect(concernedEntity(description, keys)?.draft.names.name).toBe(entity);
  });
});

describe("what a requirement asks", () => {
  it.each([
    ["Users must be able to record an expense.", ["create"]],
    ["The application must provide edit or delete an expense.", ["update", "delete"]],
    ["Users must be able to find recipes by tag or ingredient.", ["search"]],
    ["Librarians must be able to manage books.", ["create", "update", "delete", "list"]],
    ["Users must be able to export their data (for example as CSV).", ["export"]],
    ["The application must provide due date reminders.", []],
  ])("%j asks for %j", (description, actions) => {
    expect(actionsOf(description)).toEqual(actions);
  });

  it("tells the cross-cutting topics apart", () => {
    expect(topicOf("Users must be able to reset a forgotten password.", false)).toBe("accounts");
    expect(topicOf("Users must be notified of important events by e-mail.", false)).toBe("notifications");
    expect(topicOf("Users must be able to export their data.", false)).toBe("export");
    expect(topicOf("Users must be able to search and filter lists.", false)).toBe("search");
    expect(topicOf("Users must be able to search books.", true)).toBeUndefined();
  });
});

describe("requirement statements", () => {
  it("reads subject, capability and benefit", () => {
    expect(readStatement("Members must be able to borrow books.")).toEqual({ subject: "Members", predicate: "borrow books", benefit: null, story: false });
    expect(readStatement("As a member, I want to see my loans, so that I return books on time.")).toEqual({ subject: "a member", predicate: "see my loans", benefit: "I return books on time", story: true });
  }); // prettier-ignore

  it.each([
    ["Members must be able to borrow books with a due date.", "functional", "Borrow books with a due date"],
    [
      "Passwords must be stored hashed, never in plain text.",
      "non-functional",
      "Passwords stored hashed, never in plain text",
    ],
    ["The user interface must meet WCAG 2.1 AA.", "non-functional", "User interface meets WCAG 2.1 AA"],
    [
      "Users must be able to sign in to an account whose role decides what they may do.",
      "functional",
      "Sign in to an account",
    ],
    ["The application must provide due date reminders.", "functional", "Due date reminders"],
    [
      "Users must be notified of important events (a loan is due) by e-mail.",
      "functional",
      "Users notified of important events",
    ],
  ] as const)("titles %j", (description, type, title) => {
    expect(requirementTitle(description, type)).toBe(title);
  });

  it("states a requirement as a fact for a check", () => {
    expect(declarative("The application must show maps and locations.")).toBe(
      "the application shows maps and locations",
    );
    expect(declarative("Passwords must be stored hashed.")).toBe("passwords are stored hashed");
    expect(declarative("Users must be able to export their data.")).toBe("users can export their data");
  });
});
