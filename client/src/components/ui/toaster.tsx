import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { dismissToast, TOAST_DURATION_MS, useToasts } from "@/hooks/use-toast";
import { useTranslation } from "@/i18n";
import { cn } from "@/lib/utils";

/** platform.md §9: swipe right past 50 px to dismiss; F8 focuses the toast area. */
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ["F8"];

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label={t("components:toast.label")}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration ?? TOAST_DURATION_MS}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          data-testid="toast"
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-all",
            item.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "border-border bg-card text-card-foreground",
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description && (
              <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
            )}
            {item.action && (
              <Toast.Action
                altText={item.action.label}
                onClick={item.action.onClick}
                data-testid={item.action.testId ?? "toast-action"}
                className="mt-1 inline-flex h-8 w-fit cursor-pointer items-center rounded-md border px-3 text-sm font-medium hover:bg-accent"
              >
                {item.action.label}
              </Toast.Action>
            )}
          </div>
          <Toast.Close
            aria-label={t("common:actions.close")}
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={TOAST_HOTKEY}
        label={t("components:toast.region")}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
