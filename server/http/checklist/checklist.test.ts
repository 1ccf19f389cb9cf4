import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANSWER_TEXT_MAX } from "../../../domain/api/checklist";
import { QUESTION_BANK } from "../../../domain/checklist/question-bank";
import { CHECKLIST_INCOMPLETE_MESSAGE, type ChecklistQuestion } from "../../../domain/rules/checklist";
import { updateChecklist } from "../../db/queries/checklists";
import { longPastedSpec } from "../../pipeline/testing/pasted-spec";
import { listRequirementsByProject } from "../../db/queries/requirements";
import { buildProject, createTestApp, signUp, type TestApp } from "../../testing/harness";
import { CHECKLIST_SIGNED_OFF_MESSAGE } from "./checklist";

type Agent = ReturnType<typeof request.agent>;
interface QuestionPayload {
  id: string;
  answer?: unknown;
  followUp?: QuestionPayload[];
}

/** The sections payload the client sends, built from answers by question id (follow-ups nested under parents). */
function sectionsPayload(answers: Record<string, unknown>) {
  type BankQuestion = (typeof QUESTION_BANK)[number]["questions"][number];
  const build = (q: BankQuestion): QuestionPayload | null => {
    const followUp = (q.followUp ?? []).map(build).filter((f): f is QuestionPayload => f !== null);
    if (!Object.hasOwn(answers, q.id) && followUp.length === 0) return null;
    return {
      id: q.id,
      ...(Object.hasOwn(answers, q.id) && { answer: answers[q.id] }),
      ...(followUp.length > 0 && { followUp }),
    };
  };
  return QUESTION_BANK.map((s) => ({
    id: s.id,
    questions: s.questions.map(build).filter((q): q is QuestionPayload => q !== null),
  })).filter((s) => s.questions.length > 0);
}

/** Every required question answered, with one visible follow-up answered and one hidden by its exception. */
const COMPLETE_ANSWERS: Record<string, unknown> = {
  "product-purpose": "Members of a neighbourhood library borrow and return books.",
  "business-goals": "Fewer lost books; members see what is available.",
  platform: "Web browser on desktop and mobile",
  "user-types": "Members\nLibrarians",
  "user-authentication": "Accounts with roles and permissions",
  "user-roles": "Librarians manage books; members borrow them.",
  "account-features": ["Password reset", "Users see only their own data"],
  "concurrent-users": 25.5,
  "core-features": "Borrow a book\nReturn a book\nSee my loans and their due dates",
  "search-filter": true,
  "data-entities": "Member: name, email\nBook: title, author, isbn\nLoan: member, book, due date",
  integrations: ["No integrations needed"],
  performance: "Within 2 seconds",
  security: ["Encrypted connections (HTTPS)", "Passwords stored hashed"],
  scalability: "Some growth",
  hosting: "No preference",
  "phased-delivery": "No, deliver everything at once",
};

interface ChecklistBody {
  id: number;
  status: string;
  currentSection: number;
  completedAt: string | null;
  sections: { id: string; title: string; completed: boolean; questions: ChecklistQuestion[] }[];
  requirementsAdded?: number;
}

function findQuestion(body: ChecklistBody, id: string): ChecklistQuestion | undefined {
  const search = (qs: ChecklistQuestion[]): ChecklistQuestion | undefined => {
    for (const q of qs) {
      if (q.id === id) return q;
      const inner = search(q.followUp ?? []);
      if (inner) return inner;
    }
    return undefined;
  };
  for (const s of body.sections) {
    const q = search(s.questions);
    if (q) return q;
  }
  return undefined;
}

const answerOf = (body: ChecklistBody, id: string) => findQuestion(body, id)?.answer;
const completedOf = (body: ChecklistBody, sectionId: string) =>
  body.sections.find((s) => s.id === sectionId)?.completed;

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

const url = (id: number) => `/api/projects/${id}/checklist`;
const save = (agent: Agent, id: number, body: unknown) => agent.put(url(id)).send(body as object);

