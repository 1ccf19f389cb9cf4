import { describe, expect, it } from "vitest";
import { PASTED_SPEC } from "../../testing/pasted-spec";
import { answerLines, namingLines } from "./answer-lines";

const USERS = /\busers?\b/i;

describe("answerLines", () => {
  it("removes list markers but keeps rules and numbers that are not markers", () => {
    expect(answerLines("- Librarians\n* Members\n2) Guests\n---\n1.5 hours a day\n\n")).toEqual([
      "Librarians",
      "Members",
      "Guests",
      "---",
      "1.5 hours a day",
    ]);
  });
});

describe("namingLines", () => {
  it("reads a short list as it is, emphasis removed", () => {
    expect(namingLines("- **Librarians**: run the desk\n- Members", USERS)).toEqual([
      "Librarians: run the desk",
      "Members",
    ]);
  });

  it("takes only the users section of a pasted document, never its code, tables, quotes or lead-ins", () => {
    expect(namingLines(PASTED_SPEC, USERS)).toEqual([
      "Team member: creates and moves tasks",
      "Admin: manages the board and its columns",
    ]);
  });

  it("takes nothing from a document whose headings name no users", () => {
    expect(namingLines("# Storage\n- back\n- storage\n- **task data**", USERS)).toEqual([]);
  });

  it("skips fenced code of either kind until a fence as long closes it", () => {
    const text = "````\n```\nAdmin\n```\nStill code\n````\n~~~\nGuest\n~~~\nMember";
    expect(namingLines(text, USERS)).toEqual(["Member"]);
  });
});
