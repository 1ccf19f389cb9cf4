import { AlertTriangle, Code2 } from "lucide-react";
import { useState } from "react";
import type { Project } from "@domain/api/projects";
import { canStartCodeGeneration } from "@domain/rules/workflow-steps";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useProjectSnapshot } from "@/hooks/use-project-snapshot";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { errorText } from "@/lib/api";
import { AnalysisSheet } from "./analysis/analysis-sheet";
import { CodeArtifacts } from "./artifacts/code-artifacts";
import { CodeJobProgress } from "./code-job-progress";
import { CodeToolbar } from "./code-toolbar";
import { FileBrowser } from "./file-browser/file-browser";
import { LivePreview } from "./live-preview";
import { MultiPassWorkflow } from "./multi-pass/multi-pass-workflow";
import { OverwriteDialog } from "./overwrite-dialog";
import { Prerequisites } from "./prerequisites";
import { useGenerateCode } from "./use-code-actions";
import { useCodeFiles, useOutputDirectory } from "./use-code-data";
import { useCodeJobs } from "./use-code-jobs";

const TABS = ["files", "artifacts", "multi-pass", "preview"] as const;
type CodeTab = (typeof TABS)[number];

/** A tab's name in the interface's language. */
function tabLabel(tab: CodeTab, t: ReturnType<typeof useTranslation>["t"]): string {
  switch (tab) {
    case "files":
      return t("code:tabs.files");
    case "artifacts":
      return t("code:tabs.artifacts");
    case "multi-pass":
      return t("code:tabs.multiPass");
    case "preview":
      return t("code:tabs.preview");
  }
}

/**
 * The Generated Code page of one project (delivery.md §2.4): prerequisites until the technical documents are
 * approved, then 'Generate Code', then the four tabs over the generated files and their measured analysis.
 */
export function CodeView({ project }: { project: Project }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const files = useCodeFiles(project.id);
  const { snapshot, isLoading: documentsLoading } = useProjectSnapshot(project);
  const generate = useGenerateCode(project.id);
  const jobs = useCodeJobs(project.id, generate.pending);
  const outputDirectory = useOutputDirectory(project.id);
  const [tab, setTab] = useState<CodeTab>("files");
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [analysisOpen, setAnalysisOpen] = useState(false);

  const list = files.data ?? [];
  const fileCount = list.filter((f) => f.type === "file").length;
  const hasFiles = fileCount > 0;
  const approved = snapshot ? canStartCodeGeneration(snapshot) : false;
  const busy = generate.pending || jobs.active !== null;
  const editedCount = list.filter((f) => f.userEdited).length;
  const notApproved = t("code:view.notApproved");

  if (files.isLoading || documentsLoading)
    return <Spinner className="mx-auto my-12" label={t("code:view.loading")} />;
  if (files.error)
    return (
      <div className="grid justify-items-start gap-2" role="alert">
        <p className="text-sm text-destructive">
          {t("code:view.loadFailed", { error: errorText(files.error) })}
        </p>
        <Button size="sm" variant="outline" onClick={() => void files.refetch()}>
          {t("code:view.tryAgain")}
        </Button>
      </div>
    );

  const overwriteDialog = (
    <OverwriteDialog
      request={generate.overwrite}
      onClose={generate.dismissOverwrite}
      action={t("code:view.regenerating")}
    />
  );

  if (!hasFiles && !approved && !busy) return <Prerequisites project={project} refused={generate.refused} />;

  const toolbar = (
    <CodeToolbar
      projectId={project.id}
      projectName={project.name}
      hasFiles={hasFiles}
      canGenerate={approved}
      generateBlockedReason={approved ? null : notApproved}
      generating={generate.pending}
      busy={busy}
      onGenerate={generate.generate}
      onViewAnalysis={() => setAnalysisOpen(true)}
    />
  );

  if (!hasFiles)
    return (
      <div className="mx-auto grid max-w-7xl gap-5">
        {busy && <CodeJobProgress job={jobs.active} />}
        <EmptyState icon={Code2} title={t("code:view.readyTitle")} action={toolbar}>
          {t("code:view.readyBody")}
        </EmptyState>
        {overwriteDialog}
      </div>
    );

  const openFile = (fileId: number) => {
    setSelectedId(fileId);
    setTab("files");
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary" data-testid="file-count">
            {t("code:view.fileCount", { count: fileCount, n: fmt.number(fileCount) })}
          </Badge>
          {editedCount > 0 && (
            <Badge variant="warning">
              {t("code:view.edited", { count: editedCount, n: fmt.number(editedCount) })}
            </Badge>
          )}
          {outputDirectory && (
            <span className="truncate font-mono text-xs" title={t("code:view.outputDirectory")}>
              {outputDirectory}
            </span>
          )}
        </div>
        {toolbar}
      </div>
      {!approved && (
        <p
          className="flex items-center gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
          role="note"
        >
          <AlertTriangle className="h-4 w-4 shrink-0 text-warning" aria-hidden />
          {t("code:view.documentsChanged")} {notApproved}
        </p>
      )}
      {busy && <CodeJobProgress job={jobs.active} />}
      <Tabs value={tab} onValueChange={(v) => setTab(TABS.find((value) => value === v) ?? "files")}>
        <TabsList className="h-auto flex-wrap">
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {tabLabel(value, t)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="files">
          <FileBrowser projectId={project.id} files={list} selectedId={selectedId} onSelect={setSelectedId} />
        </TabsContent>
        <TabsContent value="artifacts">
          <CodeArtifacts files={list} onOpenFile={openFile} />
        </TabsContent>
        <TabsContent value="multi-pass">
          <MultiPassWorkflow projectId={project.id} busy={busy} />
        </TabsContent>
        <TabsContent value="preview">
          <LivePreview outputDirectory={outputDirectory} />
        </TabsContent>
      </Tabs>
      <AnalysisSheet
        projectId={project.id}
        open={analysisOpen}
        onOpenChange={setAnalysisOpen}
        onOpenMultiPass={() => {
          setAnalysisOpen(false);
          setTab("multi-pass");
        }}
      />
      {overwriteDialog}
    </div>
  );
}
