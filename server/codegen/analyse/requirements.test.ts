import { describe, expect, it } from "vitest";
import { buildChain } from "../../pipeline/testing/build-chain";
import { ideaNamed } from "../../pipeline/testing/ideas";
import { ideaInput } from "../../pipeline/testing/idea-input";
import { generateApp } from "../generate";
import type { CodegenInput, CodegenModels } from "../types";
import { statedRequirements } from "./behaviour";
import { analyseApp } from "./index";
import { asFiles, smallApp, smallModels } from "./testing";

/** The SRS as the yardstick: requirements the code does not serve or no test exercises lower the figures. */

/** smallModels() with a third functional requirement: reminders, which the small app does not build. */
function withReminders(): CodegenModels {
  const models = smallModels();
  const [first] = models.requirements.requirements;
  const [book] = models.data.entities;
  if (!first || !book) throw new Error("smallModels() has a requirement and an entity");
  models.requirements.requirements.push({
    ...structuredClone(first),
    id: "FR-3",
    title: "E-mail reminders",
    description: "The application must e-mail readers a reminder a week before a book is due back.",
  });
  models.requirements.capabilities = [
    {
      id: "CAP-1",
      kind: "reminders",
      name: "Reminders and notifications",
      statement: "The application will e-mail readers a reminder.",
      requirementIds: ["FR-3"],
      built: "needs-provider",
      reason: "r",
    },
  ];
  // The entity mentions the requirement: that does not make the code send reminders.
  book.serves.push("FR-3");
  return models;
}

const REMINDER_JOB = `import cron from "node-cron";
import nodemailer from "nodemailer";
import { listBooks } from "../data/book";

const mail = nodemailer.createTransport({ host: "localhost" });

/** E-mails a reminder for every book due back in a week. */
export async function sendReminders() {
  const { items } = await listBooks("");
  for (const book of items) await mail.sendMail({ to: "reader@example.com", subject: String(book) });
}

cron.schedule("0 8 * * *", () => void sendReminders());
`;

const REMINDER_TEST = `import { it } from "vitest";
import { sendReminders } from "./reminders";

it("FR-3: sends a reminder for a book due back in a week", async () => {
  await sendReminders();
});
`;

describe("requirements the code does not serve", () => {
  it("a requirement stating a capability the code lacks is a named gap, whatever entity serves it", () => {
    const analysis = analyseApp(asFiles(smallApp()), withReminders());
    expect(analysis.requirementCoverage).toMatchObject({ implemented: 2, total: 3, coverage: 66.7 });
    expect(analysis.gaps).toContainEqual({
      area: "requirements",
      message: "FR-3 E-mail reminders: not implemented — no scheduled job, no mail sender",
    });
    expect(analysis.requirements.checks.find((c) => c.id === "FR-3")).toMatchObject({
      status: "not-served",
      reason: "not implemented — no scheduled job, no mail sender",
      tests: [],
    });
    expect(analysis.requirements.served).toEqual(["FR-1", "FR-2"]);
    expect(analysis.recommendations).toContain(
      "Implement FR-3 (E-mail reminders) by hand or with an AI provider: not implemented — no scheduled job, no mail sender.",
    );
  });

  it("code that builds the capability, and a test that exercises it, bring the figure to 100", () => {
    const models = withReminders();
    const app = smallApp();
    const without = analyseApp(asFiles(app), models).requirementCoverage.coverage;
    app["src/server/jobs/reminders.ts"] = REMINDER_JOB;
    const served = analyseApp(asFiles(app), models);
    expect(served.requirements.checks.find((c) => c.id === "FR-3")).toMatchObject({
      status: "untested",
      reason: "untested — no test exercises it",
    });
    expect(served.requirementCoverage.coverage).toBe(91.7);
    expect(served.requirementCoverage.coverage).toBeGreaterThan(without);
    app["src/server/jobs/reminders.test.ts"] = REMINDER_TEST;
    const tested = analyseApp(asFiles(app), models);
    expect(tested.requirementCoverage).toEqual({ coverage: 100, implemented: 3, total: 3, gaps: [] });
    expect(tested.requirements.traced).toEqual(["FR-1", "FR-2", "FR-3"]);
  });

  it("names a records requirement whose route is missing", () => {
    const app = smallApp();
    app["src/server/routes/books.ts"] = (app["src/server/routes/books.ts"] ?? "").replace(
      'router.post("/api/books"',
      'router.put("/api/books"',
    );
    const analysis = analyseApp(asFiles(app), smallModels());
    expect(analysis.requirementCoverage.gaps).toEqual([
      "FR-1 Add books: not implemented — no create route for Book",
    ]);
  });

  it("counts a quality no element of the design addresses", () => {
    const models = smallModels();
    models.design.nonFunctional = [];
    const analysis = analyseApp(asFiles(smallApp()), models);
    expect(analysis.requirementCoverage.gaps).toEqual([
      "NFR-1 Pages respond within 2 seconds: not implemented — no element of the system design addresses it",
    ]);
    expect(analysis.requirementCoverage.coverage).toBe(66.7);
  });
});

