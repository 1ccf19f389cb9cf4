import { parse } from "regexparam";

/** platform.md §2: route matching ignores case. */
export function caseInsensitiveParser(route: string, loose?: boolean): { pattern: RegExp; keys: string[] } {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source, "i"), keys };
}
