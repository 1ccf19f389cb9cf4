import { describe, expect, it } from "vitest";
import { newSrsUrl, parseDocumentsParams, requestedTab } from "./query-params";

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

  it("asks for a named document's own tab, else the SRS tab for type=srs, else none", () => {
    expect(requestedTab(parseDocumentsParams(""), null)).toBeNull();
    expect(requestedTab(parseDocumentsParams("?document=4"), null)).toBeNull();
    expect(requestedTab(parseDocumentsParams("?type=srs"), null)).toBe("srs");
    expect(requestedTab(parseDocumentsParams("?type=srs&document=4"), "technical")).toBe("technical");
    expect(requestedTab(parseDocumentsParams("?document=4"), "system_design")).toBe("system-design");
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
