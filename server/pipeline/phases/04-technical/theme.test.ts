import { describe, expect, it } from "vitest";
import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import { uiThemeSchema } from "../../../../domain/artifacts/04-ui-theme";
import { colourRoles, readLook } from "../../../engines/embedded/look-reading";
import { buildTheme, fontStack } from "./theme";
import { buildPalette, contrast, contrastPairs, type Mode } from "./theme-palette";

/** A requirements model with non-functional requirements only (all buildTheme reads). */
function model(...descriptions: string[]): RequirementsModel {
  return {
    requirements: descriptions.map((description, i) => ({
      id: `NFR-${i + 1}`,
      type: "non-functional",
      title: "t",
      description,
      priority: "should",
      status: "confirmed",
      source: "chat",
      featureId: null,
      category: "usability",
      acceptanceCriteria: ["x"],
    })),
  } as unknown as RequirementsModel;
}

/** "dark blue=#00008b/primary" for each colour read, in order. */
function colours(text: string): string[] {
  return readLook([text]).colours.map((c) => `${c.words}=${c.hex}${c.role ? `/${c.role}` : ""}`);
}

describe("reading the look from a sentence", () => {
  it.each([
    ["Use a dark blue and gold theme", ["dark blue=#00008b", "gold=#ffd700"]],
    ["I want a dark look with neon green accents", ["neon green=#1aff1a/accent"]],
    ["Pastel pink, friendly, rounded", ["pastel pink=#f4bec7"]],
    ["Call it BrewBuddy with a coffee-brown palette", ["coffee brown=#6f4e37"]],
    ["#1e3a8a primary colour", ["#1e3a8a=#1e3a8a/primary"]],
    ["The app's colours should be navy and white", ["navy=#000080", "white=#ffffff"]],
    ["Background colour: black", ["black=#000000/background"]],
    [
      "Navy for buttons and gold for highlights in the colour scheme",
      ["navy=#000080/primary", "gold=#ffd700/accent"],
    ],
    ["A warm terracotta and sage green palette", ["warm terracotta=#e2725b", "sage green=#9caf88"]],
    ["Use #abc as the accent colour", []],
    ["The accent colour is #ff6600", ["#ff6600=#ff6600/accent"]],
    ["It should have a forest green header", ["forest green=#228b22/primary"]],
    ["Sky blue and white tones", ["sky blue=#87ceeb", "white=#ffffff"]],
    ["Purple and gold", ["purple=#800080", "gold=#ffd700"]],
    ["Make it pastel pink", ["pastel pink=#f4bec7"]],
    ["Everything in black and gold", ["black=#000000", "gold=#ffd700"]],
  ])("%s", (sentence, expected) => {
    expect(colours(sentence)).toEqual(expected);
  });

  it.each([
    "The app tracks gold prices",
    "A blue-collar job board",
    "Status colours: green for done, red for late",
    "Users can choose a dark theme",
    "Members can pick their own colour for each category",
    "A paint shop that sells colours like navy and white",
    "Sponsors have a tier: gold, silver or bronze",
    "Teams play in red shirts",
    "A wine cellar app for red and white wines",
    "Purple",
    "Dark blue",
    "It is red",
    "Orange juice orders are delivered before 8am",
    "The background check of every volunteer is recorded",
    "Support dark mode",
    "Amounts are rounded to two decimals",
    "A travel guide for Georgia and Alabama",
    "Black Friday sales are tracked per store",
    "The team's style of play is recorded after each match",
  ])("no look: %s", (sentence) => {
    const look = readLook([sentence]);
    expect(look.colours).toEqual([]);
    expect(look.mode).toBeUndefined();
    expect(look.font).toBeUndefined();
    expect(look.shape).toBeUndefined();
    expect(look.sentences).toEqual([]);
  });

  it.each([
    ["I want a dark look with neon green accents", "dark"],
    ["A light, minimal theme", "light"],
    ["The app runs in dark mode", "dark"],
    ["A dark blue theme", undefined],
    ["Support light and dark themes", undefined],
  ] as const)("mode of %s", (sentence, mode) => {
    expect(readLook([sentence]).mode).toBe(mode);
  });

  it.each([
    ["Font: Georgia", "Georgia", "serif"],
    ["Use the Georgia font for all text", "Georgia", "serif"],
    ["Headings in a serif font", "serif", "serif"],
    ["The font should be Comic Sans", "Comic Sans", "cursive"],
    ["Typeface: JetBrains Mono", "JetBrains Mono", "monospace"],
    ["Use the Quicksand font", "Quicksand", "sans-serif"],
  ])("font of %s", (sentence, requested, generic) => {
    expect(readLook([sentence]).font).toEqual({ requested, generic });
  });

  it.each([
    ["Call it BrewBuddy with a coffee-brown palette", "BrewBuddy"],
    ["The app is called Petal & Stem", "Petal & Stem"],
    ['Logo text: "Fresh Finds"', "Fresh Finds"],
    ["Brand name: Hive Mind", "Hive Mind"],
    ["Members borrow books called novels", undefined],
  ])("brand of %s", (sentence, brand) => {
    expect(readLook([sentence]).brand).toBe(brand);
  });

  it("reads contrast, text size and corners", () => {
    expect(readLook(["High contrast for older users"]).contrast).toBe("high");
    expect(readLook(["Large text for older eyes"]).textSize).toBe("large");
    expect(readLook(["Buttons with rounded corners"]).shape).toBe("rounded");
    expect(readLook(["Square corners everywhere"]).shape).toBe("square");
  });

  it("gives colours roles: explicit ones first, then primary and accent in order, neutrals as the background", () => {
    const roles = (text: string) =>
      Object.fromEntries(Object.entries(colourRoles(readLook([text]).colours)).map(([k, v]) => [k, v.words]));
    expect(roles("Use a dark blue and gold theme")).toEqual({ primary: "dark blue", accent: "gold" });
    expect(roles("A black and gold theme")).toEqual({ background: "black", primary: "gold" });
    expect(roles("Neon green accents")).toEqual({ primary: "neon green" });
    expect(roles("Gold accents on a navy background")).toEqual({ background: "navy", primary: "gold" });
  });
});

