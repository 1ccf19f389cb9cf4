import { Check } from "lucide-react";
import { Checkbox, RadioGroup } from "radix-ui";
import { useState } from "react";
import { ANSWER_TEXT_MAX } from "@domain/api/checklist";
import { NO_INTEGRATIONS_NEEDED, parseNumberAnswer, type ChecklistQuestion } from "@domain/rules/checklist";
import { Input, Textarea } from "@/components/ui/input";
import { useTranslation } from "@/i18n";
import { cn } from "@/lib/utils";
import { useBankText } from "./bank-text";
import type { AnswerValue } from "./draft";

export interface InputProps {
  question: ChecklistQuestion;
  /** The id of the element that labels the question. */
  labelId: string;
  disabled: boolean;
  onChange: (answer: AnswerValue) => void;
}

/** Options that rule out every other choice of their multiselect. */
const EXCLUSIVE_OPTIONS = new Set([NO_INTEGRATIONS_NEEDED]);

const optionRow =
  "flex items-center gap-3 rounded-md border border-input bg-card px-3 py-2 text-sm cursor-pointer hover:bg-accent has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60";
const checkedRow = "border-primary bg-secondary/60";

function Choices(props: {
  labelId: string;
  options: readonly string[];
  /** The label shown for an option (its value stays as it is). */
  label: (option: string) => string;
  value: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  columns?: boolean;
}) {
  return (
    <RadioGroup.Root
      aria-labelledby={props.labelId}
      value={props.value ?? ""}
      onValueChange={props.onChange}
      disabled={props.disabled}
      className={cn("grid gap-2", props.columns && "max-w-md sm:grid-cols-2")}
    >
      {props.options.map((option) => (
        <label key={option} className={cn(optionRow, props.value === option && checkedRow)}>
          <RadioGroup.Item
            value={option}
            className="flex h-4 w-4 shrink-0 items-center justify-center rounded-full border border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <RadioGroup.Indicator className="h-2 w-2 rounded-full bg-primary" />
          </RadioGroup.Item>
          {props.label(option)}
        </label>
      ))}
    </RadioGroup.Root>
  );
}

function MultiChoices({ question, labelId, disabled, onChange }: InputProps) {
  const bank = useBankText();
  const chosen = Array.isArray(question.answer) ? question.answer.filter((a) => typeof a === "string") : [];
  const toggle = (option: string, on: boolean) => {
    if (!on) return onChange(chosen.filter((c) => c !== option));
    if (EXCLUSIVE_OPTIONS.has(option)) return onChange([option]);
    onChange([...chosen.filter((c) => !EXCLUSIVE_OPTIONS.has(c)), option]);
  };
  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-2 sm:grid-cols-2">
      {(question.options ?? []).map((option) => {
        const checked = chosen.includes(option);
        return (
          <label key={option} className={cn(optionRow, checked && checkedRow)}>
            <Checkbox.Root
              checked={checked}
              disabled={disabled}
              onCheckedChange={(on) => toggle(option, on === true)}
              className="flex h-4 w-4 shrink-0 items-center justify-center rounded-sm border border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Checkbox.Indicator>
                <Check className="h-3 w-3" />
              </Checkbox.Indicator>
            </Checkbox.Root>
            {bank.optionLabel(question, option)}
          </label>
        );
      })}
    </div>
  );
}

/** Keeps what the user typed (e.g. "1.") while the answer is the parsed float (delivery.md §2.1). */
function NumberInput({ question, labelId, disabled, onChange }: InputProps) {
  const { t } = useTranslation();
  const answer = typeof question.answer === "number" ? question.answer : undefined;
  const [text, setText] = useState(answer === undefined ? "" : String(answer));
  const [shown, setShown] = useState(answer);
  if (shown !== answer) {
    // The answer changed elsewhere (a save, the chat): show it unless the text already means it.
    setShown(answer);
    if (parseNumberAnswer(text) !== answer) setText(answer === undefined ? "" : String(answer));
  }
  const unreadable = text.trim() !== "" && parseNumberAnswer(text) === undefined;
  return (
    <div className="grid gap-1">
      <Input
        aria-labelledby={labelId}
        aria-invalid={unreadable || undefined}
        inputMode="decimal"
        className="w-48"
        value={text}
        disabled={disabled}
        placeholder={t("checklist:question.numberPlaceholder")}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = parseNumberAnswer(e.target.value);
          setShown(parsed);
          onChange(parsed ?? null);
        }}
      />
      {unreadable && <p className="text-xs text-destructive">{t("checklist:question.numberInvalid")}</p>}
    </div>
  );
}

/** The input for one question, by its type: text, select, multiselect, boolean or number. */
export function QuestionInput(props: InputProps) {
  const { question, labelId, disabled, onChange } = props;
  const { t } = useTranslation();
  const bank = useBankText();
  switch (question.type) {
    case "text":
      return (
        <Textarea
          aria-labelledby={labelId}
          rows={question.id === "data-entities" ? 6 : 3}
          value={typeof question.answer === "string" ? question.answer : ""}
          disabled={disabled}
          maxLength={ANSWER_TEXT_MAX}
          onChange={(e) => onChange(e.target.value === "" ? null : e.target.value)}
        />
      );
    case "select":
      return (
        <Choices
          labelId={labelId}
          options={question.options ?? []}
          label={(option) => bank.optionLabel(question, option)}
          value={typeof question.answer === "string" ? question.answer : undefined}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case "multiselect":
      return <MultiChoices {...props} />;
    case "boolean":
      return (
        <Choices
          labelId={labelId}
          options={["Yes", "No"]}
          label={(option) => (option === "Yes" ? t("checklist:question.yes") : t("checklist:question.no"))}
          value={question.answer === true ? "Yes" : question.answer === false ? "No" : undefined}
          disabled={disabled}
          onChange={(value) => onChange(value === "Yes")}
          columns
        />
      );
    case "number":
      return <NumberInput {...props} />;
  }
}
