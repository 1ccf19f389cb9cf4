import { describe, expect, it } from "vitest";
import { asideAnswers, roleLines } from "./aside-answers";
import { findAsides, permissionLines, sizeOnly, userList } from "./asides";

const ALL = { users: true, permissions: true, data: true, size: true };
const none = () => "";

describe("asides: sentences that answer another question than the asked one", () => {
  it("reads a list of kinds of user", () => {
    expect(userList("owner, receptionist, vet, admin")).toEqual(["owner", "receptionist", "vet", "admin"]);
    expect(userList("Roles: owner and vet")).toEqual(["owner", "vet"]);
    expect(userList("desktop and mobile")).toBeUndefined();
    expect(userList("payments, email")).toBeUndefined();
  });

  it("reads who may see what", () => {
    expect(permissionLines("Owners see only their own pets")).toEqual({
      rules: [{ subject: "Owners", rule: "see only their own pets" }],
      ownData: true,
    });
    expect(permissionLines("Only admins can delete appointments")).toEqual({
      rules: [{ subject: "admins", rule: "can delete appointments" }],
      ownData: false,
    });
    expect(permissionLines("Owners book appointments online")).toBeUndefined();
    expect(permissionLines("Vets see their day's appointments")).toBeUndefined();
  });

  it("reads a reply about size only: head counts, counts of places and hedges", () => {
    expect(sizeOnly("No, it's one clinic, maybe 500 owners")).toEqual({
      count: 500,
      notes: ["it's one clinic"],
    });
    expect(sizeOnly("about five hundred owners")).toEqual({ count: 500, notes: [] });
    expect(sizeOnly("2 seconds")).toBeUndefined();
    expect(sizeOnly("Fewer no-shows for 500 owners")).toBeUndefined();
  });

  it("splits a message into asides and the rest, in order", () => {
    const found = findAsides("Desktop. Each pet has a name and a breed. owner, vet", ALL);
    expect(found.rest).toEqual(["Desktop."]);
    expect(found.asides.map((a) => a.kind)).toEqual(["data", "users"]);
  });

  it("gives a group's permission to each kind of user the group stands for", () => {
    const rules = [
      { subject: "Owners", rule: "see only their own pets" },
      { subject: "all staff", rule: "see every appointment" },
    ];
    expect(roleLines(rules, "owner, receptionist, vet")).toEqual([
      "Owners: see only their own pets",
      "Receptionist: see every appointment",
      "Vet: see every appointment",
    ]);
    expect(roleLines(rules, "")).toEqual([
      "Owners: see only their own pets",
      "All staff: see every appointment",
    ]);
  });

  it("files permissions under the roles and 'own data' under the account features", () => {
    const { asides } = findAsides("Owners see only their own pets; all staff see every appointment.", ALL);
    const out = asideAnswers(asides, { "user-types": "owner, vet" }, none);
    expect(out.answers).toEqual({
      "user-roles": "Owners: see only their own pets\nVet: see every appointment",
      "account-features": ["Users see only their own data"],
    });
    expect(out.statements).toHaveLength(2);
  });

  it("adds to the roles and users the checklist has, and says it rewrote them", () => {
    const { asides } = findAsides("owner, admin. Admins can see everything.", ALL);
    const out = asideAnswers(asides, { "user-types": "owner", "user-roles": "Owner: books visits" }, none);
    expect(out.answers).toEqual({
      "user-types": "owner\nadmin",
      "user-roles": "Owner: books visits\nAdmins: can see everything",
    });
    expect(out.replaced).toEqual(["user-types", "user-roles"]);
  });

  it("merges things and details into the data, in its line format", () => {
    const { asides } = findAsides(
      "Each pet has a name, species and breed. A vaccination has a date given and next due date.",
      ALL,
    );
    const out = asideAnswers(asides, { "data-entities": "Pet: owner (Owner), name\nOwner: name" }, none);
    expect(out.answers["data-entities"]).toBe(
      "Pet: owner (Owner), name, species, breed\nOwner: name\nVaccination: date given, next due date",
    );
  });

  it("files a head count under users at the same time and a count of places as a note", () => {
    const { asides } = findAsides("No, it's one clinic, maybe 500 owners", ALL);
    const out = asideAnswers(asides, {}, none);
    expect(out.answers).toEqual({ "concurrent-users": 500 });
    expect(out.notes).toEqual([{ questionId: "concurrent-users", words: ["it's one clinic"] }]);
  });
});
