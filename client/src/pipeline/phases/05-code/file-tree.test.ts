import { describe, expect, it } from "vitest";
import type { GeneratedCodeFile } from "@domain/api/code";
import { ancestorFolders, buildFileTree, defaultFile } from "./file-tree";
import { filterArtifacts, requirementIdsOf, splitElement } from "./labels";

let nextId = 1;
const file = (
  path: string,
  implementsWhat: Partial<GeneratedCodeFile["implements"]> = {},
): GeneratedCodeFile => ({
  id: nextId++,
  name: path.split("/").pop() ?? path,
  type: "file",
  path,
  language: "typescript",
  size: 10,
  lastModified: "2025-01-01T00:00:00.000Z",
  content: "",
  pass: 1,
  userEdited: false,
  generatedBy: { engine: "embedded" },
  implements: { documents: [], requirementIds: [], elements: [], ...implementsWhat },
});

describe("the file tree", () => {
  it("groups files into folders from their paths, folders first and by name", () => {
    const tree = buildFileTree([
      file("server/routes/books.ts"),
      file("README.md"),
      file("server/app.ts"),
      file("client/main.tsx"),
    ]);
    expect(tree.map((n) => n.name)).toEqual(["client", "server", "README.md"]);
    const server = tree[1];
    expect(server?.type === "folder" && server.children.map((n) => n.name)).toEqual(["routes", "app.ts"]);
    expect(server?.type === "folder" && server.fileCount).toBe(2);
  });

  it("ignores folder entries and leading ./", () => {
    const folder = { ...file("server"), type: "folder" as const };
    const tree = buildFileTree([folder, file("./server/app.ts")]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.type === "folder" && tree[0].children[0]?.path).toBe("server/app.ts");
  });

  it("opens the README first, else the first file in tree order", () => {
    expect(defaultFile(buildFileTree([file("b/x.ts"), file("README.md")]))?.path).toBe("README.md");
    expect(defaultFile(buildFileTree([file("b/x.ts"), file("a/y.ts")]))?.path).toBe("a/y.ts");
    expect(defaultFile([])).toBeNull();
  });

  it("names the folders that contain a file", () => {
    expect(ancestorFolders("a/b/c.ts")).toEqual(["a", "a/b"]);
    expect(ancestorFolders("c.ts")).toEqual([]);
  });
});

describe("code artifacts", () => {
  const files = [
    file("server/db/schema.ts", { documents: ["database_design"], requirementIds: ["FR-10", "FR-2"] }),
    file("server/routes/books.ts", { documents: ["api_specification"], requirementIds: ["FR-2"] }),
  ];

  it("filters by document and by requirement id", () => {
    expect(filterArtifacts(files, { document: "api_specification", requirementId: null })).toHaveLength(1);
    expect(filterArtifacts(files, { document: null, requirementId: "FR-2" })).toHaveLength(2);
    expect(filterArtifacts(files, { document: "database_design", requirementId: "FR-3" })).toHaveLength(0);
  });

  it("lists requirement ids in natural order", () => {
    expect(requirementIdsOf(files)).toEqual(["FR-2", "FR-10"]);
  });

  it("splits element ids into kind and name", () => {
    expect(splitElement("entity:Book")).toEqual({ kind: "entity", name: "Book" });
    expect(splitElement("plain")).toEqual({ kind: null, name: "plain" });
  });
});
