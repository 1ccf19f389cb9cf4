import { colord, extend, type Colord } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import mixPlugin from "colord/plugins/mix";
import namesPlugin from "colord/plugins/names";

extend([namesPlugin, a11yPlugin, mixPlugin]);

export { colord, type Colord };

/*
 * The words of an idea's look (issue 17, point 5): colour words and what they are in hex, the words that shape a
 * colour ("dark", "pastel", "neon"), the words that say a sentence speaks of the look ("theme", "palette",
 * "accents"), the roles a colour can take ("primary colour", "background") and font families.
 *
 * Colours come from the CSS named colours (colord's names plugin: "dark blue" is CSS darkblue, "gold" is gold)
 * and, for common words CSS lacks, the small table below. A shaping word the CSS names do not combine with a
 * colour ("pastel pink", "neon green", "deep red") changes the colour's HSL lightness and saturation.
 */

/** Colour words CSS lacks (or, like "coffee", means something else), as hex. */
// prettier-ignore
const OWN_COLOURS: Readonly<Record<string, string>> = {
  "coffee": "#6f4e37", "coffee brown": "#6f4e37", "mocha": "#8b6a55", "espresso": "#4e312d", "caramel": "#af6f09",
  "latte": "#c8a27c", "cream": "#fffdd0", "off white": "#faf9f6", "charcoal": "#36454f", "burgundy": "#800020",
  "wine": "#722f37", "mustard": "#e1ad01", "emerald": "#50c878", "emerald green": "#50c878", "ruby": "#e0115f",
  "sapphire": "#0f52ba", "mint": "#3eb489", "mint green": "#98ff98", "sage": "#9caf88", "sage green": "#9caf88",
  "terracotta": "#e2725b", "peach": "#ffcba4", "lilac": "#c8a2c8", "mauve": "#e0b0ff", "rose": "#ff007f",
  "sand": "#c2b280", "rust": "#b7410e", "baby blue": "#89cff0", "navy blue": "#000080", "forest": "#228b22",
  "ocean blue": "#006994", "sunflower": "#ffda03", "sunflower yellow": "#ffda03", "bronze": "#cd7f32",
  "copper": "#b87333", "champagne": "#f7e7ce", "slate": "#708090", "petrol": "#005f6a", "ochre": "#cc7722",
  "amber": "#ffbf00", "jade": "#00a86b", "cobalt": "#0047ab", "cobalt blue": "#0047ab", "scarlet": "#ff2400",
  "cherry": "#de3163", "cherry red": "#d2042d", "lemon": "#fff44f", "lemon yellow": "#fff44f",
  "blush": "#de5d83", "blush pink": "#fe828c", "taupe": "#483c32", "mahogany": "#c04000",
};

/** CSS names that are ordinary words far more often than colours; they count only with a colour word before. */
const NOT_ALONE = new Set([
  "tan",
  "peru",
  "snow",
  "linen",
  "wheat",
  "bisque",
  "moccasin",
  "chocolate",
  "tomato",
]);

/** Words that shape the colour after them. */
export const SHADES = new Set([
  "dark", "deep", "light", "pale", "pastel", "neon", "bright", "vivid", "soft", "muted", "rich", "warm", "cool",
]); // prettier-ignore

/** A colour an idea asks for: its words as written and its hex. */
export interface ColourWord {
  words: string;
  hex: string;
}

function css(name: string): string | undefined {
  if (name === "transparent" || NOT_ALONE.has(name)) return undefined;
  const c = colord(name);
  return /^[a-z]+$/.test(name) && c.isValid() ? c.toHex() : undefined;
}

/** A base colour word or words ("blue", "coffee brown", "sky blue") as hex, or undefined. */
function baseColour(words: readonly string[]): string | undefined {
  return OWN_COLOURS[words.join(" ")] ?? css(words.join(""));
}

/** A colour shaped by a word ("neon" → fully saturated and bright). */
function shaped(hex: string, shade: string): string {
  const hsl = colord(hex).toHsl();
  const set = (s: number, l: number) => colord({ h: hsl.h, s, l }).toHex();
  switch (shade) {
    case "dark":
      return set(hsl.s, Math.min(hsl.l, 30));
    case "deep":
      return set(Math.max(hsl.s, 70), Math.min(hsl.l, 35));
    case "light":
      return set(hsl.s, Math.max(hsl.l, 75));
    case "pale":
      return set(Math.min(hsl.s, 50), Math.max(hsl.l, 85));
    case "pastel":
      return set(Math.min(Math.max(hsl.s, 40), 70), 85);
    case "neon":
      return set(100, 55);
    case "bright":
    case "vivid":
      return set(Math.max(hsl.s, 85), Math.min(Math.max(hsl.l, 45), 55));
    case "soft":
    case "muted":
      return set(Math.min(hsl.s, 35), Math.min(Math.max(hsl.l, 55), 75));
    case "rich":
      return set(Math.max(hsl.s, 75), Math.min(hsl.l, 40));
    default:
      return hex; // "warm", "cool": kept as words, the colour stays
  }
}

/**
 * The colour that starts at `words[at]` (lower case): a hex code, or shaping words and a colour word, the longest
 * that reads ("dark slate gray" before "dark slate"); undefined when none starts there.
 */
