import { isAnswered, isFollowUpVisible, type ChecklistQuestion } from "@domain/rules/checklist";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/i18n";
import { useBankText } from "./bank-text";
import type { AnswerValue } from "./draft";
import { QuestionInput } from "./question-input";

/**
 * One question: its text (required ones carry an asterisk), its input, and its follow-ups nested beneath it
 * while the answer calls for them (delivery.md §4.2).
 */
export function QuestionField(props: {
  question: ChecklistQuestion;
  disabled: boolean;
  onAnswer: (questionId: string, answer: AnswerValue) => void;
}) {
  const { question, disabled, onAnswer } = props;
  const { t } = useTranslation();
  const bank = useBankText();
  const labelId = `question-${question.id}`;
  const followUps = isFollowUpVisible(question) ? (question.followUp ?? []) : [];
  // A radio choice cannot be taken back by clicking it again; an optional one can be cleared.
  const clearable = !question.required && (question.type === "select" || question.type === "boolean");
  return (
    <div className="grid gap-3" data-testid={labelId}>
      <div className="flex items-start justify-between gap-3">
        <p id={labelId} className="text-sm font-medium leading-snug">
          {bank.questionText(question)}
          {question.required && (
            <span className="ml-1 text-destructive" aria-label={t("checklist:question.required")}>
              *
            </span>
          )}
        </p>
        {clearable && isAnswered(question.answer) && !disabled && (
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0 text-xs text-muted-foreground"
            onClick={() => onAnswer(question.id, null)}
          >
            {t("checklist:question.clear")}
          </Button>
        )}
      </div>
      <QuestionInput
        question={question}
        labelId={labelId}
        disabled={disabled}
        onChange={(answer) => onAnswer(question.id, answer)}
      />
      {followUps.length > 0 && (
        <div
          className="ml-1 grid gap-5 border-l-2 border-primary/30 pl-5 pt-1"
          data-testid={`follow-ups-${question.id}`}
        >
          {followUps.map((f) => (
            <QuestionField key={f.id} question={f} disabled={disabled} onAnswer={onAnswer} />
          ))}
        </div>
      )}
    </div>
  );
}
