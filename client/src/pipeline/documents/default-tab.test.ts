import { describe, expect, it } from "vitest";
import { defaultDocumentTab, waitsForUser, type DocumentLists, type ListedDocument } from "./default-tab";

const doc = (status: string | null, extra: Partial<ListedDocument> = {}): ListedDocument => ({
  status,
  content: "# Text",
  outdated: false,
  ...extra,
});
const pending = (extra?: Partial<ListedDocument>) => doc("pending_approval", extra);
const approved = (extra?: Partial<ListedDocument>) => doc("approved", extra);

const lists = (
  srs: ListedDocument[],
  systemDesign: ListedDocument[] = [],
  technical: ListedDocument[] = [],
): DocumentLists => ({ srs, system_design: systemDesign, technical });

describe("the tab the Documents page opens on", () => {
  it("opens the SRS while there is none: its tab leads to the checklist the SRS is written from", () => {
    expect(defaultDocumentTab(lists([]))).toBe("srs");
  });

  it("opens the SRS while it waits for approval, whatever comes after it", () => {
    expect(defaultDocumentTab(lists([pending()]))).toBe("srs");
    // A regenerated SRS waits again, ahead of the design and technical documents made from the old one.
    expect(
      defaultDocumentTab(lists([pending()], [approved({ outdated: true })], [approved(), approved()])),
    ).toBe("srs");
  });

  it("opens System Design once the SRS is approved and the design is not generated yet, or being generated", () => {
    expect(defaultDocumentTab(lists([approved()]))).toBe("system-design");
  });

  it("opens System Design while the design waits for approval", () => {
    expect(defaultDocumentTab(lists([approved()], [pending()]))).toBe("system-design");
  });

  it("opens System Design when the design is outdated: it has to be generated again from the new SRS", () => {
    expect(
      defaultDocumentTab(
        lists([approved()], [approved({ outdated: true })], [approved(), approved(), approved()]),
      ),
    ).toBe("system-design");
  });

  it("opens Technical Docs once the design is approved and they are not generated yet", () => {
    expect(defaultDocumentTab(lists([approved()], [approved()]))).toBe("technical");
  });

  it("opens Technical Docs while any of them waits for approval", () => {
    expect(defaultDocumentTab(lists([approved()], [approved()], [approved(), pending(), pending()]))).toBe(
      "technical",
    );
  });

  it("opens Technical Docs when they are outdated by a newer approved design", () => {
    expect(
      defaultDocumentTab(lists([approved()], [approved()], [approved({ outdated: true }), approved()])),
    ).toBe("technical");
  });

  it("opens the last document with content when nothing waits for the user", () => {
    // Everything approved: the technical documents are the last step of the chain.
    expect(defaultDocumentTab(lists([approved()], [approved()], [approved(), approved(), approved()]))).toBe(
      "technical",
    );
    // Technical documents still being written (no status yet) wait for the server, not for the user.
    expect(defaultDocumentTab(lists([approved()], [approved()], [doc(null)]))).toBe("technical");
    // An SRS with neither status blocks the design; it is the last document with content.
    expect(defaultDocumentTab(lists([doc(null)]))).toBe("srs");
    // A design with neither status and no text: the SRS is the last document with content.
    expect(defaultDocumentTab(lists([approved()], [doc(null, { content: " " })]))).toBe("srs");
  });

  it("falls back to the SRS, the start of the chain, when no document has content", () => {
    expect(defaultDocumentTab(lists([doc(null, { content: "" })]))).toBe("srs");
  });

  it("does not offer a generation before the document it is made from is approved", () => {
    const srsPending = lists([pending()]);
    expect(waitsForUser("system_design", srsPending)).toBe(false);
    expect(waitsForUser("technical", srsPending)).toBe(false);
    // An outdated document waits only once the newer upstream version is approved.
    expect(waitsForUser("technical", lists([approved()], [pending()], [approved({ outdated: true })]))).toBe(
      false,
    );
    expect(waitsForUser("system_design", lists([approved()], [approved()]))).toBe(false);
    expect(waitsForUser("srs", lists([approved()]))).toBe(false);
  });
});
