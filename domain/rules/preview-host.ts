/**
 * Where previews may be shown. Browsers keep cookies per host name, not per port (RFC 6265 §8.5): a preview on the
 * host name Specwright is opened at would receive the Specwright session cookie. Server and client both use these
 * rules, so the API and the pages agree on when a preview is framed or linked.
 */

/**
 * PREVIEW_HOST when it is not set: a loopback name nobody opens Specwright at. Browsers resolve `*.localhost` to
 * this machine and keep its cookies apart from `localhost` and `127.0.0.1`.
 */
export const DEFAULT_PREVIEW_HOST = "preview.localhost";

/** The host name of a Host header or host: lower case, without port, brackets or a final dot. */
export function hostNameOf(host: string): string {
  const h = host.trim().toLowerCase();
  let name = h;
  if (h.startsWith("[")) name = h.slice(1, h.includes("]") ? h.indexOf("]") : undefined);
  else if (h.split(":").length === 2) name = h.slice(0, h.indexOf(":"));
  return name.replace(/\.$/, "");
}

/** ":5000" from "localhost:5000", "" without a port. */
function portSuffixOf(host: string): string {
  const match = /^(?:\[[^\]]*\]|[^:]*):(\d{1,5})$/.exec(host.trim());
  return match ? `:${match[1]}` : "";
}

/**
 * Why a preview served at `previewHost` must not be framed or linked for someone using Specwright at `productHost`
 * (the request's Host, port included), or null when it may be. Only the host name counts, and `localhost` and
 * `127.0.0.1` are different names: that is how browsers keep cookies.
 */
export function previewBlockedReason(
  previewHost: string,
  productHost: string | null | undefined,
): string | null {
  if (!productHost) return null;
  const name = hostNameOf(productHost);
  if (name === "" || name !== hostNameOf(previewHost)) return null;
  const other = name === "localhost" ? "127.0.0.1" : "localhost";
  return (
    `Previews are served at ${name}, the host name Specwright is open at, so the generated app would receive ` +
    `your Specwright session cookie. The preview is not shown here. Open Specwright at another host name, ` +
    `for example http://${other}${portSuffixOf(productHost)}/, or set PREVIEW_HOST on the server to a host ` +
    `name you do not open Specwright at (unset, previews use ${DEFAULT_PREVIEW_HOST}).`
  );
}
