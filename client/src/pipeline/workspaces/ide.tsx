import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, FlaskConical, RotateCw, Save, X } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import type { GeneratedCodeFile } from "@domain/api/code";
import { appNameFor } from "@domain/api/deployments";
import type { TestRun } from "@domain/api/testing";
import { CodeEditor } from "@/components/code-editor";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { useFormat, useTranslation } from "@/i18n";
import { errorText } from "@/lib/api";
import { cn } from "@/lib/utils";
import { queryClient } from "@/lib/query-client";
import { filesKey, refreshCode, saveFile } from "@/pipeline/phases/05-code/api";
import { ancestorFolders, buildFileTree } from "@/pipeline/phases/05-code/file-tree";
import { FileTreeView } from "@/pipeline/phases/05-code/file-browser/file-tree-view";
import { useCodeFiles } from "@/pipeline/phases/05-code/use-code-data";
import { executeTests } from "@/pipeline/phases/06-testing/api";
import { useDeployment, useStartDeployment, useStopDeployment } from "@/pipeline/phases/07-deploy/api";
import { BuildLog } from "@/pipeline/phases/07-deploy/build-log";
import { productHost } from "@/pipeline/phases/07-deploy/preview-blocked";
import { PREVIEW_SANDBOX } from "@/pipeline/phases/07-deploy/preview-frame";
import { isStarting, previewBlock, previewLink } from "@/pipeline/phases/07-deploy/rules";

/*
 * The built-in workspace (FEATURES I1): the project's generated app in a browser IDE. The file tree; tabs of open
 * files with unsaved markers; the code editor (CodeMirror); Save through the same file API as the Generated Code
 * page (a saved file is marked edited, so regeneration asks before replacing it); Run Tests with the app's real
 * test run; the build and test log; and the running app beside the editor, rebuilt and restarted after a save.
 */

type Drafts = ReadonlyMap<string, string>;

