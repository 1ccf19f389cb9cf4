import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { ImplementationAnalysis } from "@domain/api/code";
import { coverageBadgeVariant } from "@domain/rules/coverage-badge";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
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
  const { t } = useTranslation();
  const fmt = useFormat();
  const ratio = (part: number) =>
    t("code:analysis.ratio", { part: fmt.number(part), total: fmt.number(quality.requirementsTotal) });
  return (
    <div className="grid gap-4">
      <div className="rounded-lg border p-4">
        <p className="text-xs text-muted-foreground">{t("code:analysis.qualityScore")}</p>
        {codeQualityScore === null ? (
          <div data-testid="quality-score">
            <p className="mt-1 text-lg font-semibold">{t("code:analysis.notMeasured")}</p>
            {typecheck.note && <p className="text-sm text-muted-foreground">{typecheck.note}</p>}
          </div>
        ) : (
          <div className="mt-1 flex items-center gap-2">
            <span className="text-3xl font-bold tabular-nums" data-testid="quality-score">
              {fmt.number(codeQualityScore)}
            </span>
            <span className="text-sm text-muted-foreground">/ 100</span>
            <Badge variant={coverageBadgeVariant(codeQualityScore)}>{coverageWord(codeQualityScore)}</Badge>
          </div>
        )}
      </div>

      <div className="rounded-lg border p-4" data-testid="typecheck">
        <p className="text-sm font-medium">{t("code:analysis.typecheck")}</p>
        {!typecheck.ran ? (
          <p className="text-sm text-muted-foreground">
            {typecheck.note
              ? t("code:analysis.notRunBecause", { note: typecheck.note })
              : t("code:analysis.notRun")}
          </p>
        ) : typecheck.errors === 0 ? (
          <p className="flex items-center gap-1.5 text-sm text-success">
            <CheckCircle2 className="h-4 w-4" aria-hidden /> {t("code:analysis.noTypeErrors")}
            {typecheck.durationMs !== null && (
              <span className="text-muted-foreground">
                {" "}
                {t("code:analysis.duration", {
                  seconds: fmt.number(typecheck.durationMs / 1000, {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  }),
                })}
              </span>
            )}
          </p>
        ) : (
          <>
            <p className="flex items-center gap-1.5 text-sm text-destructive">
              <AlertTriangle className="h-4 w-4" aria-hidden />{" "}
              {t("code:analysis.typeErrors", { count: typecheck.errors, n: fmt.number(typecheck.errors) })}
            </p>
            {typecheck.messages.length > 0 && (
              <ul
                className="mt-2 grid gap-1 rounded-md bg-muted/50 p-2 font-mono text-xs"
                aria-label={t("code:analysis.firstTypeErrors")}
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
        <Stat
          label={t("code:analysis.stats.files")}
          value={fmt.number(quality.files)}
          testId="quality-files"
        />
        <Stat label={t("code:analysis.stats.linesOfCode")} value={fmt.number(quality.linesOfCode)} />
        <Stat label={t("code:analysis.stats.testFiles")} value={fmt.number(quality.testFiles)} />
        <Stat label={t("code:analysis.stats.testCases")} value={fmt.number(quality.testCases)} />
        <Stat
          label={t("code:analysis.stats.requirementsServed")}
          value={ratio(quality.requirementsServed)}
          testId="quality-served"
        />
        <Stat
          label={t("code:analysis.stats.requirementsTraced")}
          value={ratio(quality.requirementsTraced)}
          testId="quality-traced"
        />
        <Stat label={t("code:analysis.stats.editedFiles")} value={fmt.number(quality.userEditedFiles)} />
      </dl>
    </div>
  );
}
