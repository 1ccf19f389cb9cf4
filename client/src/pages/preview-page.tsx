import { MonitorPlay } from "lucide-react";
import { useParams } from "wouter";
import { PageShell } from "@/app/shell/page-shell";
import { EmptyState } from "@/components/empty-state";

export function PreviewPage() {
  const { projectId, appName } = useParams<{ projectId: string; appName: string }>();
  return (
    <PageShell title="App Preview" subtitle={`${appName} · project ${projectId}`}>
      <EmptyState icon={MonitorPlay} title="No running preview">
        There is no deployment of {appName} for project {projectId}. Previews of generated applications are
        not available in this version of Specwright yet.
      </EmptyState>
    </PageShell>
  );
}
