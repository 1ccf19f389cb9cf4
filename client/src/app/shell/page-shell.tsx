import { Menu } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useLocation } from "wouter";
import { useHash } from "@/hooks/use-hash";
import { useTranslation } from "@/i18n";
import { Header } from "./header";
import { Sidebar } from "./sidebar";

/**
 * The sidebar below 768 px: a menu button in the header opens it as a sheet from the left edge (focus trapped,
 * Escape or a link closes it).
 */
function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  // A link to a section of the page it is on (/agents#dashboard) changes only the #fragment.
  const hash = useHash();
  useEffect(() => setOpen(false), [location, hash]);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        className="-ml-2 rounded-md p-2 hover:bg-accent md:hidden cursor-pointer"
        aria-label={t("shell:menu.open")}
        data-testid="menu-button"
      >
        <Menu className="h-5 w-5" />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40 md:hidden" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 left-0 z-50 max-w-[85vw] shadow-xl md:hidden"
          aria-describedby={undefined}
          data-testid="menu-sheet"
        >
          <DialogPrimitive.Title className="sr-only">{t("shell:menu.title")}</DialogPrimitive.Title>
          <Sidebar className="w-72 max-w-[85vw]" sheet />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Every protected page: sidebar, header and the page's content (the toast area is app-wide). */
export function PageShell({
  title,
  subtitle,
  children,
}: {
  title?: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex h-screen overflow-hidden">
      <Sidebar className="hidden md:flex" />
      <div className="flex min-w-0 flex-1 flex-col">
        <Header title={title} subtitle={subtitle} menu={<MobileMenu />} />
        <main className="min-w-0 flex-1 overflow-y-auto p-4 sm:p-6">{children}</main>
      </div>
    </div>
  );
}
