import { ArrowLeftRight } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "@/i18n";

/** A table that scrolls sideways when it is wider than the text column, and says so. */
export function TableWrap({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div>
      <div
        ref={ref}
        className="md-table-wrap"
        tabIndex={0}
        role="region"
        aria-label={t("components:markdown.table")}
      >
        {children}
      </div>
      {overflows && (
        <p className="md-table-more">
          <ArrowLeftRight aria-hidden className="mr-1 inline h-3 w-3" />
          {t("components:markdown.wideTable")}
        </p>
      )}
    </div>
  );
}
