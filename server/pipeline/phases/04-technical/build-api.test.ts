import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { apiModelSchema, type ApiModel, type Operation } from "../../../../domain/artifacts/04-api-model";
import { dataModelSchema, type DataModel } from "../../../../domain/artifacts/04-data-model";
import { buildRequirementsModel, type StoredRequirement } from "../02-srs/build";
import { buildApiModel } from "./build-api";
import { buildDataModel } from "./build-data";
import { buildOpenApi } from "./openapi";
import { renderApiSpecification } from "./render-api";

const fr = (n: number, description: string): StoredRequirement => ({
  code: `FR-${n}`,
  type: "functional",
  description,
  status: "confirmed",
  priority: "must",
  source: "checklist",
});

const LIBRARY =
  "Member: name, email\nBook: title, author, ISBN\nLoan: member (Member), book (Book), borrowed on, due on, status (on loan/returned)";
const REQUIREMENTS = [
  fr(1, "Members must be able to borrow books."),
  fr(2, "Librarians must be able to add books to the catalogue."),
  fr(3, "Users must be able to search and filter lists."),
  fr(4, "Users must be able to sign in with a username and password."),
  fr(5, "As a member, I want to see my loans, so that I know my due dates."),
];

function build(answers: Record<string, unknown> = {}): ApiModel {
  const req = buildRequirementsModel({
    project: { name: "Lending Library", description: "A lending library" },
    answers: { "data-entities": LIBRARY, ...answers },
    requirements: REQUIREMENTS.map((r, i) => (i === 4 ? { ...r, code: "US-1", type: "user-story" } : r)),
  });
  return apiModelSchema.parse(buildApiModel(buildDataModel(req), req));
}

function operation(model: ApiModel, id: string): Operation {
  const found = model.resources.flatMap((r) => r.operations).find((o) => o.id === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
}

const api = build();

describe("buildApiModel", () => {
  it("has the sign-in resource and a kebab-case plural resource per entity", () => {
    expect(api.resources.map((r) => [r.name, r.entity])).toEqual([["auth", null], ["members", "Member"], ["books", "Book"], ["loans", "Loan"]]);
    expect(api.auth.kind).toBe("session-cookie");
    expect(build({ "user-authentication": "No authentication needed" }).resources.map((r) => r.name)).toEqual(["members", "books", "loans"]);
  }); // prettier-ignore

  it("lists with paging, search and a filter per choice and reference", () => {
    expect(operation(api, "listLoans")).toMatchObject({ method: "get", path: "/api/loans", responseSchema: "LoanList" });
    expect(operation(api, "listLoans").query.map((q) => [q.name, q.type])).toEqual([["page", "integer"], ["pageSize", "integer"], ["status", "string"], ["memberId", "integer"], ["bookId", "integer"]]);
    expect(operation(api, "listBooks").query.map((q) => q.name)).toEqual(["page", "pageSize", "q"]);
  }); // prettier-ignore

  it("gets, creates, changes (PATCH) and deletes, saying which statuses can happen", () => {
    const codes = (id: string) => operation(api, id).statusCodes.map((s) => s.code);
    expect(operation(api, "updateBook")).toMatchObject({
      method: "patch",
      path: "/api/books/{id}",
      requestSchema: "BookPatch",
    });
    expect(codes("createBook")).toEqual([201, 400, 401, 409]);
    expect(codes("createLoan")).toEqual([201, 400, 401]);
    expect(codes("getMember")).toEqual([200, 401, 404]);
    expect(codes("deleteMember")).toEqual([204, 401, 404, 409]);
    expect(codes("deleteLoan")).toEqual([204, 401, 404]);
    const open = build({ "user-authentication": "No authentication needed" });
    expect(
      open.resources
        .flatMap((r) => r.operations)
        .some((o) => o.auth || o.statusCodes.some((s) => s.code === 401)),
    ).toBe(false);
  });

  it("lists the children of a row under it, and the sign-in operations when there are accounts", () => {
    expect(operation(api, "listMemberLoans")).toMatchObject({ kind: "relation", path: "/api/members/{id}/loans", responseSchema: "LoanList" });
    expect(api.resources[0]?.operations.map((o) => `${o.method} ${o.path}`)).toEqual(["post /api/auth/register", "post /api/auth/login", "post /api/auth/logout", "get /api/auth/me"]);
  }); // prettier-ignore

  it("maps requirement ids to operations by the entity and the action they ask for", () => {
    expect(operation(api, "createLoan").serves).toEqual(["FR-1"]);
    expect(operation(api, "createBook").serves).toEqual(["FR-2"]);
    expect(operation(api, "listBooks").serves).toEqual(["FR-3"]);
    expect(operation(api, "listLoans").serves).toEqual(["FR-3", "US-1"]);
    expect(operation(api, "listMemberLoans").serves).toEqual(["US-1"]);
    expect(operation(api, "login").serves).toEqual(["FR-4"]);
    expect(operation(api, "deleteBook").serves).toEqual([]);
  });

  it("describes every entity as a row, an input, a patch and a page, with the data's constraints", () => {
    const schemas = api.schemas;
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(["Loan", "LoanInput", "LoanPatch", "LoanList", "Error", "User", "Credentials", "RegisterInput"]));
    expect(schemas.LoanInput).toMatchObject({ required: ["borrowedOn", "dueOn", "status", "memberId", "bookId"], additionalProperties: false });
    expect(schemas.BookInput).toMatchObject({ properties: { isbn: { type: ["string", "null"], maxLength: 17 }, title: { type: "string", minLength: 1, maxLength: 200 } } });
    expect(schemas.LoanList).toMatchObject({ required: ["items", "total", "page", "pageSize"] });
  }); // prettier-ignore

  it("renders as OpenAPI 3.1 that a validator accepts", async () => {
    await expect(SwaggerParser.validate(JSON.parse(JSON.stringify(buildOpenApi(api))))).resolves.toBeTruthy();
  });
});

