import type request from "supertest";
import type { DocumentSummary, GenerationResult } from "../../domain/api/documents";
import { QUESTION_BANK } from "../../domain/checklist/question-bank";
import type { ChecklistQuestion } from "../../domain/rules/checklist";

type Agent = ReturnType<typeof request.agent>;

/** Answers about integrations, quality and delivery that any small idea's user gives alike. */
export const DELIVERY_ANSWERS = {
  integrations: ["No integrations needed"],
  performance: "Within 2 seconds",
  security: ["Encrypted connections (HTTPS)", "Passwords stored hashed"],
  scalability: "Some growth",
  hosting: "No preference",
  "phased-delivery": "No, deliver everything at once",
} as const;

/** A lending library's answers: every required question, one visible follow-up, one hidden by its exception. */
export const LIBRARY_ANSWERS: Readonly<Record<string, unknown>> = {
  "product-purpose": "Members of a neighbourhood library borrow and return books.",
  "business-goals": "Fewer lost books; members see what is available.",
  platform: "Web browser on desktop and mobile",
  "user-types": "Members\nLibrarians",
  "user-authentication": "Accounts with roles and permissions",
  "user-roles": "Librarians manage books; members borrow them.",
  "account-features": ["Password reset", "Users see only their own data"],
  "concurrent-users": 25,
  "core-features": "Borrow a book\nReturn a book\nSee my loans and their due dates",
  "search-filter": true,
  "data-entities": "Member: name, email\nBook: title, author, isbn\nLoan: member, book, due date",
  ...DELIVERY_ANSWERS,
};

/** A valid answer for a required question the answers above do not cover (the bank may grow). */
function fallbackAnswer(q: Pick<ChecklistQuestion, "type" | "options">): unknown {
  switch (q.type) {
    case "select":
      return q.options?.[0] ?? "Yes";
    case "multiselect":
      return q.options?.slice(0, 1) ?? [];
    case "boolean":
      return true;
    case "number":
      return 10;
    default:
      return "Answered for the test.";
  }
}

interface QuestionPayload {
  id: string;
  answer?: unknown;
  followUp?: QuestionPayload[];
}

/** The PUT /checklist body for the answers, with every required top-level question answered. */
export function checklistPayload(answers: Readonly<Record<string, unknown>> = LIBRARY_ANSWERS) {
  type BankQuestion = (typeof QUESTION_BANK)[number]["questions"][number];
  const build = (q: BankQuestion, topLevel: boolean): QuestionPayload | null => {
    const followUp = (q.followUp ?? [])
      .map((f) => build(f, false))
      .filter((f): f is QuestionPayload => f !== null);
    const answer = Object.hasOwn(answers, q.id)
      ? answers[q.id]
      : topLevel && q.required
        ? fallbackAnswer(q)
        : undefined;
    if (answer === undefined && followUp.length === 0) return null;
    return { id: q.id, ...(answer !== undefined && { answer }), ...(followUp.length > 0 && { followUp }) };
  };
  return {
    sections: QUESTION_BANK.map((s) => ({
      id: s.id,
      questions: s.questions.map((q) => build(q, true)).filter((q): q is QuestionPayload => q !== null),
    })),
  };
}

function expectStatus(res: request.Response, status: number, what: string): void {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Answers every required question through the API and marks the checklist complete. */
export async function completeChecklist(
  agent: Agent,
  projectId: number,
  answers: Readonly<Record<string, unknown>> = LIBRARY_ANSWERS,
): Promise<void> {
  expectStatus(
    await agent.put(`/api/projects/${projectId}/checklist`).send(checklistPayload(answers)),
    200,
    "saving the checklist",
  );
  expectStatus(
    await agent.post(`/api/projects/${projectId}/checklist/complete`),
    200,
    "completing the checklist",
  );
}

/** Completes the checklist and generates the SRS through the API; returns the SRS (version 1, pending). */
export async function generateSrsFor(
  agent: Agent,
  projectId: number,
  answers: Readonly<Record<string, unknown>> = LIBRARY_ANSWERS,
): Promise<DocumentSummary> {
  await completeChecklist(agent, projectId, answers);
  const res = await agent.post(`/api/projects/${projectId}/generate-srs-from-checklist`);
  expectStatus(res, 201, "generating the SRS");
  return res.body as DocumentSummary;
}

/** Generates and approves the SRS, then waits for the system design it starts; returns both. */
export async function generateDesignFor(
  agent: Agent,
  projectId: number,
  answers: Readonly<Record<string, unknown>> = LIBRARY_ANSWERS,
): Promise<{ srs: DocumentSummary; design: DocumentSummary }> {
  const srs = await generateSrsFor(agent, projectId, answers);
  expectStatus(await agent.post(`/api/srs-documents/${srs.id}/approve`), 200, "approving the SRS");
  // The approval queued the design (1 s later); this call waits for that job rather than starting another.
  const res = await agent.post(`/api/projects/${projectId}/generate-system-design`).send({});
  expectStatus(res, 200, "generating the system design");
  const design = (res.body as GenerationResult).documents[0];
  if (!design) throw new Error("no system design was generated");
  return { srs, design };
}

/** Takes a project to its three technical documents (SRS and design approved); returns them all. */
export async function generateTechnicalFor(
  agent: Agent,
  projectId: number,
  answers: Readonly<Record<string, unknown>> = LIBRARY_ANSWERS,
) {
  const { srs, design } = await generateDesignFor(agent, projectId, answers);
  const approved = await agent.post(`/api/projects/${projectId}/approve-system-design`).send({
    documentId: design.id,
  });
  expectStatus(approved, 200, "approving the system design");
  const res = await agent.post(`/api/projects/${projectId}/generate-technical-docs`).send({});
  expectStatus(res, 200, "generating the technical documents");
  const technical = (res.body as GenerationResult).documents;
  if (technical.length !== 3) throw new Error(`expected 3 technical documents, got ${technical.length}`);
  return { srs, design, technical };
}

/** Takes a project through every document and approves the three technical documents (code can be generated). */
export async function approveTechnicalFor(
  agent: Agent,
  projectId: number,
  answers: Readonly<Record<string, unknown>> = LIBRARY_ANSWERS,
) {
  const chain = await generateTechnicalFor(agent, projectId, answers);
  for (const document of chain.technical) {
    const res = await agent
      .post(`/api/projects/${projectId}/approve-technical-doc`)
      .send({ documentId: document.id });
    expectStatus(res, 200, `approving the ${document.documentType}`);
  }
  return chain;
}

/** Approves every document and generates the code (pass 1); returns the generation result. */
export async function generateCodeFor(
  agent: Agent,
  projectId: number,
  answers: Readonly<Record<string, unknown>> = LIBRARY_ANSWERS,
) {
  await approveTechnicalFor(agent, projectId, answers);
  const res = await agent.post(`/api/projects/${projectId}/generate-code-v4`).send({});
  expectStatus(res, 200, "generating the code");
  return res.body as { filesGenerated: number; implementationCoverage: number; outputDirectory: string };
}
