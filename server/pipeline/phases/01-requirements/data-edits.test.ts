import { describe, expect, it } from "vitest";
import { dataStatement, readCorrections, readLines, renderLines, thingName } from "./data-edits";
import { dataQuestion, readDataReply } from "./data-question";
import { parseDataEntities } from "./suggest-entities";

const LIST = [
  "Vet: name, email",
  "Pet: vet (Vet), name",
  "Owner: name, phone",
  "Vaccine: name",
  "Vaccination: pet (Pet), vaccine (Vaccine), date",
].join("\n");
const lines = readLines(LIST);

/** The list after a reply, and what the reply to the user says. */
function corrected(reply: string) {
  const read = readDataReply(lines, reply, true);
  return { text: read.text, said: read.said, unplaced: read.unplaced };
}

describe("the data question", () => {
  it("puts the things on the list to the user", () => {
    expect(dataQuestion(lines)).toBe(
      "I'd keep Vets, Pets, Owners, Vaccines and Vaccinations — anything to add or rename?",
    );
    expect(dataQuestion([])).toBeUndefined();
  });
});

// prettier-ignore
const corrections: { kind: string; reply: string; said: string; text?: string }[] = [
  { kind: "a yes keeps the list", reply: "yes",
    said: "I'll keep Vets, Pets, Owners, Vaccines and Vaccinations." },
  { kind: "'looks good' keeps the list", reply: "Looks good to me!",
    said: "I'll keep Vets, Pets, Owners, Vaccines and Vaccinations." },
  { kind: "'no' to 'anything to add?' keeps the list", reply: "no",
    said: "I'll keep Vets, Pets, Owners, Vaccines and Vaccinations." },
  { kind: "'add' adds a thing", reply: "add Clinic",
    said: "Added Clinic; I'd keep Vets, Pets, Owners, Vaccines, Vaccinations and Clinics.",
    text: `${LIST}\nClinic` },
  { kind: "'also keep' adds a thing, in the singular", reply: "also keep invoices",
    said: "Added Invoice; I'd keep Vets, Pets, Owners, Vaccines, Vaccinations and Invoices.",
    text: `${LIST}\nInvoice` },
  { kind: "'rename … to' renames, references included", reply: "rename Vet to Veterinarian",
    said: "Renamed Vet to Veterinarian; I'd keep Veterinarians, Pets, Owners, Vaccines and Vaccinations.",
    text: "Veterinarian: name, email\nPet: veterinarian (Veterinarian), name\nOwner: name, phone\nVaccine: name\nVaccination: pet (Pet), vaccine (Vaccine), date" },
  { kind: "'call X Y' renames", reply: "call owners clients",
    said: "Renamed Owner to Client; I'd keep Vets, Pets, Clients, Vaccines and Vaccinations.",
    text: LIST.replace("Owner: name, phone", "Client: name, phone") },
  { kind: "'Y instead of X' renames", reply: "Clients instead of owners",
    said: "Renamed Owner to Client; I'd keep Vets, Pets, Clients, Vaccines and Vaccinations." },
  { kind: "'drop' removes a thing and the references to it", reply: "drop vaccines",
    said: "Removed Vaccine; I'd keep Vets, Pets, Owners and Vaccinations.",
    text: "Vet: name, email\nPet: vet (Vet), name\nOwner: name, phone\nVaccination: pet (Pet), date" },
  { kind: "'no need for' removes", reply: "no need for vaccines",
    said: "Removed Vaccine; I'd keep Vets, Pets, Owners and Vaccinations." },
  { kind: "'remove' removes", reply: "remove Vaccine",
    said: "Removed Vaccine; I'd keep Vets, Pets, Owners and Vaccinations." },
  { kind: "'X is not needed' removes", reply: "Vaccines are not needed.",
    said: "Removed Vaccine; I'd keep Vets, Pets, Owners and Vaccinations." },
  { kind: "'Thing: details' sets the details", reply: "Pet: name, species, breed",
    said: "Set the details of Pet to name, species and breed; I'd keep Vets, Pets, Owners, Vaccines and Vaccinations.",
    text: LIST.replace("Pet: vet (Vet), name", "Pet: name, species, breed") },
  { kind: "'Each X has' adds details", reply: "Each pet has a name, a species and a date of birth.",
    said: "Added species and date of birth to Pet; I'd keep Vets, Pets, Owners, Vaccines and Vaccinations.",
    text: LIST.replace("Pet: vet (Vet), name", "Pet: vet (Vet), name, species, date of birth") },
  { kind: "'add … to X' adds details", reply: "add breed and microchip number to Pet",
    said: "Added breed and microchip number to Pet; I'd keep Vets, Pets, Owners, Vaccines and Vaccinations." },
  { kind: "a plural subject adds details while the data is asked about", reply: "Owners need an address",
    said: "Added address to Owner; I'd keep Vets, Pets, Owners, Vaccines and Vaccinations." },
  { kind: "several corrections in one message", reply: "Rename Vet to Veterinarian and remove Vaccine",
    said: "Renamed Vet to Veterinarian and removed Vaccine; I'd keep Veterinarians, Pets, Owners and Vaccinations.",
    text: "Veterinarian: name, email\nPet: veterinarian (Veterinarian), name\nOwner: name, phone\nVaccination: pet (Pet), date" },
  { kind: "a verb carries over a list", reply: "add Clinic and Invoice, drop vaccines",
    said: "Added Clinic, added Invoice and removed Vaccine; I'd keep Vets, Pets, Owners, Vaccinations, Clinics and Invoices." },
  { kind: "a yes with a change makes the change", reply: "yes, but add Clinic",
    said: "Added Clinic; I'd keep Vets, Pets, Owners, Vaccines, Vaccinations and Clinics." },
];

