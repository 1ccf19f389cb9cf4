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

export interface NavItem {
  path: string;
  label: string;
  icon: LucideIcon;
  children?: { path: string; label: string; icon: LucideIcon }[];
}

/** platform.md §2: the nine sidebar items, in order; AI Agents has the sub-item Agents Dashboard at the same path. */
export const NAV_ITEMS: NavItem[] = [
  { path: "/workflow", label: "App Builder Workflow", icon: Workflow },
  { path: "/dashboard", label: "Project Dashboard", icon: LayoutDashboard },
  { path: "/requirements", label: "Requirements", icon: ListChecks },
  { path: "/documents", label: "Documents", icon: FileText },
  { path: "/code", label: "Generated Code", icon: Code2 },
  { path: "/meetings", label: "Meetings", icon: Users },
  { path: "/testing", label: "AI Testing", icon: FlaskConical },
  {
    path: "/agents",
    label: "AI Agents",
    icon: Bot,
    children: [{ path: "/agents", label: "Agents Dashboard", icon: MessagesSquare }],
  },
  { path: "/settings", label: "Settings", icon: Settings },
];
