import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, type Language } from "@domain/api/settings";
import { resources } from "./resources";

/*
 * The interface's languages (delivery.md §3 Settings, §9): English, Spanish, French and German through i18next and
 * react-i18next with one JSON catalogue per language and area (client/src/i18n/locales/<lng>/<area>.json). English
 * is the source, word for word the spec's texts; a test fails when another catalogue lacks one of its keys.
 *
 * Keys are always written whole, `t("area:path.to.key")`, so a test can find every key the code uses.
 * The chosen language is kept in localStorage too, so a reload starts in it before the settings load.
 */

export const LANGUAGE_STORAGE_KEY = "specwright-language";

function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language to start in: the one kept from the last visit, else English. */
function bootLanguage(): Language {
  try {
    const kept = typeof localStorage === "undefined" ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(kept) ? kept : "en";
  } catch {
    return "en";
  }
}

void i18next.use(initReactI18next).init({
  resources,
  lng: bootLanguage(),
  fallbackLng: "en",
  supportedLngs: [...LANGUAGES],
  defaultNS: "common",
  ns: Object.keys(resources.en ?? {}),
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  initAsync: false,
});

setDocumentLanguage(i18next.language);

function setDocumentLanguage(language: string): void {
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

/** Switches the whole interface to `language` and keeps it for the next visit. */
export async function applyLanguage(language: Language): Promise<void> {
  if (i18next.language !== language) await i18next.changeLanguage(language);
  setDocumentLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage refused: the language still applies; a reload starts in English until the settings load
  }
}

/** The language the interface shows now. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : "en";
}

/** `t` for code outside components (toasts from hooks, labels); components use `useTranslation()`. */
export const t = i18next.t.bind(i18next);

export { i18next as i18n };

export { Trans, useTranslation } from "react-i18next";
export { formatters, useFormat, type Formatters } from "./format";
