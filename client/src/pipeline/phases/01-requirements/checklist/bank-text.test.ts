import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@domain/api/settings";
import { QUESTION_BANK, questionIndex } from "@domain/checklist/question-bank";
import { optionKey } from "./bank-text";

type Tree = { [key: string]: string | Tree };

const locales = path.resolve(import.meta.dirname, "../../../../i18n/locales");
const catalogue = (language: string) =>
  JSON.parse(readFileSync(path.join(locales, language, "checklist.json"), "utf8")) as Tree;

function lookup(tree: Tree, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

/** Every text of the bank the interface shows, as [catalogue key, the bank's English]. */
function bankTexts(): [string, string][] {
  const texts: [string, string][] = [];
  for (const section of QUESTION_BANK) {
    texts.push([`bank.sections.${section.id}.title`, section.title]);
    texts.push([`bank.sections.${section.id}.description`, section.description]);
  }
  for (const [id, question] of questionIndex()) {
    texts.push([`bank.questions.${id}.text`, question.text]);
    for (const option of question.options ?? [])
      texts.push([`bank.questions.${id}.options.${optionKey(option)}`, option]);
  }
  return texts;
}

describe("the question bank's texts in the catalogues", () => {
  it("names each option of a question by a key of its own", () => {
    for (const question of questionIndex().values()) {
      const keys = (question.options ?? []).map(optionKey);
      expect(new Set(keys).size, question.id).toBe(keys.length);
      expect(keys.every((k) => /^[A-Za-z0-9]+$/.test(k))).toBe(true);
    }
  });

  it("has every section, question and option in English word for word", () => {
    const english = catalogue("en");
    for (const [key, text] of bankTexts()) expect(lookup(english, key), key).toBe(text);
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("has every one of them in %s", (language) => {
    const translated = catalogue(language);
    const missing = bankTexts()
      .map(([key]) => key)
      .filter((key) => {
        const value = lookup(translated, key);
        return typeof value !== "string" || value.trim() === "";
      });
    expect(missing).toEqual([]);
  });
});
