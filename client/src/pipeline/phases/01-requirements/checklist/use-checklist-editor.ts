import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Checklist } from "@domain/api/checklist";
import { toast } from "@/hooks/use-toast";
import { t } from "@/i18n";
import { ApiError, apiJson } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { DEFAULT_AUTO_SAVE_SECONDS } from "./autosave";
import { applyPending, savePayload, withoutSaved, type AnswerValue, type PendingAnswers } from "./draft";

export const checklistQueryKey = (projectId: number) => ["/api/projects", projectId, "checklist"] as const;

export type SaveState = "saved" | "unsaved" | "saving" | "failed";

/**
 * The checklist being edited (delivery.md §2.1, §4.2): edits are kept locally and marked unsaved, saved after the
 * auto-save interval, and saved at once on a section change. A failed save keeps the edits; the next edit or
 * `retry` saves them again.
 */
export function useChecklistEditor(checklist: Checklist, intervalSeconds = DEFAULT_AUTO_SAVE_SECONDS) {
  const { projectId } = checklist;
  const [pending, setPendingState] = useState<PendingAnswers>({});
  const [section, setSection] = useState(() =>
    Math.min(checklist.currentSection, checklist.sections.length - 1),
  );
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  // Saves read the latest values, not those of the render that scheduled them.
  const pendingRef = useRef<PendingAnswers>({});
  const sectionRef = useRef(section);
  const savedSection = useRef(checklist.currentSection);
  const sectionsRef = useRef(checklist.sections);
  const inFlight = useRef<Promise<boolean> | null>(null);
  useEffect(() => {
    sectionsRef.current = checklist.sections;
  }, [checklist.sections]);

  const setPending = useCallback((update: (current: PendingAnswers) => PendingAnswers) => {
    pendingRef.current = update(pendingRef.current);
    setPendingState(pendingRef.current);
  }, []);

  /** Saves the edits and the current section; resolves to whether everything asked for was saved. */
  const save = useCallback(async (): Promise<boolean> => {
    // One save at a time: wait for the one under way, then send what it did not carry.
    while (inFlight.current) await inFlight.current;
    const sent = pendingRef.current;
    if (Object.keys(sent).length === 0 && savedSection.current === sectionRef.current) return true;
    const body = { sections: savePayload(sectionsRef.current, sent), currentSection: sectionRef.current };
    setSaving(true);
    const run = apiJson<Checklist>("PUT", `/api/projects/${projectId}/checklist`, body)
      .then(
        (saved) => {
          queryClient.setQueryData(checklistQueryKey(projectId), saved);
          savedSection.current = body.currentSection;
          setPending((current) => withoutSaved(current, sent));
          setFailed(false);
          return true;
        },
        (error: unknown) => {
          setFailed(true);
          // A refusal (signed off, an answer that does not fit) says why; anything else is worth retrying.
          const refused = error instanceof ApiError && error.status < 500 && error.serverMessage;
          toast({
            title: t("checklist:save.failedTitle"),
            description: refused ? error.serverMessage : t("checklist:save.failedDescription"),
            variant: "destructive",
          });
          return false;
        },
      )
      .finally(() => {
        inFlight.current = null;
        setSaving(false);
      });
    inFlight.current = run;
    return run;
  }, [projectId, setPending]);

  const setAnswer = useCallback(
    (questionId: string, answer: AnswerValue) => {
      setPending((current) => ({ ...current, [questionId]: answer }));
      setFailed(false);
    },
    [setPending],
  );

  const goToSection = useCallback(
    (index: number) => {
      sectionRef.current = index;
      setSection(index);
      void save();
    },
    [save],
  );

  const hasPending = Object.keys(pending).length > 0;

  // The countdown starts with the first unsaved edit; further typing does not push the save back.
  useEffect(() => {
    if (!hasPending || saving || failed) return;
    const timer = setTimeout(() => void save(), intervalSeconds * 1000);
    return () => clearTimeout(timer);
  }, [hasPending, saving, failed, save, intervalSeconds]);

  // Leaving the page with unsaved edits: ask before unloading, and save on an in-app navigation.
  useEffect(() => {
    if (!hasPending) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [hasPending]);
  useEffect(
    () => () => {
      if (Object.keys(pendingRef.current).length > 0) void save();
    },
    [save],
  );

  const sections = useMemo(() => applyPending(checklist.sections, pending), [checklist.sections, pending]);
  const saveState: SaveState = saving ? "saving" : failed ? "failed" : hasPending ? "unsaved" : "saved";
  return { sections, section, goToSection, setAnswer, save, saveState, hasPending };
}
