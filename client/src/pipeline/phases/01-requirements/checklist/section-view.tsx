import { ArrowLeft, ArrowRight, CheckCircle2 } from "lucide-react";
import { isAnswered, type ChecklistQuestion, type ChecklistSection } from "@domain/rules/checklist";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
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
  const left = requiredLeft(section.questions);
  return (
    <Card data-testid={`section-${section.id}`}>
      <CardHeader className="gap-2 border-b">
        <div className="flex items-center justify-between gap-3">
          <CardDescription>
            Section {index + 1} of {total}
          </CardDescription>
          {section.completed ? (
            <Badge variant="success" className="gap-1">
              <CheckCircle2 className="h-3.5 w-3.5" /> Completed
            </Badge>
          ) : (
            <Badge variant="muted">
              {left > 0
                ? `${left} required ${left === 1 ? "question" : "questions"} left`
                : "Follow-ups left"}
            </Badge>
          )}
        </div>
        <h2 className="text-lg font-semibold leading-none tracking-tight">{section.title}</h2>
        <CardDescription>{section.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-7 pt-6">
        {section.questions.map((q) => (
          <QuestionField key={q.id} question={q} disabled={props.disabled} onAnswer={props.onAnswer} />
        ))}
        <p className="text-xs text-muted-foreground">
          <span className="text-destructive">*</span> Required
        </p>
      </CardContent>
      <CardFooter className="justify-between border-t pt-5">
        <Button variant="outline" disabled={index === 0} onClick={() => props.onMove(index - 1)}>
          <ArrowLeft /> Previous
        </Button>
        {index < total - 1 && (
          <Button onClick={() => props.onMove(index + 1)}>
            Next <ArrowRight />
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
