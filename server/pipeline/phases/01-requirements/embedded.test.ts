import { describe, expect, it } from "vitest";
import type { RequirementType } from "../../../../domain/api/requirements";
import { validateAnswers } from "../../../../domain/checklist/validate-answers";
import type { RequirementsTurnInput } from "./agent";
import { createEmbeddedRequirementsAgent } from "./embedded";
import { suggestDataEntities } from "./suggest-entities";

const agent = createEmbeddedRequirementsAgent();

type Known = { code: string; type: RequirementType; description: string };
interface Turn {
  user: string;
  reply: string;
  answers: Record<string, unknown>;
  codes: string[];
}
interface Conversation {
  project: { id: number; name: string; description: string };
  answers?: Record<string, unknown>;
  existing?: Known[];
  state?: Record<string, unknown>;
}

/** Plays a conversation the way the chat does: each turn's answers, requirements and state feed the next. */
async function play(conversation: Conversation, turns: readonly Turn[]) {
  let answers = { ...conversation.answers };
  let existing = [...(conversation.existing ?? [])];
  let state = conversation.state ?? {};
  const seen: Turn[] = [];
  for (const turn of turns) {
    const out = await agent.turn({
      project: conversation.project,
      message: turn.user,
      history: [],
      answers,
      existing,
      state,
    });
    expect(validateAnswers(out.answers)).toMatchObject({ ok: true });
    expect(JSON.parse(JSON.stringify(out.state))).toEqual(out.state);
    seen.push({
      user: turn.user,
      reply: out.reply,
      answers: out.answers,
      codes: out.requirements.map((r) => r.code),
    });
    answers = { ...answers, ...out.answers };
    existing = [...existing, ...out.requirements];
    state = out.state;
  }
  return { seen, existing, state };
}

describe("the embedded agent's greeting", () => {
  it("asks for the idea in the user's own words when the project has no description", () => {
    expect(agent.greeting({ name: "City Library", description: "" })).toBe(
      `Hi! I'm the Requirements AI. Let's work out what "City Library" needs: I'll ask a few questions and fill in the requirements checklist as we go. To start, describe your idea in your own words: what should the app do, and for whom?`,
    );
  });

  it("quotes a real description and asks for the most important capability instead", () => {
    expect(
      agent.greeting({
        name: "Hive Log",
        description: "A tool where beekeepers log hive inspections and honey harvests",
      }),
    ).toBe(
      `Hi! I'm the Requirements AI. Let's work out what "Hive Log" needs: I'll ask a few questions and fill in the requirements checklist as we go. You described it as: "A tool where beekeepers log hive inspections and honey harvests". What is the most important thing its users must be able to do?`,
    );
  });

  it("treats a two-word description as no description", () => {
    expect(agent.greeting({ name: "Todo", description: "todo app" })).toContain(
      "To start, describe your idea in your own words",
    );
  });
});