describe("buildApiModel with a workflow (issue 17)", () => {
  /** The library with a workflow on loans: "return" moves a loan on loan to returned (librarians only). */
  function withWorkflow(roles: boolean): { api: ApiModel; data: DataModel } {
    const req = buildRequirementsModel({
      project: { name: "Lending Library", description: "A lending library" },
      answers: { "data-entities": LIBRARY },
      requirements: [...REQUIREMENTS, fr(6, "Librarians must be able to record the return of a loan.")],
    });
    const data = buildDataModel(req);
    const loan = data.entities.find((e) => e.name === "Loan");
    if (!loan) throw new Error("no Loan");
    const status = loan.fields.find((f) => f.name === "status");
    if (status) status.enumValues = ["on loan", "returned"];
    loan.workflow = {
      field: "status",
      initial: "on loan",
      transitions: [{ name: "return", label: "Return", from: ["on loan"], to: "returned", roles: roles ? ["librarian"] : [], serves: ["FR-6"] }],
      serves: ["US-1"],
    };
    if (roles) {
      data.roles = [{ name: "librarian", label: "Librarian", description: "Runs the library", manageAccounts: true }, { name: "member", label: "Member", description: "Borrows books", manageAccounts: false }];
      const full = { read: "all", create: true, update: "all", delete: "all" } as const;
      for (const entity of data.entities) entity.access = { librarian: full, member: { ...full, create: false, update: "none", delete: "none" } };
    }
    return { api: apiModelSchema.parse(buildApiModel(dataModelSchema.parse(data), req)), data };
  } // prettier-ignore

  it("adds POST and GET /api/loans/{id}/transitions with their schemas, status codes and requirements", () => {
    const { api: model } = withWorkflow(true);
    expect(operation(model, "loanTransition")).toMatchObject({ kind: "transition", method: "post", path: "/api/loans/{id}/transitions", summary: "Return a loan", requestSchema: "LoanTransitionRequest", responseSchema: "Loan", auth: true, serves: ["FR-6", "US-1"] });
    expect(operation(model, "loanTransition").statusCodes.map((s) => s.code)).toEqual([200, 400, 401, 403, 404, 409]);
    expect(operation(model, "loanTransitions")).toMatchObject({ kind: "transition", method: "get", path: "/api/loans/{id}/transitions", requestSchema: null, responseSchema: "LoanTransitionRecord", serves: ["US-1"] });
    expect(operation(model, "updateLoan").statusCodes).toContainEqual({ code: 409, description: "The status changes only through its actions: return" });
    expect(model.schemas.LoanTransitionRequest).toMatchObject({ properties: { transition: { type: "string", enum: ["return"] } }, required: ["transition"], additionalProperties: false });
    expect(model.schemas.LoanTransitionRecord).toMatchObject({ required: ["id", "transition", "fromState", "toState", "byUserId", "byName", "at"], properties: { fromState: { enum: ["on loan", "returned"] }, byUserId: { type: ["integer", "null"] } } });
    // The state is set by the server: optional in the create body, still in every stored row.
    expect((model.schemas.LoanInput as { required: string[] }).required).not.toContain("status");
    expect((model.schemas.Loan as { required: string[] }).required).toContain("status");
    // Without roles nobody is refused by role.
    expect(operation(withWorkflow(false).api, "loanTransition").statusCodes.map((s) => s.code)).toEqual([200, 400, 401, 404, 409]);
  }); // prettier-ignore

  it("renders the history as an array of records in OpenAPI 3.1 that a validator accepts", async () => {
    const doc = buildOpenApi(withWorkflow(true).api);
    expect(doc.paths["/api/loans/{id}/transitions"]?.get?.responses["200"]?.content?.["application/json"].schema).toEqual({ type: "array", items: { $ref: "#/components/schemas/LoanTransitionRecord" } });
    expect(doc.paths["/api/loans/{id}/transitions"]?.post?.requestBody?.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/LoanTransitionRequest" });
    await expect(SwaggerParser.validate(JSON.parse(JSON.stringify(doc)))).resolves.toBeTruthy();
  }); // prettier-ignore

  it("lists both operations in the API specification document", () => {
    const markdown = renderApiSpecification(withWorkflow(true).api, { version: 1, date: "2025-05-01" });
    expect(markdown).toMatch(/\| `POST` +\| `\/api\/loans\/\{id\}\/transitions` \| Return a loan +\| \*\*yes\*\* \| FR-6, US-1 +\|/);
    expect(markdown).toMatch(/\| `GET` +\| `\/api\/loans\/\{id\}\/transitions` \| The history of a loan's status: each action, who performed it and when +\| \*\*yes\*\* \| US-1 +\|/);
    expect(markdown).toContain("operationId: loanTransitions");
  }); // prettier-ignore
});
