import {
  Bot,
  Code2,
  FileText,
  FlaskConical,
  LayoutDashboard,
  ListChecks,
  MessagesSquare,
  Settings,
  Users,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import { t } from "@/i18n";

export interface NavItem {
  /** Where the item leads; a sub-item at its parent's path adds a #fragment naming its section. */
  path: string;
  /** The label in the interface's language; called while rendering. */
  label: () => string;
  icon: LucideIcon;
  children?: { path: string; label: () => string; icon: LucideIcon }[];
}

/** The section of /agents that the Agents Dashboard sub-item opens (its element id is the fragment's name). */
export const AGENTS_DASHBOARD_ANCHOR = "dashboard";

/**
 * platform.md §2: the nine sidebar items, in order; AI Agents has the sub-item Agents Dashboard at the same path,
 * which opens that page's Agents Dashboard section (#dashboard) rather than its top.
 */
export const NAV_ITEMS: NavItem[] = [
  { path: "/workflow", label: () => t("shell:nav.workflow"), icon: Workflow },
  { path: "/dashboard", label: () => t("shell:nav.dashboard"), icon: LayoutDashboard },
  { path: "/requirements", label: () => t("shell:nav.requirements"), icon: ListChecks },
  { path: "/documents", label: () => t("shell:nav.documents"), icon: FileText },
  { path: "/code", label: () => t("shell:nav.code"), icon: Code2 },
  { path: "/meetings", label: () => t("shell:nav.meetings"), icon: Users },
  { path: "/testing", label: () => t("shell:nav.testing"), icon: FlaskConical },
  {
    path: "/agents",
    label: () => t("shell:nav.agents"),
    icon: Bot,
    children: [
      {
        path: `/agents#${AGENTS_DASHBOARD_ANCHOR}`,
        label: () => t("shell:nav.agentsDashboard"),
        icon: MessagesSquare,
      },
    ],
  },
  { path: "/settings", label: () => t("shell:nav.settings"), icon: Settings },
];

function splitHref(href: string): { path: string; hash: string } {
  const at = href.indexOf("#");
  return at < 0 ? { path: href, hash: "" } : { path: href.slice(0, at), hash: href.slice(at) };
}

function onPath(location: string, path: string): boolean {
  if (path === "/dashboard") return location === "/" || location === "/dashboard";
  return location === path || location.startsWith(`${path}/`);
}

/**
 * The one sidebar entry to highlight for an address (`location`: the path, `hash`: its #fragment or ''): a
 * sub-item whose path and #fragment both match, else the item whose path matches. Paths ignore case, as routes do.
 */
export function activeNavPath(
  location: string,
  hash: string,
  items: readonly NavItem[] = NAV_ITEMS,
): string | null {
  const here = location.toLowerCase();
  const fragment = hash.toLowerCase();
  const entries = items.flatMap((item) => [item.path, ...(item.children ?? []).map((child) => child.path)]);
  const anchored = entries.find((entry) => {
    const { path, hash: entryHash } = splitHref(entry);
    return entryHash !== "" && entryHash.toLowerCase() === fragment && onPath(here, path);
  });
  return anchored ?? entries.find((entry) => splitHref(entry).hash === "" && onPath(here, entry)) ?? null;
}
