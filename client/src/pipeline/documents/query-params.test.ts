import { describe, expect, it } from "vitest";
import { initialTab, newSrsUrl, parseDocumentsParams } from "./query-params";

describe("the Documents page's query parameters", () => {
  it("reads project, type, highlight and document", () => {
    expect(parseDocumentsParams("?project=12&type=srs&highlight=new&document=40")).toEqual({
      projectId: 12,
      type: "srs",
      highlightNew: true,
      documentId: 40,
    });
  });

  it("ignores malformed or unknown values", () => {
    expect(parseDocumentsParams("?project=abc&type=design&highlight=old&document=-3")).toEqual({
      projectId: null,
      type: null,
      highlightNew: false,
      documentId: null,
    });
    expect(parseDocumentsParams("?project=99999999999").projectId).toBeNull();
    expect(parseDocumentsParams("").type).toBeNull();
  });

  it("opens the System Design tab by default, the SRS tab for type=srs, and a named document's own tab", () => {
    const none = parseDocumentsParams("");
    expect(initialTab(none, null)).toBe("system-design");
    expect(initialTab(parseDocumentsParams("?type=srs"), null)).toBe("srs");
    expect(initialTab(parseDocumentsParams("?type=srs&document=4"), "technical")).toBe("technical");
  });

  it("builds the address the checklist sends a new SRS to", () => {
    expect(newSrsUrl(3, 17)).toBe("/documents?project=3&type=srs&highlight=new&document=17");
    expect(newSrsUrl(3, null)).toBe("/documents?project=3&type=srs&highlight=new");
    expect(parseDocumentsParams(newSrsUrl(3, 17).split("?")[1] ?? "")).toMatchObject({
      projectId: 3,
      documentId: 17,
      highlightNew: true,
    });
  });
});
