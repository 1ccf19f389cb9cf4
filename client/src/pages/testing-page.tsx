import { PageShell } from "@/app/shell/page-shell";
import { useProjects } from "@/hooks/use-selected-project";
import { useTranslation } from "@/i18n";
import { TestingView } from "@/pipeline/phases/06-testing/testing-view";

/** /testing (delivery.md §2.6): QA of the selected project's generated app: plans, scripts, real runs, coverage. */
export function TestingPage() {
  const { t } = useTranslation();
  const { selected, isLoading } = useProjects();
  return (
    <PageShell
      title={t("testing:page.title")}
      subtitle={
        selected ? t("testing:page.subtitleProject", { name: selected.name }) : t("testing:page.subtitle")
      }
    >
      {isLoading ? (
        <p className="text-sm text-muted-foreground">{t("testing:page.loadingProjects")}</p>
      ) : (
        <TestingView key={selected?.id ?? "none"} project={selected} />
      )}
    </PageShell>
  );
}
