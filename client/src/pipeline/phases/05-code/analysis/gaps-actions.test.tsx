import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GapsTab } from "./gaps-actions";

describe("GapsTab", () => {
  it("lists the requirements the code does not serve first, under a plain heading", () => {
    const html = renderToStaticMarkup(
      <GapsTab
        gaps={[
          { area: "stack", message: "Kubernetes (Hosting) is not checkable" },
          {
            area: "requirements",
            message:
              "FR-5 Remind owners a week before a vaccine is due: not implemented — no scheduled job, no mail sender",
          },
        ]}
      />,
    );
    expect(html).toContain("Requirements of the SRS");
    expect(html).toContain("FR-5 Remind owners a week before a vaccine is due: not implemented");
    expect(html.indexOf("Requirements of the SRS")).toBeLessThan(html.indexOf("Technology stack"));
  });

  it("says there are no gaps only when every requirement is served and tested", () => {
    expect(renderToStaticMarkup(<GapsTab gaps={[]} />)).toContain(
      "the code serves every requirement, a test exercises each",
    );
  });
});