async function freshProject(description = "A lending library where members borrow books with due dates.") {
  const project = await buildProject(owner.agent, { name: "Lending library", description });
  return project.id;
}

describe("reading the checklist", () => {
  it("creates the checklist on first read with the data section pre-filled from the project's idea", async () => {
    const id = await freshProject();
    const res = await owner.agent.get(url(id));
    expect(res.status).toBe(200);
    const body = res.body as ChecklistBody;
    expect(body).toMatchObject({ status: "in_progress", currentSection: 0, completedAt: null });
    expect(body.sections.map((s) => s.id)).toEqual(QUESTION_BANK.map((s) => s.id));

    const entities = answerOf(body, "data-entities");
    expect(typeof entities).toBe("string");
    const lines = String(entities).split("\n");
    // The embedded Requirements AI reads the idea: members, books and loans with their due dates.
    expect(String(entities)).toMatch(/^Loan: .*\(Member\).*\(Book\).*due on/m);
    for (const thing of ["Member", "Book", "Loan"])
      expect(
        lines.some((line) => line.startsWith(`${thing}:`)),
        `a line for ${thing} in:\n${String(entities)}`,
      ).toBe(true);
    // The data section's only required question is the pre-filled one; nothing else is answered yet.
    expect(completedOf(body, "data")).toBe(true);
    expect(completedOf(body, "overview")).toBe(false);
  });

  it("returns the same checklist on later reads, keeping the user's edit of the suggestion", async () => {
    const id = await freshProject();
    const first = (await owner.agent.get(url(id))).body as ChecklistBody;
    await save(owner.agent, id, { sections: sectionsPayload({ "data-entities": "Reader: name" }) }).expect(
      200,
    );
    const second = (await owner.agent.get(url(id))).body as ChecklistBody;
    expect(second.id).toBe(first.id);
    expect(answerOf(second, "data-entities")).toBe("Reader: name");
  });

  it("shows each question with its type, required flag, options and nested follow-ups", async () => {
    const id = await freshProject();
    const body = (await owner.agent.get(url(id))).body as ChecklistBody;
    const auth = findQuestion(body, "user-authentication");
    expect(auth).toMatchObject({ type: "select", required: true });
    expect(auth?.options).toContain("No authentication needed");
    expect(auth?.followUp?.map((f) => f.id)).toEqual(["user-roles", "account-features"]);
    expect(findQuestion(body, "concurrent-users")).toMatchObject({ type: "number", required: false });
    expect(findQuestion(body, "search-filter")).toMatchObject({ type: "boolean", required: true });
  });

  it("pre-fills the data section from a pasted 30,000-character specification within a request's time", async () => {
    const id = await freshProject(longPastedSpec(30_000));
    const started = performance.now();
    const res = await owner.agent.get(url(id));
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(answerOf(res.body as ChecklistBody, "data-entities")).toEqual(expect.stringMatching(/^\w+: /));
  });
});