describe("a conversation about a lending library, from the first message", () => {
  // prettier-ignore
  const turns: Turn[] = [
    { user: "Hi!",
      reply: `I'd love to hear a bit more about the idea. In a sentence or two, what should the app do, and for whom? For example: "A lending library where members borrow books with due dates."`,
      answers: {}, codes: [] },
    { user: "A lending library where members borrow books with due dates. Pages must load within 2 seconds.",
      reply: "Thanks! I captured FR-1 (Members must be able to borrow books with due dates) and NFR-1 (Pages must load within 2 seconds). On the checklist I noted the purpose and response time (Within 2 seconds). What are the main goals the app should achieve?",
      answers: { "product-purpose": "A lending library where members borrow books with due dates. Pages must load within 2 seconds.", performance: "Within 2 seconds" },
      codes: ["FR-1", "NFR-1"] },
    { user: "Fewer lost books and less paperwork for the staff",
      reply: "Got it. On the checklist I noted the goals. Where will people use it? For example: Web browser on desktop and mobile, Web browser on desktop only or Mobile browser first.",
      answers: { "business-goals": "Fewer lost books and less paperwork for the staff" }, codes: [] },
    { user: "Mostly on phones",
      reply: "Got it. On the checklist I noted the platform (Mobile browser first). Who will use it? Tell me each kind of user.",
      answers: { platform: "Mobile browser first" }, codes: [] },
    { user: "Members and librarians",
      reply: "Got it. On the checklist I noted the users. How should people sign in? For example: Username and password accounts, Accounts with roles and permissions or No authentication needed.",
      answers: { "user-types": "Members and librarians" }, codes: [] },
    { user: "purple",
      reply: `I couldn't match "purple" to one of the options, so I kept your words as a note about sign-in under "other constraints" on the checklist. How should people sign in? Please pick one of: Username and password accounts, Accounts with roles and permissions or No authentication needed (or say "skip").`,
      answers: { "constraints-other": 'Note on sign-in: "purple"' }, codes: [] },
    { user: "accounts with roles",
      reply: "Got it. I captured FR-2 (Users must be able to sign in to an account whose role decides what they may do). On the checklist I noted sign-in (Accounts with roles and permissions). What are the main things users must be able to do? One per line works best.",
      answers: { "user-authentication": "Accounts with roles and permissions" }, codes: ["FR-2"] },
    { user: "Borrow books\nRenew loans online\nLibrarians add new books to the catalogue",
      reply: "Got it. I captured FR-3 (Users must be able to borrow books), FR-4 (Users must be able to renew loans online) and FR-5 (Librarians must be able to add new books to the catalogue). On the checklist I noted the main features. Should users be able to search and filter lists? Yes or no is fine.",
      answers: { "core-features": "Borrow books\nRenew loans online\nLibrarians add new books to the catalogue" }, codes: ["FR-3", "FR-4", "FR-5"] },
  ];

  it("greets, takes the idea, walks the required questions and re-asks an unmatched choice once", async () => {
    const { seen, existing, state } = await play(
      { project: { id: 1, name: "City Library", description: "" } },
      turns,
    );
    expect(seen).toEqual(turns);
    expect(existing.map((r) => `${r.code} ${r.description}`)).toEqual([
      "FR-1 Members must be able to borrow books with due dates.",
      "NFR-1 Pages must load within 2 seconds.",
      "FR-2 Users must be able to sign in to an account whose role decides what they may do.",
      "FR-3 Users must be able to borrow books.",
      "FR-4 Users must be able to renew loans online.",
      "FR-5 Librarians must be able to add new books to the catalogue.",
    ]);
    expect(state).toEqual({ stage: "checklist", askedQuestionId: "search-filter", skipped: [] });
  });
});

