import { ArrowLeft, ArrowRight, CheckCircle2 } from "lucide-react";
import { isAnswered, type ChecklistQuestion, type ChecklistSection } from "@domain/rules/checklist";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { useBankText } from "./bank-text";
import type { AnswerValue } from "./draft";
import { QuestionField } from "./question-field";

const requiredLeft = (questions: readonly ChecklistQuestion[]) =>
  questions.filter((q) => q.required && !isAnswered(q.answer)).length;

/** One section of the wizard: title, description, completed flag, its questions, and the way on. */
export function SectionView(props: {
  section: ChecklistSection;
  index: number;
  total: number;
  disabled: boolean;
  onAnswer: (questionId: string, answer: AnswerValue) => void;
  onMove: (index: number) => void;
}) {
  const { section, index, total } = props;
  const { t } = useTranslation();
  const format = useFormat();
  const bank = useBankText();
  const left = requiredLeft(section.questions);
  return (
    <Card data-testid={`section-${section.id}`}>
      <CardHeader className="gap-2 border-b">
        <div className="flex items-center justify-between gap-3">
          <CardDescription>
            {t("checklist:section.position", {
              index: format.number(index + 1),
              total: format.number(total),
            })}
          </CardDescription>
          {section.completed ? (
            <Badge variant="success" className="gap-1">
              <CheckCircle2 className="h-3.5 w-3.5" /> {t("checklist:section.completed")}
            </Badge>
          ) : (
            <Badge variant="muted">
              {left > 0
                ? t("checklist:section.requiredLeft", { count: left })
                : t("checklist:section.followUpsLeft")}
            </Badge>
          )}
        </div>
        <h2 className="text-lg font-semibold leading-none tracking-tight">{bank.sectionTitle(section)}</h2>
        <CardDescription>{bank.sectionDescription(section)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-7 pt-6">
        {section.questions.map((q) => (
          <QuestionField key={q.id} question={q} disabled={props.disabled} onAnswer={props.onAnswer} />
        ))}
        <p className="text-xs text-muted-foreground">
          <span className="text-destructive">*</span> {t("checklist:section.required")}
        </p>
      </CardContent>
      <CardFooter className="justify-between border-t pt-5">
        <Button variant="outline" disabled={index === 0} onClick={() => props.onMove(index - 1)}>
          <ArrowLeft /> {t("checklist:section.previous")}
        </Button>
        {index < total - 1 && (
          <Button onClick={() => props.onMove(index + 1)}>
            {t("checklist:section.next")} <ArrowRight />
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
