import { describe, expect, it } from "vitest";
import { uiModelSchema } from "../../../domain/artifacts/04-ui-model";
import { contrastPairs } from "../../pipeline/phases/04-technical/theme-palette";
import { codegenCases, nightMarket, themeInput } from "../testing/models";
import { generateClientFiles } from "./client";
import { REPORTS_CSS } from "./client/reports";
import { STYLES_CSS, WORKFLOW_CSS } from "./client/styles";
import { themeCss } from "./client/theme";

/**
 * The idea's look in the generated client (issue 17, point 5): an idea that asks for a look gets its colours,
 * font, corners and text size as CSS variables after the default look, and its brand name in the header; an idea
 * that asks for none gets exactly the styles it got before.
 */

function file(files: ReturnType<typeof generateClientFiles>, path: string): string {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`no ${path}`);
  return found.content;
}

describe("the generated client's theme", () => {
  it("leaves styles.css as it was for ideas that ask for no look", () => {
    for (const c of codegenCases()) {
      expect(c.input.ui.theme, c.slug).toBeUndefined();
      const css = file(generateClientFiles(c.input, 2), "src/client/styles.css");
      // The behaviours' own styles (workflows, reports) come before any theme; no theme block follows them.
      const base = c.input.data.entities.some((e) => e.workflow) ? STYLES_CSS + WORKFLOW_CSS : STYLES_CSS;
      expect([base, base + REPORTS_CSS], c.slug).toContain(css);
    }
    expect(themeCss(undefined)).toBe("");
  });

  it("sets the coffee-brown palette, Georgia, rounded corners and the brand BrewBuddy", () => {
    const input = themeInput();
    const theme = input.ui.theme;
    expect(uiModelSchema.parse(input.ui).theme).toEqual(theme);
    expect(input.ui.appName).toBe("BrewBuddy");
    const files = generateClientFiles(input, 2);
    const css = file(files, "src/client/styles.css");
    expect(css.startsWith(STYLES_CSS)).toBe(true);
    const added = css.slice(STYLES_CSS.length);
    expect(added).toContain("color-scheme: light;");
    expect(added).toContain("--button: #6f4e37;");
    expect(added).toContain("--header: #fffdd0;");
    expect(added).toContain('font-family: "Georgia", "Times New Roman", serif;');
    expect(added).toContain("--radius: 16px;");
    expect(added).toMatch(/\/\* The idea's look \(NFR-\d+\)\. \*\//);
    for (const [name, value] of Object.entries(theme?.colors ?? {})) expect(added, name).toContain(value);
    expect(file(files, "index.html")).toContain("<title>BrewBuddy</title>");
    expect(file(files, "src/client/app.tsx")).toContain("BrewBuddy");
    const styles = files.find((f) => f.path === "src/client/styles.css");
    expect(styles?.implements.requirementIds).toEqual(theme?.serves);
  });

  it("fixes a dark look with neon green, 7:1 contrast and larger text", () => {
    const input = themeInput(nightMarket);
    const theme = input.ui.theme;
    expect(theme?.mode).toBe("dark");
    expect(theme?.minContrast).toBe(7);
    for (const pair of contrastPairs(theme?.colors ?? ({} as never))) expect(pair.ratio, pair.text).toBeGreaterThanOrEqual(7);
    const css = file(generateClientFiles(input, 2), "src/client/styles.css");
    expect(css).toContain("color-scheme: dark;");
    expect(css).toContain("font-size: 112.5%;");
    expect(css).toContain(`--button: ${theme?.colors?.button};`);
  });
}); // prettier-ignore
