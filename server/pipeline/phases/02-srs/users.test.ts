import { describe, expect, it } from "vitest";
import type { ApiModel } from "../../../../domain/artifacts/04-api-model";
import { buildChain } from "../../testing/build-chain";
import { ideaInput } from "../../testing/idea-input";
import { renderSrs } from "./render";

/*
 * Roles are modelled as the user names them (issue 12): however the checklist lists the kinds of user and the
 * roles, every one named is kept, singular and once, in the SRS and in the role enum of the API model (which the
 * generated app's accounts table takes too), and nothing that is not a name becomes a role.
 */

const VET_ROLES = ["owner", "receptionist", "vet", "admin"];

function vetClinic(answers: Record<string, unknown>) {
  const chain = buildChain(
    ideaInput({
      slug: "vet-clinic",
      name: "Vet Clinic",
      description: "A vet clinic where owners book appointments for their pets and vets record vaccinations",
      answers: { "user-authentication": "Accounts with roles and permissions", ...answers },
    }),
  );
  return { chain, srs: renderSrs(chain.requirements, { version: 1, date: "2026-01-05" }) };
}

/** The values of every `role` enum among the API model's schemas. */
function roleEnums(api: ApiModel): unknown[] {
  return Object.values(api.schemas).flatMap((schema) => {
    const properties = schema.properties;
    if (typeof properties !== "object" || properties === null || !("role" in properties)) return [];
    const role = properties.role;
    return typeof role === "object" && role !== null && "enum" in role ? [role.enum] : [];
  });
}

describe("user classes and roles", () => {
  it.each([
    {
      style: "one per line",
      answers: {
        "user-types":
          "Owners: book appointments for their pets\nReceptionists: manage the diary\nVets: record vaccinations\nAdmins: manage staff accounts",
        "user-roles":
          "Owner: books appointments for their pets\nReceptionist: manages the diary and checks pets in\nVet: records vaccinations and notes\nAdmin: manages staff accounts",
      },
    },
    {
      style: "a comma list",
      answers: {
        "user-types": "Owners, receptionists, vets and admins",
        "user-roles": "owner, receptionist, vet and admin",
      },
    },
    {
      style: "a comma list with an Oxford comma, user types only",
      answers: { "user-types": "Owners, receptionists, vets, and admins." },
    },
    {
      style: "a labelled list",
      answers: {
        "user-types": "Roles: owner, receptionist, vet, admin",
        "user-roles": "Roles: owner, receptionist, vet, admin",
      },
    },
    {
      style: "a sentence that lists them",
      answers: {
        "user-types": "Pet owners and clinic staff",
        "user-roles": "The roles are owner, receptionist, vet and admin.",
      },
    },
  ])("keeps the four vet clinic roles written as $style", ({ answers }) => {
    const { chain, srs } = vetClinic(answers);
    expect(chain.requirements.authentication).toEqual({ required: true, roles: VET_ROLES });
    expect(roleEnums(chain.api)).toEqual([VET_ROLES]);
    expect(srs).toContain("Users sign in with an account; the roles are owner, receptionist, vet and admin.");
    expect(srs).toContain(
      "Users sign in before they use the product; the roles are owner, receptionist, vet and admin.",
    );
    const names = chain.requirements.userClasses.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Receptionist", "Vet", "Admin"]));
    expect(names.filter((n) => /owner$/i.test(n))).toHaveLength(1);
  });

  it("names each kind once, singular, with what its line says it does", () => {
    const { chain } = vetClinic({
      "user-types": "Owners, receptionists, vets and admins",
      "user-roles":
        "Owner: books appointments for their pets\nReceptionist: manages the diary\nVet: records vaccinations\nAdmin: manages staff accounts",
    });
    expect(chain.requirements.userClasses.map((c) => [c.name, c.description, c.permissions[0]])).toEqual([
      ["Owner", "", "Books appointments for their pets"],
      ["Receptionist", "", "Manages the diary"],
      ["Vet", "", "Records vaccinations"],
      ["Admin", "", "Manages staff accounts"],
    ]);
  });

  it.each([
    { roles: "Vet\nVets\nvet", expected: ["vet"] },
    { roles: "Receptionists manage the diary and check in patients", expected: ["receptionist"] },
    { roles: "Members and their families", expected: ["member"] },
    { roles: "Beekeepers, no login needed", expected: ["beekeeper"] },
    { roles: "Users: people who book appointments", expected: ["user"] },
    {
      roles: "Owners book appointments, vets record vaccinations and admins manage staff",
      expected: ["owner", "vet", "admin"],
    },
    {
      roles: "Store managers, support staff and cashiers",
      expected: ["store manager", "support staff", "cashier"],
    },
  ])("reads only names as user classes and roles from $roles", ({ roles, expected }) => {
    const { chain } = vetClinic({ "user-types": roles, "user-roles": roles });
    expect(chain.requirements.userClasses.map((c) => c.name.toLowerCase())).toEqual(expected);
    expect(chain.requirements.authentication.roles).toEqual(expected);
    expect(roleEnums(chain.api)).toEqual([expected]);
  });

  it("says 'the only role' when there is one", () => {
    const { srs } = vetClinic({ "user-roles": "Roles: admin" });
    expect(srs).toContain("Users sign in with an account; the only role is admin.");
    expect(srs).not.toContain("the roles are");
  });
});
