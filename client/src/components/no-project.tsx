import { FolderOpen } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/i18n";
import { EmptyState } from "./empty-state";

/** platform.md §2: shown where a page needs a project and none is selected. */
export function NoProjectSelected() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={FolderOpen}
      title={t("components:noProject.title")}
      action={
        <Button asChild>
          <Link href="/">{t("components:noProject.action")}</Link>
        </Button>
      }
    >
      {t("components:noProject.text")}
    </EmptyState>
  );
}
