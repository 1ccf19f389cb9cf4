import { FileText, ListChecks } from "lucide-react";
import { useLocation } from "wouter";
import type { Requirement } from "@domain/api/requirements";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useTranslation } from "@/i18n";
import { RequirementItem, type RequirementActions } from "./requirement-item";
import { SrsProgress } from "./srs-progress";

/** The chat mode's right panel, 80 units wide: SRS Progress, Extracted Requirements, and the way to the SRS. */
export function RequirementsPanel({
  requirements,
  isLoading,
  actions,
}: {
  requirements: Requirement[];
  isLoading: boolean;
  actions: RequirementActions;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <aside
      className="flex min-h-0 w-full shrink-0 flex-col gap-4 md:w-80"
      aria-label={t("requirements:panel.label")}
    >
      <SrsProgress requirements={requirements} />
      <Card className="flex min-h-0 flex-1 flex-col">
        <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
          <CardTitle className="text-sm">{t("requirements:panel.title")}</CardTitle>
          <Badge variant="secondary" data-testid="requirements-count">
            {requirements.length}
          </Badge>
        </CardHeader>
        <CardContent className="min-h-0 flex-1 overflow-y-auto">
          {isLoading ? (
            <p className="text-sm text-muted-foreground">{t("requirements:loadingRequirements")}</p>
          ) : requirements.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-8 text-center">
              <ListChecks className="h-8 w-8 text-muted-foreground/60" />
              <p className="text-sm font-medium">{t("requirements:panel.emptyTitle")}</p>
              <p className="text-xs text-muted-foreground">{t("requirements:panel.emptyHint")}</p>
            </div>
          ) : (
            <ul className="grid gap-2" aria-label={t("requirements:panel.listLabel")}>
              {requirements.map((requirement) => (
                <RequirementItem key={requirement.id} requirement={requirement} actions={actions} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Button className="w-full" disabled={requirements.length === 0} onClick={() => navigate("/documents")}>
        <FileText /> {t("requirements:panel.viewSrs")}
      </Button>
    </aside>
  );
}
