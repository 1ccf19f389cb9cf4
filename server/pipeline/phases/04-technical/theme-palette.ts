import type { UiTheme } from "../../../../domain/artifacts/04-ui-theme";
import { colord } from "../../../engines/embedded/look-words";

/*
 * The palette of a theme: the colours an idea asks for, placed in the generated app's CSS variables, with every
 * text readable on what is behind it. Readability is WCAG's contrast ratio: at least 4.5:1 (AA), 7:1 when the idea
 * asks for high contrast. A colour that falls short is made darker (light look) or lighter (dark look) in small
 * steps of HSL lightness until it reads; the theme records the colour asked for and the colour used, so the
 * frontend document can say what was adjusted.
 *
 * So that a text colour can always reach the ratio, backgrounds are kept light enough in a light look (black on
 * them reaches 12:1) and dark enough in a dark look (white on them reaches 12:1).
 */

export type Palette = NonNullable<UiTheme["colors"]>;
export type Mode = "light" | "dark";

/** The app's default look (client/styles.ts), which a theme starts from. */
const DEFAULTS: Readonly<Record<Mode, Palette>> = {
  light: {
    background: "#f6f7f9", surface: "#ffffff", text: "#1d2330", muted: "#5d6677", border: "#dde1e8",
    primary: "#2f5bd3", primaryText: "#ffffff", primarySoft: "#e8eefc", button: "#2f5bd3", buttonText: "#ffffff",
    buttonEdge: "#2f5bd3", danger: "#c2362f", dangerSoft: "#fdecea",
  },
  dark: {
    background: "#12151b", surface: "#1b2029", text: "#e6e9ef", muted: "#9aa3b2", border: "#2c3340",
    primary: "#7d9cff", primaryText: "#0d1220", primarySoft: "#222c45", button: "#7d9cff", buttonText: "#0d1220",
    buttonEdge: "#7d9cff", danger: "#ff7b72", dangerSoft: "#3a1f1e",
  },
}; // prettier-ignore

/** Text that goes on a filled colour: white or near-black, whichever reads better. */
const ON_FILL = ["#ffffff", "#0b0d12"] as const;

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  return colord(a).contrast(b);
}

function hex(value: string): string {
  return colord(value).toHex().slice(0, 7);
}

function mix(a: string, b: string, weight: number): string {
  return hex(colord(a).mix(b, weight).toHex());
}

/** `colour` made darker (light look) or lighter (dark look) until it reaches `min` against every background. */
export function readable(colour: string, backgrounds: readonly string[], min: number, mode: Mode): string {
  let c = colord(hex(colour));
  for (let step = 0; step < 101 && backgrounds.some((b) => c.contrast(b) < min); step += 1)
    // Rounded to hex at each step, so the ratio checked is the ratio of the colour written.
    c = colord(hex((mode === "light" ? c.darken(0.01) : c.lighten(0.01)).toHex()));
  return hex(c.toHex());
}

/** A background kept where text can reach 12:1 on it: light enough (light look) or dark enough (dark look). */
function backdrop(colour: string, mode: Mode): string {
  return readable(
    colour,
    [mode === "light" ? "#000000" : "#ffffff"],
    12,
    mode === "light" ? "dark" : "light",
  );
}

/** White or near-black on `fill`, whichever reads better; `fill` adjusted when neither reaches `min`. */
function onFill(fill: string, min: number): { fill: string; text: string } {
  const text = [...ON_FILL].sort((a, b) => contrast(b, fill) - contrast(a, fill))[0] ?? "#ffffff";
  return { fill: readable(fill, [text], min, text === "#ffffff" ? "light" : "dark"), text };
}

/** What a palette is made from: the look's mode, contrast and the colours asked for by role. */
export interface PaletteRequest {
  mode: Mode;
  min: number;
  primary?: string;
  accent?: string;
  background?: string;
  text?: string;
}

/** The palette of a request (see the module comment); with no colour asked for, the default look of the mode. */
export function buildPalette(request: PaletteRequest): Palette {
  const { mode, min } = request;
  const base = DEFAULTS[mode];
  const tint = request.primary;
  // Without a background of its own, the default one takes a little of the primary colour.
  const background = backdrop(
    request.background ??
      (tint ? mix(base.background, tint, mode === "light" ? 0.06 : 0.08) : base.background),
    mode,
  );
  const surface = backdrop(
    request.background
      ? mix(background, "#ffffff", mode === "light" ? 0.7 : 0.05)
      : tint && mode === "dark"
        ? mix(base.surface, tint, 0.08)
        : base.surface,
    mode,
  );
  const behind = [background, surface];
  const text = readable(request.text ?? base.text, behind, min, mode);
  const muted = readable(base.muted, behind, min, mode);
  const border = request.primary || request.background ? mix(surface, text, 0.14) : base.border;
  let primary = request.primary ?? base.primary;
  let primarySoft = base.primarySoft;
  for (let round = 0; round < 3; round += 1) {
    primarySoft = request.primary || request.background ? mix(surface, primary, 0.12) : base.primarySoft;
    primary = readable(primary, [...behind, primarySoft], min, mode);
  }
  const primaryText = onFill(primary, min);
  const button = onFill(request.primary ?? primary, min);
  let danger = base.danger;
  let dangerSoft = base.dangerSoft;
  for (let round = 0; round < 3; round += 1) {
    dangerSoft = request.primary || request.background ? mix(surface, danger, 0.1) : base.dangerSoft;
    danger = readable(danger, [...behind, dangerSoft], min, mode);
  }
  return {
    background,
    surface,
    text,
    muted,
    border,
    primary: primaryText.fill,
    primaryText: primaryText.text,
    primarySoft,
    button: button.fill,
    buttonText: button.text,
    // A pale button on a pale page gets an edge in the primary colour, so it stands out (WCAG non-text 3:1).
    buttonEdge: contrast(button.fill, surface) >= 3 ? button.fill : primaryText.fill,
    danger,
    dangerSoft,
    ...accentColours(request.accent, text, surface, min, mode),
  };
}

/** The second colour: the header's fill when text reads on it, else its underline and the brand name's colour. */
function accentColours(
  accent: string | undefined,
  text: string,
  surface: string,
  min: number,
  mode: Mode,
): Partial<Palette> {
  if (accent === undefined) return {};
  if (contrast(text, accent) >= min) return { header: accent, headerText: text };
  return { accent, accentText: readable(accent, [surface], min, mode) };
}

type Pair = [text: string, on: string, foreground: string, background: string];

/** The pairs of text and background a palette must keep readable, for the document and the tests. */
export function contrastPairs(colors: Palette): { text: string; on: string; ratio: number }[] {
  const pairs: Pair[] = [
    ["Text", "background", colors.text, colors.background],
    ["Text", "cards and the header", colors.text, colors.surface],
    ["Secondary text", "background", colors.muted, colors.background],
    ["Links and secondary buttons", "cards", colors.primary, colors.surface],
    ["The active navigation link", "its highlight", colors.primary, colors.primarySoft],
    ["Primary button text", "the button", colors.buttonText, colors.button],
    ["Errors", "cards", colors.danger, colors.surface],
  ];
  if (colors.accentText) pairs.push(["The brand name", "the header", colors.accentText, colors.surface]);
  if (colors.header && colors.headerText)
    pairs.push(["The header's text", "the header", colors.headerText, colors.header]);
  return pairs.map(([text, on, a, b]) => ({ text: `${text} on ${on}`, on: b, ratio: contrast(a, b) }));
}
