import { describe, expect, it } from "vitest";
import { sectionsWithAnswers } from "@domain/checklist/question-bank";
import { applyPending, savePayload, withoutSaved } from "./draft";

const saved = sectionsWithAnswers({
  "product-purpose": "Lend books",
  "user-authentication": "Username and password accounts",
});
const usersOf = (sections: ReturnType<typeof applyPending>) => sections.find((s) => s.id === "users");

describe("the checklist draft", () => {
  it("shows unsaved edits over the saved answers, a null edit as no answer", () => {
    const sections = applyPending(saved, { "product-purpose": null, "business-goals": "Fewer lost books" });
    const overview = sections.find((s) => s.id === "overview");
    expect(overview?.questions.find((q) => q.id === "product-purpose")?.answer).toBeUndefined();
    expect(overview?.questions.find((q) => q.id === "business-goals")?.answer).toBe("Fewer lost books");
  });

  it("recomputes section completion from the edits", () => {
    const before = usersOf(applyPending(saved, {}));
    const after = usersOf(applyPending(saved, { "user-types": "Members" }));
    expect(before?.completed).toBe(false);
    expect(after?.completed).toBe(true);
  });

  it("applies an edit of a follow-up nested under its parent", () => {
    const users = usersOf(applyPending(saved, { "account-features": ["Password reset"] }));
    const auth = users?.questions.find((q) => q.id === "user-authentication");
    expect(auth?.followUp?.find((f) => f.id === "account-features")?.answer).toEqual(["Password reset"]);
  });

  it("sends only the edited questions, a follow-up under its parent without the parent's answer", () => {
    expect(
      savePayload(saved, {
        "account-features": ["Password reset"],
        "concurrent-users": 12.5,
        "product-purpose": null,
      }),
    ).toEqual([
      { id: "overview", questions: [{ id: "product-purpose", answer: null }] },
      {
        id: "users",
        questions: [
          { id: "user-authentication", followUp: [{ id: "account-features", answer: ["Password reset"] }] },
          { id: "concurrent-users", answer: 12.5 },
        ],
      },
    ]);
    expect(savePayload(saved, {})).toEqual([]);
  });

  it("keeps the edits made again while a save was under way", () => {
    const sent = { "product-purpose": "Lend books", platform: "Mobile browser first" };
    const now = {
      "product-purpose": "Lend books and games",
      platform: "Mobile browser first",
      deadline: "May",
    };
    expect(withoutSaved(now, sent)).toEqual({ "product-purpose": "Lend books and games", deadline: "May" });
  });
});
