import { ArrowLeft, ExternalLink, MonitorX, RotateCw, X } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { workspacePreviewUrl } from "@domain/api/workspaces";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";

/** The cloud IDE frame: scripts, same-origin (the IDE's own), forms and popups (delivery.md §2.9). */
const IDE_SANDBOX = "allow-scripts allow-same-origin allow-forms allow-popups allow-modals";

/**
 * /workspace-preview?url=… (delivery.md §2.9, §5): an embedded CodeSandbox workspace. The URL must be
 * CodeSandbox's ('Invalid preview URL - must be from CodeSandbox'); one without the embed path is converted to it,
 * with theme=light, view=preview, hidedevtools=1 and codemirror=1. Close returns to the dashboard, Go Back to the
 * previous page, Full IDE opens the editor in a new tab, Refresh reloads the frame.
 */
export function WorkspacePreviewPage() {
  const [, navigate] = useLocation();
  const [reloadKey, setReloadKey] = useState(0);
  const preview = workspacePreviewUrl(new URLSearchParams(window.location.search).get("url"));
  const close = () => navigate("/");
  const back = () => (window.history.length > 1 ? window.history.back() : navigate("/"));

  if (!preview.ok)
    return (
      <div className="mx-auto max-w-2xl p-6" data-testid="workspace-preview-error">
        <EmptyState
          icon={MonitorX}
          title="Workspace Preview"
          action={
            <div className="flex gap-2">
              <Button variant="outline" onClick={close}>
                <X aria-hidden /> Close
              </Button>
              <Button variant="outline" onClick={back}>
                <ArrowLeft aria-hidden /> Go Back
              </Button>
            </div>
          }
        >
          <span role="alert">{preview.message}</span>
        </EmptyState>
      </div>
    );

  return (
    <div className="flex h-screen flex-col">
      <header
        className="flex flex-wrap items-center gap-2 border-b bg-card px-4 py-2"
        data-testid="workspace-preview-bar"
      >
        <h1 className="mr-auto text-base font-semibold">Workspace Preview</h1>
        <Button size="sm" variant="outline" onClick={close}>
          <X aria-hidden /> Close
        </Button>
        <Button size="sm" variant="outline" onClick={back}>
          <ArrowLeft aria-hidden /> Go Back
        </Button>
        <Button size="sm" variant="outline" asChild>
          <a href={preview.full} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden /> Full IDE
          </a>
        </Button>
        <Button size="sm" variant="outline" onClick={() => setReloadKey((k) => k + 1)}>
          <RotateCw aria-hidden /> Refresh
        </Button>
      </header>
      <iframe
        key={reloadKey}
        src={preview.url}
        title="Cloud IDE workspace"
        sandbox={IDE_SANDBOX}
        className="w-full flex-1 border-0 bg-white"
        data-testid="workspace-frame"
      />
    </div>
  );
}
