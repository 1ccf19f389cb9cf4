import { describe, expect, it } from "vitest";
import { classifySentence, extractRequirements, splitSentences, type ExtractedRequirement } from "./extract";

const fr = (description: string, priority: ExtractedRequirement["priority"]): ExtractedRequirement => ({
  type: "functional",
  description,
  priority,
});
const us = (description: string, priority: ExtractedRequirement["priority"]): ExtractedRequirement => ({
  type: "user-story",
  description,
  priority,
});
const nfr = (
  description: string,
  priority: ExtractedRequirement["priority"],
  category: ExtractedRequirement["category"],
): ExtractedRequirement => ({
  type: "non-functional",
  description,
  priority,
  category,
});

// prettier-ignore
const sentences: { when: string; sentence: string; found: ExtractedRequirement[] }[] = [
  { when: "a modal sentence is kept as written, priority from 'must'", sentence: "Members must be able to renew a loan twice.", found: [fr("Members must be able to renew a loan twice.", "must")] },
  { when: "'should' gives priority should", sentence: "Librarians should be able to add new books to the catalogue.", found: [fr("Librarians should be able to add new books to the catalogue.", "should")] },
  { when: "'could' gives priority could", sentence: "Members could rate books.", found: [fr("Members could rate books.", "could")] },
  { when: "'nice to have' becomes a could-have feature of the application", sentence: "It would be nice to have a dark mode.", found: [fr("The application could provide a dark mode.", "could")] },
  { when: "someone doing something becomes a capability they must have", sentence: "Members borrow books and librarians manage the catalogue.", found: [fr("Members must be able to borrow books.", "must"), fr("Librarians must be able to manage the catalogue.", "must")] },
  { when: "the system doing something becomes what it must do", sentence: "The system sends a reminder e-mail two days before the due date.", found: [fr("The system must send a reminder e-mail two days before the due date.", "must")] },
  { when: "an instruction becomes what users must be able to do", sentence: "Track expenses by category.", found: [fr("Users must be able to track expenses by category.", "must")] },
  { when: "'allow X to' becomes X must be able to", sentence: "Allow members to reserve books that are on loan.", found: [fr("Members must be able to reserve books that are on loan.", "must")] },
  { when: "a wish in the first person speaks of users, 'want' giving should", sentence: "I want users to be able to export their data as CSV.", found: [fr("Users should be able to export their data as CSV.", "should")] },
  { when: "'we need' gives priority must", sentence: "We need members to pay fines online.", found: [fr("Members must be able to pay fines online.", "must")] },
  { when: "an idea is read for the capability in its 'where' clause", sentence: "A lending library where members borrow books with due dates.", found: [fr("Members must be able to borrow books with due dates.", "must")] },
  { when: "an idea's 'to' clause speaks of users", sentence: "Hi! I want to build an app to track expenses.", found: [fr("Users must be able to track expenses.", "must")] },
  { when: "an idea's 'that lets' clause names who acts", sentence: "An app that lets dog owners book walks", found: [fr("Dog owners must be able to book walks.", "must")] },
  { when: "what happens to things is context in a chat, never a user's capability", sentence: "Stock goes down when an order is placed.", found: [] },
  { when: "'cannot' about things becomes 'must not'", sentence: "Sold out products cannot be ordered.", found: [fr("Sold out products must not be ordered.", "must")] },
  { when: "'cannot' about people becomes 'must not be able to'", sentence: "Guests cannot check out.", found: [fr("Guests must not be able to check out.", "must")] },
  { when: "a response time is performance, the figure kept", sentence: "Pages must load within 2 seconds.", found: [nfr("Pages must load within 2 seconds.", "must", "performance")] },
  { when: "an uptime figure is availability, the figure kept", sentence: "The site must be available 99.9% of the time.", found: [nfr("The site must be available 99.9% of the time.", "must", "availability")] },
  { when: "two security clauses become two requirements", sentence: "Passwords must be stored hashed and all traffic must use HTTPS.", found: [nfr("Passwords must be stored hashed.", "must", "security"), nfr("All traffic must use HTTPS.", "must", "security")] },
  { when: "ease of use is usability, 'it' named as the application", sentence: "It should be easy to use on phones.", found: [nfr("The application should be easy to use on phones.", "should", "usability")] },
  { when: "a standard is usability", sentence: "The website should be WCAG 2.1 AA compliant.", found: [nfr("The website should be WCAG 2.1 AA compliant.", "should", "usability")] },
  { when: "users at the same time is scalability, the figure kept", sentence: "The app must support 500 users at the same time.", found: [nfr("The app must support 500 users at the same time.", "must", "scalability")] },
  { when: "a weak quality word alone makes a quality requirement", sentence: "The site must be secure.", found: [nfr("The site must be secure.", "must", "security")] },
  { when: "a weak quality word does not outweigh a person acting", sentence: "Members can quickly find books by title or author.", found: [fr("Members can quickly find books by title or author.", "should")] },
  { when: "a password mentioned in a user action stays a feature", sentence: "Users need to log in with a password.", found: [fr("Users must be able to log in with a password.", "must")] },
  { when: "a user story is normalised: comma after the role, capital I, full stop", sentence: "as a member i want to see my loans so that I can return books on time", found: [us("As a member, I want to see my loans so that I can return books on time.", "should")] },
  { when: "a user story that needs something is a must", sentence: "As an admin, I need to block members who never return books.", found: [us("As an admin, I need to block members who never return books.", "must")] },
  { when: "a greeting states nothing", sentence: "Hi there!", found: [] },
  { when: "thanks state nothing", sentence: "Thanks!", found: [] },
  { when: "'ok' states nothing", sentence: "ok", found: [] },
  { when: "a question states nothing", sentence: "Can members renew loans?", found: [] },
  { when: "a fact about the world states nothing", sentence: "The library has about 2000 books.", found: [] },
  { when: "a very short fragment states nothing", sentence: "Books", found: [] },
  { when: "a quality phrase without a verb (a picked option) states nothing", sentence: "Mostly on phones", found: [] },
];

