import type { Theme } from "@domain/api/settings";

/*
 * The theme (delivery.md §3 Settings): light, dark, or the system's. The choice is kept in localStorage too, so
 * /theme-boot.js sets the class before the first paint and a reload never flashes the wrong theme.
 */

export const THEME_STORAGE_KEY = "specwright-theme";

const prefersDark = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-color-scheme: dark)").matches === true;

/** Whether a theme shows dark, given the system's preference. */
export function isDark(theme: Theme, systemDark: boolean): boolean {
  return theme === "dark" || (theme === "system" && systemDark);
}

export function applyTheme(theme: Theme): void {
  const dark = isDark(theme, prefersDark());
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage refused (private mode): the theme still applies, a reload shows the default until settings load
  }
}

/** Calls `onChange` when the system switches between light and dark; returns the unsubscribe. */
export function watchSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia?.("(prefers-color-scheme: dark)");
  if (!query) return () => undefined;
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
