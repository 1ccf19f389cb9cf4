import { MonitorX } from "lucide-react";
import { PageShell } from "@/app/shell/page-shell";
import { EmptyState } from "@/components/empty-state";

export function WorkspacePreviewPage() {
  const url = new URLSearchParams(window.location.search).get("url");
  return (
    <PageShell title="Workspace Preview" subtitle="Embedded cloud IDE">
      <EmptyState icon={MonitorX} title={url ? "Workspace not available" : "No preview URL provided"}>
        {url
          ? "Cloud IDE workspaces are opened from the dashboard's Workspace tab once a provider is configured."
          : "Open a workspace from the dashboard's Workspace tab."}
      </EmptyState>
    </PageShell>
  );
}
