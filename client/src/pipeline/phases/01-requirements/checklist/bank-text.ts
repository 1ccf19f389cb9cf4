import type { ChecklistQuestion, ChecklistSection } from "@domain/rules/checklist";
import { useTranslation } from "@/i18n";

/*
 * The question bank's texts in the interface's language. The bank (domain/checklist/question-bank.ts) stays in
 * English, since the server writes the SRS from it; the interface shows each section, question and option by
 * its id from the "checklist" catalogue (checklist:bank.…). Answers keep the option values in English: only
 * the labels shown for them are translated.
 */

/** An option's catalogue key: its words in camelCase, e.g. "E-mail delivery" → "eMailDelivery". */
export function optionKey(option: string): string {
  const words = option.match(/[A-Za-z0-9]+/g) ?? [];
  return words
    .map((word, i) => {
      const lower = word.toLowerCase();
      return i === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join("");
}

/** The bank's texts for the current language; the component renders again when the language changes. */
export function useBankText() {
  const { t } = useTranslation();
  return {
    sectionTitle: (section: Pick<ChecklistSection, "id">) => t(`checklist:bank.sections.${section.id}.title`),
    sectionDescription: (section: Pick<ChecklistSection, "id">) =>
      t(`checklist:bank.sections.${section.id}.description`),
    questionText: (question: Pick<ChecklistQuestion, "id">) =>
      t(`checklist:bank.questions.${question.id}.text`),
    optionLabel: (question: Pick<ChecklistQuestion, "id">, option: string) =>
      t(`checklist:bank.questions.${question.id}.options.${optionKey(option)}`),
  };
}