describe("classifySentence", () => {
  it.each(sentences)("$when", ({ sentence, found }) => {
    expect(classifySentence(sentence)).toEqual(found);
  });
});

describe("splitSentences", () => {
  it("splits at sentence ends, line breaks and semicolons but not inside figures or 'e.g.'", () => {
    expect(
      splitSentences(
        "Uptime must be 99.9%. Pages load fast; e.g. the list loads at once!\nMembers borrow books",
      ),
    ).toEqual([
      "Uptime must be 99.9%.",
      "Pages load fast",
      "e.g. the list loads at once!",
      "Members borrow books",
    ]);
  });
});

describe("extractRequirements", () => {
  it("numbers each type after the highest existing code of that type", () => {
    const existing = [
      { code: "FR-2", type: "functional" as const, description: "Members must be able to borrow books." },
      { code: "NFR-7", type: "non-functional" as const, description: "Pages must load within 2 seconds." },
    ];
    const found = extractRequirements(
      "Members can renew loans. It must be available 99% of the time. As a member, I want reminders.",
      existing,
    );
    expect(found.map((r) => r.code)).toEqual(["FR-3", "NFR-8", "US-1"]);
  });

  it("leaves out what is already recorded, whatever the wording's modal, case or plural", () => {
    const existing = [
      { code: "FR-1", type: "functional" as const, description: "Members must be able to borrow books." },
    ];
    expect(extractRequirements("members borrow a book", existing)).toEqual([]);
    expect(extractRequirements("Members should be able to borrow books!", existing)).toEqual([]);
  });

  it("keeps one of two near-identical sentences in the same message", () => {
    const found = extractRequirements(
      "Members must be able to renew loans. Members must be able to renew their loans!",
    );
    expect(found).toEqual([
      {
        type: "functional",
        description: "Members must be able to renew loans.",
        priority: "must",
        code: "FR-1",
      },
    ]);
  });

  it("keeps requirements that only share some words", () => {
    const existing = [
      { code: "FR-1", type: "functional" as const, description: "Members must be able to borrow books." },
    ];
    expect(
      extractRequirements("Members must be able to borrow books with due dates.", existing).map(
        (r) => r.code,
      ),
    ).toEqual(["FR-2"]);
  });

  it("gives the same result for the same message twice", () => {
    const message =
      "A tool where beekeepers log hive inspections. Pages must load within 1 second. As a beekeeper, I want alerts.";
    expect(extractRequirements(message)).toEqual(extractRequirements(message));
  });
});