/** The app's preview beside the editor: started on arrival, restarted after a save, reloaded once it runs again. */
function useLivePreview(projectId: number, appName: string) {
  const deployment = useDeployment(projectId);
  const start = useStartDeployment();
  const stop = useStopDeployment();
  const [reloadKey, setReloadKey] = useState(0);
  const restarting = useRef(false);
  const status = deployment.data?.status ?? null;
  const startNow = () => start.mutate({ projectId, appName });

  // Start the preview on arrival when none runs; after a restart, reload the frame once it runs again.
  const started = useRef(false);
  useEffect(() => {
    if (deployment.isPending || deployment.isError || start.isPending) return;
    if (!started.current && (status === null || status === "stopped")) {
      started.current = true;
      startNow();
    }
    if (restarting.current && status === "running") {
      restarting.current = false;
      setReloadKey((k) => k + 1);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, deployment.isPending, deployment.isError, start.isPending]);

  /** Rebuilds and restarts the app with the saved files. */
  const restart = async () => {
    restarting.current = true;
    if (status !== null && status !== "stopped" && status !== "error") await stop.mutateAsync(projectId);
    start.mutate({ projectId, appName });
  };
  return {
    startError: start.isError ? errorText(start.error) : null,
    deployment: deployment.data ?? null,
    reloadKey,
    restart,
    restarting: start.isPending || isStarting(status ?? ""),
  };
}

export function WorkspaceIde({ projectId, projectName }: { projectId: number; projectName: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const files = useCodeFiles(projectId);
  const list = useMemo(() => files.data ?? [], [files.data]);
  const tree = useMemo(() => buildFileTree(list), [list]);
  const [open, setOpen] = useState<string[]>([]);
  const [active, setActive] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Drafts>(new Map());
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [log, setLog] = useState<string[]>([]);
  const [run, setRun] = useState<TestRun | null>(null);
  const preview = useLivePreview(projectId, appNameFor(projectName));
  const byPath = useMemo(() => new Map(list.map((f) => [f.path, f])), [list]);

  // Open the first page of the app when nothing is open yet.
  useEffect(() => {
    if (active !== null || list.length === 0) return;
    const first =
      list.find((f) => f.path === "src/client/pages/home.tsx") ??
      list.find((f) => f.path.endsWith(".tsx")) ??
      list[0];
    if (first) openFile(first);
  }, [list, active]);

  const openFile = (file: GeneratedCodeFile) => {
    setOpen((paths) => (paths.includes(file.path) ? paths : [...paths, file.path]));
    setActive(file.path);
    setToggled((map) => new Map([...map, ...ancestorFolders(file.path).map((p) => [p, true] as const)]));
  };
  const closeFile = (path: string) => {
    if (drafts.has(path) && !window.confirm(t("workspaces:ide.closeUnsaved", { path }))) return;
    setDrafts((map) => {
      const next = new Map(map);
      next.delete(path);
      return next;
    });
    setOpen((paths) => {
      const next = paths.filter((p) => p !== path);
      if (active === path) setActive(next[next.length - 1] ?? null);
      return next;
    });
  };

  const current = active ? byPath.get(active) : undefined;
  const draft = active ? drafts.get(active) : undefined;
  const text = draft ?? current?.content ?? "";
  const unsaved = (path: string) => drafts.has(path) && drafts.get(path) !== byPath.get(path)?.content;

  const save = useMutation({
    retry: false,
    mutationFn: async (file: GeneratedCodeFile) => saveFile(file.id, drafts.get(file.path) ?? file.content),
    onSuccess: async (saved) => {
      // The saved file first, so the editor never shows the version from before the save.
      queryClient.setQueryData<GeneratedCodeFile[]>(filesKey(projectId), (files) =>
        files?.map((f) => (f.id === saved.id ? saved : f)),
      );
      setDrafts((map) => {
        const next = new Map(map);
        next.delete(saved.path);
        return next;
      });
      setLog((lines) => [...lines, t("workspaces:ide.log.saved", { path: saved.path })].slice(-200));
      toast({
        title: t("workspaces:ide.toast.saved"),
        description: t("workspaces:ide.toast.savedDescription", { path: saved.path }),
      });
      await refreshCode(projectId);
      await preview.restart();
    },
    onError: (error) =>
      toast({
        title: t("workspaces:ide.toast.saveFailed"),
        description: errorText(error),
        variant: "destructive",
      }),
  });

  const tests = useMutation({
    retry: false,
    mutationFn: () => executeTests(projectId, "unit", undefined),
    onMutate: () => setLog((lines) => [...lines, t("workspaces:ide.log.runTests")].slice(-200)),
    onSuccess: (result) => {
      setRun(result);
      if (!result) return;
      const s = result.executionSummary;
      setLog((lines) =>
        [
          ...lines,
          ...result.tests
            .filter((test) => test.status === "failed")
            .map((test) => `ERROR ${test.file} › ${test.name}: ${test.failureMessage ?? ""}`),
          t("workspaces:ide.log.summary", {
            passed: format.number(s.passed),
            failed: format.number(s.failed),
            skipped: format.number(s.skipped),
            total: format.number(s.total),
            seconds: format.number(s.executionTime, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          }),
          ...(result.error ? [`ERROR ${result.error}`] : []),
        ].slice(-200),
      );
    },
    onError: (error) => {
      setLog((lines) => [...lines, `ERROR ${errorText(error)}`].slice(-200));
      toast({
        title: t("workspaces:ide.toast.testsFailed"),
        description: errorText(error),
        variant: "destructive",
      });
    },
  });

  const isOpen = (path: string, depth: number) => toggled.get(path) ?? depth <= 1;
  const deployment = preview.deployment;
  const logLines = [...(deployment?.buildLogs.slice(-8) ?? []), ...log];
  // The log follows its newest line.
  const logBox = useRef<HTMLDivElement>(null);
  const lastLine = logLines[logLines.length - 1];
  useEffect(() => {
    logBox.current?.scrollTo({ top: logBox.current.scrollHeight });
  }, [lastLine, logLines.length]);
  const url = deployment ? previewLink(deployment, productHost()) : null;
  const blocked = deployment ? previewBlock(deployment, productHost()) : null;

  if (files.isPending)
    return (
      <div className="flex h-screen items-center justify-center">
        <Spinner className="h-8 w-8" label={t("workspaces:ide.loadingFiles")} />
      </div>
    );

  return (
    <div className="flex h-screen flex-col" data-testid="workspace-ide">
      <header className="flex flex-wrap items-center gap-2 border-b bg-card px-4 py-2">
        <Button size="sm" variant="ghost" asChild>
          <Link href="/">
            <ArrowLeft aria-hidden /> {t("workspaces:ide.dashboard")}
          </Link>
        </Button>
        <h1 className="mr-auto text-base font-semibold">
          {t("workspaces:ide.title")}{" "}
          <span className="font-normal text-muted-foreground">· {projectName}</span>
        </h1>
        <Button
          size="sm"
          onClick={() => current && save.mutate(current)}
          disabled={!current || !active || !unsaved(active) || save.isPending}
          data-testid="ide-save"
        >
          <Save aria-hidden /> {save.isPending ? t("workspaces:ide.saving") : t("workspaces:ide.save")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => tests.mutate()}
          disabled={tests.isPending}
          data-testid="ide-run-tests"
        >
          <FlaskConical aria-hidden />{" "}
          {tests.isPending ? t("workspaces:ide.runningTests") : t("workspaces:ide.runTests")}
        </Button>
      </header>
      {/* Side by side from 768 px; stacked (files, editor, preview) on a phone, the page scrolling. */}
      <div className="grid min-h-0 flex-1 grid-cols-1 overflow-y-auto md:grid-cols-[16rem_minmax(0,1fr)_minmax(0,1fr)] md:overflow-hidden">
        <nav
          aria-label={t("workspaces:ide.files")}
          className="h-48 overflow-y-auto border-b p-2 md:h-auto md:border-b-0 md:border-r"
          data-testid="file-tree"
        >
          <FileTreeView
            nodes={tree}
            selectedId={current?.id ?? null}
            isOpen={isOpen}
            onToggle={(path, depth) => setToggled((map) => new Map(map).set(path, !isOpen(path, depth)))}
            onSelect={(id) => {
              const file = list.find((f) => f.id === id);
              if (file) openFile(file);
            }}
          />
        </nav>
        <section
          className="flex min-h-[60vh] min-w-0 flex-col border-b md:min-h-0 md:border-b-0 md:border-r"
          aria-label={t("workspaces:ide.editor")}
        >
          <div
            className="flex overflow-x-auto border-b bg-muted/40"
            role="tablist"
            aria-label={t("workspaces:ide.openFiles")}
          >
            {open.map((path) => (
              <div
                key={path}
                role="tab"
                aria-selected={path === active}
                className={cn(
                  "flex shrink-0 items-center gap-1 border-r px-3 py-1.5 text-xs",
                  path === active ? "bg-background font-medium" : "text-muted-foreground",
                )}
                data-testid="ide-tab"
                data-path={path}
              >
                <button type="button" onClick={() => setActive(path)} className="max-w-48 truncate">
                  {path.split("/").pop()}
                </button>
                {unsaved(path) && (
                  <span
                    className="h-2 w-2 rounded-full bg-warning"
                    role="img"
                    aria-label={t("workspaces:ide.unsaved")}
                    data-testid="ide-unsaved"
                  />
                )}
                <button
                  type="button"
                  onClick={() => closeFile(path)}
                  aria-label={t("workspaces:ide.closeFile", { path })}
                >
                  <X className="h-3 w-3" aria-hidden />
                </button>
              </div>
            ))}
          </div>
          {current && active ? (
            <CodeEditor
              key={active}
              path={active}
              value={text}
              onChange={(value) => setDrafts((map) => new Map(map).set(active, value))}
              onSave={() => {
                if (unsaved(active) && !save.isPending) save.mutate(current);
              }}
              label={t("workspaces:ide.editFile", { path: active })}
              className="min-h-0 flex-1 overflow-hidden"
            />
          ) : (
            <p className="p-4 text-sm text-muted-foreground">{t("workspaces:ide.chooseFile")}</p>
          )}
          <div
            ref={logBox}
            className="max-h-48 overflow-y-auto border-t bg-muted/30 p-2"
            aria-label={t("workspaces:ide.log.label")}
          >
            <div className="mb-1 flex items-center gap-2 text-xs font-medium">
              {t("workspaces:ide.log.title")}
              {run && (
                <Badge
                  variant={run.executionSummary.failed > 0 ? "destructive" : "success"}
                  data-testid="ide-test-summary"
                >
                  {t("workspaces:ide.testSummary", {
                    passed: format.number(run.executionSummary.passed),
                    failed: format.number(run.executionSummary.failed),
                  })}
                </Badge>
              )}
            </div>
            <BuildLog
              lines={logLines}
              label={t("workspaces:ide.log.label")}
              empty={t("workspaces:ide.log.empty")}
            />
          </div>
        </section>
        <section
          className="flex min-h-[70vh] min-w-0 flex-col md:min-h-0"
          aria-label={t("workspaces:ide.preview.label")}
        >
          <div className="flex items-center gap-2 border-b px-3 py-1.5 text-xs">
            <span className="font-medium">{t("workspaces:ide.preview.title")}</span>
            <Badge
              variant={
                deployment?.status === "running"
                  ? "success"
                  : deployment?.status === "error"
                    ? "destructive"
                    : "muted"
              }
              data-testid="ide-preview-status"
            >
              {t(`workspaces:ide.preview.status.${deployment?.status ?? "starting"}`)}
            </Badge>
            {preview.restarting && (
              <Spinner className="h-3 w-3" label={t("workspaces:ide.preview.rebuilding")} />
            )}
            <Button size="sm" variant="ghost" className="ml-auto h-7" onClick={() => void preview.restart()}>
              <RotateCw aria-hidden /> {t("workspaces:ide.preview.restart")}
            </Button>
          </div>
          {blocked ? (
            <p className="p-4 text-sm text-muted-foreground">{blocked}</p>
          ) : url && deployment?.status === "running" ? (
            <iframe
              key={preview.reloadKey}
              src={url}
              title={t("workspaces:ide.preview.frameTitle", { project: projectName })}
              sandbox={PREVIEW_SANDBOX}
              className="w-full flex-1 border-0 bg-white"
              data-testid="ide-preview-frame"
            />
          ) : (
            <div className="grid flex-1 content-center justify-items-center gap-2 p-4 text-center">
              {deployment?.status === "error" || (preview.startError && !preview.restarting) ? (
                <>
                  <p className="text-sm text-destructive" role="alert">
                    {deployment?.status === "error"
                      ? (deployment.error ?? t("workspaces:ide.preview.didNotStart"))
                      : t("workspaces:ide.preview.startFailed", { error: preview.startError })}
                  </p>
                  <Button size="sm" variant="outline" onClick={() => void preview.restart()}>
                    <RotateCw aria-hidden /> {t("workspaces:ide.preview.tryAgain")}
                  </Button>
                </>
              ) : (
                <>
                  <Spinner className="h-6 w-6" label={t("workspaces:ide.preview.starting")} />
                  <p className="text-sm text-muted-foreground">{t("workspaces:ide.preview.building")}</p>
                </>
              )}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
