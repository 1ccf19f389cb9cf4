import { PageShell } from "@/app/shell/page-shell";
import { NoProjectSelected } from "@/components/no-project";
import { useProjects } from "@/hooks/use-selected-project";
import { useTranslation } from "@/i18n";
import { CodeView } from "@/pipeline/phases/05-code/code-view";

/** /code (delivery.md §2.4): the selected project's generated application and its measured analysis. */
export function CodePage() {
  const { t } = useTranslation();
  const { selected, isLoading } = useProjects();
  return (
    <PageShell
      title={t("code:page.title")}
      subtitle={selected ? t("code:page.subtitleProject", { name: selected.name }) : t("code:page.subtitle")}
    >
      {isLoading ? (
        <p className="text-sm text-muted-foreground">{t("code:page.loadingProjects")}</p>
      ) : selected ? (
        <CodeView key={selected.id} project={selected} />
      ) : (
        <NoProjectSelected />
      )}
    </PageShell>
  );
}
