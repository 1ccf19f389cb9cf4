import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Project } from "@domain/api/projects";
import { PageShell } from "@/app/shell/page-shell";
import { useProjects } from "@/hooks/use-selected-project";
import { useTranslation } from "@/i18n";
import { EmptyState } from "./empty-state";
import { NoProjectSelected } from "./no-project";

/**
 * A page whose phase has no content for the selected project yet: it says truthfully what the area holds
 * and what has to happen first. Pages replace this with their real view as their phase lands.
 */
export function AreaPage(props: {
  title: string;
  subtitle: string;
  icon: LucideIcon;
  emptyTitle: string;
  needsProject?: boolean;
  children: (project: Project | null) => ReactNode;
  action?: (project: Project | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const { selected, isLoading } = useProjects();
  const needsProject = props.needsProject ?? true;
  return (
    <PageShell title={props.title} subtitle={props.subtitle}>
      {isLoading ? (
        <p className="text-sm text-muted-foreground">{t("components:loadingProjects")}</p>
      ) : needsProject && !selected ? (
        <NoProjectSelected />
      ) : (
        <EmptyState icon={props.icon} title={props.emptyTitle} action={props.action?.(selected)}>
          {props.children(selected)}
        </EmptyState>
      )}
    </PageShell>
  );
}
