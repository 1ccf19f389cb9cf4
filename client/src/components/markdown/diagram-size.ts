/**
 * The width mermaid drew a diagram for. mermaid records it as the SVG's max-width (e.g. "812.5px") and lets
 * the SVG shrink below it; null when it records none (the SVG then has a fixed width already).
 */
export function naturalDiagramWidth(maxWidth: string): number | null {
  if (!/^\s*\d+(\.\d+)?px\s*$/.test(maxWidth)) return null;
  const width = parseFloat(maxWidth);
  return width > 0 ? width : null;
}

/** Whether content is wider than the box that shows it; a pixel of rounding does not count. */
export function overflowsSideways(scrollWidth: number, clientWidth: number): boolean {
  return scrollWidth > clientWidth + 1;
}
