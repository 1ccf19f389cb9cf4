import { describe, expect, it } from "vitest";
import { requirementsFromChecklist } from "./from-checklist";

/** A checklist answered in full for a lending library. */
const fullAnswers: Record<string, unknown> = {
  "product-purpose": "A lending library where members borrow books with due dates.",
  "business-goals": "Fewer lost books",
  platform: "Web browser on desktop and mobile",
  "user-types": "Members and librarians",
  "user-authentication": "Accounts with roles and permissions",
  "user-roles": "Member: borrow and renew\nLibrarian: manage the catalogue and loans",
  "account-features": ["Administrator manages users", "Password reset"],
  "concurrent-users": 200,
  "core-features":
    "Borrow books\n- Renew loans online\nMembers should see their due dates\nDue date reminders",
  "user-stories":
    "as a member i want a reminder so that I return books on time\nAs a librarian, I need to see overdue loans.",
  "search-filter": true,
  notifications: "By e-mail",
  "notification-events": "Due dates and reservations",
  "data-entities": "Member: name\nBook: title",
  "data-retention": "At least one year",
  integrations: ["E-mail delivery", "Payments"],
  "data-export": true,
  performance: "Within 2 seconds",
  security: ["Encrypted connections (HTTPS)", "Passwords stored hashed", "Personal data protection (GDPR)"],
  usability: "WCAG 2.1 AA",
  availability: "99.9% (about 9 hours down a year)",
  scalability: "Yes, expecting significant growth",
  "growth-target": "About 5,000 members",
  hosting: "In a cloud provider",
  "phased-delivery": "No, deliver everything at once",
};

describe("requirementsFromChecklist", () => {
  it("states every requirement of a full answer set, in checklist order, each pointing to its question", () => {
    const existing = [
      { code: "FR-1", type: "functional" as const, description: "Users must be able to borrow books." },
    ];
    expect(requirementsFromChecklist({ answers: fullAnswers, existing })).toEqual([
      { code: "FR-2", type: "functional", description: "Users must be able to sign in to an account whose role decides what they may do.", priority: "must", sourceRef: "user-authentication#2" },
      { code: "FR-3", type: "functional", description: "The application must support these roles and what each may do: Member: borrow and renew; Librarian: manage the catalogue and loans.", priority: "must", sourceRef: "user-roles" },
      { code: "FR-4", type: "functional", description: "Users must be able to reset a forgotten password.", priority: "must", sourceRef: "account-features#1" },
      { code: "FR-5", type: "functional", description: "An administrator must be able to manage user accounts.", priority: "must", sourceRef: "account-features#3" },
      { code: "NFR-1", type: "non-functional", description: "The application must support 200 users at the same time.", priority: "must", sourceRef: "concurrent-users" },
      { code: "FR-6", type: "functional", description: "Users must be able to renew loans online.", priority: "must", sourceRef: "core-features#2" },
      { code: "FR-7", type: "functional", description: "Members should see their due dates.", priority: "should", sourceRef: "core-features#3" },
      { code: "FR-8", type: "functional", description: "The application must provide due date reminders.", priority: "must", sourceRef: "core-features#4" },
      { code: "US-1", type: "user-story", description: "As a member, I want a reminder so that I return books on time.", priority: "should", sourceRef: "user-stories#1" },
      { code: "US-2", type: "user-story", description: "As a librarian, I need to see overdue loans.", priority: "must", sourceRef: "user-stories#2" },
      { code: "FR-9", type: "functional", description: "Users must be able to search and filter lists.", priority: "must", sourceRef: "search-filter" },
      { code: "FR-10", type: "functional", description: "Users must be notified of important events (due dates and reservations) by e-mail.", priority: "must", sourceRef: "notifications" },
      { code: "NFR-2", type: "non-functional", description: "Data must be kept for at least one year.", priority: "must", sourceRef: "data-retention#2" },
      { code: "FR-11", type: "functional", description: "The application must take payments through a payment provider.", priority: "must", sourceRef: "integrations#1" },
      { code: "FR-12", type: "functional", description: "The application must send e-mail through an e-mail delivery service.", priority: "must", sourceRef: "integrations#2" },
      { code: "FR-13", type: "functional", description: "Users must be able to export their data (for example as CSV).", priority: "must", sourceRef: "data-export" },
      { code: "NFR-3", type: "non-functional", description: "Pages must respond within 2 seconds.", priority: "must", sourceRef: "performance" },
      { code: "NFR-4", type: "non-functional", description: "All connections must be encrypted (HTTPS).", priority: "must", sourceRef: "security#1" },
      { code: "NFR-5", type: "non-functional", description: "Passwords must be stored hashed, never in plain text.", priority: "must", sourceRef: "security#2" },
      { code: "NFR-6", type: "non-functional", description: "Personal data must be protected in line with the GDPR.", priority: "must", sourceRef: "security#4" },
      { code: "NFR-7", type: "non-functional", description: "The user interface must meet WCAG 2.1 AA.", priority: "must", sourceRef: "usability#1" },
      { code: "NFR-8", type: "non-functional", description: "The application must be available 99.9% of the time (about 9 hours down a year).", priority: "must", sourceRef: "availability#1" },
      { code: "NFR-9", type: "non-functional", description: "The application must handle significant growth in the number of users (expected in a year: about 5,000 members).", priority: "must", sourceRef: "scalability" },
    ]); // prettier-ignore
  });

  // prettier-ignore
  const nothingStated: [string, Record<string, unknown>][] = [
    ["no authentication", { "user-authentication": "No authentication needed" }],
    ["no integrations", { integrations: ["No integrations needed"] }],
    ["no notifications", { notifications: "No notifications" }],
    ["no accessibility requirement", { usability: "No specific requirement" }],
    ["no retention requirement", { "data-retention": "No requirement" }],
    ["a stable number of users", { scalability: "No, the number of users is stable" }],
    ["search answered no", { "search-filter": false, "data-export": false }],
    ["follow-ups hidden by their parent", { "user-authentication": "No authentication needed", "user-roles": "Admin", "account-features": ["Password reset"] }],
    ["questions that state no requirement", { "business-goals": "Fewer lost books", hosting: "On our own server", deadline: "June" }],
  ];

  it.each(nothingStated)("states nothing for %s", (_when, answers) => {
    expect(requirementsFromChecklist({ answers, existing: [] })).toEqual([]);
  });

  it("states 'some growth' without a target", () => {
    expect(
      requirementsFromChecklist({
        answers: { scalability: "Some growth", "growth-target": "10,000" },
        existing: [],
      }),
    ).toEqual([
      {
        code: "NFR-1",
        type: "non-functional",
        description: "The application must handle some growth in the number of users.",
        priority: "must",
        sourceRef: "scalability",
      },
    ]);
  });

  it("states nothing again that is already recorded, and continues the codes", () => {
    const existing = [
      { code: "NFR-4", type: "non-functional" as const, description: "Pages must respond within 2 seconds." },
      {
        code: "FR-9",
        type: "functional" as const,
        description: "Users should be able to search and filter lists.",
      },
    ];
    const found = requirementsFromChecklist({
      answers: { performance: "Within 2 seconds", "search-filter": true, "data-export": true },
      existing,
    });
    expect(found.map((r) => [r.code, r.sourceRef])).toEqual([["FR-10", "data-export"]]);
  });

  it("gives the same result for the same answers twice", () => {
    expect(requirementsFromChecklist({ answers: fullAnswers, existing: [] })).toEqual(
      requirementsFromChecklist({ answers: fullAnswers, existing: [] }),
    );
  });
});