describe("a conversation about an unfamiliar idea with a description", () => {
  const project = {
    id: 1,
    name: "Hive Log",
    description: "A tool where beekeepers log hive inspections and honey harvests",
  };
  // prettier-ignore
  const turns: Turn[] = [
    { user: "Beekeepers record each inspection with the date and notes.",
      reply: "Thanks! I captured FR-1 (Beekeepers must be able to record each inspection with the date and notes). On the checklist I noted the purpose. What are the main goals the app should achieve?",
      answers: { "product-purpose": "A tool where beekeepers log hive inspections and honey harvests" }, codes: ["FR-1"] },
    { user: "skip",
      reply: "No problem, let's skip that one. Where will people use it? For example: Web browser on desktop and mobile, Web browser on desktop only or Mobile browser first.",
      answers: {}, codes: [] },
    { user: "on the moon",
      reply: `I couldn't match "on the moon" to one of the options, so I kept your words as a note about the platform under "other constraints" on the checklist. Where will people use it? Please pick one of: Web browser on desktop and mobile, Web browser on desktop only or Mobile browser first (or say "skip").`,
      answers: { "constraints-other": 'Note on the platform: "on the moon"' }, codes: [] },
    { user: "somewhere nice",
      reply: `Let's move on; I've left that question for you to answer on the checklist. I couldn't place "somewhere nice", so I kept your words as a note about the platform under "other constraints" on the checklist. Who will use it? Tell me each kind of user.`,
      answers: { "constraints-other": 'Note on the platform: "on the moon"\nNote on the platform: "somewhere nice"' }, codes: [] },
    { user: "Beekeepers, no login needed",
      reply: "Got it. On the checklist I noted the users and sign-in (No authentication needed). What are the main things users must be able to do? One per line works best.",
      answers: { "user-types": "Beekeepers, no login needed", "user-authentication": "No authentication needed" }, codes: [] },
    { user: "Log inspections\nRecord honey harvests per hive\nSee the history of each hive",
      reply: "Got it. I captured FR-2 (Users must be able to log inspections), FR-3 (Users must be able to record honey harvests per hive) and FR-4 (Users must be able to see the history of each hive). On the checklist I noted the main features. Should users be able to search and filter lists? Yes or no is fine.",
      answers: { "core-features": "Log inspections\nRecord honey harvests per hive\nSee the history of each hive" }, codes: ["FR-2", "FR-3", "FR-4"] },
    { user: "no",
      reply: "Got it. On the checklist I noted search and filter (no). I'd keep Beekeepers, Hives, Inspections and Harvests — anything to add or rename?",
      answers: { "search-filter": false }, codes: [] },
    { user: "looks good",
      reply: "Got it. I'll keep Beekeepers, Hives, Inspections and Harvests. Does it need to work with any outside services? You can pick several: Payments, E-mail delivery, Maps and locations, Calendars, File storage, Single sign-on or No integrations needed.",
      answers: {}, codes: [] },
  ];

  it("takes the description as the purpose, skips on request, gives up after one re-ask and picks up a stray answer", async () => {
    const { seen, state } = await play(
      { project, answers: { "data-entities": suggestDataEntities(project) } },
      turns,
    );
    expect(seen).toEqual(turns);
    expect(state).toEqual({
      stage: "checklist",
      askedQuestionId: "integrations",
      skipped: ["business-goals", "platform"],
      reviewed: ["data-entities"],
    });
  });
});

