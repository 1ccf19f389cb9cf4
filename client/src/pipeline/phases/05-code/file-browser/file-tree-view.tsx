import { ChevronDown, ChevronRight, Folder, FolderOpen } from "lucide-react";
import type { TreeNode } from "../file-tree";
import { formatSize, languageInfo } from "../languages";
import { useTranslation } from "@/i18n";
import { useFormat } from "@/i18n/format";
import { cn } from "@/lib/utils";

const indent = (depth: number) => ({ paddingLeft: `${depth * 0.875 + 0.5}rem` });

/**
 * The folder tree: folders open and close (aria-expanded), a file opens in the viewer (aria-current marks the
 * open one). Every row is a button, so the tree works from the keyboard with Tab and Enter.
 */
export function FileTreeView(props: {
  nodes: readonly TreeNode[];
  selectedId: number | null;
  isOpen: (folderPath: string, depth: number) => boolean;
  onToggle: (folderPath: string, depth: number) => void;
  onSelect: (fileId: number) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <ul className="grid gap-px" role="list">
      {props.nodes.map((node) => {
        if (node.type === "folder") {
          const open = props.isOpen(node.path, node.depth);
          const Chevron = open ? ChevronDown : ChevronRight;
          const Icon = open ? FolderOpen : Folder;
          return (
            <li key={`d:${node.path}`}>
              <button
                type="button"
                aria-expanded={open}
                onClick={() => props.onToggle(node.path, node.depth)}
                className="flex w-full items-center gap-1.5 rounded-md py-1 pr-2 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer"
                style={indent(node.depth)}
                data-testid="tree-folder"
                data-path={node.path}
              >
                <Chevron className="h-3.5 w-3.5 shrink-0 text-muted-foreground" aria-hidden />
                <Icon className="h-4 w-4 shrink-0 text-amber-500" aria-hidden />
                <span className="truncate font-medium">{node.name}</span>
                <span className="ml-auto text-xs tabular-nums text-muted-foreground">
                  {fmt.number(node.fileCount)}
                </span>
              </button>
              {open && <FileTreeView {...props} nodes={node.children} />}
            </li>
          );
        }
        const { icon: Icon, tone, label } = languageInfo(node.file.language);
        const selected = node.file.id === props.selectedId;
        return (
          <li key={`f:${node.file.id}`}>
            <button
              type="button"
              aria-current={selected ? "true" : undefined}
              onClick={() => props.onSelect(node.file.id)}
              title={t("code:files.fileTitle", {
                path: node.path,
                language: label,
                size: formatSize(node.file.size, fmt),
              })}
              className={cn(
                "flex w-full items-center gap-1.5 rounded-md py-1 pr-2 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer",
                selected && "bg-primary/10 font-medium text-primary hover:bg-primary/15",
              )}
              style={{ paddingLeft: `${node.depth * 0.875 + 1.375}rem` }}
              data-testid="tree-file"
              data-path={node.path}
            >
              <Icon className={cn("h-4 w-4 shrink-0", tone)} aria-hidden />
              <span className="truncate">{node.name}</span>
              {node.file.userEdited && (
                <span
                  className="h-1.5 w-1.5 shrink-0 rounded-full bg-warning"
                  role="img"
                  aria-label={t("code:files.edited")}
                />
              )}
              <span className="ml-auto shrink-0 text-xs tabular-nums text-muted-foreground">
                {formatSize(node.file.size, fmt)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
