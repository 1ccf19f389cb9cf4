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
    project: { id: 1, name: "City Library", description: "" },
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
      `I couldn't read a number in "quite a lot", so I kept your words as a note about users at the same time under "other constraints" on the checklist. About how many people will use it at the same time? Please give a number (or say "skip").`,
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

describe("interviewTurn: answers out of order", () => {
  const asked = (id: string, extra: Record<string, unknown> = {}) => ({
    stage: "checklist",
    askedQuestionId: id,
    skipped: [],
    ...extra,
  });

  it("keeps the asked question open when the reply only answers others, and comes back to it", () => {
    const out = turn({
      answers: { "product-purpose": "A vet clinic", "data-entities": "Pet: name" },
      message: "No, it's one clinic, maybe 500 owners",
      state: asked("business-goals"),
    });
    expect(out.answers).toEqual({
      "concurrent-users": 500,
      "constraints-other": `Note on users at the same time: "it's one clinic"`,
    });
    expect(out.state).toEqual({ ...asked("platform"), deferred: ["business-goals"] });
    expect(out.reply).toContain("I'll come back to the goals later. Where will people use it?");
  });

  it("leaves a question kept open for the checklist when the reply again answers others", () => {
    const out = turn({
      answers: { ...required, "business-goals": null, "user-types": "owner, receptionist, vet, admin" },
      message: "owner and vet",
      state: asked("business-goals", { deferred: ["business-goals"], reviewed: ["data-entities"] }),
    });
    expect(out.answers).toEqual({});
    expect(out.reply).toBe(
      "That's already on the checklist. I've left the goals for you to answer on the checklist. About how many people will use it at the same time?",
    );
    expect(out.state).toEqual(
      asked("concurrent-users", { skipped: ["business-goals"], reviewed: ["data-entities"] }),
    );
  });

  it("reads a list of users given for another question, with the roles when sign-in uses roles", () => {
    const out = turn({
      answers: {
        ...required,
        platform: null,
        "user-types": null,
        "user-authentication": "Accounts with roles and permissions",
      },
      message: "owner, receptionist, vet, admin",
      state: asked("platform"),
    });
    expect(out.answers).toEqual({
      "user-types": "owner, receptionist, vet, admin",
      "user-roles": "owner\nreceptionist\nvet\nadmin",
    });
    expect(out.reply).toMatch(
      /^Got it\. On the checklist I noted the users \(owner, receptionist, vet and admin\) and the roles\. I'll come back to the platform later\./,
    );
  });

  it("takes an answer to another choice question as such, not as a miss", () => {
    const out = turn({
      answers: { ...required, performance: null, security: null },
      message: "https",
      state: asked("performance"),
    });
    expect(out.answers).toEqual({ security: ["Encrypted connections (HTTPS)"] });
    expect(out.reply).toBe(
      "Got it. On the checklist I noted security (Encrypted connections (HTTPS)). I'll come back to response time later. About how many people will use it at the same time?",
    );
  });

  it("builds on the data and roles the checklist holds and says which answers it rewrote", () => {
    const out = turn({
      answers: {
        ...required,
        "user-roles": "Admin: manages users",
        "user-authentication": "Accounts with roles and permissions",
      },
      message: "Each book has a title, an author and an ISBN. Members see only their own loans.",
      state: { stage: "done", skipped: [] },
    });
    expect(out.answers).toEqual({
      "data-entities": "Book: title, author, ISBN",
      "user-roles": "Admin: manages users\nMembers: see only their own loans",
      "account-features": ["Users see only their own data"],
    });
    expect(out.replaced).toEqual(["user-roles", "data-entities"]);
    expect(out.reply).toContain("In the data, I added author and ISBN to Book.");
  });
});