describe("the theme of a requirements model", () => {
  it("gives no theme when no non-functional requirement speaks of the look", () => {
    expect(buildTheme(model("Pages must respond within 2 seconds", "The app tracks gold prices"))).toBeUndefined();
  });

  it("builds a light theme from a dark blue and gold theme, with the second colour filling the header", () => {
    const theme = buildTheme(model("Pages must respond within 2 seconds", "The application must use a dark blue and gold theme."));
    expect(uiThemeSchema.parse(theme)).toEqual(theme);
    expect(theme?.mode).toBe("light");
    expect(theme?.serves).toEqual(["NFR-2"]);
    expect(theme?.colors?.button).toBe("#00008b");
    expect(theme?.colors?.header).toBe("#ffd700");
    expect(theme?.requested.map((r) => [r.words, r.role, r.applied])).toEqual([
      ["dark blue", "primary", "#00008b"],
      ["gold", "accent", "#ffd700"],
    ]);
  });

  it("builds a dark theme with neon green, a font stack, a brand, corners and a larger text", () => {
    const theme = buildTheme(
      model(
        "The application should have a dark look with neon green accents.",
        "The application must have this look: font: Georgia.",
        "The application must be called Night Owl.",
        "Cards and buttons with rounded corners.",
        "Large text for older users.",
      ),
    );
    expect(theme?.mode).toBe("dark");
    expect(theme?.colors?.button).toBe("#1aff1a");
    expect(theme?.font).toEqual({ requested: "Georgia", stack: '"Georgia", "Times New Roman", serif' });
    expect(theme?.brand).toBe("Night Owl");
    expect(theme?.radius).toBe("16px");
    expect(theme?.textScale).toBe(1.125);
    expect(theme?.serves).toEqual(["NFR-1", "NFR-2", "NFR-3", "NFR-4", "NFR-5"]);
  });

  it("keeps only a font when the idea names no colour, and follows the device", () => {
    const theme = buildTheme(model("The application must use the Georgia font for all text."));
    expect(theme?.mode).toBeUndefined();
    expect(theme?.colors).toBeUndefined();
    expect(theme?.font?.requested).toBe("Georgia");
  });

  it("darkens a colour that does not read as text, and says so", () => {
    const theme = buildTheme(model("The application must have this look: pastel pink, friendly, rounded."));
    const colors = theme?.colors;
    expect(colors?.button).toBe("#f4bec7");
    expect(colors?.buttonText).toBe("#0b0d12");
    expect(colors?.primary).not.toBe("#f4bec7");
    expect(contrast(colors?.primary ?? "", colors?.surface ?? "")).toBeGreaterThanOrEqual(4.5);
    // A pale button gets an edge in the readable primary colour.
    expect(colors?.buttonEdge).toBe(colors?.primary);
  });

  it("keeps 7:1 for high contrast", () => {
    const theme = buildTheme(model("The application must have this look: high contrast for older users."));
    expect(theme?.minContrast).toBe(7);
    for (const pair of contrastPairs(theme?.colors ?? buildPalette({ mode: "light", min: 7 })))
      expect(pair.ratio, pair.text).toBeGreaterThanOrEqual(7);
  });

  it("keeps the default look for a light or dark look with no colour", () => {
    const theme = buildTheme(model("I want a dark look."));
    expect(theme?.colors?.background).toBe("#12151b");
    expect(theme?.colors?.primary).toBe("#7d9cff");
  });

  it("quotes a font family and ends with a generic one", () => {
    expect(fontStack({ requested: "Comic Sans MS", generic: "cursive" })).toBe('"Comic Sans MS", "Segoe Print", "Bradley Hand", cursive');
    expect(fontStack({ requested: "serif", generic: "serif" })).toBe('"Georgia", "Times New Roman", serif');
    expect(fontStack({ requested: 'Evil"; }', generic: "sans-serif" }).startsWith('"Evil", ')).toBe(true);
  });
}); // prettier-ignore

describe("contrast for any colours", () => {
  /** A small deterministic generator (mulberry32), so a failure can be replayed. */
  function random(seed: number): () => number {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it("keeps every text at the minimum for 400 random palettes", () => {
    const next = random(17);
    const colour = () =>
      `#${Math.floor(next() * 0xffffff)
        .toString(16)
        .padStart(6, "0")}`;
    for (let i = 0; i < 400; i += 1) {
      const mode: Mode = next() < 0.5 ? "light" : "dark";
      const min = next() < 0.3 ? 7 : 4.5;
      const maybe = () => (next() < 0.6 ? colour() : undefined);
      const request = { mode, min, primary: maybe(), accent: maybe(), background: maybe(), text: maybe() };
      const palette = buildPalette(request);
      for (const pair of contrastPairs(palette))
        expect(pair.ratio, `${JSON.stringify(request)}: ${pair.text}`).toBeGreaterThanOrEqual(min);
      expect(contrast(palette.buttonText, palette.button)).toBeGreaterThanOrEqual(min);
    }
  });
});
