import { AlertTriangle, ArrowLeftRight, Maximize2 } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useTranslation } from "@/i18n";
import { naturalDiagramWidth, overflowsSideways } from "./diagram-size";
import { drawnDiagram, renderMermaid } from "./mermaid-render";
import { useIsDark } from "./use-color-scheme";

/**
 * Shows a drawn SVG at its natural width (mermaid records it as the max-width it draws with and would otherwise
 * squeeze the diagram to the column): a wide diagram scrolls sideways instead of shrinking its labels.
 */
function showAtNaturalWidth(svg: SVGSVGElement | null | undefined): void {
  const width = svg ? naturalDiagramWidth(svg.style.maxWidth) : null;
  if (!svg || width === null) return;
  svg.style.width = `${width}px`;
  svg.style.maxWidth = "none";
}

function naturalSize(container: HTMLDivElement | null): void {
  showAtNaturalWidth(container?.querySelector("svg"));
}

/** The diagram at its natural size in a large dialog, for diagrams too wide for the text column. */
function ExpandedDiagram({ svg }: { svg: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <button
        type="button"
        className="md-diagram-expand"
        onClick={() => setOpen(true)}
        aria-label={t("components:diagram.expand")}
      >
        <Maximize2 className="h-3.5 w-3.5" /> {t("components:diagram.fullSize")}
      </button>
      <DialogContent className="flex max-h-[92vh] w-[calc(100vw-2rem)] max-w-[min(96vw,120rem)] flex-col">
        <DialogTitle className="text-base">{t("components:diagram.title")}</DialogTitle>
        <DialogDescription className="sr-only">
          {t("components:diagram.fullSizeDescription")}
        </DialogDescription>
        {/* Same sanitised SVG as on the page (mermaid securityLevel "strict"). */}
        <div
          ref={naturalSize}
          className="md-diagram-full min-h-0 flex-1 overflow-auto"
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      </DialogContent>
    </Dialog>
  );
}

type DiagramState =
  { key: string; status: "drawn"; svg: string } | { key: string; status: "failed"; message: string };

function errorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split("\n")[0] ?? "").slice(0, 200).replace(/[\s:.]+$/, "");
}

/**
 * A ```mermaid block drawn as a diagram. mermaid is loaded on first use; if the text cannot be drawn the source
 * is shown instead, so nothing the document says is lost.
 */
export function MermaidDiagram({ code }: { code: string }) {
  const { t } = useTranslation();
  const theme = useIsDark() ? "dark" : "default";
  const key = `${theme}\n${code}`;
  const [state, setState] = useState<DiagramState | null>(null);

  useEffect(() => {
    let cancelled = false;
    renderMermaid(code, theme).then(
      (svg) => !cancelled && setState({ key, status: "drawn", svg }),
      (error: unknown) => !cancelled && setState({ key, status: "failed", message: errorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [code, theme, key]);

  const cached = drawnDiagram(code, theme);
  const current: DiagramState | null =
    state?.key === key ? state : cached !== undefined ? { key, status: "drawn", svg: cached } : null;
  const drawnSvg = current?.status === "drawn" ? current.svg : null;
  const box = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [overflows, setOverflows] = useState(false);
  // The SVG at its natural width; the hint shows while it is wider than the column (measured again on resize).
  useLayoutEffect(() => {
    const svg = box.current?.querySelector("svg");
    showAtNaturalWidth(svg);
    const element = scroller.current;
    if (!element) {
      setOverflows(false);
      return;
    }
    const measure = () => setOverflows(overflowsSideways(element.scrollWidth, element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (svg) observer.observe(svg);
    return () => observer.disconnect();
  }, [drawnSvg]);
  if (current?.status === "failed") {
    return (
      <figure className="md-diagram md-diagram-failed" data-testid="mermaid-diagram" data-state="failed">
        <figcaption className="md-diagram-note">
          <AlertTriangle aria-hidden className="h-4 w-4 shrink-0" />
          <span>
            {current.message
              ? t("components:diagram.failedWithReason", { reason: current.message })
              : t("components:diagram.failed")}
          </span>
        </figcaption>
        <pre className="md-pre">
          <code>{code}</code>
        </pre>
      </figure>
    );
  }
  return (
    <figure
      className="md-diagram"
      data-testid="mermaid-diagram"
      data-state={current ? "drawn" : "drawing"}
      aria-busy={!current}
    >
      {current ? (
        <>
          <ExpandedDiagram svg={current.svg} />
          {/* The only raw markup rendered anywhere: mermaid's own SVG, sanitised under securityLevel "strict". */}
          <div
            ref={scroller}
            className="md-diagram-scroll overflow-x-auto"
            data-overflows={overflows}
            // Scrollable by keyboard only while there is something to scroll to.
            tabIndex={overflows ? 0 : undefined}
            role={overflows ? "region" : undefined}
            aria-label={overflows ? t("components:diagram.title") : undefined}
            aria-describedby={overflows ? hintId : undefined}
          >
            <div ref={box} className="md-diagram-svg" dangerouslySetInnerHTML={{ __html: current.svg }} />
          </div>
          {overflows && (
            <p id={hintId} className="md-diagram-more" data-testid="diagram-scroll-hint">
              <ArrowLeftRight aria-hidden className="h-3.5 w-3.5 shrink-0" />
              {t("components:diagram.scrollHint")}
            </p>
          )}
        </>
      ) : (
        <div className="md-diagram-placeholder">{t("components:diagram.drawing")}</div>
      )}
    </figure>
  );
}