describe("interviewTurn: asides beside an answer", () => {
  it("keeps the feature list one per line and files permissions and data besides", () => {
    const out = turn({
      answers: {
        ...required,
        "core-features": null,
        "user-authentication": "Accounts with roles and permissions",
      },
      message: "Borrow books\nMembers see only their own loans\nEach book has a title and an ISBN",
      state: { stage: "checklist", askedQuestionId: "core-features", skipped: [] },
    });
    expect(out.answers).toEqual({
      "core-features": "Borrow books\nMembers see only their own loans",
      "user-roles": "Members: see only their own loans",
      "account-features": ["Users see only their own data"],
      "data-entities": "Book: title, ISBN",
    });
    expect(out.requirements.map((r) => r.description)).toEqual([
      "Users must be able to borrow books.",
      "Members must be able to see only their own loans.",
    ]);
  });
});

describe("interviewTurn: free words", () => {
  const asked = (id: string) => ({ stage: "checklist", askedQuestionId: id, skipped: [] });

  it("says which sign-in a bare yes picked", () => {
    const out = turn({
      answers: { ...required, "user-authentication": null, "user-types": "Members" },
      message: "yes",
      state: asked("user-authentication"),
    });
    expect(out.answers).toEqual({ "user-authentication": "Username and password accounts" });
    expect(out.reply).toContain(
      `I took "yes" as Username and password accounts; say if you meant another option.`,
    );
  });

  it("reads a yes to sign-in as roles when several kinds of user were named", () => {
    const out = turn({
      answers: { ...required, "user-authentication": null, "user-types": "owner, vet, admin" },
      message: "yes",
      state: asked("user-authentication"),
    });
    expect(out.answers).toEqual({ "user-authentication": "Accounts with roles and permissions" });
    expect(out.reply).toContain(
      `I took "yes" as Accounts with roles and permissions, since you named several kinds of user; say if you meant another option.`,
    );
  });

  it.each([
    ["about five hundred", 500],
    ["a few dozen", 36],
    ["two dozen staff", 24],
    ["a couple of hundred people", 200],
  ])("reads %j as a number of users (%d)", (message, expected) => {
    const out = turn({ answers: required, message, state: asked("concurrent-users") });
    expect(out.answers).toEqual({ "concurrent-users": expected });
  });
});

describe("interviewTurn: the data question", () => {
  const project = { id: 1, name: "City Library", description: "" };
  const asked = { stage: "checklist", askedQuestionId: "search-filter", skipped: [] };
  const answers = {
    ...required,
    "search-filter": null,
    "data-entities": "Book: title\nMember: name\nLoan: book (Book), member (Member)",
  };

  it("puts the list to the user when the interview reaches it, pre-filled or not", () => {
    const out = turn({ project, answers, message: "yes", state: asked });
    expect(out.reply).toBe(
      "Got it. I captured FR-1 (Users must be able to search and filter lists). On the checklist I noted search and filter (yes). I'd keep Books, Members and Loans — anything to add or rename?",
    );
    expect(out.state).toEqual({ stage: "checklist", askedQuestionId: "data-entities", skipped: [] });
  });

  it("applies the corrections and asks the next question", () => {
    const state = { stage: "checklist", askedQuestionId: "data-entities", skipped: [] };
    const out = turn({ project, answers, message: "call members readers and add Author", state });
    expect(out.answers).toEqual({
      "data-entities": "Book: title\nReader: name\nLoan: book (Book), reader (Reader)\nAuthor",
    });
    expect(out.replaced).toEqual(["data-entities"]);
    expect(out.reply).toBe(
      "Got it. Renamed Member to Reader and added Author; I'd keep Books, Readers, Loans and Authors. Should users be able to search and filter lists? Yes or no is fine.",
    );
    expect(out.state).toEqual({ ...state, askedQuestionId: "search-filter", reviewed: ["data-entities"] });
  });

  it("keeps what it did not understand as a note and asks once more", () => {
    const state = { stage: "checklist", askedQuestionId: "data-entities", skipped: [] };
    const out = turn({ project, answers, message: "purple elephants", state });
    expect(out.answers).toEqual({ "constraints-other": 'Note on the data: "purple elephants"' });
    expect(out.reply).toBe(
      `I couldn't place "purple elephants", so I kept your words as a note about the data under "other constraints" on the checklist. I'd keep Books, Members and Loans — anything to add or rename?`,
    );
    expect(out.state).toEqual({ ...state, reasked: true });
  });

  it("reads things and details when there is no list to correct", () => {
    const state = { stage: "checklist", askedQuestionId: "data-entities", skipped: [] };
    const out = turn({
      project,
      answers: { ...answers, "data-entities": null },
      message: "Book: title, author\nFor each member we keep a name and an e-mail.",
      state,
    });
    expect(out.answers).toEqual({ "data-entities": "Book: title, author\nMember: name, e-mail" });
  });

  it("does not go back to the data once the interview is past it", () => {
    const out = turn({
      project,
      answers: { ...answers, "search-filter": true, integrations: null },
      message: "none",
      state: { stage: "checklist", askedQuestionId: "integrations", skipped: [] },
    });
    expect(out.state).toMatchObject({ askedQuestionId: "concurrent-users" });
  });
});

