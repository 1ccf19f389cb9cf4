import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@domain/api/settings";
import { formatters } from "./format";
import { i18n } from "./index";
import { keysUsedIn, untranslatedIn } from "./untranslated";

/*
 * The catalogues (delivery.md §3 Settings): every language has every key English has, with the same
 * placeholders and the plural forms its grammar needs; every key the code names exists; and no interface text
 * is left in code outside the catalogues.
 */

const here = import.meta.dirname;
const clientSrc = path.resolve(here, "..");
type Tree = { [key: string]: string | Tree };

function catalogue(language: string, area: string): Tree {
  return JSON.parse(readFileSync(path.join(here, "locales", language, `${area}.json`), "utf8")) as Tree;
}

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const areas = readdirSync(path.join(here, "locales", "en")).map((file) => file.replace(/\.json$/, ""));
const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "i18n" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("catalogues", () => {
  it("every language has the same areas as English", () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(path.join(here, "locales", language)).map((file) =>
        file.replace(/\.json$/, ""),
      );
      expect(files.sort(), language).toEqual([...areas].sort());
    }
  });

  for (const language of LANGUAGES.filter((l) => l !== "en")) {
    it(`${language} has every English key, with its placeholders and plural forms`, () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const problems: string[] = [];
      for (const area of areas) {
        const english = flatten(catalogue("en", area));
        const other = flatten(catalogue(language, area));
        const pluralBases = new Set<string>();
        for (const [key, text] of english) {
          if (PLURAL.test(key)) {
            pluralBases.add(key.replace(PLURAL, ""));
            continue;
          }
          const translated = other.get(key);
          if (translated === undefined || translated.trim() === "") problems.push(`${area}:${key} missing`);
          else if (placeholders(translated).join() !== placeholders(text).join())
            problems.push(`${area}:${key} placeholders differ`);
        }
        for (const base of pluralBases) {
          for (const category of categories) {
            if (!other.get(`${base}_${category}`)?.trim())
              problems.push(`${area}:${base}_${category} missing`);
          }
        }
        for (const key of other.keys()) {
          const base = key.replace(PLURAL, "");
          if (!english.has(key) && !pluralBases.has(base))
            problems.push(`${area}:${key} is not an English key`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it("every key the code names exists in English", () => {
    const english = new Map(areas.map((area) => [area, flatten(catalogue("en", area))]));
    const missing: string[] = [];
    for (const file of sourceFiles(clientSrc)) {
      for (const key of keysUsedIn(readFileSync(file, "utf8"))) {
        const [area, path_] = key.split(":") as [string, string];
        const keys = english.get(area);
        if (!keys?.has(path_) && !keys?.has(`${path_}_one`) && !keys?.has(`${path_}_other`))
          missing.push(`${path.relative(clientSrc, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("no interface text is left in code outside the catalogues", () => {
    const found = sourceFiles(clientSrc).flatMap((file) =>
      untranslatedIn(file).map((f) => `${path.relative(clientSrc, f.file)}:${f.line} ${f.text}`),
    );
    expect(found).toEqual([]);
  });
});

describe("switching language", () => {
  it("translates a key in each language and falls back to English for none missing", async () => {
    const seen = new Set<string>();
    for (const language of LANGUAGES) {
      await i18n.changeLanguage(language);
      seen.add(i18n.t("common:actions.cancel"));
    }
    await i18n.changeLanguage("en");
    expect(seen.size).toBe(LANGUAGES.length);
  });

  it("formats dates and numbers for the language", () => {
    const when = new Date(Date.UTC(2026, 10, 24, 12, 0));
    expect(formatters("en").number(1234.5)).toBe("1,234.5");
    expect(formatters("de").number(1234.5)).toBe("1.234,5");
    expect(formatters("fr").number(1234.5)).toMatch(/^1\s234,5$/u);
    expect(formatters("es").date(when)).toMatch(/nov/);
    expect(formatters("de").date(when)).toBe("24.11.2026");
    expect(formatters("es").number(12345.5)).toBe("12.345,5");
  });
});
