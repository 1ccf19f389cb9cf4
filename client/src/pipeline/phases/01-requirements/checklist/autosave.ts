/**
 * How long an edit waits before it is saved without a section change (delivery.md §9: default 5 seconds).
 * This becomes the user's `autoSaveInterval` setting (1–300 s) once settings exist (feature J3).
 */
export const DEFAULT_AUTO_SAVE_SECONDS = 5;
