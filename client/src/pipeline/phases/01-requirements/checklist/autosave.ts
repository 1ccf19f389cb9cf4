import { DEFAULT_SETTINGS } from "@domain/api/settings";

/**
 * How long an edit waits before it is saved without a section change (delivery.md §9: default 5 seconds).
 * The user's `autoSaveInterval` setting (1–300 s) replaces it once the settings load (feature J3).
 */
export const DEFAULT_AUTO_SAVE_SECONDS: number = DEFAULT_SETTINGS.autoSaveInterval;
