import { FileCode } from "lucide-react";
import { useMemo, useState } from "react";
import type { GeneratedCodeFile } from "@domain/api/code";
import { EmptyState } from "@/components/empty-state";
import { Card } from "@/components/ui/card";
import { useTranslation } from "@/i18n";
import { ancestorFolders, buildFileTree, defaultFile } from "../file-tree";
import { FileTreeView } from "./file-tree-view";
import { FileViewer } from "./file-viewer";

/**
 * File Browser tab: the folder tree beside the open file. `selectedId` is owned by the page so other tabs
 * (Code Artifacts) can open a file here; the folders holding it open when it changes.
 */
export function FileBrowser(props: {
  projectId: number;
  files: readonly GeneratedCodeFile[];
  selectedId: number | null;
  onSelect: (fileId: number) => void;
}) {
  const { t } = useTranslation();
  const tree = useMemo(() => buildFileTree(props.files), [props.files]);
  const selected = props.files.find((f) => f.id === props.selectedId) ?? defaultFile(tree);

  // Folders the user opened or closed; the others are open for the first two levels.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [revealed, setRevealed] = useState<string | null>(null);
  if (selected && selected.path !== revealed) {
    setRevealed(selected.path);
    setToggled((map) => new Map([...map, ...ancestorFolders(selected.path).map((p) => [p, true] as const)]));
  }
  const isOpen = (path: string, depth: number) => toggled.get(path) ?? depth <= 1;

  if (props.files.length === 0)
    return (
      <EmptyState icon={FileCode} title={t("code:files.emptyTitle")}>
        {t("code:files.emptyBody")}
      </EmptyState>
    );

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(16rem,20rem)_minmax(0,1fr)]">
      <Card className="overflow-hidden">
        <nav
          aria-label={t("code:files.treeLabel")}
          className="max-h-[75vh] overflow-y-auto p-2"
          data-testid="file-tree"
        >
          <FileTreeView
            nodes={tree}
            selectedId={selected?.id ?? null}
            isOpen={isOpen}
            onToggle={(path, depth) => setToggled((map) => new Map(map).set(path, !isOpen(path, depth)))}
            onSelect={props.onSelect}
          />
        </nav>
      </Card>
      {selected ? (
        <FileViewer key={selected.id} file={selected} projectId={props.projectId} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("code:files.choose")}</p>
      )}
    </div>
  );
}
