import { Bell, CircleAlert, CircleCheck } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { noticeSentenceParts, type Notification } from "@domain/api/notifications";
import { Button } from "@/components/ui/button";
import { useMarkNotificationsRead, useNotifications } from "@/hooks/use-notifications";
import { setSelectedProjectId, useProjects } from "@/hooks/use-selected-project";
import { useEffectiveSettings } from "@/hooks/use-settings";
import { useFormat, useTranslation } from "@/i18n";
import { cn } from "@/lib/utils";

/** The sentence of a notification in the interface's language (the e-mail uses the same catalogue). */
export function useNoticeSentence(): (notice: Notification) => string {
  const { t } = useTranslation();
  return (notice) => {
    const { key, values } = noticeSentenceParts(notice, (k) => t(k));
    return t(key, values);
  };
}

/** The header's bell (FEATURES J3): the unread count, and a list of what finished or failed, newest first. */
export function NotificationBell() {
  const { t } = useTranslation();
  const format = useFormat();
  const sentence = useNoticeSentence();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const { selected } = useProjects();
  const settings = useEffectiveSettings();
  const { data, isError } = useNotifications(selected?.id ?? null);
  const markRead = useMarkNotificationsRead();
  const unread = data?.unread ?? 0;
  const notices = data?.notifications ?? [];

  const openNotice = (notice: Notification) => {
    if (!notice.read) markRead.mutate([notice.id]);
    setOpen(false);
    if (notice.projectId !== null) setSelectedProjectId(notice.projectId);
    if (notice.link) navigate(notice.link);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          className="relative flex h-9 w-9 shrink-0 items-center justify-center rounded-lg hover:bg-accent"
          aria-label={
            unread > 0 ? t("notifications:bell.unread", { count: unread }) : t("notifications:bell.label")
          }
          data-testid="notification-bell"
        >
          <Bell className="h-5 w-5" aria-hidden />
          {unread > 0 && (
            <span
              className="absolute -right-0.5 -top-0.5 min-w-[1.15rem] rounded-full bg-destructive px-1 text-center text-[0.7rem] font-semibold leading-[1.15rem] text-destructive-foreground"
              data-testid="notification-count"
              aria-hidden
            >
              {unread > 99 ? "99+" : format.number(unread)}
            </span>
          )}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-md border bg-card text-card-foreground shadow-md"
          data-testid="notification-list"
        >
          <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
            <h2 className="text-sm font-semibold">{t("notifications:bell.title")}</h2>
            {unread > 0 && (
              <Button
                variant="ghost"
                size="sm"
                disabled={markRead.isPending}
                onClick={() => markRead.mutate(undefined)}
              >
                {t("notifications:bell.markAllRead")}
              </Button>
            )}
          </div>
          {!settings.notificationsEnabled && (
            <p className="border-b px-3 py-2 text-xs text-muted-foreground">
              {t("notifications:bell.off")}{" "}
              <Link href="/settings" className="underline" onClick={() => setOpen(false)}>
                {t("notifications:bell.settings")}
              </Link>
            </p>
          )}
          {isError && (
            <p className="px-3 py-3 text-sm text-destructive">{t("notifications:bell.loadError")}</p>
          )}
          {!isError && notices.length === 0 && (
            <p className="px-3 py-4 text-sm text-muted-foreground">{t("notifications:bell.empty")}</p>
          )}
          {notices.length > 0 && (
            <ul className="max-h-[60vh] overflow-y-auto py-1">
              {notices.map((notice) => (
                <li key={notice.id}>
                  <button
                    type="button"
                    onClick={() => openNotice(notice)}
                    className={cn(
                      "flex w-full items-start gap-2 px-3 py-2 text-left text-sm hover:bg-accent",
                      !notice.read && "bg-accent/40",
                    )}
                    data-testid="notification-item"
                    data-read={notice.read}
                  >
                    {notice.outcome === "succeeded" ? (
                      <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden />
                    ) : (
                      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
                    )}
                    <span className="min-w-0 flex-1">
                      <span className={cn("block break-words", !notice.read && "font-medium")}>
                        {sentence(notice)}
                      </span>
                      {notice.params.error && (
                        <span className="block break-words text-xs text-muted-foreground line-clamp-2">
                          {notice.params.error}
                        </span>
                      )}
                      <span className="block text-xs text-muted-foreground">
                        {format.relative(notice.createdAt)}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