describe("corrections to the data list", () => {
  it.each(corrections)("$kind ($reply)", ({ reply, said, text }) => {
    const out = corrected(reply);
    expect(out.said).toBe(said);
    expect(out.unplaced).toEqual([]);
    if (text !== undefined) expect(out.text).toBe(text);
  });

  it("keeps a confirmed list unchanged, and writes it only when the checklist does not hold it yet", () => {
    expect(readDataReply(lines, "yes", true).text).toBeUndefined();
    expect(readDataReply(lines, "yes", false).text).toBe(LIST);
  });

  it("returns what it did not understand, in the user's words, instead of dropping it", () => {
    expect(readDataReply(lines, "purple elephants", true)).toEqual({
      unplaced: ["purple elephants"],
      understood: false,
    });
    const partly = readDataReply(lines, "add Clinic, drop the moon", true);
    expect(partly.said).toBe(
      "Added Clinic; I'd keep Vets, Pets, Owners, Vaccines, Vaccinations and Clinics.",
    );
    expect(partly.unplaced).toEqual(["drop the moon"]);
  });

  it("renaming to a thing already on the list merges the two", () => {
    const read = readCorrections(lines, "rename Vaccine to Vaccination");
    expect(read.changes).toEqual([{ kind: "removed", name: "Vaccine" }]);
  });

  it("writes text the data section's reader reads back", () => {
    const text = corrected("rename Vet to Veterinarian and drop vaccines, add Clinic").text ?? "";
    expect(parseDataEntities(text).map((e) => e.name)).toEqual([
      "Veterinarian",
      "Pet",
      "Owner",
      "Vaccination",
      "Clinic",
    ]);
    expect(renderLines(readLines(text))).toBe(text);
  });
});

// prettier-ignore
const statements: { sentence: string; statement: ReturnType<typeof dataStatement> }[] = [
  { sentence: "Each pet has a name, species, breed and date of birth.",
    statement: { name: "Pet", details: ["name", "species", "breed", "date of birth"], mode: "add" } },
  { sentence: "A vaccination has a vaccine name, date given and next due date.",
    statement: { name: "Vaccination", details: ["vaccine name", "date given", "next due date"], mode: "add" } },
  { sentence: "For each owner we keep name, phone and email.",
    statement: { name: "Owner", details: ["name", "phone", "email"], mode: "add" } },
  { sentence: "Pet: name, species, breed",
    statement: { name: "Pet", details: ["name", "species", "breed"], mode: "set" } },
  { sentence: "Roles: owner, vet, admin", statement: undefined },
  { sentence: "Owner: books appointments, pays invoices", statement: undefined },
  { sentence: "A vet has to confirm the appointment", statement: undefined },
  { sentence: "The app has a calendar and reminders", statement: undefined },
  { sentence: "Note: call me later", statement: undefined },
  { sentence: "Owners book appointments online", statement: undefined },
];

describe("sentences that describe things and their details", () => {
  it.each(statements)("$sentence", ({ sentence, statement }) => {
    expect(dataStatement(sentence)).toEqual(statement);
  });

  it("names things as the data section does", () => {
    expect(thingName("the vaccines")).toBe("Vaccine");
    expect(thingName("staff members")).toBe("StaffMember");
  });
});
