import { AlertCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/hooks/use-toast";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { ApiError } from "@/lib/api";
import { dateTimeText } from "../labels";
import { useImplementationAnalysis } from "../use-code-data";
import { CoverageTab } from "./coverage-tab";
import { ActionsTab, GapsTab } from "./gaps-actions";
import { QualityTab } from "./quality-tab";

const TABS = ["coverage", "quality", "gaps", "actions"] as const;
type AnalysisTab = (typeof TABS)[number];

/** delivery.md §8: the load failure's detail reads 'HTTP {status}: {text}'. */
function failureDetail(error: unknown): string {
  if (error instanceof ApiError) return `HTTP ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The Implementation Analysis Report slide-over (delivery.md §2.5): Coverage, Quality, Gaps and Actions from
 * the measured analysis, loaded when it opens.
 */
export function AnalysisSheet(props: {
  projectId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenMultiPass: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const query = useImplementationAnalysis(props.projectId, props.open);
  const [tab, setTab] = useState<AnalysisTab>("coverage");
  const analysis = query.data;

  const announced = useRef<unknown>(null);
  useEffect(() => {
    if (!query.error || announced.current === query.error) return;
    announced.current = query.error;
    toast({
      title: t("code:analysis.loadFailed"),
      description: failureDetail(query.error),
      variant: "destructive",
    });
  }, [query.error, t]);

  return (
    <Sheet open={props.open} onOpenChange={props.onOpenChange}>
      <SheetContent data-testid="analysis-sheet">
        <div className="pr-8">
          <SheetTitle>{t("code:analysis.title")}</SheetTitle>
          <SheetDescription>
            {analysis?.measuredAt && dateTimeText(fmt, analysis.measuredAt)
              ? t("code:analysis.measuredAt", { date: dateTimeText(fmt, analysis.measuredAt) })
              : t("code:analysis.measured")}
          </SheetDescription>
        </div>
        {query.isLoading ? (
          <Spinner className="mx-auto my-12" label={t("code:analysis.loading")} />
        ) : !analysis ? (
          <div
            className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
            role="alert"
            data-testid="analysis-error"
          >
            <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-destructive" aria-hidden />
            <div>
              <p className="font-medium">{t("code:analysis.loadFailed")}</p>
              <p className="text-muted-foreground">
                {query.error ? failureDetail(query.error) : t("code:analysis.noCode")}
              </p>
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void query.refetch()}>
                {t("code:analysis.tryAgain")}
              </Button>
            </div>
          </div>
        ) : (
          <Tabs value={tab} onValueChange={(v) => setTab(TABS.find((name) => name === v) ?? "coverage")}>
            <TabsList>
              <TabsTrigger value="coverage">{t("code:analysis.tabs.coverage")}</TabsTrigger>
              <TabsTrigger value="quality">{t("code:analysis.tabs.quality")}</TabsTrigger>
              <TabsTrigger value="gaps">
                {t("code:analysis.tabs.gaps")}
                {analysis.gaps.length > 0 && (
                  <span className="rounded-full bg-destructive/15 px-1.5 text-xs tabular-nums text-destructive">
                    {fmt.number(analysis.gaps.length)}
                  </span>
                )}
              </TabsTrigger>
              <TabsTrigger value="actions">{t("code:analysis.tabs.actions")}</TabsTrigger>
            </TabsList>
            <TabsContent value="coverage">
              <CoverageTab analysis={analysis} />
            </TabsContent>
            <TabsContent value="quality">
              <QualityTab analysis={analysis} />
            </TabsContent>
            <TabsContent value="gaps">
              <GapsTab gaps={analysis.gaps} />
            </TabsContent>
            <TabsContent value="actions">
              <ActionsTab analysis={analysis} onOpenMultiPass={props.onOpenMultiPass} />
            </TabsContent>
          </Tabs>
        )}
      </SheetContent>
    </Sheet>
  );
}
