import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { ImplementationAnalysis } from "@domain/api/code";
import { coverageBadgeVariant } from "@domain/rules/coverage-badge";
import { Badge } from "@/components/ui/badge";
import { coverageWord } from "../labels";

function Stat({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Quality: the type-check of the generated code (or why it did not run), and counts read from the code. */
export function QualityTab({ analysis }: { analysis: ImplementationAnalysis }) {
  const { quality, codeQualityScore } = analysis;
  const { typecheck } = quality;
  return (
    <div className="grid gap-4">
      <div className="rounded-lg border p-4">
        <p className="text-xs text-muted-foreground">Code quality score</p>
        {codeQualityScore === null ? (
          <div data-testid="quality-score">
            <p className="mt-1 text-lg font-semibold">Not measured</p>
            {typecheck.note && <p className="text-sm text-muted-foreground">{typecheck.note}</p>}
          </div>
        ) : (
          <div className="mt-1 flex items-center gap-2">
            <span className="text-3xl font-bold tabular-nums" data-testid="quality-score">
              {codeQualityScore}
            </span>
            <span className="text-sm text-muted-foreground">/ 100</span>
            <Badge variant={coverageBadgeVariant(codeQualityScore)}>{coverageWord(codeQualityScore)}</Badge>
          </div>
        )}
      </div>

      <div className="rounded-lg border p-4" data-testid="typecheck">
        <p className="text-sm font-medium">Type-check</p>
        {!typecheck.ran ? (
          <p className="text-sm text-muted-foreground">
            Not run{typecheck.note ? `: ${typecheck.note}` : "."}
          </p>
        ) : typecheck.errors === 0 ? (
          <p className="flex items-center gap-1.5 text-sm text-success">
            <CheckCircle2 className="h-4 w-4" aria-hidden /> No type errors
            {typecheck.durationMs !== null && (
              <span className="text-muted-foreground"> ({(typecheck.durationMs / 1000).toFixed(1)} s)</span>
            )}
          </p>
        ) : (
          <>
            <p className="flex items-center gap-1.5 text-sm text-destructive">
              <AlertTriangle className="h-4 w-4" aria-hidden /> {typecheck.errors} type{" "}
              {typecheck.errors === 1 ? "error" : "errors"}
            </p>
            {typecheck.messages.length > 0 && (
              <ul
                className="mt-2 grid gap-1 rounded-md bg-muted/50 p-2 font-mono text-xs"
                aria-label="First type errors"
              >
                {typecheck.messages.map((m) => (
                  <li key={m} className="break-all">
                    {m}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat label="Files" value={quality.files} testId="quality-files" />
        <Stat label="Lines of code" value={quality.linesOfCode.toLocaleString()} />
        <Stat label="Test files" value={quality.testFiles} />
        <Stat label="Test cases" value={quality.testCases} />
        <Stat
          label="Requirements served by the code"
          value={`${quality.requirementsServed}/${quality.requirementsTotal}`}
          testId="quality-served"
        />
        <Stat
          label="Requirements a test exercises"
          value={`${quality.requirementsTraced}/${quality.requirementsTotal}`}
          testId="quality-traced"
        />
        <Stat label="Files you edited" value={quality.userEditedFiles} />
      </dl>
    </div>
  );
}
