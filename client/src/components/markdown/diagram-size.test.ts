import { describe, expect, it } from "vitest";
import { naturalDiagramWidth, overflowsSideways } from "./diagram-size";

describe("a diagram's natural width", () => {
  it("reads the max-width mermaid records on the SVG", () => {
    expect(naturalDiagramWidth("812.5px")).toBe(812.5);
    expect(naturalDiagramWidth(" 1600px ")).toBe(1600);
  });

  it("is unknown without a width in pixels", () => {
    expect(naturalDiagramWidth("")).toBeNull();
    expect(naturalDiagramWidth("none")).toBeNull();
    expect(naturalDiagramWidth("100%")).toBeNull();
    expect(naturalDiagramWidth("0px")).toBeNull();
  });
});

describe("whether a diagram overflows its column", () => {
  it("overflows when the drawing is wider than the visible box", () => {
    expect(overflowsSideways(1600, 720)).toBe(true);
    expect(overflowsSideways(722, 720)).toBe(true);
  });

  it("does not when it fits, or is a rounding pixel wider", () => {
    expect(overflowsSideways(500, 720)).toBe(false);
    expect(overflowsSideways(720, 720)).toBe(false);
    expect(overflowsSideways(721, 720)).toBe(false);
  });
});
