import { ArrowRight, Sparkles } from "lucide-react";
import { Link, useLocation } from "wouter";
import { nextHint } from "@domain/rules/next-hint";
import { projectProgress } from "@domain/rules/pipeline-stages";
import { sidebarAgentLabels, type SidebarAgentLabel } from "@domain/rules/sidebar-agents";
import { Tooltip } from "@/components/ui/tooltip";
import { useFormat } from "@/i18n/format";
import { useTranslation } from "@/i18n";
import { useHash } from "@/hooks/use-hash";
import { useProjectSnapshot } from "@/hooks/use-project-snapshot";
import { useProjects } from "@/hooks/use-selected-project";
import { agentLabelMeaning, agentLabelText, nextHintText } from "@/lib/domain-labels";
import { cn } from "@/lib/utils";
import { activeNavPath, NAV_ITEMS } from "./nav-items";

const LABEL_STYLE: Record<SidebarAgentLabel, string> = {
  Done: "bg-emerald-500/15 text-emerald-300",
  "Pending Approval": "bg-amber-500/15 text-amber-300",
  "In Progress": "bg-sky-500/15 text-sky-300",
  Ready: "bg-indigo-500/20 text-indigo-200",
  Blocked: "bg-rose-500/15 text-rose-300",
  Idle: "bg-slate-500/20 text-slate-300",
};

/** Scrolls to the element a link's #fragment names, when it is on the page. */
function scrollToAnchor(href: string): void {
  const at = href.indexOf("#");
  if (at < 0) return;
  document.getElementById(href.slice(at + 1))?.scrollIntoView({ behavior: "smooth", block: "start" });
}

/**
 * The sidebar: fixed on screens from 768 px, inside the menu sheet below that (`className` places it). In the
 * sheet (`sheet`) the whole sidebar scrolls and every page is listed first, in full, before the agents' panel.
 */
export function Sidebar({ className, sheet = false }: { className?: string; sheet?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [location] = useLocation();
  const hash = useHash();
  const active = activeNavPath(location, hash);
  const { selected } = useProjects();
  const facts = useProjectSnapshot(selected);
  const snapshot = facts.settled ? facts.snapshot : null;

  return (
    <aside
      className={cn(
        "flex h-full w-64 shrink-0 flex-col bg-sidebar text-sidebar-foreground",
        sheet && "overflow-y-auto",
        className,
      )}
      aria-label={t("shell:sidebar.label")}
    >
      <Link href="/" className="flex items-center gap-2 px-5 py-5">
        <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-indigo-500 text-white">
          <Sparkles className="h-4 w-4" />
        </span>
        <span className="text-lg font-semibold text-white">Specwright</span>
      </Link>

      <nav
        className={cn("space-y-0.5 px-3", sheet ? "flex-none" : "flex-1 overflow-y-auto")}
        aria-label={t("shell:sidebar.main")}
      >
        {NAV_ITEMS.map((item) => (
          <div key={item.path}>
            <Link
              href={item.path}
              aria-current={active === item.path ? "page" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors",
                active === item.path
                  ? "bg-white/10 font-medium text-white"
                  : "text-slate-300 hover:bg-white/5 hover:text-white",
              )}
            >
              <item.icon className="h-4 w-4" />
              {item.label()}
            </Link>
            {item.children?.map((child) => (
              <Link
                key={`${child.path}-child`}
                href={child.path}
                aria-current={active === child.path ? "page" : undefined}
                // Already on the page: the section is there to scroll to (the address may not change).
                onClick={() => scrollToAnchor(child.path)}
                className={cn(
                  "ml-7 flex items-center gap-2 rounded-md px-3 py-1.5 text-xs transition-colors",
                  active === child.path
                    ? "bg-white/10 font-medium text-white"
                    : "text-slate-400 hover:bg-white/5 hover:text-white",
                )}
              >
                <child.icon className="h-3.5 w-3.5" />
                {child.label()}
              </Link>
            ))}
          </div>
        ))}
      </nav>

      <section className="mx-3 mt-3 rounded-lg bg-white/5 p-3" aria-label={t("shell:sidebar.agents")}>
        <h2 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-400">
          {t("shell:sidebar.agents")}
        </h2>
        {snapshot ? (
          <ul className="space-y-1.5">
            {sidebarAgentLabels(snapshot).map(({ agent, label }) => (
              <li key={agent} className="flex items-center justify-between gap-2 text-xs">
                <span className="text-slate-200">{agent}</span>
                <Tooltip
                  content={t("shell:sidebar.agentTooltip", { agent, meaning: agentLabelMeaning(label) })}
                  side="right"
                >
                  <span
                    tabIndex={0}
                    className={cn("rounded-full px-2 py-0.5 text-[10px] font-medium", LABEL_STYLE[label])}
                  >
                    {agentLabelText(label)}
                  </span>
                </Tooltip>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-slate-400">{t("shell:sidebar.noProject")}</p>
        )}
      </section>

      <div
        className="m-3 rounded-lg border border-indigo-400/30 bg-indigo-500/10 p-3 text-xs"
        data-testid="next-hint"
      >
        {snapshot && (
          <p className="mb-1.5 text-indigo-200" data-testid="sidebar-progress">
            {t("shell:sidebar.progress", { percent: format.percent(projectProgress(snapshot) / 100) })}
          </p>
        )}
        <p className="flex items-start gap-1.5 text-indigo-100">
          <ArrowRight className="mt-0.5 h-3.5 w-3.5 shrink-0" />
          <span>
            <span className="font-semibold">{t("shell:sidebar.next")}</span>{" "}
            {snapshot
              ? nextHintText(nextHint(snapshot))
              : selected
                ? t("shell:sidebar.loading")
                : t("shell:sidebar.createProject")}
          </span>
        </p>
      </div>
    </aside>
  );
}
