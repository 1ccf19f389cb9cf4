import { useTranslation } from "react-i18next";
import { currentLanguage } from "./index";

/*
 * Dates, times and numbers in the interface's language (Intl). Components use `useFormat()` so they render again
 * when the language changes; code outside components calls `formatters()`.
 */

const LOCALES = { en: "en-US", es: "es-ES", fr: "fr-FR", de: "de-DE" } as const;

type DateInput = Date | string | number;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

export interface Formatters {
  /** 24 Nov 2026 / 24 nov 2026 … */
  date(value: DateInput): string;
  /** date and time, short */
  dateTime(value: DateInput): string;
  /** time of day, short */
  time(value: DateInput): string;
  /** 1,234 / 1.234 / 1 234 */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** 0.42 → 42 % in the language's way */
  percent(value: number): string;
  /** US dollars (AI costs are priced in dollars) */
  usd(value: number, fractionDigits?: number): string;
  /** "3 minutes ago", "in 2 days" */
  relative(value: DateInput, now?: Date): string;
}

export function formatters(language: string = currentLanguage()): Formatters {
  const locale = LOCALES[language as keyof typeof LOCALES] ?? LOCALES.en;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short" });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  return {
    date: (value) => date.format(toDate(value)),
    dateTime: (value) => dateTime.format(toDate(value)),
    time: (value) => time.format(toDate(value)),
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    percent: (value) =>
      new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(value),
    usd: (value, fractionDigits = 2) =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "USD",
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }).format(value),
    relative: (value, now = new Date()) => {
      const seconds = Math.round((toDate(value).getTime() - now.getTime()) / 1000);
      const abs = Math.abs(seconds);
      if (abs < 60) return relative.format(seconds, "second");
      if (abs < 3600) return relative.format(Math.round(seconds / 60), "minute");
      if (abs < 86_400) return relative.format(Math.round(seconds / 3600), "hour");
      return relative.format(Math.round(seconds / 86_400), "day");
    },
  };
}

/** The formatters for the language shown now; the component renders again when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return formatters(i18n.language);
}
