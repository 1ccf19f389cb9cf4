import { describe, expect, it } from "vitest";
import { requirementsModelSchema } from "../../../../domain/artifacts/01-requirements";
import { checklistDrafts } from "../01-requirements/from-checklist";
import { extractRequirements } from "../01-requirements/extract";
import { buildRequirementsModel, type StoredRequirement } from "./build";
import { findLook, lookCriteria } from "./look";

/*
 * The idea's look as requirements: the chat and the checklist record it as a usability requirement, the
 * requirements model adds one for what only the description says, with acceptance criteria naming each part.
 */

const DATA = "Card: customer name, stamps (number)";

function build(
  description: string,
  requirements: StoredRequirement[] = [],
  answers: Record<string, unknown> = {},
) {
  return requirementsModelSchema.parse(
    buildRequirementsModel({
      project: { name: "Coffee Club", description },
      answers: { "data-entities": DATA, ...answers },
      requirements,
    }),
  );
}

describe("the look in the chat and the checklist", () => {
  it.each([
    ["use a dark blue and gold theme", "The application must use a dark blue and gold theme."],
    ["I want a dark look with neon green accents", "The application should have a dark look with neon green accents."],
    ["pastel pink, friendly, rounded", "The application must have this look: pastel pink, friendly, rounded."],
    ["font: Georgia", "The application must have this look: font: Georgia."],
    ["call it BrewBuddy with a coffee-brown palette", "The application must be called BrewBuddy with a coffee-brown palette."],
    ["#1e3a8a primary colour", "The application must have this look: #1e3a8a primary colour."],
    ["high contrast for older users", "The application must have this look: high contrast for older users."],
    ["Make it pastel pink.", "The application must be pastel pink."],
  ])("%s is a usability requirement", (message, description) => {
    const found = extractRequirements(message);
    expect(found.map((r) => [r.type, r.category, r.description])).toEqual([["non-functional", "usability", description]]);
  });

  it("keeps features features", () => {
    const found = extractRequirements("Members borrow books, and the app should use a dark blue theme. The app tracks gold prices.");
    expect(found.map((r) => [r.type, r.description])).toEqual([
      ["functional", "Members must be able to borrow books."],
      ["non-functional", "The app should use a dark blue theme."],
      ["functional", "The app must track gold prices."],
    ]);
    expect(extractRequirements("Members can pick a colour theme for their profile.")[0]?.type).toBe("functional");
  });

  it("reads a look in the core features as a non-functional requirement", () => {
    const drafts = checklistDrafts({ "core-features": "Stamp a card per coffee\nDark blue and gold theme" });
    expect(drafts.map((d) => d.type)).toEqual(["functional", "non-functional"]);
    expect(drafts[1]?.description).toBe("The application must have this look: Dark blue and gold theme.");
  });
}); // prettier-ignore

describe("the look in the requirements model", () => {
  it("adds a Look and feel requirement for what only the description says, in its words", () => {
    const model = build("A loyalty card app for my coffee shop. Call it BrewBuddy with a coffee-brown palette.", [
      { code: "NFR-1", type: "non-functional", description: "Pages must respond within 2 seconds.", status: "confirmed", priority: "must", source: "checklist" },
    ]);
    const look = model.requirements.find((r) => r.title === "Look and feel");
    expect(look).toMatchObject({
      id: "NFR-2",
      type: "non-functional",
      category: "usability",
      status: "unconfirmed",
      description: `The application's look must follow the idea's words: "Call it BrewBuddy with a coffee-brown palette".`,
    });
    expect(look?.acceptanceCriteria).toEqual([
      "The primary colour (buttons and links) is coffee brown (#6f4e37), made darker or lighter only as far as readable contrast needs",
      'The header and the browser tab show the name "BrewBuddy"',
      "Every text has a contrast ratio of at least 4.5:1 with what is behind it (WCAG AA), on primary buttons too",
    ]);
  });

  it("ties the look to the chat's requirement that states it and adds nothing", () => {
    const model = build("Use a dark blue and gold theme", [
      { code: "NFR-1", type: "non-functional", description: "The application must use a dark blue and gold theme.", status: "confirmed", priority: "must", source: "chat" },
    ]);
    expect(model.requirements.map((r) => r.id)).not.toContain("NFR-2");
    const look = model.requirements.find((r) => r.id === "NFR-1");
    expect(look?.category).toBe("usability");
    expect(look?.acceptanceCriteria).toEqual([
      "The primary colour (buttons and links) is dark blue (#00008b), made darker or lighter only as far as readable contrast needs",
      "The accent colour (the header) is gold (#ffd700), made darker or lighter only as far as readable contrast needs",
      "Every text has a contrast ratio of at least 4.5:1 with what is behind it (WCAG AA), on primary buttons too",
    ]);
  });

  it("adds nothing for an idea that says nothing of the look, or only the project's own name", () => {
    for (const description of ["A loyalty card app for my coffee shop that tracks gold members", "An app called Coffee Club for loyalty cards"]) {
      const model = build(description);
      expect(model.requirements.filter((r) => r.type === "non-functional")).toEqual([]);
    }
  });

  it("names the mode, the font, corners, text size and AAA contrast in the criteria", () => {
    expect(lookCriteria("A dark, rounded look with large text, high contrast and the Georgia font")).toEqual([
      "Every page has a dark look: light text on a dark background, whatever the device's setting",
      "Text is set in Georgia where it is installed, else in a serif font; no web font is downloaded",
      "Cards, inputs and buttons have rounded corners",
      "Text is larger than the browser's default size (112.5%)",
      "Every text has a contrast ratio of at least 7:1 with what is behind it (WCAG AAA), on primary buttons too",
    ]);
  });

  it("reads the purpose and core features answers too", () => {
    const { added } = findLook({
      name: "Coffee Club",
      description: "Loyalty cards",
      answers: { "product-purpose": "Loyalty cards for regulars, in a black and gold theme" },
      requirements: [],
    });
    expect(added?.description).toBe(`The application's look must follow the idea's words: "Loyalty cards for regulars, in a black and gold theme".`);
  });
}); // prettier-ignore
