import { lazy, Suspense, type ComponentProps } from "react";
import { useTranslation } from "@/i18n";
import type { MarkdownView as MarkdownViewImpl } from "./markdown-view";

const Loaded = lazy(() => import("./markdown-view").then((module) => ({ default: module.MarkdownView })));

function Placeholder() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3" aria-busy="true" aria-label={t("components:markdown.loading")}>
      {[70, 95, 88, 60].map((width) => (
        <div key={width} className="h-3 animate-pulse rounded bg-muted" style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

/**
 * The Markdown renderer, loaded with the first document shown: the parser and the highlighter stay out of
 * the app's main bundle (mermaid loads later still, with the first diagram).
 */
export function MarkdownView(props: ComponentProps<typeof MarkdownViewImpl>) {
  return (
    <Suspense fallback={<Placeholder />}>
      <Loaded {...props} />
    </Suspense>
  );
}
