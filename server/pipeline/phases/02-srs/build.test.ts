import { describe, expect, it } from "vitest";
import { requirementsModelSchema } from "../../../../domain/artifacts/01-requirements";
import { ideaInput } from "../../testing/idea-input";
import { ideaNamed } from "../../testing/ideas";
import { buildRequirementsModel, type StoredRequirement } from "./build";

const project = {
  name: "Lending Library",
  description: "A lending library where members borrow books with due dates",
};

let next = 0;
function requirement(description: string, extra: Partial<StoredRequirement> = {}): StoredRequirement {
  next += 1;
  return {
    code: `FR-${next}`,
    type: "functional",
    description,
    status: "confirmed",
    priority: "must",
    source: "checklist",
    ...extra,
  };
}

function build(answers: Record<string, unknown>, requirements: StoredRequirement[] = []) {
  return requirementsModelSchema.parse(buildRequirementsModel({ project, answers, requirements }));
}

const DATA = "Member: name, email\nBook: title, author, ISBN\nLoan: member (Member), book (Book), due on";

describe("buildRequirementsModel", () => {
  it("groups borrowing and returning books under Loans, and adding books under Books", () => {
    next = 0;
    const model = build({ "data-entities": DATA }, [
      requirement("Members must be able to borrow books."),
      requirement("Librarians must be able to add books to the catalogue."),
      requirement("Members must be able to return books."),
      requirement("Users must be able to sign in with a username and password."),
    ]);
    expect(model.features.map((f) => [f.id, f.name, f.requirementIds])).toEqual([
      ["F-1", "Loans", ["FR-1", "FR-3"]],
      ["F-2", "Books", ["FR-2"]],
      ["F-3", "Accounts and sign-in", ["FR-4"]],
    ]);
    expect(model.features[0]?.description).toBe("Borrow and return loans.");
    expect(model.requirements.map((r) => r.featureId)).toEqual(["F-1", "F-2", "F-1", "F-3"]);
  });

  it("titles each requirement and gives it testable acceptance criteria in its own words", () => {
    next = 0;
    const model = build({ "data-entities": DATA }, [
      requirement("Members must be able to borrow books with a due date."),
      requirement("Pages must respond within 2 seconds.", { code: "NFR-1", type: "non-functional" }),
      requirement("The application must be available 99.9% of the time (about 9 hours down a year).", { code: "NFR-2", type: "non-functional" }),
      requirement("As a member, I want to see my loans, so that I return books on time.", { code: "US-1", type: "user-story" }),
    ]); // prettier-ignore
    expect(model.requirements.map((r) => [r.id, r.title, r.category])).toEqual([
      ["FR-1", "Borrow books with a due date", null],
      ["NFR-1", "Pages respond within 2 seconds", "performance"],
      ["NFR-2", "Available 99.9% of the time", "availability"],
      ["US-1", "See my loans", null],
    ]);
    expect(model.requirements[0]?.acceptanceCriteria[0]).toBe(
      "Given a signed-in member, when they borrow books with a due date, then the new loan is saved and appears in the list of loans",
    );
    expect(model.requirements[1]?.acceptanceCriteria.join(" ")).toContain("within 2 seconds");
    expect(model.requirements[2]?.acceptanceCriteria.join(" ")).toContain("99.9%");
    expect(model.requirements[3]?.acceptanceCriteria[0]).toMatch(
      /^Given I am a signed-in member and there are saved loans, when I see my loans, then/,
    );
  });

  it("puts every quality requirement in the category its words name", () => {
    const nfr = (description: string, n: number): StoredRequirement =>
      requirement(description, { code: `NFR-${n}`, type: "non-functional" });
    const model = build({}, [
      nfr("Passwords must be stored hashed, never in plain text.", 1),
      nfr("The user interface must meet WCAG 2.1 AA.", 2),
      nfr("The application must support 200 users at the same time.", 3),
      nfr("The application must handle significant growth in the number of users.", 4),
      nfr("Data must be kept for at least one year.", 5),
      nfr("The code must be covered by automated tests.", 6),
    ]);
    expect(model.requirements.map((r) => r.category)).toEqual([
      "security",
      "usability",
      "performance",
      "scalability",
      "other",
      "maintainability",
    ]);
  });

  it("describes the users from the user types and the roles, and whether they sign in", () => {
    next = 0;
    const model = build(
      {
        "user-types": "Librarians: run the desk\nMembers: borrow books",
        "user-authentication": "Accounts with roles and permissions",
        "user-roles": "Librarian: manage books and loans\nVolunteer: shelve returned books",
      },
      [requirement("Librarians must be able to renew a loan once.")],
    );
    expect(model.userClasses).toEqual([
      {
        name: "Librarian",
        description: "Run the desk.",
        permissions: ["Manage books and loans", "Renew a loan once"],
      },
      { name: "Member", description: "Borrow books.", permissions: [] },
      { name: "Volunteer", description: "", permissions: ["Shelve returned books"] },
    ]);
    expect(model.authentication).toEqual({ required: true, roles: ["librarian", "volunteer"] });
    expect(build({ "user-authentication": "No authentication needed" }).authentication).toEqual({
      required: false,
      roles: [],
    });
    expect(build({ "user-types": "Home cooks who collect their own recipes" }).userClasses[0]?.name).toBe(
      "Home cook",
    );
  });

  it("keeps the things the user listed in their words, merging repeated lines", () => {
    const model = build({
      "data-entities":
        "- Café Événements: titre, capacité (number)\nCafé Événement: lieu\n\nnot a thing line with far too many words: x",
    });
    expect(model.dataEntities).toEqual([
      { name: "Café Événement", details: ["titre", "capacité (number)", "lieu"] },
    ]);
  });

  it("falls back to the idea's lexicon entities when the data section is empty", () => {
    expect(build({ "data-entities": "" }).dataEntities.map((e) => e.name)).toEqual([
      "Member",
      "Book",
      "Loan",
    ]);
  });

  it("states the product, interfaces, constraints and delivery from the answers", () => {
    const model = build({
      "product-purpose": "Let a small library lend books",
      "business-goals": "No lost books\nHappy members",
      platform: "Mobile browser first",
      integrations: ["E-mail delivery", "No integrations needed"],
      hosting: "In a cloud provider",
      deadline: "June 2025",
      "constraints-other": "Budget under 50 euros a month",
      "phased-delivery": "Yes, prefer phased delivery with multiple releases",
      "first-release": "Loans only",
    });
    expect(model.product).toMatchObject({ purpose: "Let a small library lend books.", goals: ["No lost books.", "Happy members."], platform: "Mobile browser first" });
    expect(model.product.scope).toContain("It works with an e-mail delivery service.");
    expect(model.externalInterfaces.software).toContain("An e-mail delivery service reached over SMTP to send e-mail");
    expect(model.constraints).toEqual(expect.arrayContaining(["Runs at a cloud provider", "Deadline: June 2025", "Budget under 50 euros a month"]));
    expect(model.delivery).toEqual({ phased: true, firstRelease: "Loans only", deadline: "June 2025", hosting: "In a cloud provider" });
  }); // prettier-ignore

  it("leaves out requirements whose id is malformed or repeated", () => {
    const model = build({}, [
      requirement("Members must be able to borrow books.", { code: "FR-1" }),
      requirement("Members must be able to return books.", { code: "FR-1" }),
      requirement("Members must be able to renew loans.", { code: "REQ-9" }),
    ]);
    expect(model.requirements.map((r) => r.id)).toEqual(["FR-1"]);
  });

  it("builds the same model from the same input", () => {
    const input = ideaInput(ideaNamed("clinic-booking"));
    expect(buildRequirementsModel(input)).toEqual(buildRequirementsModel(structuredClone(input)));
  });
});
