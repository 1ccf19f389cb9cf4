import type { UiTheme } from "../../../../domain/artifacts/04-ui-theme";
import { bulletList, code, heading, md, paragraph, table, type Markdown } from "../../markdown";
import { servesText } from "../../traceability";
import { contrastPairs } from "./theme-palette";

/*
 * The frontend architecture document's Theme section (issue 17, point 5): the look the requirements ask for, the
 * colours asked for and used (saying what was adjusted for contrast, and why), the contrast of every text with
 * what is behind it, the font stack (no web font is downloaded: the app runs offline), the brand name, corners
 * and text size, and the requirements the theme serves.
 */

const ROLE: Readonly<Record<UiTheme["requested"][number]["role"], string>> = {
  primary: "Primary (buttons, links)",
  accent: "Accent (the header)",
  background: "Page background",
  text: "Text",
};

function level(min: number): string {
  return min >= 7 ? "7:1 (WCAG AAA, high contrast)" : "4.5:1 (WCAG AA)";
}

function colourRows(theme: UiTheme): Markdown[][] {
  return theme.requested.map((r) => [
    md(ROLE[r.role]),
    md(`${r.words} ${code(r.hex).markdown}`),
    code(r.applied),
    md(note(theme, r)),
  ]);
}

function note(theme: UiTheme, r: UiTheme["requested"][number]): string {
  if (r.role === "accent")
    return theme.colors?.header
      ? "fills the header, whose text reads on it"
      : `underlines the header; the brand name is ${code(theme.colors?.accentText ?? r.applied).markdown}, readable on the header`;
  return r.applied === r.hex ? "as asked" : `adjusted so its text reads at ${level(theme.minContrast)}`;
}

function lookSentence(theme: UiTheme): string {
  if (!theme.mode) return "The app keeps its default colours and follows the device's light or dark setting.";
  const adjusted = theme.colors && theme.colors.primary !== theme.colors.button;
  return (
    `Every page has a fixed ${theme.mode} look, whatever the device's setting. Every text keeps a contrast of at ` +
    `least ${level(theme.minContrast)} with what is behind it; a colour that falls short is made ` +
    `${theme.mode === "light" ? "darker" : "lighter"} until it reads.` +
    (adjusted
      ? ` Primary buttons keep the primary colour as asked (${code(theme.colors?.button ?? "").markdown} with ` +
        `${code(theme.colors?.buttonText ?? "").markdown} text); as a text colour it is ` +
        `${code(theme.colors?.primary ?? "").markdown}.`
      : "")
  );
}

function details(theme: UiTheme): string[] {
  return [
    ...(theme.font
      ? [
          `Font: ${theme.font.requested}, as the CSS stack ${code(theme.font.stack).markdown}. No web font is ` +
            "downloaded (the app runs offline): where the font is not installed, the next in the stack is used.",
        ]
      : []),
    ...(theme.brand ? [`Brand: the header and the browser tab show ${code(theme.brand).markdown}.`] : []),
    ...(theme.radius ? [`Corners: cards have a radius of ${theme.radius}.`] : []),
    ...(theme.textScale
      ? [`Text size: ${Math.round(theme.textScale * 1000) / 10}% of the browser's default.`]
      : []),
  ];
}

/** The Theme section, numbered `number`, or null for a UI model without a theme. */
export function themeSection(theme: UiTheme | undefined, number: number): string[] | null {
  if (!theme) return null;
  const colors = theme.colors;
  return [
    heading(2, `${number} Theme`),
    paragraph(md(`${lookSentence(theme)} It serves ${servesText(theme.serves)}.`)),
    ...(theme.requested.length > 0
      ? [table(["Colour", "Asked for", "Used", "Note"], colourRows(theme))]
      : []),
    ...(colors
      ? [
          table(
            ["Text", "Contrast"],
            contrastPairs(colors).map((p) => [p.text, `${p.ratio.toFixed(2)}:1`]),
          ),
        ]
      : []),
    ...(details(theme).length > 0 ? [bulletList(details(theme).map(md))] : []),
  ];
}
