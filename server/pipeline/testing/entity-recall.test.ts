import { describe, expect, it } from "vitest";
import { entitiesForIdea } from "../../engines/embedded/lexicon";
import {
  formatEntityReport,
  isNeverEntity,
  kindEnrichment,
  measureEntities,
  nameKey,
  type CorpusIdea,
} from "./entity-recall";
import { IDEA_CORPUS } from "./idea-corpus";

/** Issue 12's targets for the embedded Requirements AI. */
export const RECALL_TARGET = 0.9;
export const JUNK_LIMIT = 0;

const idea = (over: Partial<CorpusIdea> & Pick<CorpusIdea, "idea" | "expected">): CorpusIdea => ({
  id: "an-idea",
  name: "A Project",
  ...over,
});

const fake =
  (...names: string[]) =>
  () =>
    names.map((name) => ({ name }));

const noEnrichment = () => false;

describe("measureEntities", () => {
  it("matches names humanised, lower case and singular, so CallLog is found as 'call logs'", () => {
    const corpus = [idea({ idea: "a log of phone calls", expected: [["call logs"], ["Caller"]] })];
    const m = measureEntities(corpus, fake("CallLog"), { isEnrichment: noEnrichment });
    expect(m.ideas[0]).toMatchObject({ found: ["call logs"], missed: ["Caller"], recall: 0.5 });
    expect(m.meanRecall).toBe(0.5);
  });

  it("accepts any of an expected entity's names", () => {
    const corpus = [
      idea({ idea: "pets and their vaccinations", expected: [["Vaccination", "VaccinationRecord"]] }),
    ];
    const m = measureEntities(corpus, fake("VaccinationRecords"), { isEnrichment: noEnrichment });
    expect(m.ideas[0]?.found).toEqual(["Vaccination"]);
  });

  it("counts an entity whose words are not all in the idea as junk, lemma-insensitively", () => {
    const corpus = [idea({ idea: "flashcards grouped in decks", expected: [["Flashcard"], ["Deck"]] })];
    const m = measureEntities(corpus, fake("Flashcard", "Decks", "Grouping", "Invoice"), {
      isEnrichment: noEnrichment,
    });
    expect(m.junk.map((j) => j.name)).toEqual(["Invoice"]);
    expect(m.perfectIdeas).toBe(0);
  });

  it("does not count allowed extras or enrichments as junk", () => {
    const corpus = [
      idea({ idea: "members borrow books", expected: [["Book"]], allowedExtra: ["Librarian"] }),
    ];
    const m = measureEntities(corpus, fake("Book", "Librarian", "Loan"), {
      isEnrichment: (name) => name === "Loan",
    });
    expect(m.junkCount).toBe(0);
    expect(m.perfectIdeas).toBe(1);
  });

  it("counts never-entities as junk even when the idea says them", () => {
    const corpus = [
      idea({
        idea: "implement a two player game with the existing screen",
        expected: [],
        allowedExtra: ["Screen"],
      }),
    ];
    const m = measureEntities(corpus, fake("Implement", "TwoPlayer", "ExistingGame", "Screen", "Game"), {
      isEnrichment: noEnrichment,
    });
    expect(m.junk.map((j) => j.name)).toEqual(["Implement", "TwoPlayer", "ExistingGame", "Screen"]);
    expect(m.junk.every((j) => j.reason === "never an entity")).toBe(true);
  });

  it("lets an idea expect a never-entity word explicitly", () => {
    const corpus = [idea({ idea: "permit applications", expected: [["Application"]] })];
    const m = measureEntities(corpus, fake("Application"), { isEnrichment: noEnrichment });
    expect(m.junkCount).toBe(0);
    expect(m.perfectIdeas).toBe(1);
  });

  it("leaves ideas that expect nothing out of the mean recall and scores them by junk alone", () => {
    const corpus = [
      idea({ id: "calc", idea: "a calculator", expected: [] }),
      idea({ id: "notes", idea: "my notes", expected: [["Note"]] }),
    ];
    const m = measureEntities(corpus, fake(), { isEnrichment: noEnrichment });
    expect(m.meanRecall).toBe(0);
    expect(m.perfectIdeas).toBe(1);
  });

  it("times each idea with the given clock", () => {
    let t = 0;
    const clock = () => (t += 5);
    const m = measureEntities([idea({ idea: "notes", expected: [] })], fake(), { clock });
    expect(m.msPerIdea).toEqual({ mean: 5, max: 5 });
  });

  it("treats a kind's entity as an enrichment only when the idea names something of that kind", () => {
    expect(kindEnrichment("Loan", "members borrow books")).toBe(true);
    expect(kindEnrichment("Loan", "a call log for the front desk")).toBe(false);
  });
});

describe("the idea corpus", () => {
  it("has at least 64 ideas with unique kebab-case ids", () => {
    expect(IDEA_CORPUS.length).toBeGreaterThanOrEqual(64);
    const ids = IDEA_CORPUS.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("never allows an extra that the measure counts as junk, and names every entity with words", () => {
    expect(IDEA_CORPUS.flatMap((i) => i.allowedExtra ?? []).filter(isNeverEntity)).toEqual([]);
    const names = IDEA_CORPUS.flatMap((i) => [...i.expected.flat(), ...(i.allowedExtra ?? [])]);
    expect(names.filter((n) => nameKey(n) === "")).toEqual([]);
  });
});

describe("the embedded Requirements AI's entities (issue 12)", () => {
  it(`find at least ${RECALL_TARGET} of the expected entities with at most ${JUNK_LIMIT} junk`, () => {
    const measure = measureEntities(IDEA_CORPUS, (text, hint) => entitiesForIdea(text, hint));
    console.log(formatEntityReport(measure));
    expect(measure.meanRecall).toBeGreaterThanOrEqual(RECALL_TARGET);
    expect(measure.junkCount).toBeLessThanOrEqual(JUNK_LIMIT);
  });
});
