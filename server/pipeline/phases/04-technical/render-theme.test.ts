import { describe, expect, it } from "vitest";
import { themeInput } from "../../../codegen/testing/theme-models";
import { FIXTURE_META } from "../../fixtures/index";
import { renderFrontendArchitecture } from "./render-frontend";

/** The frontend architecture document's Theme section, for an idea that asks for a look. */
describe("the Theme section of the frontend architecture document", () => {
  it("states the colours asked for and used, every contrast ratio, the font stack and the brand", () => {
    const ui = themeInput().ui;
    const doc = renderFrontendArchitecture(ui, FIXTURE_META);
    const section = doc.slice(doc.indexOf("## 7 Theme"), doc.indexOf("## 8 Traceability"));
    expect(section).toContain("Every page has a fixed light look");
    expect(section).toContain(`It serves ${ui.theme?.serves.join(", ")}.`);
    expect(section).toMatch(
      /\| Primary \(buttons, links\)\s+\| coffee brown `#6f4e37` \| `#6f4e37` \| as asked/,
    );
    expect(section).toMatch(
      /\| Accent \(the header\)\s+\| cream `#fffdd0`\s+\| `#fffdd0` \| fills the header/,
    );
    expect(section).toMatch(/\| Text on background\s+\| \d+\.\d\d:1/);
    expect(section).toContain('`"Georgia", "Times New Roman", serif`');
    expect(section).toContain("No web font is downloaded");
    expect(section).toContain("Brand: the header and the browser tab show `BrewBuddy`.");
    expect(section).toContain("Corners: cards have a radius of 16px.");
    expect(doc).toMatch(/\| NFR-\d+\s+\| Theme/);
  });
});
