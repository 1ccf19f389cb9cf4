import { describe, expect, it } from "vitest";
import { questionIndex } from "../../../../domain/checklist/question-bank";
import { validateAnswers } from "../../../../domain/checklist/validate-answers";
import { isSkip, parseAnswer } from "./answer-parsing";
import { pickUpAnswers } from "./pickup-answers";

const questions = questionIndex();
function parse(id: string, reply: string): unknown {
  const question = questions.get(id);
  if (!question) throw new Error(`No question ${id}`);
  const parsed = parseAnswer(question, reply);
  return parsed.ok ? parsed.value : "no answer";
}

// prettier-ignore
const cases: { when: string; id: string; reply: string; answer: unknown }[] = [
  { when: "a select matches a figure", id: "performance", reply: "2 seconds", answer: "Within 2 seconds" },
  { when: "a select matches a number word", id: "performance", reply: "five seconds is fine", answer: "Within 5 seconds" },
  { when: "a select matches a synonym", id: "performance", reply: "instantly please", answer: "Within 1 second" },
  { when: "a select matches the option's words", id: "user-authentication", reply: "accounts with roles", answer: "Accounts with roles and permissions" },
  { when: "a select reads 'no login needed' as no authentication", id: "user-authentication", reply: "no login needed", answer: "No authentication needed" },
  { when: "a select reads a bare 'no'", id: "scalability", reply: "no", answer: "No, the number of users is stable" },
  { when: "a select reads a bare 'yes'", id: "phased-delivery", reply: "yes", answer: "Yes, prefer phased delivery with multiple releases" },
  { when: "the longer phrase wins over a shorter one", id: "scalability", reply: "yes, some growth", answer: "Some growth" },
  { when: "a combined option needs both parts", id: "notifications", reply: "in the app and by e-mail", answer: "In the app and by e-mail" },
  { when: "one part alone picks the single option", id: "notifications", reply: "email", answer: "By e-mail" },
  { when: "a select reads an availability figure", id: "availability", reply: "99.9", answer: "99.9% (about 9 hours down a year)" },
  { when: "a select reads a place", id: "hosting", reply: "AWS probably", answer: "In a cloud provider" },
  { when: "a select refuses a tie", id: "performance", reply: "a few seconds", answer: "no answer" },
  { when: "a select refuses an unrelated reply", id: "platform", reply: "purple", answer: "no answer" },
  { when: "a multiselect takes every matching option", id: "integrations", reply: "payments and email", answer: ["Payments", "E-mail delivery"] },
  { when: "a multiselect reads 'none' as its none-option", id: "integrations", reply: "none", answer: ["No integrations needed"] },
  { when: "a multiselect drops its none-option beside real ones", id: "integrations", reply: "no, just Stripe", answer: ["Payments"] },
  { when: "a multiselect reads 'all'", id: "account-features", reply: "all of them", answer: ["Password reset", "Profile page", "Administrator manages users", "Users see only their own data"] },
  { when: "a multiselect reads technical words", id: "security", reply: "https, hashed passwords and 2FA", answer: ["Encrypted connections (HTTPS)", "Passwords stored hashed", "Two-step sign-in"] },
  { when: "a multiselect refuses an unrelated reply", id: "security", reply: "the usual", answer: "no answer" },
  { when: "a boolean reads yes", id: "search-filter", reply: "Yes please", answer: true },
  { when: "a boolean reads no", id: "data-export", reply: "nope", answer: false },
  { when: "a boolean takes the first of yes and no", id: "search-filter", reply: "yes, but not filters", answer: true },
  { when: "a boolean refuses a reply without yes or no", id: "search-filter", reply: "maybe later on", answer: "no answer" },
  { when: "a number takes the first number", id: "concurrent-users", reply: "about 200 people", answer: 200 },
  { when: "a number reads a number word", id: "concurrent-users", reply: "a hundred at most", answer: 100 },
  { when: "a number refuses a reply without one", id: "concurrent-users", reply: "lots", answer: "no answer" },
  { when: "a number prefers a head count to a count of places", id: "concurrent-users", reply: "No, it's one clinic, maybe 500 owners", answer: 500 },
  { when: "a number reads thousands as k", id: "concurrent-users", reply: "about 2k users", answer: 2000 },
  { when: "a number reads a vague amount", id: "concurrent-users", reply: "a few hundred", answer: 300 },
  { when: "a number counts the speaker too", id: "concurrent-users", reply: "just me and two colleagues", answer: 3 },
  { when: "a number reads 'one site' as one", id: "concurrent-users", reply: "one site", answer: 1 },
  { when: "a number reads a lone number word", id: "concurrent-users", reply: "twenty", answer: 20 },
  { when: "a number reads number words", id: "concurrent-users", reply: "about five hundred", answer: 500 },
  { when: "a number reads dozens", id: "concurrent-users", reply: "a few dozen", answer: 36 },
  { when: "a number reads a count of dozens", id: "concurrent-users", reply: "two dozen users", answer: 24 },
  { when: "a number reads 'hundreds of'", id: "concurrent-users", reply: "hundreds of owners", answer: 200 },
  { when: "a select reads free words for its place", id: "hosting", reply: "we'll host it on site", answer: "On our own server" },
  { when: "a text takes the reply", id: "user-types", reply: "Members and librarians", answer: "Members and librarians" },
  { when: "a text takes a one-word reply", id: "user-types", reply: "Beekeepers", answer: "Beekeepers" },
  { when: "a text refuses an 'ok'", id: "business-goals", reply: "ok", answer: "no answer" },
  { when: "a text refuses a question back", id: "business-goals", reply: "what do you mean?", answer: "no answer" },
];

