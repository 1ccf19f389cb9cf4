import { ArrowLeft, ExternalLink, MonitorX, RotateCw, X } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { workspacePreviewUrl } from "@domain/api/workspaces";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/i18n";

/** The cloud IDE frame: scripts, same-origin (the IDE's own), forms and popups (delivery.md §2.9). */
const IDE_SANDBOX = "allow-scripts allow-same-origin allow-forms allow-popups allow-modals";

/**
 * /workspace-preview?url=… (delivery.md §2.9, §5): an embedded CodeSandbox workspace. The URL must be
 * CodeSandbox's ('Invalid preview URL - must be from CodeSandbox'); one without the embed path is converted to it,
 * with theme=light, view=preview, hidedevtools=1 and codemirror=1. Close returns to the dashboard, Go Back to the
 * previous page, Full IDE opens the editor in a new tab, Refresh reloads the frame.
 */
export function WorkspacePreviewPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [reloadKey, setReloadKey] = useState(0);
  const preview = workspacePreviewUrl(new URLSearchParams(window.location.search).get("url"));
  const close = () => navigate("/");
  const back = () => (window.history.length > 1 ? window.history.back() : navigate("/"));
  // The domain's problems, worded in English by the spec, shown in the interface's language.
  const previewProblem = (message: string) =>
    message === "No preview URL provided"
      ? t("workspaces:preview.noUrl")
      : message === "Invalid preview URL - must be from CodeSandbox"
        ? t("workspaces:preview.invalidUrl")
        : message;

  if (!preview.ok)
    return (
      <div className="mx-auto max-w-2xl p-6" data-testid="workspace-preview-error">
        <EmptyState
          icon={MonitorX}
          title={t("workspaces:preview.title")}
          action={
            <div className="flex gap-2">
              <Button variant="outline" onClick={close}>
                <X aria-hidden /> {t("workspaces:preview.close")}
              </Button>
              <Button variant="outline" onClick={back}>
                <ArrowLeft aria-hidden /> {t("workspaces:preview.goBack")}
              </Button>
            </div>
          }
        >
          <span role="alert">{previewProblem(preview.message)}</span>
        </EmptyState>
      </div>
    );

  return (
    <div className="flex h-screen flex-col">
      <header
        className="flex flex-wrap items-center gap-2 border-b bg-card px-4 py-2"
        data-testid="workspace-preview-bar"
      >
        <h1 className="mr-auto text-base font-semibold">{t("workspaces:preview.title")}</h1>
        <Button size="sm" variant="outline" onClick={close}>
          <X aria-hidden /> {t("workspaces:preview.close")}
        </Button>
        <Button size="sm" variant="outline" onClick={back}>
          <ArrowLeft aria-hidden /> {t("workspaces:preview.goBack")}
        </Button>
        <Button size="sm" variant="outline" asChild>
          <a href={preview.full} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden /> {t("workspaces:preview.fullIde")}
          </a>
        </Button>
        <Button size="sm" variant="outline" onClick={() => setReloadKey((k) => k + 1)}>
          <RotateCw aria-hidden /> {t("workspaces:preview.refresh")}
        </Button>
      </header>
      <iframe
        key={reloadKey}
        src={preview.url}
        title={t("workspaces:preview.frameTitle")}
        sandbox={IDE_SANDBOX}
        className="w-full flex-1 border-0 bg-white"
        data-testid="workspace-frame"
      />
    </div>
  );
}
