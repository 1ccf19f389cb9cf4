import { describe, expect, it } from "vitest";
import {
  canCompleteChecklist,
  EXPECTING_SIGNIFICANT_GROWTH,
  isAnswered,
  isFollowUpVisible,
  isSectionCompleted,
  NO_AUTHENTICATION_NEEDED,
  NO_INTEGRATIONS_NEEDED,
  parseNumberAnswer,
  PREFER_PHASED_DELIVERY,
  withCompletion,
  type ChecklistQuestion,
  type ChecklistSection,
} from "./checklist";

function question(overrides: Partial<ChecklistQuestion> = {}): ChecklistQuestion {
  return { id: "app-purpose", text: "What is the app for?", type: "text", required: true, ...overrides };
}

function section(questions: ChecklistQuestion[], completed = false): ChecklistSection {
  return { id: "overview", title: "Overview", description: "The basics", completed, questions };
}

const requiredFollowUp = question({ id: "auth-methods", type: "multiselect", required: true });

// prettier-ignore
const answerCases: { when: string; answer: unknown; answered: boolean }[] = [
  { when: "an undefined answer is not an answer", answer: undefined, answered: false },
  { when: "a null answer is not an answer", answer: null, answered: false },
  { when: "an empty string is not an answer", answer: "", answered: false },
  { when: "whitespace alone is not an answer", answer: "   ", answered: false },
  { when: "an empty selection is not an answer", answer: [], answered: false },
  { when: "an unparsable number (NaN) is not an answer", answer: Number.NaN, answered: false },
  { when: "text is an answer", answer: "A shop", answered: true },
  { when: "a non-empty selection is an answer", answer: ["Email"], answered: true },
  { when: "false is an answer", answer: false, answered: true },
  { when: "true is an answer", answer: true, answered: true },
  { when: "zero is an answer", answer: 0, answered: true },
];

// prettier-ignore
const followUpCases: { when: string; id: string; answer: unknown; visible: boolean }[] = [
  { when: "user-authentication hides follow-ups for 'No authentication needed'", id: "user-authentication", answer: NO_AUTHENTICATION_NEEDED, visible: false },
  { when: "user-authentication shows follow-ups for any other answer", id: "user-authentication", answer: "Email and password", visible: true },
  { when: "user-authentication hides follow-ups while unanswered", id: "user-authentication", answer: undefined, visible: false },
  { when: "integrations hides follow-ups for 'No integrations needed'", id: "integrations", answer: NO_INTEGRATIONS_NEEDED, visible: false },
  { when: "integrations hides follow-ups when that is the only selected option", id: "integrations", answer: [NO_INTEGRATIONS_NEEDED], visible: false },
  { when: "integrations shows follow-ups for a chosen integration", id: "integrations", answer: ["Payments"], visible: true },
  { when: "scalability shows follow-ups only for 'Yes, expecting significant growth'", id: "scalability", answer: EXPECTING_SIGNIFICANT_GROWTH, visible: true },
  { when: "scalability hides follow-ups for any other answer", id: "scalability", answer: "No, small user base", visible: false },
  { when: "phased-delivery shows follow-ups only for phased delivery with multiple releases", id: "phased-delivery", answer: PREFER_PHASED_DELIVERY, visible: true },
  { when: "phased-delivery hides follow-ups for any other answer", id: "phased-delivery", answer: "No, single release", visible: false },
  { when: "any other parent shows follow-ups for any answer", id: "target-platform", answer: "Web", visible: true },
  { when: "any other parent shows follow-ups for a false answer", id: "offline-support", answer: false, visible: true },
  { when: "any other parent hides follow-ups while unanswered", id: "target-platform", answer: "  ", visible: false },
];

// prettier-ignore
const sectionCases: { when: string; questions: ChecklistQuestion[]; completed: boolean }[] = [
  { when: "a section with every required question answered is completed", questions: [question({ answer: "A shop" })], completed: true },
  { when: "a section with an unanswered required question is not completed", questions: [question()], completed: false },
  { when: "an unanswered optional question does not hold a section back", questions: [question({ answer: "A shop" }), question({ id: "notes", required: false })], completed: true },
  { when: "a visible required follow-up must be answered", questions: [question({ id: "user-authentication", answer: "Email", followUp: [requiredFollowUp] })], completed: false },
  { when: "an answered visible follow-up completes the section", questions: [question({ id: "user-authentication", answer: "Email", followUp: [{ ...requiredFollowUp, answer: ["Password"] }] })], completed: true },
  { when: "a hidden required follow-up does not count", questions: [question({ id: "user-authentication", answer: NO_AUTHENTICATION_NEEDED, followUp: [requiredFollowUp] })], completed: true },
  { when: "a section without questions is completed", questions: [], completed: true },
];

describe("isAnswered", () => {
  for (const { when, answer, answered } of answerCases) {
    it(when, () => {
      expect(isAnswered(answer)).toBe(answered);
    });
  }
});

describe("isFollowUpVisible", () => {
  for (const { when, id, answer, visible } of followUpCases) {
    it(when, () => {
      expect(isFollowUpVisible(question({ id, answer }))).toBe(visible);
    });
  }
});

describe("isSectionCompleted", () => {
  for (const { when, questions, completed } of sectionCases) {
    it(when, () => {
      expect(isSectionCompleted(section(questions))).toBe(completed);
    });
  }

  it("checks follow-ups of follow-ups while they are visible", () => {
    const nested = question({
      id: "sso-provider",
      answer: "Okta",
      followUp: [question({ id: "sso-domain" })],
    });
    expect(isSectionCompleted(section([question({ answer: "Yes", followUp: [nested] })]))).toBe(false);
  });
});

describe("canCompleteChecklist", () => {
  const done = section([question({ answer: "A shop" })]);
  const open = section([question()]);

  it("allows completion when every section is completed", () => {
    expect(canCompleteChecklist([done, done])).toBe(true);
  });

  it("refuses completion while any section is incomplete", () => {
    expect(canCompleteChecklist([done, open])).toBe(false);
  });

  it("refuses completion of a checklist without sections", () => {
    expect(canCompleteChecklist([])).toBe(false);
  });
});

describe("withCompletion", () => {
  it("recomputes each completed flag from the answers, ignoring the stored one", () => {
    const stale = [section([question()], true), section([question({ answer: "A shop" })], false)];
    expect(withCompletion(stale).map((s) => s.completed)).toEqual([false, true]);
  });
});

describe("parseNumberAnswer", () => {
  // prettier-ignore
  const cases: { when: string; input: string; value: number | undefined }[] = [
    { when: "a decimal is parsed as a floating-point number", input: "3.5", value: 3.5 },
    { when: "a leading number is kept as parseFloat does", input: "42 users", value: 42 },
    { when: "blank input gives no answer", input: "", value: undefined },
    { when: "text gives no answer", input: "many", value: undefined },
  ];
  for (const { when, input, value } of cases) {
    it(when, () => {
      expect(parseNumberAnswer(input)).toBe(value);
    });
  }
});
