import { describe, expect, it } from "vitest";
import type { RequirementsTurnInput } from "./agent";
import { interviewTurn, nextQuestion, readInterviewState } from "./interview";

/** Every required question answered, no optional one. */
const required: Record<string, unknown> = {
  "product-purpose": "A lending library",
  "business-goals": "Fewer lost books",
  platform: "Web browser on desktop and mobile",
  "user-types": "Members",
  "user-authentication": "No authentication needed",
  "core-features": "Borrow books",
  "search-filter": true,
  "data-entities": "Book: title",
  integrations: ["No integrations needed"],
  performance: "Within 2 seconds",
  security: ["Encrypted connections (HTTPS)"],
  scalability: "Some growth",
  hosting: "No preference",
  "phased-delivery": "No, deliver everything at once",
};
const optional: Record<string, unknown> = {
  "concurrent-users": 20,
  "user-stories": "As a member, I want reminders.",
  notifications: "By e-mail",
  "data-retention": "No requirement",
  "data-export": false,
  usability: "No specific requirement",
  availability: "Business hours only",
};

function turn(overrides: Partial<RequirementsTurnInput>) {
  return interviewTurn({
    project: { name: "City Library", description: "" },
    message: "ok",
    history: [],
    answers: {},
    existing: [],
    state: {},
    ...overrides,
  });
}

describe("readInterviewState", () => {
  it("starts a new interview from the first turn's {} or anything unreadable", () => {
    expect(readInterviewState({})).toEqual({ stage: "idea", skipped: [] });
    expect(readInterviewState({ stage: "interviewing", skipped: "none" })).toEqual({
      stage: "idea",
      skipped: [],
    });
  });

  it("reads back a stored state", () => {
    const state = {
      stage: "checklist",
      askedQuestionId: "platform",
      reasked: true,
      skipped: ["business-goals"],
    };
    expect(readInterviewState(state)).toEqual(state);
  });
});

describe("nextQuestion", () => {
  it("asks the first unanswered required question in checklist order", () => {
    expect(nextQuestion({}, [])?.id).toBe("product-purpose");
    expect(nextQuestion({ "product-purpose": "A library" }, ["business-goals"])?.id).toBe("platform");
  });

  it("asks optional questions worth asking only after every required one", () => {
    expect(nextQuestion({ ...required, performance: null }, [])?.id).toBe("performance");
    expect(nextQuestion(required, [])?.id).toBe("concurrent-users");
  });

  it("asks a follow-up only while its parent's answer shows it", () => {
    const withAccounts = { ...required, "user-authentication": "Username and password accounts" };
    expect(nextQuestion(withAccounts, [])?.id).toBe("user-roles");
    expect(nextQuestion({ ...required, ...optional }, [])).toBeUndefined();
    expect(
      nextQuestion({ ...required, ...optional, scalability: "Yes, expecting significant growth" }, [])?.id,
    ).toBe("growth-target");
  });

  it("never asks a skipped question or one whose answer states no requirement", () => {
    const open = { ...required, ...optional, "data-export": undefined };
    expect(nextQuestion(open, ["data-export"])).toBeUndefined();
    expect(nextQuestion({ ...required, ...optional }, [])).toBeUndefined();
  });
});