describe("saving answers", () => {
  it("saves answers of every type, nested follow-ups included, and marks completed sections", async () => {
    const id = await freshProject();
    const res = await save(owner.agent, id, {
      sections: sectionsPayload(COMPLETE_ANSWERS),
      currentSection: 3,
    });
    expect(res.status).toBe(200);
    const body = res.body as ChecklistBody;
    for (const [question, answer] of Object.entries(COMPLETE_ANSWERS))
      expect(answerOf(body, question)).toEqual(answer);
    expect(body.sections.every((s) => s.completed)).toBe(true);
    expect(body.currentSection).toBe(3);
    expect(body.status).toBe("in_progress");
    const reread = (await owner.agent.get(url(id))).body as ChecklistBody;
    expect(answerOf(reread, "concurrent-users")).toBe(25.5);
    expect(answerOf(reread, "account-features")).toEqual(["Password reset", "Users see only their own data"]);
  });

  it("keeps answers that a partial save does not mention, and clears answers sent as null or empty", async () => {
    const id = await freshProject();
    await save(owner.agent, id, {
      sections: sectionsPayload({
        "product-purpose": "Lend books",
        platform: "Web browser on desktop only",
        "search-filter": false,
      }),
    }).expect(200);
    const res = await save(owner.agent, id, {
      sections: [
        {
          id: "overview",
          questions: [
            { id: "product-purpose" },
            { id: "platform", answer: null },
            { id: "business-goals", answer: "Fewer lost books" },
          ],
        },
        {
          id: "users",
          questions: [{ id: "user-authentication", followUp: [{ id: "account-features", answer: [] }] }],
        },
      ],
    });
    expect(res.status).toBe(200);
    const body = res.body as ChecklistBody;
    expect(answerOf(body, "product-purpose")).toBe("Lend books");
    expect(answerOf(body, "platform")).toBeUndefined();
    expect(answerOf(body, "business-goals")).toBe("Fewer lost books");
    expect(answerOf(body, "search-filter")).toBe(false);
    expect(answerOf(body, "account-features")).toBeUndefined();
    expect(completedOf(body, "overview")).toBe(false);
  });

  it("saves only the current section when no answers are sent", async () => {
    const id = await freshProject();
    const res = await save(owner.agent, id, { sections: [], currentSection: 6 });
    expect(res.status).toBe(200);
    expect((res.body as ChecklistBody).currentSection).toBe(6);
  });

  it.each([
    [
      "an unknown question",
      [{ id: "overview", questions: [{ id: "favourite-colour", answer: "blue" }] }],
      'Unknown question "favourite-colour"',
    ],
    [
      "text for a number",
      [{ id: "users", questions: [{ id: "concurrent-users", answer: "25" }] }],
      'Question "concurrent-users" (About how many people will use it at the same time?): answer must be a number',
    ],
    [
      "text for a yes/no question",
      [{ id: "features", questions: [{ id: "search-filter", answer: "yes" }] }],
      'Question "search-filter" (Should users be able to search and filter lists?): answer must be true or false',
    ],
    [
      "a number for a text question",
      [{ id: "overview", questions: [{ id: "product-purpose", answer: 42 }] }],
      'Question "product-purpose" (In a sentence or two, what should the application do and for whom?): answer must be text',
    ],
    [
      "an option not offered",
      [{ id: "quality", questions: [{ id: "performance", answer: "Soon" }] }],
      'Question "performance" (How fast must pages respond?): answer "Soon" is not one of the offered options',
    ],
    [
      "a multiselect option not offered",
      [{ id: "quality", questions: [{ id: "security", answer: ["Passwords stored hashed", "Firewall"] }] }],
      'Question "security" (Which security measures are required?): answer "Firewall" is not one of the offered options',
    ],
    [
      "a single option for a multiselect",
      [{ id: "quality", questions: [{ id: "security", answer: "Passwords stored hashed" }] }],
      'Question "security" (Which security measures are required?): answer must be a list of the offered options',
    ],
    [
      "an over-long text",
      [{ id: "overview", questions: [{ id: "business-goals", answer: "x".repeat(ANSWER_TEXT_MAX + 1) }] }],
      `Question "business-goals" (What are the main goals it should achieve?): answer must be at most ${ANSWER_TEXT_MAX} characters`,
    ],
    [
      "an unknown follow-up",
      [
        {
          id: "users",
          questions: [{ id: "user-authentication", followUp: [{ id: "shoe-size", answer: "9" }] }],
        },
      ],
      'Unknown question "shoe-size"',
    ],
    ["an unknown section", [{ id: "marketing", questions: [] }], 'Unknown section "marketing"'],
    [
      "a question filed under another section",
      [{ id: "overview", questions: [{ id: "hosting", answer: "No preference" }] }],
      'Question "hosting" belongs to section "constraints", not "overview"',
    ],
  ])(
    "refuses %s with a 400 naming it, and saves nothing of that request",
    async (_label, sections, message) => {
      const id = await freshProject();
      const valid = { id: "overview", questions: [{ id: "success-measures", answer: "50 loans a week" }] };
      const res = await save(owner.agent, id, { sections: [valid, ...sections] });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: expect.stringMatching(/^bad_request:/), message });
      const body = (await owner.agent.get(url(id))).body as ChecklistBody;
      expect(answerOf(body, "success-measures")).toBeUndefined();
    },
  );

  it.each([
    ["sections missing", {}, "sections: Invalid input: expected array, received undefined"],
    [
      "a question without an id",
      { sections: [{ id: "overview", questions: [{ answer: "x" }] }] },
      "sections.0.questions.0.id: Invalid input: expected string, received undefined",
    ],
    [
      "an object as an answer",
      { sections: [{ id: "overview", questions: [{ id: "product-purpose", answer: { text: "x" } }] }] },
      "sections.0.questions.0.answer: Invalid input",
    ],
    ["a section index out of range", { sections: [], currentSection: 7 }, "currentSection: must be below 7"],
  ])("refuses a body with %s", async (_label, body, message) => {
    const id = await freshProject();
    const res = await save(owner.agent, id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("completing the checklist", () => {
  it("refuses to complete until every section is completed, then completes and records requirements", async () => {
    const id = await freshProject();
    await save(owner.agent, id, { sections: sectionsPayload({ "product-purpose": "Lend books" }) }).expect(
      200,
    );
    const refused = await owner.agent.post(`${url(id)}/complete`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: "bad_request:checklist", message: CHECKLIST_INCOMPLETE_MESSAGE });
    expect(((await owner.agent.get(url(id))).body as ChecklistBody).status).toBe("in_progress");
    expect(await listRequirementsByProject({ db: t.database.db, projectId: id })).toEqual([]);

    await save(owner.agent, id, { sections: sectionsPayload(COMPLETE_ANSWERS) }).expect(200);
    const res = await owner.agent.post(`${url(id)}/complete`);
    expect(res.status).toBe(200);
    const body = res.body as ChecklistBody;
    expect(body.status).toBe("completed");
    expect(Date.parse(body.completedAt ?? "")).not.toBeNaN();
    expect(body.sections.every((s) => s.completed)).toBe(true);

    const recorded = await listRequirementsByProject({ db: t.database.db, projectId: id });
    expect(body.requirementsAdded).toBe(recorded.length);
    expect(recorded.length).toBeGreaterThan(0);
    const questionIds = new Set(
      QUESTION_BANK.flatMap((s) =>
        s.questions.flatMap((q) => [q.id, ...(q.followUp ?? []).map((f) => f.id)]),
      ),
    );
    for (const r of recorded) {
      expect(r.source).toBe("checklist");
      // The question id, with "#n" for the n-th line or option of the answer.
      expect(r.sourceRef).toMatch(/^[a-z-]+(#\d+)?$/);
      expect(questionIds.has((r.sourceRef ?? "").split("#")[0] ?? "")).toBe(true);
    }
    // Each core feature line becomes a functional requirement traced to its line; a choice, a quality one.
    expect(recorded).toContainEqual(
      expect.objectContaining({
        type: "functional",
        description: "Users must be able to borrow a book.",
        sourceRef: "core-features#1",
      }),
    );
    expect(recorded).toContainEqual(
      expect.objectContaining({
        type: "non-functional",
        description: "Pages must respond within 2 seconds.",
        sourceRef: "performance",
      }),
    );
    const fromFeatures = recorded.filter((r) => r.sourceRef?.startsWith("core-features"));
    expect(fromFeatures.every((r) => r.type === "functional")).toBe(true);
    expect(fromFeatures.map((r) => r.description).join("\n")).toMatch(/borrow/i);
    expect(new Set(recorded.map((r) => r.code)).size).toBe(recorded.length);
  });

  it("adds no duplicates when completed again, and keeps the first completion time", async () => {
    const id = await freshProject();
    await save(owner.agent, id, { sections: sectionsPayload(COMPLETE_ANSWERS) }).expect(200);
    const first = (await owner.agent.post(`${url(id)}/complete`).expect(200)).body as ChecklistBody;
    const before = await listRequirementsByProject({ db: t.database.db, projectId: id });
    const again = (await owner.agent.post(`${url(id)}/complete`).expect(200)).body as ChecklistBody;
    expect(again.requirementsAdded).toBe(0);
    expect(again.completedAt).toBe(first.completedAt);
    expect(await listRequirementsByProject({ db: t.database.db, projectId: id })).toEqual(before);
  });

  it("stays completed after an edit that keeps every section complete, and reopens when one is not", async () => {
    const id = await freshProject();
    await save(owner.agent, id, { sections: sectionsPayload(COMPLETE_ANSWERS) }).expect(200);
    await owner.agent.post(`${url(id)}/complete`).expect(200);

    const kept = (
      await save(owner.agent, id, {
        sections: sectionsPayload({ deadline: "Before the summer reading club" }),
      }).expect(200)
    ).body as ChecklistBody;
    expect(kept.status).toBe("completed");
    expect(kept.completedAt).not.toBeNull();

    const reopened = (
      await save(owner.agent, id, { sections: sectionsPayload({ performance: null }) }).expect(200)
    ).body as ChecklistBody;
    expect(reopened.status).toBe("in_progress");
    expect(reopened.completedAt).toBeNull();
    expect(completedOf(reopened, "quality")).toBe(false);
  });

  it("refuses edits and completion once the checklist is signed off", async () => {
    const id = await freshProject();
    await save(owner.agent, id, { sections: sectionsPayload(COMPLETE_ANSWERS) }).expect(200);
    await owner.agent.post(`${url(id)}/complete`).expect(200);
    await updateChecklist({ db: t.database.db, projectId: id, changes: { status: "signed_off" } });

    const edit = await save(owner.agent, id, { sections: sectionsPayload({ deadline: "Tomorrow" }) });
    expect(edit.status).toBe(409);
    expect(edit.body).toEqual({ code: "conflict:checklist", message: CHECKLIST_SIGNED_OFF_MESSAGE });
    const complete = await owner.agent.post(`${url(id)}/complete`);
    expect(complete.status).toBe(409);
    const read = (await owner.agent.get(url(id)).expect(200)).body as ChecklistBody;
    expect(read.status).toBe("signed_off");
    expect(answerOf(read, "deadline")).toBeUndefined();
  });
});

describe("who may use the checklist", () => {
  it("answers 404 for another user's project on every route, and changes nothing", async () => {
    const id = await freshProject();
    await save(owner.agent, id, { sections: sectionsPayload(COMPLETE_ANSWERS) }).expect(200);
    const stranger = await signUp(t.app);
    for (const res of [
      await stranger.agent.get(url(id)),
      await save(stranger.agent, id, { sections: sectionsPayload({ deadline: "Now" }) }),
      await stranger.agent.post(`${url(id)}/complete`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: "not_found:project", message: "Project not found" });
    }
    const body = (await owner.agent.get(url(id))).body as ChecklistBody;
    expect(body.status).toBe("in_progress");
    expect(answerOf(body, "deadline")).toBeUndefined();
  });

  it("answers 404 for a project that does not exist and 400 for an id that is not a number", async () => {
    expect((await owner.agent.get(url(2_147_483_647))).status).toBe(404);
    const res = await owner.agent.get("/api/projects/abc/checklist");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Project id must be a number");
  });

  it("answers 401 without a session", async () => {
    const id = await freshProject();
    const anonymous = request(t.app);
    expect((await anonymous.get(url(id))).status).toBe(401);
    expect((await anonymous.put(url(id)).send({ sections: [] })).status).toBe(401);
    expect((await anonymous.post(`${url(id)}/complete`)).status).toBe(401);
  });
});
