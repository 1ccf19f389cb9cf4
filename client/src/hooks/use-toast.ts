import { useSyncExternalStore } from "react";

/** platform.md §9: one toast at a time, 5 s by default. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;

/** A button in the toast (e.g. 'Undo'); clicking it runs `onClick` and closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
  testId?: string;
}

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
  action?: ToastAction;
  open: boolean;
}

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastMessage[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; a newer toast replaces the one on screen. */
export function toast(message: Omit<ToastMessage, "id" | "open">): number {
  const id = nextId++;
  emit([{ ...message, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), 300);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
