import type { UiModel } from "../../../../domain/artifacts/04-ui-model";
import { mermaidId, mermaidLabel } from "../../markdown";

type Page = UiModel["pages"][number];

// Page ids are kebab-case, so their node ids never contain "__": these cannot collide with a page.
const NAV_NODE = "navigation__";

function pageNode(page: Page): string {
  return mermaidId(`page-${page.id}`);
}

/** The page a path leads to, through the routes. */
export function pageForPath(model: UiModel, path: string): Page | undefined {
  const route = model.routes.find((r) => r.path === path);
  return route ? model.pages.find((p) => p.id === route.pageId) : undefined;
}

/** The first route of a page, if it has one. */
export function pathOf(model: UiModel, page: Page): string | undefined {
  return model.routes.find((r) => r.pageId === page.id)?.path;
}

const FLOWS: readonly { from: Page["kind"]; to: Page["kind"]; label: string }[] = [
  { from: "list", to: "detail", label: "open" },
  { from: "list", to: "create", label: "new" },
  { from: "detail", to: "edit", label: "edit" },
  { from: "create", to: "detail", label: "saved" },
  { from: "edit", to: "detail", label: "saved" },
  { from: "sign-up", to: "sign-in", label: "have an account" },
];

/**
 * The navigation as a Mermaid flowchart: the navigation bar's links to pages, and the usual moves between the
 * pages of one entity (list → detail → edit, list → new). A link to a path no route serves is drawn as such.
 */
export function navigationDiagram(model: UiModel): string {
  const nodes = [`  ${NAV_NODE}(["Navigation"])`];
  for (const page of model.pages) {
    const path = pathOf(model, page);
    const label = `${page.title} (${path ?? "not routed"})`;
    nodes.push(`  ${pageNode(page)}["${mermaidLabel(label)}"]`);
  }
  const edges: string[] = [];
  model.navigation.forEach((item, index) => {
    const page = pageForPath(model, item.path);
    const target = page ? pageNode(page) : `missing__${index + 1}`;
    if (!page) nodes.push(`  ${target}(["${mermaidLabel(`${item.path} (no page)`)}"])`);
    edges.push(`  ${NAV_NODE} -->|"${mermaidLabel(item.label)}"| ${target}`);
  });
  for (const flow of FLOWS) {
    for (const from of model.pages.filter((p) => p.kind === flow.from)) {
      const to = model.pages.find((p) => p.kind === flow.to && p.entity === from.entity);
      if (to) edges.push(`  ${pageNode(from)} -->|"${flow.label}"| ${pageNode(to)}`);
    }
  }
  return ["flowchart LR", ...nodes, ...edges].join("\n");
}