export function colourAt(
  words: readonly string[],
  at: number,
): { colour: ColourWord; end: number } | undefined {
  const first = words[at] ?? "";
  if (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/.test(first))
    return { colour: { words: first, hex: colord(first).toHex() }, end: at + 1 };
  let base = at;
  while (base < at + 2 && SHADES.has(words[base] ?? "")) base += 1;
  for (let start = at; start <= base; start += 1) {
    for (let length = 3; length >= 1; length -= 1) {
      const slice = words.slice(start, start + length);
      if (slice.length < length) continue;
      const hex = baseColour(slice);
      if (hex === undefined) continue;
      // The shaping words before a CSS name that already has them ("dark" in "darkblue") shape it no more.
      const colour = words.slice(at, start).reduceRight((h, shade) => shaped(h, shade), hex);
      return {
        colour: { words: words.slice(at, start + length).join(" "), hex: colour },
        end: start + length,
      };
    }
  }
  // A lone CSS name kept out above still counts after a shaping word: "dark chocolate" is a colour.
  if (base > at && NOT_ALONE.has(words[base] ?? "")) {
    const hex = colord(words[base] ?? "").toHex();
    const colour = words.slice(at, base).reduceRight((h, shade) => shaped(h, shade), hex);
    return { colour: { words: words.slice(at, base + 1).join(" "), hex: colour }, end: base + 1 };
  }
  return undefined;
}

/** Nouns that make a phrase about the look: "a dark blue and gold theme", "neon green accents". */
export const LOOK_NOUNS = new Set([
  "theme", "themes", "palette", "palettes", "colour", "colours", "color", "colors", "scheme", "accent", "accents",
  "background", "backgrounds", "look", "feel", "style", "styling", "tones", "tone", "shades", "hues", "branding",
  "ui", "interface", "design", "buttons", "header", "headers", "text",
]); // prettier-ignore

/** Words before a colour or look noun that give the colour its role. */
export const ROLE_WORDS: Readonly<Record<string, "primary" | "accent" | "background" | "text">> = {
  primary: "primary",
  main: "primary",
  brand: "primary",
  button: "primary",
  buttons: "primary",
  header: "primary",
  accent: "accent",
  accents: "accent",
  secondary: "accent",
  highlight: "accent",
  highlights: "accent",
  background: "background",
  backgrounds: "background",
  text: "text",
};

/** Words about the mood of a look: they may stand with colours in a sentence that is only about the look. */
export const MOOD_WORDS = new Set([
  "friendly", "playful", "modern", "minimal", "minimalist", "clean", "elegant", "professional", "bold", "calm",
  "cosy", "cozy", "fun", "sleek", "retro", "cute", "corporate", "serious", "classic", "vibrant", "colourful",
  "colorful", "cheerful", "rounded", "warm", "cool", "soft", "simple", "stylish", "earthy", "natural", "luxurious",
]); // prettier-ignore

export type FontGeneric = "serif" | "sans-serif" | "monospace" | "cursive";

/** Font families people name, by the generic family that stands in for them when they are not installed. */
// prettier-ignore
export const FONT_FAMILIES: readonly [string, FontGeneric][] = [
  ["Times New Roman", "serif"], ["Georgia", "serif"], ["Garamond", "serif"], ["EB Garamond", "serif"],
  ["Palatino", "serif"], ["Baskerville", "serif"], ["Cambria", "serif"], ["Merriweather", "serif"],
  ["Playfair Display", "serif"], ["Noto Serif", "serif"], ["Didot", "serif"], ["Rockwell", "serif"],
  ["Book Antiqua", "serif"], ["Times", "serif"],
  ["Helvetica Neue", "sans-serif"], ["Helvetica", "sans-serif"], ["Arial", "sans-serif"], ["Verdana", "sans-serif"],
  ["Tahoma", "sans-serif"], ["Trebuchet MS", "sans-serif"], ["Segoe UI", "sans-serif"], ["Roboto", "sans-serif"],
  ["Open Sans", "sans-serif"], ["Lato", "sans-serif"], ["Montserrat", "sans-serif"], ["Inter", "sans-serif"],
  ["Poppins", "sans-serif"], ["Nunito", "sans-serif"], ["Raleway", "sans-serif"], ["Ubuntu", "sans-serif"],
  ["Noto Sans", "sans-serif"], ["Source Sans Pro", "sans-serif"], ["Fira Sans", "sans-serif"], ["Calibri", "sans-serif"],
  ["Futura", "sans-serif"], ["Gill Sans", "sans-serif"], ["Avenir", "sans-serif"], ["Optima", "sans-serif"],
  ["Impact", "sans-serif"], ["Candara", "sans-serif"],
  ["Roboto Mono", "monospace"], ["Fira Code", "monospace"], ["JetBrains Mono", "monospace"], ["Courier New", "monospace"],
  ["Courier", "monospace"], ["Consolas", "monospace"], ["Menlo", "monospace"], ["Monaco", "monospace"],
  ["Lucida Console", "monospace"],
  ["Comic Sans MS", "cursive"], ["Comic Sans", "cursive"], ["Brush Script MT", "cursive"], ["Papyrus", "cursive"],
];

/** Generic family words: "a serif font", "a handwritten font". */
export const GENERIC_FONT_WORDS: Readonly<Record<string, FontGeneric>> = {
  serif: "serif",
  "sans-serif": "sans-serif",
  sans: "sans-serif",
  monospace: "monospace",
  monospaced: "monospace",
  typewriter: "monospace",
  handwritten: "cursive",
  handwriting: "cursive",
  script: "cursive",
  cursive: "cursive",
};