describe("parseAnswer", () => {
  it.each(cases)("$when ($id: $reply)", ({ id, reply, answer }) => {
    expect(parse(id, reply)).toEqual(answer);
  });

  it("produces only answers that the question bank accepts", () => {
    for (const { id, reply, answer } of cases) {
      if (answer !== "no answer")
        expect(validateAnswers({ [id]: parse(id, reply) })).toMatchObject({ ok: true });
    }
  });
});

describe("isSkip", () => {
  it.each(["skip", "Skip this one", "next", "I don't know", "not sure yet", "no idea", "pass"])(
    "reads %j as skipping",
    (reply) => {
      expect(isSkip(reply)).toBe(true);
    },
  );

  it.each(["no", "no preference", "Members and librarians"])("does not read %j as skipping", (reply) => {
    expect(isSkip(reply)).toBe(false);
  });
});

// prettier-ignore
const pickups: { when: string; message: string; answers: Record<string, unknown> }[] = [
  { when: "a response time answers performance", message: "It must respond within 2 seconds.", answers: { performance: "Within 2 seconds" } },
  { when: "'no login needed' answers sign-in", message: "Anyone can browse, no login needed.", answers: { "user-authentication": "No authentication needed" } },
  { when: "roles and permissions answer sign-in", message: "Staff get roles and permissions.", answers: { "user-authentication": "Accounts with roles and permissions" } },
  { when: "searching answers search-filter", message: "Members can search the catalogue.", answers: { "search-filter": true } },
  { when: "no search answers search-filter with no", message: "We don't need search.", answers: { "search-filter": false } },
  { when: "an export answers data-export", message: "Librarians export loans to Excel.", answers: { "data-export": true } },
  { when: "uptime figures answer availability", message: "Uptime of 99% is plenty.", answers: { availability: "99% (about 3.5 days down a year)" } },
  { when: "WCAG answers usability", message: "It should meet WCAG.", answers: { usability: "WCAG 2.1 AA" } },
  { when: "security techniques answer security", message: "Use HTTPS and keep an audit trail for GDPR.", answers: { security: ["Encrypted connections (HTTPS)", "Audit log of changes", "Personal data protection (GDPR)"] } },
  { when: "users at the same time answer concurrent-users", message: "Expect 1,500 users at the same time.", answers: { "concurrent-users": 1500 } },
  { when: "a head count in passing answers concurrent-users", message: "We have about 300 users.", answers: { "concurrent-users": 300 } },
  { when: "the speaker and colleagues answer concurrent-users", message: "It's just me and two colleagues.", answers: { "concurrent-users": 3 } },
  { when: "a count of places answers nothing", message: "It's one clinic.", answers: {} },
  { when: "mobile first answers platform", message: "It is mobile-first.", answers: { platform: "Mobile browser first" } },
  { when: "an ordinary sentence answers nothing", message: "Members borrow books.", answers: {} },
];

describe("pickUpAnswers", () => {
  it.each(pickups)("$when", ({ message, answers }) => {
    expect(pickUpAnswers(message)).toEqual(answers);
    expect(validateAnswers(answers)).toMatchObject({ ok: true });
  });
});

describe("reading a count among measures", () => {
  const concurrentUsers = questionIndex().get("concurrent-users");
  it.each([
    ["about 200 people", 200],
    ["pages must load within 2 seconds for 300 users", 300],
    ["99.9% of the time, 50 at once", 50],
    ["around 2k users", 2000],
    ["twenty", 20],
  ])("reads %j as %d", (reply, expected) => {
    if (!concurrentUsers) throw new Error("concurrent-users is missing from the question bank");
    expect(parseAnswer(concurrentUsers, reply)).toEqual({ ok: true, value: expected });
  });

  it("does not answer with a number that is only a measure", () => {
    if (!concurrentUsers) throw new Error("concurrent-users is missing from the question bank");
    expect(parseAnswer(concurrentUsers, "pages must load within 2 seconds")).toEqual({ ok: false });
  });
});
