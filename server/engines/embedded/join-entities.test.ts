import { describe, expect, it } from "vitest";
import { joinOfIdea } from "./join-entities";
import { entitiesForIdea, type LexiconEntity } from "./lexicon";

const names = (entities: readonly LexiconEntity[]) => entities.map((e) => e.name);
const refs = (entities: readonly LexiconEntity[], name: string) =>
  entities.find((e) => e.name === name)?.relations.map((r) => `${r.to}${r.required ? "!" : ""}`);

describe("joining a thing is a record of its own", () => {
  it("reads 'volunteers sign up for shifts' as a shift's sign-ups, and a head count as no entity", () => {
    const entities = entitiesForIdea(
      "A volunteer rota for a food bank: volunteers sign up for shifts, each shift holds at most 6 people, and coordinators see who is coming.",
    );
    expect(names(entities)).toContain("ShiftSignup");
    expect(refs(entities, "ShiftSignup")).toEqual(["Shift!"]);
    expect(entities.find((e) => e.name === "ShiftSignup")?.fields.map((f) => [f.name, f.required])).toEqual([
      ["notes", false],
    ]);
    // "6 people" is how many, not a Person; "for a food bank" is whom the app is for; a shift is no one volunteer's.
    expect(names(entities)).not.toContain("Person");
    expect(names(entities)).not.toContain("Bank");
    expect(refs(entities, "Shift")).toEqual([]);
  });

  it("reads enrolling in a class, and 'each class takes' as the class's verb", () => {
    const entities = entitiesForIdea(
      "Evening classes at our community centre: students enrol in a class, each class takes up to 15 students, teachers see who is coming.",
    );
    expect(refs(entities, "ClassEnrolment")).toEqual(["Class!"]);
    expect(names(entities)).not.toContain("Take");
  });

  it("adds nothing when the idea already keeps who joined, names a compound, or joins nothing it keeps", () => {
    // Players belong to a team already.
    expect(
      names(entitiesForIdea("A football league: players join a team and teams play matches each week.")),
    ).not.toContain("TeamMembership");
    // The session is what members sign up for, not the induction.
    expect(
      names(
        entitiesForIdea(
          "Members book machines after an induction. Members sign up for an induction session given by hosts.",
        ),
      ).filter((n) => n.endsWith("Signup")),
    ).toEqual([]);
    expect(
      names(entitiesForIdea("A blog for my bakery where visitors sign up for the newsletter.")).filter((n) =>
        n.endsWith("Signup"),
      ),
    ).toEqual([]);
  });

  it("tells the measure of the idea's entities that a join record is the idea's own", () => {
    expect(joinOfIdea("LessonSignup", "Students sign up for lessons at a level")).toBe(true);
    expect(joinOfIdea("ClassEnrolment", "students enrol in a class")).toBe(true);
    expect(joinOfIdea("LessonSignup", "Students book lessons")).toBe(false);
    expect(joinOfIdea("InductionSignup", "members sign up for an induction session")).toBe(false);
  });
});

describe("words that are never a thing to keep", () => {
  it("does not keep a chart, a graph or statistics", () => {
    const entities = entitiesForIdea(
      "Beekeeping log: I have 12 hives and I want a chart of honey per month, a graph of weights and statistics per hive.",
    );
    expect(names(entities).filter((n) => /Chart|Graph|Statistic/.test(n))).toEqual([]);
    expect(names(entities)).toContain("Hive");
  });
});
