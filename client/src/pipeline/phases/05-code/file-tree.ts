import type { GeneratedCodeFile } from "@domain/api/code";

export interface FolderNode {
  type: "folder";
  name: string;
  /** The folder's path, e.g. 'server/routes'. */
  path: string;
  depth: number;
  children: TreeNode[];
  /** Files below this folder, at any depth. */
  fileCount: number;
}

export interface FileNode {
  type: "file";
  name: string;
  path: string;
  depth: number;
  file: GeneratedCodeFile;
}

export type TreeNode = FolderNode | FileNode;

const byName = (a: TreeNode, b: TreeNode) =>
  a.type === b.type ? a.name.localeCompare(b.name) : a.type === "folder" ? -1 : 1;

function sortTree(nodes: TreeNode[]): TreeNode[] {
  nodes.sort(byName);
  for (const node of nodes) if (node.type === "folder") sortTree(node.children);
  return nodes;
}

/**
 * The folder tree implied by the files' paths: folders first, then files, each by name. Entries of type
 * 'folder' from the server are skipped (their paths already imply them); leading './' and '/' are ignored.
 */
export function buildFileTree(files: readonly GeneratedCodeFile[]): TreeNode[] {
  const root: TreeNode[] = [];
  const folders = new Map<string, FolderNode>();
  for (const file of files) {
    if (file.type !== "file") continue;
    const parts = file.path
      .replace(/^(\.\/|\/)+/, "")
      .split("/")
      .filter(Boolean);
    const fileName = parts.pop();
    if (!fileName) continue;
    let siblings = root;
    const ancestors: FolderNode[] = [];
    parts.forEach((name, depth) => {
      const path = parts.slice(0, depth + 1).join("/");
      let folder = folders.get(path);
      if (!folder) {
        folder = { type: "folder", name, path, depth, children: [], fileCount: 0 };
        folders.set(path, folder);
        siblings.push(folder);
      }
      ancestors.push(folder);
      siblings = folder.children;
    });
    for (const folder of ancestors) folder.fileCount += 1;
    siblings.push({
      type: "file",
      name: fileName,
      path: [...parts, fileName].join("/"),
      depth: parts.length,
      file,
    });
  }
  return sortTree(root);
}

/** The folders that contain `path` ('a/b/c.ts' → ['a', 'a/b']). */
export function ancestorFolders(path: string): string[] {
  const parts = path
    .replace(/^(\.\/|\/)+/, "")
    .split("/")
    .filter(Boolean);
  return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join("/"));
}

/** The file to show first: the README at the top, else the first file in tree order. */
export function defaultFile(tree: readonly TreeNode[]): GeneratedCodeFile | null {
  const readme = tree.find((n): n is FileNode => n.type === "file" && /^readme(\.md)?$/i.test(n.name));
  if (readme) return readme.file;
  for (const node of tree) {
    if (node.type === "file") return node.file;
    const inside = defaultFile(node.children);
    if (inside) return inside;
  }
  return null;
}