describe("a conversation that finishes the checklist", () => {
  const project = { id: 1, name: "Candle Shop", description: "An online shop selling handmade candles" };
  const answers: Record<string, unknown> = {
    "product-purpose": "An online shop selling handmade candles",
    "business-goals": "Sell more candles online",
    platform: "Web browser on desktop and mobile",
    "user-types": "Customers and the shop owner",
    "user-authentication": "No authentication needed",
    "core-features": "Browse candles\nOrder candles\nPay online",
    "search-filter": true,
    "data-entities": suggestDataEntities(project),
    "concurrent-users": 50,
    "user-stories": "As a customer, I want to track my order so that I know when it arrives.",
    notifications: "By e-mail",
    "data-retention": "At least seven years (records retention)",
    "data-export": false,
    usability: "WCAG 2.1 AA",
  };
  const existing: Known[] = [
    { code: "FR-1", type: "functional", description: "Users must be able to browse candles." },
    { code: "FR-2", type: "functional", description: "Users must be able to order candles." },
    { code: "FR-3", type: "functional", description: "Users must be able to pay online." },
  ];
  // prettier-ignore
  const turns: Turn[] = [
    { user: "payments and email",
      reply: "Got it. I captured FR-4 (The application must take payments through a payment provider) and FR-5 (The application must send e-mail through an e-mail delivery service). On the checklist I noted integrations (Payments and E-mail delivery). How fast must pages respond? For example: Within 1 second, Within 2 seconds or Within 5 seconds.",
      answers: { integrations: ["Payments", "E-mail delivery"] }, codes: ["FR-4", "FR-5"] },
    { user: "2 seconds",
      reply: "Got it. I captured NFR-1 (Pages must respond within 2 seconds). On the checklist I noted response time (Within 2 seconds). Which security measures are required? You can pick several: Encrypted connections (HTTPS), Passwords stored hashed, Audit log of changes, Personal data protection (GDPR) or Two-step sign-in.",
      answers: { performance: "Within 2 seconds" }, codes: ["NFR-1"] },
    { user: "https and hashed passwords",
      reply: "Got it. I captured NFR-2 (All connections must be encrypted (HTTPS)) and NFR-3 (Passwords must be stored hashed, never in plain text). On the checklist I noted security (Encrypted connections (HTTPS) and Passwords stored hashed). Do you expect the number of users to grow? For example: Yes, expecting significant growth, Some growth or No, the number of users is stable.",
      answers: { security: ["Encrypted connections (HTTPS)", "Passwords stored hashed"] }, codes: ["NFR-2", "NFR-3"] },
    { user: "yes, we expect a lot more customers",
      reply: "Got it. I captured NFR-4 (The application must handle significant growth in the number of users). On the checklist I noted growth (Yes, expecting significant growth). Where will it run? For example: On our own server, In a cloud provider or No preference.",
      answers: { scalability: "Yes, expecting significant growth" }, codes: ["NFR-4"] },
    { user: "In the cloud",
      reply: "Got it. On the checklist I noted hosting (In a cloud provider). Should it be delivered in phases? For example: Yes, prefer phased delivery with multiple releases or No, deliver everything at once.",
      answers: { hosting: "In a cloud provider" }, codes: [] },
    { user: "no, all at once",
      reply: "Got it. On the checklist I noted phased delivery (No, deliver everything at once). How available must it be? For example: 99.9% (about 9 hours down a year), 99% (about 3.5 days down a year) or Business hours only.",
      answers: { "phased-delivery": "No, deliver everything at once" }, codes: [] },
    { user: "99.9% please",
      reply: "Got it. I captured NFR-5 (The application must be available 99.9% of the time (about 9 hours down a year)). On the checklist I noted availability (99.9% (about 9 hours down a year)). How many users do you expect in a year?",
      answers: { availability: "99.9% (about 9 hours down a year)" }, codes: ["NFR-5"] },
    { user: "About 5,000 customers",
      reply: "Got it. On the checklist I noted the growth target. That completes the checklist. Please review it, then generate the SRS.",
      answers: { "growth-target": "About 5,000 customers" }, codes: [] },
  ];

  it("asks the remaining required questions, then the optional ones worth asking, then says the checklist is complete", async () => {
    const state = { stage: "checklist", askedQuestionId: "integrations", skipped: [] };
    const played = await play({ project, answers, existing, state }, turns);
    expect(played.seen).toEqual(turns);
    expect(played.state).toEqual({ stage: "done", skipped: [] });
  });
});

describe("the embedded agent", () => {
  const input: RequirementsTurnInput = {
    project: { id: 1, name: "City Library", description: "" },
    message:
      "Members borrow books. As a member, I want reminders so that I return books on time. It must be available 99.9% of the time.",
    history: [],
    answers: {},
    existing: [],
    state: {},
  };

  it("gives the same output for the same input", async () => {
    expect(await agent.turn(input)).toEqual(await agent.turn(input));
    expect(agent.suggestDataEntities(input.project)).toEqual(agent.suggestDataEntities(input.project));
    expect(
      agent.requirementsFromChecklist({ answers: { performance: "Within 1 second" }, existing: [] }),
    ).toEqual(agent.requirementsFromChecklist({ answers: { performance: "Within 1 second" }, existing: [] }));
  });

  it("takes well under 50 ms for a turn", async () => {
    await agent.turn(input);
    const start = performance.now();
    for (let i = 0; i < 20; i += 1)
      await agent.turn({ ...input, state: { stage: "checklist", askedQuestionId: "security", skipped: [] } });
    expect((performance.now() - start) / 20).toBeLessThan(50);
  });

  it("is the embedded engine", () => {
    expect(agent.name).toBe("embedded");
  });
});

describe("the greeting", () => {
  it("does not quote the automatic placeholder as the user's description, and asks for the idea", () => {
    const greeting = createEmbeddedRequirementsAgent().greeting({
      name: "Hive Log",
      description: "A new project created on 2026-11-24",
    });
    expect(greeting).not.toContain("You described it as");
    expect(greeting).toContain("describe your idea in your own words");
  });
});
