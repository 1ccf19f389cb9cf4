import type { Mermaid } from "mermaid";

export type MermaidTheme = "default" | "dark";

const FONT_FAMILY = 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

let loading: Promise<Mermaid> | null = null;
let initializedTheme: MermaidTheme | null = null;
let queue: Promise<unknown> = Promise.resolve();
let counter = 0;
/** Drawn diagrams by theme and text: switching tabs or reopening a document does not draw them again. */
const drawn = new Map<string, string>();
const DRAWN_MAX = 60;

/** mermaid is large: it is fetched the first time a document has a diagram, never with the app. */
function loadMermaid(): Promise<Mermaid> {
  loading ??= import("mermaid").then(
    (module) => module.default,
    (error: unknown) => {
      loading = null; // a failed chunk load may succeed on the next diagram
      throw error;
    },
  );
  return loading;
}

async function renderNow(code: string, theme: MermaidTheme): Promise<string> {
  const mermaid = await loadMermaid();
  if (initializedTheme !== theme) {
    // strict: no HTML or click handlers from the diagram text; labels are sanitised (DOMPurify).
    mermaid.initialize({ startOnLoad: false, securityLevel: "strict", theme, fontFamily: FONT_FAMILY });
    initializedTheme = theme;
  }
  const id = `mermaid-diagram-${++counter}`;
  try {
    await mermaid.parse(code); // throws a readable error before anything is drawn
    const { svg } = await mermaid.render(id, code);
    return svg;
  } finally {
    // After a failure mermaid can leave its scratch element (or an error graphic) in <body>.
    document.getElementById(id)?.remove();
    document.getElementById(`d${id}`)?.remove();
  }
}

/** The SVG of a diagram already drawn with this theme, if any. */
export function drawnDiagram(code: string, theme: MermaidTheme): string | undefined {
  return drawn.get(`${theme}\n${code}`);
}

/**
 * Draws one diagram to sanitised SVG markup. Renders run one at a time: mermaid keeps global state (its
 * configuration and a scratch element per render), so concurrent renders could mix themes or ids.
 */
export function renderMermaid(code: string, theme: MermaidTheme): Promise<string> {
  const key = `${theme}\n${code}`;
  const cached = drawn.get(key);
  if (cached !== undefined) return Promise.resolve(cached);
  const run = async () => {
    const svg = await renderNow(code, theme);
    if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value ?? "");
    drawn.set(key, svg);
    return svg;
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
