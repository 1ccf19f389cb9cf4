import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import type { UiTheme } from "../../../../domain/artifacts/04-ui-theme";
import {
  colourRoles,
  readLook,
  saysLook,
  type Look,
  type LookFont,
} from "../../../engines/embedded/look-reading";
import { colord } from "../../../engines/embedded/look-words";
import { buildPalette, type Palette } from "./theme-palette";

/*
 * The UI model's theme (issue 17, point 5), read from the non-functional requirements that speak of the look
 * (engines/embedded/look-reading.ts): the colours by role and a light or dark look make the palette
 * (theme-palette.ts); a font becomes a CSS font stack; a brand name becomes the app's header title; rounded or
 * square corners a radius; large text a larger root font size. Requirements that say nothing of the look give no
 * theme, so such an app looks exactly as before.
 */

/** Installed fonts that stand in for each generic family, after the family asked for. */
const FALLBACKS: Readonly<Record<LookFont["generic"], readonly string[]>> = {
  serif: ["Georgia", "Times New Roman", "serif"],
  "sans-serif": ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
  monospace: ["ui-monospace", "Menlo", "Consolas", "Courier New", "monospace"],
  cursive: ["Comic Sans MS", "Segoe Print", "Bradley Hand", "cursive"],
};

const GENERIC_NAMES = new Set([
  "serif",
  "sans-serif",
  "monospace",
  "cursive",
  "system-ui",
  "-apple-system",
  "ui-monospace",
]);

/** A CSS font stack: the family asked for first (quoted), then fitting installed fonts and the generic family. */
export function fontStack(font: LookFont): string {
  const requested = font.requested.replace(/[^\w &'-]/g, "").trim();
  const families = [
    ...(GENERIC_NAMES.has(requested) ? [] : [requested]),
    ...FALLBACKS[font.generic].filter(
      (f) => GENERIC_NAMES.has(f) || f.toLowerCase() !== requested.toLowerCase(),
    ),
  ];
  return families.map((f) => (GENERIC_NAMES.has(f) ? f : `"${f}"`)).join(", ");
}

/** The palette and the colours asked for, each with the colour used for it. */
function palette(look: Look): Pick<UiTheme, "mode" | "colors" | "requested" | "minContrast"> {
  const min = look.contrast === "high" ? 7 : 4.5;
  const roles = colourRoles(look.colours);
  if (look.colours.length === 0 && look.mode === undefined && look.contrast === undefined)
    return { requested: [], minContrast: min };
  const background = roles.background?.hex;
  // A background decides the look when the words name none; otherwise a theme is light.
  const mode = look.mode ?? (background !== undefined && colourIsDark(background) ? "dark" : "light");
  const colors = buildPalette({
    mode,
    min,
    primary: roles.primary?.hex,
    accent: roles.accent?.hex,
    background,
    text: roles.text?.hex,
  });
  const used: Record<keyof typeof roles, keyof Palette> = {
    primary: "button",
    accent: "accent",
    background: "background",
    text: "text",
  };
  const requested = (["primary", "accent", "background", "text"] as const).flatMap((role) => {
    const colour = roles[role];
    const applied = role === "accent" ? (colors.header ?? colors.accent) : colors[used[role]];
    return colour && applied ? [{ words: colour.words, hex: colour.hex, role, applied }] : [];
  });
  return { mode, colors, requested, minContrast: min };
}

function colourIsDark(hex: string): boolean {
  return colord(hex).isDark();
}

/** The theme the requirements ask for, or undefined when none speaks of the look. */
export function buildTheme(req: RequirementsModel): UiTheme | undefined {
  const stating = req.requirements.filter(
    (r) => r.type === "non-functional" && saysLook(readLook([r.description])),
  );
  if (stating.length === 0) return undefined;
  const look = readLook(stating.map((r) => r.description));
  return {
    ...palette(look),
    ...(look.font ? { font: { requested: look.font.requested, stack: fontStack(look.font) } } : {}),
    ...(look.brand ? { brand: look.brand } : {}),
    ...(look.shape ? { radius: look.shape === "rounded" ? "16px" : "2px" } : {}),
    ...(look.textSize ? { textScale: 1.125 } : {}),
    serves: stating.map((r) => r.id),
  };
}
