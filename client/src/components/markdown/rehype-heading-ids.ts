import type { ElementContent, Root, RootContent } from "hast";
import { createSlugger, requirementIdOf } from "./headings";

const HEADING = /^h[1-6]$/;

/** The text a reader sees in an element (image alt text included, as in the table of contents). */
function textOf(node: ElementContent | RootContent): string {
  if (node.type === "text") return node.value;
  if (node.type !== "element") return "";
  if (node.tagName === "img") return typeof node.properties.alt === "string" ? node.properties.alt : "";
  return node.children.map(textOf).join("");
}

function walk(nodes: readonly (ElementContent | RootContent)[], visit: (node: RootContent) => void): void {
  for (const node of nodes) {
    visit(node);
    if (node.type === "element") walk(node.children, visit);
  }
}

/**
 * A rehype plugin giving every heading its anchor id (and requirement headings a `data-requirement`), with the
 * same slugger as the table of contents, so its links land.
 */
export function rehypeHeadingIds(options: { prefix?: string } = {}) {
  return (tree: Root) => {
    const slug = createSlugger(options.prefix ?? "");
    walk(tree.children, (node) => {
      if (node.type !== "element" || !HEADING.test(node.tagName)) return;
      const text = node.children.map(textOf).join("").trim();
      node.properties.id = slug(text);
      const requirement = requirementIdOf(text);
      if (requirement) node.properties.dataRequirement = requirement;
    });
  };
}
