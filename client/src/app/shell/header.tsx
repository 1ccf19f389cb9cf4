import { ChevronDown, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAuth } from "@/hooks/use-auth";
import { useTranslation } from "@/i18n";
import { NotificationBell } from "./notification-bell";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/** platform.md §2: the header says 'Requirements Gathering Session' when a page names no title. */
export function Header({
  title,
  subtitle,
  menu,
}: {
  title?: string;
  subtitle?: string;
  /** The menu button of small screens. */
  menu?: ReactNode;
}) {
  const { t } = useTranslation();
  const { user, logoutMutation } = useAuth();
  const name = user?.name || t("shell:header.defaultName");
  const role = user?.role || t("shell:header.defaultRole");
  return (
    <header className="flex items-center justify-between gap-3 border-b bg-card px-4 py-3 sm:gap-4 sm:px-6 sm:py-4">
      {menu}
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-xl font-semibold">{title ?? t("shell:header.defaultTitle")}</h1>
        <p className="truncate text-sm text-muted-foreground">
          {subtitle ?? t("shell:header.defaultSubtitle")}
        </p>
      </div>
      <NotificationBell />
      <DropdownMenu>
        <DropdownMenuTrigger
          className="flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-accent cursor-pointer"
          aria-label={t("shell:header.userMenu")}
        >
          <span className="flex h-9 w-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
            {initials(name) || "U"}
          </span>
          <span className="hidden text-left sm:block">
            <span className="block text-sm font-medium leading-tight" data-testid="user-name">
              {name}
            </span>
            <span className="block text-xs text-muted-foreground">{role}</span>
          </span>
          <ChevronDown className="h-4 w-4 text-muted-foreground" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            <span className="block font-medium">{name}</span>
            <span className="block text-xs text-muted-foreground">@{user?.username}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={logoutMutation.isPending} onSelect={() => logoutMutation.mutate()}>
            <LogOut />
            {t("shell:header.signOut")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </header>
  );
}
