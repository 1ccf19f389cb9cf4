import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "@/i18n";
import { cn } from "@/lib/utils";
import type { TocHeading } from "./headings";

/** Scrolls to a heading of the page without touching the URL (the page's query string carries its state). */
export function scrollToAnchor(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: "smooth", block: "start" });
}

/** The heading nearest above the top of the view, as the reader scrolls. */
function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const elements = ids.map((id) => document.getElementById(id)).filter((e): e is HTMLElement => !!e);
    if (elements.length === 0) return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = elements.find((e) => visible.has(e.id));
        if (first) setActive(first.id);
      },
      { rootMargin: "0px 0px -70% 0px" },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [ids]);
  return active;
}

export function TableOfContents({
  headings,
  className,
}: {
  headings: readonly TocHeading[];
  className?: string;
}) {
  const { t } = useTranslation();
  const key = headings.map((h) => h.id).join("\n");
  const ids = useMemo(() => key.split("\n"), [key]);
  const active = useActiveHeading(ids);
  const top = Math.min(...headings.map((h) => h.depth));
  return (
    <nav aria-label={t("components:markdown.contents")} className={cn("md-toc", className)}>
      <p className="md-toc-title">{t("components:markdown.contents")}</p>
      <ol>
        {headings.map((h) => (
          <li key={h.id} style={{ paddingLeft: `${(h.depth - top) * 0.75}rem` }}>
            <a
              href={`#${h.id}`}
              aria-current={active === h.id ? "location" : undefined}
              className={cn(active === h.id && "md-toc-active")}
              onClick={(event) => {
                event.preventDefault();
                scrollToAnchor(h.id);
              }}
            >
              {h.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
