import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExportWidget } from "./export-widget";

const render = () =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ExportWidget projectId={1} />
    </QueryClientProvider>,
  );

describe("ExportWidget", () => {
  it("shows the spec's title, options, contents and Create Package, with no download before a package exists", () => {
    const html = render();
    expect(html).toContain("Export for External IDE");
    expect(html).toContain("Include database schema and setup scripts");
    expect(html).toContain("Include sample data for testing");
    for (const item of [
      "React + TypeScript app",
      "Express.js backend",
      "Setup instructions",
      "Docker configuration",
      "VS Code settings",
      "Environment templates",
    ])
      expect(html).toContain(item);
    expect(html).toMatch(/data-testid="create-package"[^>]*>.*Create Package/);
    expect(html).not.toContain("download-zip");
    expect(html).not.toContain("package-filename");
  });

  it("starts with the database option on and the sample data option off", () => {
    const boxes = render().match(/<input[^>]*type="checkbox"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toContain('checked=""');
    expect(boxes[1]).not.toContain('checked=""');
    expect(boxes[1]).not.toContain('disabled=""');
  });
});
