import type { UiTheme } from "../../../../domain/artifacts/04-ui-theme";

/*
 * The idea's look in the generated app (issue 17, point 5): appended to styles.css, after the default look, so
 * its CSS variables win over both the light and the dark defaults. A theme with colours fixes the look to light
 * or dark (color-scheme); one with only a font, corners or text size keeps following the device. Primary buttons
 * take the primary colour as asked (--button), while --accent is the same colour made readable as text; the
 * second colour fills the header when text reads on it (--header), else it underlines the header and colours the
 * brand name (--highlight). An app without a theme gets none of this.
 */

/** The CSS a theme adds to styles.css; empty for an app without a theme. */
export function themeCss(theme: UiTheme | undefined): string {
  if (!theme) return "";
  const root: string[] = [];
  const rules: string[] = [];
  const c = theme.colors;
  if (theme.mode && c) {
    root.push(
      `  color-scheme: ${theme.mode};`,
      `  --bg: ${c.background};`,
      `  --surface: ${c.surface};`,
      `  --text: ${c.text};`,
      `  --muted: ${c.muted};`,
      `  --border: ${c.border};`,
      `  --accent: ${c.primary};`,
      `  --accent-text: ${c.primaryText};`,
      `  --accent-soft: ${c.primarySoft};`,
      `  --button: ${c.button};`,
      `  --button-text: ${c.buttonText};`,
      `  --button-edge: ${c.buttonEdge};`,
      `  --danger: ${c.danger};`,
      `  --danger-soft: ${c.dangerSoft};`,
      ...(c.header && c.headerText ? [`  --header: ${c.header};`, `  --header-text: ${c.headerText};`] : []),
      ...(c.accent && c.accentText
        ? [`  --highlight: ${c.accent};`, `  --highlight-text: ${c.accentText};`]
        : []),
    );
    rules.push(
      `.button,\nbutton {\n  border-color: var(--button-edge);\n  background: var(--button);\n  color: var(--button-text);\n}`,
    );
    if (c.header && c.headerText)
      rules.push(
        `.topbar {\n  background: var(--header);\n}`,
        `.brand,\n.topbar .nav-link:not(.active),\n.topbar .user-name {\n  color: var(--header-text);\n}`,
      );
    if (c.accent && c.accentText)
      rules.push(
        `.topbar {\n  border-bottom: 3px solid var(--highlight);\n}`,
        `.brand {\n  color: var(--highlight-text);\n}`,
      );
  }
  if (theme.radius) {
    root.push(`  --radius: ${theme.radius};`);
    rules.push(
      `.button,\nbutton,\ninput,\nselect,\ntextarea {\n  border-radius: ${radiusOfControls(theme.radius)};\n}`,
    );
  }
  if (theme.font) root.push(`  font-family: ${theme.font.stack};`);
  if (theme.textScale) root.push(`  font-size: ${Math.round(theme.textScale * 1000) / 10}%;`);
  if (root.length === 0 && rules.length === 0) return "";
  const serves = theme.serves.length > 0 ? ` (${theme.serves.join(", ")})` : "";
  return `\n/* The idea's look${serves}. */\n:root {\n${root.join("\n")}\n}\n${rules.map((r) => `\n${r}\n`).join("")}`;
}

/** Buttons and inputs: a little less round than cards. */
function radiusOfControls(radius: string): string {
  const px = Number(radius.replace("px", ""));
  return `${Math.max(0, Math.round(px * 0.75))}px`;
}