describe("interviewTurn: the idea", () => {
  it("files the idea's data statements and permissions, and reads the rest of the idea for the things it keeps", () => {
    const out = turn({
      project: { id: 1, name: "Paws", description: "" },
      message:
        "A booking app for our vet clinic. Each pet has a name and a breed. Owners see only their own pets.",
    });
    expect(out.answers).toMatchObject({
      "user-roles": "Owners: see only their own pets",
      "account-features": ["Users see only their own data"],
    });
    expect(out.answers["data-entities"]).toMatch(/^Pet: .*\bbreed\b/m);
    expect(out.answers["data-entities"]).not.toMatch(/^Breed:/m);
    // Whether the idea alone names pets is the lexicon's call; either way the breed is kept.
    expect(out.reply).toMatch(/In the data, I added (?:breed to Pet|Pet)\./);
  });
});

describe("interviewTurn: a requirement given for a question it does not answer", () => {
  const project = {
    id: 1,
    name: "Neighbourhood Library",
    description: "A lending library where members borrow books.",
  };
  it("records a 'must' sentence given for the goals as a requirement and keeps the goals open", () => {
    const out = turn({
      project,
      message: "Members must be able to reserve a book that is on loan.",
      answers: { "product-purpose": project.description },
      state: { stage: "checklist", askedQuestionId: "business-goals", skipped: [] },
    });
    expect(out.answers["business-goals"]).toBeUndefined();
    expect(out.requirements.map((r) => r.description)).toEqual([
      "Members must be able to reserve a book that is on loan.",
    ]);
    expect(out.reply).toContain("I'll come back to the goals later.");
  });

  it("records a user story given for the users as a story, not as the users", () => {
    const out = turn({
      project,
      message: "As a librarian, I want to see every overdue loan so that I can send reminders.",
      answers: { "product-purpose": project.description },
      state: { stage: "checklist", askedQuestionId: "user-types", skipped: [] },
    });
    expect(out.answers["user-types"]).toBeUndefined();
    expect(out.requirements.map((r) => r.type)).toEqual(["user-story"]);
  });

  it("records a user story given as the answer to a text question as a story too, whichever question", () => {
    for (const asked of ["core-features", "user-roles", "notification-events", "first-release"]) {
      const out = turn({
        project,
        message: "As a librarian, I want a list of overdue loans so that I can remind members.",
        answers: { "product-purpose": project.description },
        state: { stage: "checklist", askedQuestionId: asked, skipped: [] },
      });
      expect(
        out.requirements.map((r) => [r.type, r.description]),
        asked,
      ).toEqual([
        ["user-story", "As a librarian, I want a list of overdue loans so that I can remind members."],
      ]);
    }
  });

  it("records the quality a sentence states beside the answers it gives", () => {
    const out = turn({
      project,
      message: "The catalogue search should return results within 2 seconds for up to 500 concurrent users.",
      answers: { "product-purpose": project.description },
      state: { stage: "checklist", askedQuestionId: "platform", skipped: [] },
    });
    expect(out.answers).toMatchObject({ performance: "Within 2 seconds", "concurrent-users": 500 });
    expect(out.requirements.some((r) => r.type === "non-functional")).toBe(true);
  });
});
