import { describe, expect, it } from "vitest";
import { camelIdentifier, entityNames, foldAccents, inSentence, withArticle } from "./names";

describe("entityNames", () => {
  it.each([
    ["Café Événements", "CafeEvenement", "CafeEvenements", "cafe_evenements", "cafe-evenements", "Café Événement", "Café Événements"],
    ["Books", "Book", "Books", "books", "books", "Book", "Books"],
    ["ClinicalNote", "ClinicalNote", "ClinicalNotes", "clinical_notes", "clinical-notes", "Clinical note", "Clinical notes"],
    ["book copy", "BookCopy", "BookCopies", "book_copies", "book-copies", "Book copy", "Book copies"],
    ["Category", "Category", "Categories", "categories", "categories", "Category", "Categories"],
    ["Box", "Box", "Boxes", "boxes", "boxes", "Box", "Boxes"],
    ["Person", "Person", "People", "people", "people", "Person", "People"],
    ["Lieu | Venue", "LieuVenue", "LieuVenues", "lieu_venues", "lieu-venues", "Lieu | Venue", "Lieu | Venues"],
    ["", "Item", "Items", "items", "items", "Item", "Items"],
  ])("names %j %s", (words, name, plural, table, resource, label, pluralLabel) => {
    expect(entityNames(words)).toMatchObject({ name, plural, table, resource, label, pluralLabel });
  }); // prettier-ignore
});

describe("the name helpers", () => {
  it("folds accents one character for one character", () => {
    expect(foldAccents("Événement à Noël")).toBe("Evenement a Noel");
    expect(foldAccents("Événement").length).toBe("Événement".length);
  });

  it("makes camelCase identifiers that start with a letter", () => {
    expect(camelIdentifier("nom de l'invité")).toBe("nomDeLinvite");
    expect(camelIdentifier("2nd line")).toBe("field2ndLine");
    expect(camelIdentifier("!!")).toBe("field");
  });

  it("writes labels inside sentences and with their article as they are spoken", () => {
    expect(inSentence("Clinical notes")).toBe("clinical notes");
    expect(inSentence("Café Événements")).toBe("Café Événements");
    expect(inSentence("ISBN")).toBe("ISBN");
    expect(["appointment", "user", "hour", "book"].map(withArticle)).toEqual([
      "an appointment",
      "a user",
      "an hour",
      "a book",
    ]);
  });
});