describe("tests and the requirements they name", () => {
  it("a requirement served but exercised by no test counts 3/4 and is listed as untested", () => {
    const app = smallApp();
    app["src/server/routes/books.test.ts"] = (app["src/server/routes/books.test.ts"] ?? "").replace(
      "FR-1, FR-2: ",
      "FR-2: ",
    );
    const analysis = analyseApp(asFiles(app), smallModels());
    expect(analysis.requirementCoverage).toMatchObject({ implemented: 1.75, total: 2, coverage: 87.5 });
    expect(analysis.requirementCoverage.gaps).toEqual(["FR-1 Add books: untested — no test exercises it"]);
    expect(analysis.recommendations).toContainEqual(
      expect.stringContaining("Write tests that exercise FR-1"),
    );
  });

  it("flags a test that names a requirement it does not exercise, and does not count it", () => {
    const app = smallApp();
    app["src/server/routes/books.test.ts"] = (app["src/server/routes/books.test.ts"] ?? "").replace(
      "FR-1, FR-2: ",
      "FR-1, FR-2, FR-3: ",
    );
    const analysis = analyseApp(asFiles(app), withReminders());
    expect(analysis.requirementCoverage.gaps).toContain(
      'Test "FR-1, FR-2, FR-3: creates and reads a book" (src/server/routes/books.test.ts) names FR-3 but does not exercise it (reminders and notifications)',
    );
    expect(analysis.requirements.traced).toEqual(["FR-1", "FR-2"]);
    expect(analysis.recommendations).toContain(
      "Take the requirement ids out of the titles of 1 test that do not exercise them (see Gaps).",
    );
  });

  it("an it.todo names a requirement without exercising it", () => {
    const app = smallApp();
    app["src/server/routes/books.test.ts"] = (app["src/server/routes/books.test.ts"] ?? "")
      .replace("FR-1, FR-2: ", "FR-2: ")
      .concat('\nit.todo("FR-1: adds a book");\n');
    const analysis = analyseApp(asFiles(app), smallModels());
    expect(analysis.requirements.checks.find((c) => c.id === "FR-1")?.status).toBe("untested");
  });
});

describe("a generated app for the vet clinic", () => {
  const VET =
    "A web app for our vet clinic: book appointments for pets, keep each pet's vaccination history, and remind owners a week before a vaccine is due";
  const chain = buildChain(ideaInput({ slug: "vet", name: "Paws", description: VET, answers: {} }));
  const input: CodegenInput = { ...chain, projectName: "Paws" };
  const files = generateApp(input, 3);
  const reminder = statedRequirements(input).find(
    (s) => s.behaviour.kind === "capability" && s.behaviour.capability === "reminders",
  );

  it("shows the reminder requirement as a gap and every other requirement served and tested", () => {
    expect(reminder?.title).toBe("Remind owners a week before a vaccine is due");
    const analysis = analyseApp(files, input);
    expect(analysis.requirementCoverage.gaps).toEqual([
      `${reminder?.id} Remind owners a week before a vaccine is due: not implemented — no scheduled job, no mail sender`,
    ]);
    expect(analysis.requirementCoverage.coverage).toBeLessThan(100);
    const measured = analysis.requirements.checks.filter((c) => c.status !== "design");
    expect(measured.filter((c) => c.status !== "tested").map((c) => c.id)).toEqual([reminder?.id]);
  });

  it("names the reminder requirement in no test, though an entity of the data model says it serves it", () => {
    expect(chain.data.entities.some((e) => e.serves.includes(reminder?.id ?? ""))).toBe(true);
    for (const file of files.filter((f) => /\.test\.tsx?$/.test(f.path))) {
      expect(file.content, file.path).not.toMatch(new RegExp(`\\b${reminder?.id}\\b`));
      expect(file.implements.requirementIds).not.toContain(reminder?.id);
    }
  });

  it("serves the reminder once the app has a job that e-mails the owners and a test of it", () => {
    const id = reminder?.id ?? "";
    const added = [
      {
        path: "src/server/jobs/reminders.ts",
        content: REMINDER_JOB.replaceAll("book", "pet").replaceAll("Book", "Pet"),
      },
      {
        path: "src/server/jobs/reminders.test.ts",
        content: REMINDER_TEST.replace("FR-3", id).replace("a book due back", "a vaccine due"),
      },
    ];
    const before = analyseApp(files, input).requirementCoverage.coverage;
    const after = analyseApp([...files, ...added], input);
    expect(after.requirementCoverage).toMatchObject({ coverage: 100, gaps: [] });
    expect(after.requirementCoverage.coverage).toBeGreaterThan(before);
  });
});

describe("requirements about outside services and accounts", () => {
  const chain = buildChain(ideaInput(ideaNamed("lending-library")));
  const input: CodegenInput = { ...chain, projectName: "Lending library" };
  const gaps = analyseApp(generateApp(input, 3), input).requirementCoverage.gaps;
  const titled = (title: string) => chain.requirements.requirements.find((r) => r.title === title)?.id;

  it("names e-mail through a delivery service the code never sends, and a password reset it lacks", () => {
    expect(gaps).toEqual(
      expect.arrayContaining([
        `${titled("Send e-mail through an e-mail delivery service")} Send e-mail through an e-mail delivery service: not implemented — no mail sender`,
        `${titled("Reset a forgotten password")} Reset a forgotten password: not implemented — no password reset route`,
      ]),
    );
  });

  it("counts sign-in, sign-up and password hashing as served by the generated accounts", () => {
    const served = analyseApp(generateApp(input, 3), input).requirements.checks.filter(
      (c) => c.status === "tested",
    );
    expect(served.map((c) => c.title)).toEqual(
      expect.arrayContaining(["Sign in to an account", "Passwords stored hashed, never in plain text"]),
    );
  });
});
