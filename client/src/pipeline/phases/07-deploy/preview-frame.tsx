import { AlertTriangle } from "lucide-react";
import { PREVIEW_SIZES, type PreviewSize } from "@domain/api/deployments";
import { sharesProductHost } from "./rules";

/** delivery.md §2.10: scripts, same-origin, popups and forms; the app keeps its own origin (PREVIEW_HOST). */
export const PREVIEW_SANDBOX = "allow-scripts allow-same-origin allow-popups allow-forms";

function frameStyle(size: PreviewSize) {
  const s = PREVIEW_SIZES[size];
  return "width" in s && s.width !== null
    ? { width: s.width, height: s.height, maxWidth: "100%" }
    : { width: "100%", minHeight: s.minHeight, height: s.minHeight };
}

/** Shown when the deployment is served on the product's own host name, which shares its cookies. */
export function SharedHostWarning() {
  return (
    <p
      className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
      role="alert"
      data-testid="shared-host-warning"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden />
      <span>
        This preview is served on the same host name as Specwright, so the generated app would receive your
        Specwright session cookie. Set <code className="font-mono text-xs">PREVIEW_HOST</code> on the server
        to a different host name (for example 127.0.0.1 when you use Specwright at localhost).
      </span>
    </p>
  );
}

/**
 * The running app in a sandboxed frame at one of the spec's sizes (§9). Its address is the deployment's own
 * origin: the product never proxies it.
 */
export function PreviewFrame(props: { url: string; appName: string; size: PreviewSize; reloadKey: number }) {
  const productHost = typeof window === "undefined" ? "" : window.location.hostname;
  return (
    <div className="grid gap-3">
      {sharesProductHost(props.url, productHost) && <SharedHostWarning />}
      <div className="flex justify-center" data-size={props.size} data-testid="preview-viewport">
        <iframe
          key={props.reloadKey}
          src={props.url}
          title={`Preview of ${props.appName}`}
          sandbox={PREVIEW_SANDBOX}
          className="rounded-lg border bg-white shadow-sm"
          style={frameStyle(props.size)}
          data-testid="preview-frame"
        />
      </div>
    </div>
  );
}
