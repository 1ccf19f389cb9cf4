import { SCRIPTS_SHOWN, type TestScript } from "@domain/api/testing";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useTranslation } from "@/i18n";

/** Test Scripts tab: only the first 3 scripts are shown (delivery.md §2.6), with how many exist. */
export function TestScriptsTab({ scripts }: { scripts: TestScript[] }) {
  const { t } = useTranslation();
  if (scripts.length === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid="no-test-scripts">
        {t("testing:scripts.empty")}
      </p>
    );
  const shown = scripts.slice(0, SCRIPTS_SHOWN);
  return (
    <div className="space-y-4" data-testid="test-scripts">
      <p className="text-sm text-muted-foreground" data-testid="scripts-count">
        {scripts.length > SCRIPTS_SHOWN
          ? t("testing:scripts.showingFirst", { shown: SCRIPTS_SHOWN, total: scripts.length })
          : t("testing:scripts.count", { count: scripts.length })}{" "}
        {t("testing:scripts.allAreFiles")}
      </p>
      {shown.map((s) => (
        <Card key={s.path} data-testid="test-script">
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-2 text-base">
              {s.name}
              <Badge variant="outline">{t(`testing:typeValue.${s.type}`)}</Badge>
              <Badge variant="outline">{s.framework}</Badge>
              <Badge variant={s.runnableHere ? "success" : "warning"}>
                {s.runnableHere ? t("testing:scripts.runsHere") : t("testing:scripts.needsRunner")}
              </Badge>
            </CardTitle>
            <CardDescription>
              {s.description} · <span className="font-mono">{s.path}</span>
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-2">
            <p className="text-xs text-muted-foreground" data-testid="script-note">
              {s.note} {t("testing:scripts.run")} <span className="font-mono">{s.runner}</span>
            </p>
            <pre className="max-h-72 overflow-auto rounded-md bg-muted p-3 text-xs">{s.content}</pre>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
