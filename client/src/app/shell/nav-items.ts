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
  path: string;
  /** The label in the interface's language; called while rendering. */
  label: () => string;
  icon: LucideIcon;
  children?: { path: string; label: () => string; icon: LucideIcon }[];
}

/** platform.md §2: the nine sidebar items, in order; AI Agents has the sub-item Agents Dashboard at the same path. */
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
    children: [{ path: "/agents", label: () => t("shell:nav.agentsDashboard"), icon: MessagesSquare }],
  },
  { path: "/settings", label: () => t("shell:nav.settings"), icon: Settings },
];
