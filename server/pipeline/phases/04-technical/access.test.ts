import { describe, expect, it } from "vitest";
import { dataModelSchema, type DataModel } from "../../../../domain/artifacts/04-data-model";
import type { StoredRequirement } from "../02-srs/build";
import { buildChain } from "../../testing/build-chain";

const VET =
  "A web app for our vet clinic: book appointments for pets and keep each pet's vaccination history.";

function dataModel(answers: Record<string, unknown>, requirements: StoredRequirement[] = []): DataModel {
  const chain = buildChain({ project: { name: "Paws", description: VET }, answers, requirements });
  expect(dataModelSchema.safeParse(chain.data).success).toBe(true);
  return chain.data;
}

/** "Pet: owner read own, add, …" per entity, one line per role, for exact comparison. */
function matrix(model: DataModel): Record<string, Record<string, string>> {
  const cell = (a: NonNullable<DataModel["entities"][number]["access"]>[string]) =>
    [a.read, a.create ? "add" : "-", a.update, a.delete].join(" ");
  return Object.fromEntries(
    model.entities.map((e) => [
      e.name,
      Object.fromEntries(Object.entries(e.access ?? {}).map(([role, a]) => [role, cell(a)])),
    ]),
  );
}

const VET_ANSWERS = {
  "product-purpose": VET,
  "user-types": "Pet owners\nReceptionists\nVets\nAdmin",
  "user-authentication": "Accounts with roles and permissions",
  "user-roles":
    "Owner: book appointments and see only their own pets\nReceptionist: confirm appointments\nVet: record vaccinations\nAdmin: manage everything",
  "data-entities":
    "Owner: name, email, phone\nPet: name, species, breed, date of birth, owner\nAppointment: pet, date and time, reason, status\nVaccination: pet, vaccine name, date given, next due date",
};

describe("roles and permissions of the data model", () => {
  it("a vet clinic: the admin does everything, staff share every record, owners reach their own record, pets and appointments", () => {
    const model = dataModel(VET_ANSWERS, [
      {
        code: "FR-1",
        type: "functional",
        description: "Owners must be able to book appointments online.",
        status: "unconfirmed",
        priority: "must",
        source: "chat",
      },
    ]);
    expect(model.roles?.map((r) => [r.name, r.label, r.manageAccounts])).toEqual([
      ["admin", "Admin", true],
      ["receptionist", "Receptionist", false],
      ["vet", "Vet", false],
      ["owner", "Owner", false],
    ]);
    expect(model.signUpRole).toBe("owner");
    const staff = "all add all none";
    const admin = "all add all all";
    expect(matrix(model)).toEqual({
      Owner: { admin, receptionist: staff, vet: staff, owner: "own add own none" },
      Pet: { admin, receptionist: staff, vet: staff, owner: "own add own own" },
      Appointment: { admin, receptionist: staff, vet: staff, owner: "own add own own" },
      Vaccination: { admin, receptionist: staff, vet: staff, owner: "none - none none" },
    });
    const owned = model.entities.filter((e) => e.ownedByUser).map((e) => e.name);
    expect(owned).toEqual(["Owner", "Pet", "Appointment"]);
  });

  it("a library: members browse the catalogue and reach their own loans; librarians manage accounts", () => {
    const model = dataModel({
      "product-purpose": "Members of a neighbourhood library borrow and return books.",
      "user-types": "Members\nLibrarians",
      "user-authentication": "Accounts with roles and permissions",
      "user-roles": "Librarians: manage books and members\nMembers: browse all books and borrow them",
      "data-entities": "Book: title, author, isbn\nLoan: book, due date",
    });
    expect(model.roles?.map((r) => r.name)).toEqual(["librarian", "member"]);
    expect(model.roles?.[0]?.manageAccounts).toBe(true);
    expect(model.signUpRole).toBe("member");
    expect(matrix(model).Book?.member).toBe("all - none none");
    expect(matrix(model).Loan?.member).toBe("own add own own");
    expect(model.entities.find((e) => e.name === "Loan")?.ownedByUser).toBe(true);
  });

  it("no roles: the data model has none and no access table, as before", () => {
    const model = dataModel({
      ...VET_ANSWERS,
      "user-authentication": "Username and password accounts",
      "user-roles": undefined,
      "user-types": "Clinic staff",
    });
    expect(model.roles).toBeUndefined();
    expect(model.entities.every((e) => e.access === undefined)).toBe(true);
  });

  it("the model refuses access that names an unknown role, or 'own' on shared rows", () => {
    const model = dataModel(VET_ANSWERS);
    const vaccination = model.entities.find((e) => e.name === "Vaccination");
    if (!vaccination?.access) throw new Error("no access");
    const badRole = { ...vaccination, access: { ...vaccination.access, nurse: vaccination.access.vet! } };
    expect(dataModelSchema.safeParse({ ...model, entities: [badRole] }).success).toBe(false);
    const badOwn = {
      ...vaccination,
      access: {
        ...vaccination.access,
        owner: { read: "own", create: false, update: "none", delete: "none" },
      },
    };
    expect(dataModelSchema.safeParse({ ...model, entities: [badOwn] }).success).toBe(false);
    expect(dataModelSchema.safeParse({ ...model, signUpRole: "nurse" }).success).toBe(false);
  });
});

describe("the database design's roles and permissions section", () => {
  it("lists the roles, who gets which, and a table of what each may do", async () => {
    const { renderDatabaseDesign } = await import("./render-database");
    const md = renderDatabaseDesign(dataModel(VET_ANSWERS), { version: 1, date: "2026-11-24" });
    const section = md.slice(md.indexOf("## 9 Roles and permissions"));
    expect(section).toContain(
      "Each account in users has one role (a role column the code generator adds, checked against the roles below). The first account gets Admin and manages the others' roles; later sign-ups get Owner.",
    );
    expect(section).toMatch(
      /\| Pet +\| read all, add, change all, delete all \| read all, add, change all +\| read all, add, change all +\| read own, add, change own, delete own \|/,
    );
    expect(section).toContain("Owned: Owner, Pet, Appointment");
  });
});

describe("a sentence about what each role does", () => {
  it("reads 'them' as what the clause before named: members borrow the books librarians manage", () => {
    const model = dataModel({
      "product-purpose": "Members of a neighbourhood library borrow and return books.",
      "user-types": "Members\nLibrarians",
      "user-authentication": "Accounts with roles and permissions",
      "user-roles": "Librarians manage books; members borrow them.",
      "data-entities": "Member: name, email\nBook: title, author, isbn\nLoan: member, book, due date",
    });
    expect(model.roles?.map((r) => r.name)).toEqual(["librarian", "member"]);
    const table = matrix(model);
    expect(table.Book).toEqual({ librarian: "all add all all", member: "all - none none" });
    expect(table.Loan?.member).toBe("own add own own");
  });
});

describe("per-user data with roles", () => {
  it("keeps what staff are said to add away from the public role, even when users see only their own data", () => {
    const model = dataModel({ ...VET_ANSWERS, "account-features": ["Users see only their own data"] }, [
      {
        code: "FR-1",
        type: "functional",
        description: "Users must be able to see only their own data.",
        status: "unconfirmed",
        priority: "should",
        source: "checklist",
      },
    ]);
    const table = matrix(model);
    expect(table.Vaccination?.owner).toBe("none - none none");
    expect(table.Pet?.owner).toBe("own add own own");
  });
});
