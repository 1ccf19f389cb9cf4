import { PREVIEW_SIZES, type PreviewSize } from "@domain/api/deployments";
import { useTranslation } from "@/i18n";

/** delivery.md §2.10: scripts, same-origin, popups and forms; the app keeps its own origin (PREVIEW_HOST). */
export const PREVIEW_SANDBOX = "allow-scripts allow-same-origin allow-popups allow-forms";

function frameStyle(size: PreviewSize) {
  const s = PREVIEW_SIZES[size];
  return "width" in s && s.width !== null
    ? { width: s.width, height: s.height, maxWidth: "100%" }
    : { width: "100%", minHeight: s.minHeight, height: s.minHeight };
}

/**
 * The running app in a sandboxed frame at one of the spec's sizes (§9). Its address is the deployment's own
 * origin: the product never proxies it. The caller frames it only where it is not blocked (rules.ts previewBlock).
 */
export function PreviewFrame(props: { url: string; appName: string; size: PreviewSize; reloadKey: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center" data-size={props.size} data-testid="preview-viewport">
      <iframe
        key={props.reloadKey}
        src={props.url}
        title={t("deploy:preview.frameTitle", { name: props.appName })}
        sandbox={PREVIEW_SANDBOX}
        className="rounded-lg border bg-white shadow-sm"
        style={frameStyle(props.size)}
        data-testid="preview-frame"
      />
    </div>
  );
}