describe("interviewTurn", () => {
  it("asks a text question again when the reply is only an 'ok', then leaves it for the checklist", () => {
    const state = { stage: "checklist", askedQuestionId: "user-types", skipped: [] };
    const first = turn({ answers: { "product-purpose": "A library" }, message: "ok", state });
    expect(first.reply).toBe("Could you tell me a bit more? Who will use it? Tell me each kind of user.");
    expect(first.state).toEqual({ ...state, reasked: true });
    const second = turn({
      answers: { "product-purpose": "A library" },
      message: "thanks",
      state: first.state,
    });
    expect(second.reply).toBe(
      "Let's move on; I've left that question for you to answer on the checklist. What are the main goals the app should achieve?",
    );
    expect(second.state).toEqual({
      stage: "checklist",
      askedQuestionId: "business-goals",
      skipped: ["user-types"],
    });
  });

  it("asks for a number again when the reply has none, keeping the reply as a note", () => {
    const out = turn({
      answers: required,
      message: "quite a lot",
      state: { stage: "checklist", askedQuestionId: "concurrent-users", skipped: [] },
    });
    expect(out.reply).toBe(
      `I couldn't read an answer in that. I couldn't place "quite a lot", so I kept your words as a note about users at the same time under "other constraints" on the checklist. About how many people will use it at the same time? Please give a number (or say "skip").`,
    );
    expect(out.answers).toEqual({ "constraints-other": 'Note on users at the same time: "quite a lot"' });
  });

  it("reads a head count in the user's words and keeps the rest as a note", () => {
    const out = turn({
      answers: required,
      message: "No, it's one clinic, maybe 500 owners",
      state: { stage: "checklist", askedQuestionId: "concurrent-users", skipped: [] },
    });
    expect(out.answers).toEqual({
      "concurrent-users": 500,
      "constraints-other": `Note on users at the same time: "it's one clinic"`,
    });
    expect(out.reply).toContain(`I kept your words as a note about users at the same time`);
  });

  it("adds a note below the notes already on the checklist", () => {
    const out = turn({
      answers: { ...required, platform: null, "constraints-other": "Budget under 5k" },
      message: "on the moon",
      state: { stage: "checklist", askedQuestionId: "platform", skipped: [] },
    });
    expect(out.answers).toEqual({
      "constraints-other": `Budget under 5k\nNote on the platform: "on the moon"`,
    });
  });

  it("records the number of users given while another question is asked under that question", () => {
    const out = turn({
      answers: { ...required, hosting: null },
      message: "we'll host it on site, we have about 300 users",
      state: { stage: "checklist", askedQuestionId: "hosting", skipped: [] },
    });
    expect(out.answers).toEqual({ hosting: "On our own server", "concurrent-users": 300 });
    expect(out.reply).toContain("users at the same time (300)");
  });

  it("never overwrites an answer the user gave, even when a message mentions another", () => {
    const out = turn({
      answers: { ...required, performance: "Within 5 seconds" },
      message: "Pages must load within 2 seconds",
      state: { stage: "done", skipped: [] },
    });
    expect(out.answers).toEqual({});
    expect(out.requirements).toEqual([
      {
        code: "NFR-1",
        type: "non-functional",
        description: "Pages must load within 2 seconds.",
        priority: "must",
      },
    ]);
  });

  it("moves on when the asked question was meanwhile answered on the checklist", () => {
    const out = turn({
      answers: { "product-purpose": "A library", "business-goals": "Less paperwork" },
      message: "Staff and members",
      state: { stage: "checklist", askedQuestionId: "business-goals", skipped: [] },
    });
    expect(out.answers).toEqual({});
    expect(out.state).toMatchObject({ askedQuestionId: "platform" });
  });

  it("keeps an answered purpose when the first message is the idea", () => {
    const out = turn({
      answers: { "product-purpose": "A library for the village" },
      message: "Members borrow books from the village library.",
    });
    expect(out.answers).toEqual({});
    expect(out.reply).toBe(
      "Thanks! I captured FR-1 (Members must be able to borrow books from the village library). What are the main goals the app should achieve?",
    );
  });

  it("says what the checklist still needs when a required question was skipped", () => {
    const out = turn({
      answers: { ...required, ...optional, hosting: undefined },
      message: "skip",
      state: { stage: "checklist", askedQuestionId: "hosting", skipped: [] },
    });
    expect(out.reply).toBe(
      `No problem, let's skip that one. That's all my questions. The checklist still needs an answer to "Where will it run?": please fill it in on the checklist, then generate the SRS.`,
    );
    expect(out.state).toEqual({ stage: "done", skipped: ["hosting"] });
  });

  it("after the interview, captures what the user adds and points to the SRS", () => {
    const done = { stage: "done", skipped: [] };
    const added = turn({
      answers: { ...required, ...optional },
      message: "Librarians should be able to print overdue lists.",
      state: done,
    });
    expect(added.reply).toBe(
      "Thanks! I captured FR-1 (Librarians should be able to print overdue lists). Anything else? Otherwise, review the checklist and generate the SRS.",
    );
    const chatter = turn({ answers: { ...required, ...optional }, message: "thanks", state: done });
    expect(chatter.reply).toBe(
      "I didn't find a new requirement in that. Tell me anything else users must be able to do, or review the checklist and generate the SRS.",
    );
    expect(chatter.state).toEqual(done);
  });

  it("lists five captured requirements and counts the rest", () => {
    const message = [
      "Members borrow books",
      "Members renew loans",
      "Members reserve books",
      "Members rate books",
      "Members review books",
      "Members share lists",
      "Members follow authors",
    ].join(". ");
    const out = turn({
      answers: { ...required, ...optional },
      message,
      state: { stage: "done", skipped: [] },
    });
    expect(out.reply).toBe(
      "Thanks! I captured FR-1 (Members must be able to borrow books), FR-2 (Members must be able to renew loans), FR-3 (Members must be able to reserve books), FR-4 (Members must be able to rate books), FR-5 (Members must be able to review books) and 2 more. Anything else? Otherwise, review the checklist and generate the SRS.",
    );
    expect(out.requirements.map((r) => r.code)).toEqual([
      "FR-1",
      "FR-2",
      "FR-3",
      "FR-4",
      "FR-5",
      "FR-6",
      "FR-7",
    ]);
  });
});
