import { currentLanguage } from "@/i18n";
import { formatters } from "@/i18n/format";

/**
 * A message time in the browser's time zone, short, in the interface's language: 'h:mm a' in English
 * (platform.md §2), e.g. "9:05 AM"; '' if unreadable.
 */
export function formatTime(value: string | Date, language: string = currentLanguage()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  // Intl puts a narrow no-break space before AM/PM; the spec's 'h:mm a' has a plain one.
  return formatters(language)
    .time(date)
    .replace(/\u202f/g, " ");
}
