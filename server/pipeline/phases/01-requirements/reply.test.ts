import { describe, expect, it } from "vitest";
import { questionIndex } from "../../../../domain/checklist/question-bank";
import { composeReply, type ReplyParts } from "./reply";

const questions = questionIndex();
function question(id: string) {
  const found = questions.get(id);
  if (!found) throw new Error(`No question ${id}`);
  return found;
}

const base: ReplyParts = {
  outcome: "answered",
  captured: [],
  filled: [],
  next: { question: question("performance") },
  ideaQuestion: "What should the app do?",
};

// prettier-ignore
const cases: { when: string; parts: ReplyParts; reply: string }[] = [
  { when: "a select question lists its options",
    parts: { ...base, filled: [{ question: question("platform"), answer: "Mobile browser first" }] },
    reply: "Got it. On the checklist I noted the platform (Mobile browser first). How fast must pages respond? For example: Within 1 second, Within 2 seconds or Within 5 seconds." },
  { when: "captured requirements are named by id, without their full stops",
    parts: { ...base, outcome: "idea", captured: [{ code: "FR-1", description: "Members must be able to borrow books." }, { code: "NFR-1", description: "Pages must load within 2 seconds." }] },
    reply: "Thanks! I captured FR-1 (Members must be able to borrow books) and NFR-1 (Pages must load within 2 seconds). How fast must pages respond? For example: Within 1 second, Within 2 seconds or Within 5 seconds." },
  { when: "booleans, numbers and selections are shown in words",
    parts: { ...base, filled: [{ question: question("search-filter"), answer: true }, { question: question("concurrent-users"), answer: 200 }, { question: question("integrations"), answer: ["Payments", "Calendars"] }], next: { question: question("security") } },
    reply: "Got it. On the checklist I noted search and filter (yes), users at the same time (200) and integrations (Payments and Calendars). Which security measures are required? You can pick several: Encrypted connections (HTTPS), Passwords stored hashed, Audit log of changes, Personal data protection (GDPR) or Two-step sign-in." },
  { when: "an unmatched choice is asked again with its options as the only choices",
    parts: { ...base, outcome: "reask" },
    reply: `I couldn't match that to one of the options. How fast must pages respond? Please pick one of: Within 1 second, Within 2 seconds or Within 5 seconds (or say "skip").` },
  { when: "a re-ask still reports what the message gave",
    parts: { ...base, outcome: "reask", next: { question: question("search-filter") }, captured: [{ code: "US-2", description: "As a member, I want reminders." }] },
    reply: `I couldn't read an answer in that. I captured US-2 (As a member, I want reminders). Should users be able to search and filter lists? Please answer yes or no (or say "skip").` },
  { when: "words that fit no option are said to be kept as a note",
    parts: { ...base, outcome: "reask", next: { question: question("hosting") }, kept: { question: question("hosting"), words: ["it's one clinic"] } },
    reply: `I couldn't match "it's one clinic" to one of the options, so I kept your words as a note about hosting under "other constraints" on the checklist. Where will it run? Please pick one of: On our own server, In a cloud provider or No preference (or say "skip").` },
  { when: "a reply about other questions says where it went and that the asked one stays open",
    parts: { ...base, outcome: "aside", next: { question: question("platform") }, filled: [{ question: question("concurrent-users"), answer: 500 }], noted: [{ question: question("concurrent-users"), words: ["it's one clinic"] }], deferred: { question: question("business-goals"), leftForChecklist: false } },
    reply: `Got it. On the checklist I noted users at the same time (500). I kept "it's one clinic" as a note about users at the same time under "other constraints" on the checklist. I'll come back to the goals later. Where will people use it? For example: Web browser on desktop and mobile, Web browser on desktop only or Mobile browser first.` },
  { when: "a reply about other questions that adds nothing says so",
    parts: { ...base, outcome: "aside", deferred: { question: question("business-goals"), leftForChecklist: true } },
    reply: "That's already on the checklist. I've left the goals for you to answer on the checklist. How fast must pages respond? For example: Within 1 second, Within 2 seconds or Within 5 seconds." },
  { when: "an answer can be named in the user's words",
    parts: { ...base, filled: [{ question: question("user-types"), answer: "owner, vet" }], mentions: { "user-types": "the users (owner and vet)" } },
    reply: "Got it. On the checklist I noted the users (owner and vet). How fast must pages respond? For example: Within 1 second, Within 2 seconds or Within 5 seconds." },
  { when: "what happened to the data has its own sentence, and the next question can be worded for the turn",
    parts: { ...base, data: "Renamed Vet to Veterinarian; I'd keep Pets and Veterinarians.", ask: "Back to response time: how fast must pages respond?" },
    reply: "Got it. Renamed Vet to Veterinarian; I'd keep Pets and Veterinarians. Back to response time: how fast must pages respond?" },
  { when: "an option picked from a bare yes is said",
    parts: { ...base, filled: [{ question: question("user-authentication"), answer: "Username and password accounts" }], guessed: { words: "yes", option: "Username and password accounts" } },
    reply: `Got it. On the checklist I noted sign-in (Username and password accounts). I took "yes" as Username and password accounts; say if you meant another option. How fast must pages respond? For example: Within 1 second, Within 2 seconds or Within 5 seconds.` },
  { when: "a number that cannot be read is said once, with where the words went",
    parts: { ...base, outcome: "reask", next: { question: question("concurrent-users") }, kept: { question: question("concurrent-users"), words: ["quite a lot"] } },
    reply: `I couldn't read a number in "quite a lot", so I kept your words as a note about users at the same time under "other constraints" on the checklist. About how many people will use it at the same time? Please give a number (or say "skip").` },
  { when: "the first message without an idea asks for it again",
    parts: { ...base, outcome: "idea-unclear" },
    reply: "I'd love to hear a bit more about the idea. What should the app do?" },
  { when: "a complete checklist is handed over for review",
    parts: { ...base, next: { done: true, missing: [], wasDone: false }, filled: [{ question: question("hosting"), answer: "No preference" }] },
    reply: "Got it. On the checklist I noted hosting (No preference). That completes the checklist. Please review it, then generate the SRS." },
  { when: "open required questions are named when the questions run out",
    parts: { ...base, outcome: "skipped", next: { done: true, missing: [question("hosting"), question("performance")], wasDone: false } },
    reply: `No problem, let's skip that one. That's all my questions. The checklist still needs an answer to "Where will it run?" and "How fast must pages respond?": please fill them in on the checklist, then generate the SRS.` },
];

describe("composeReply", () => {
  it.each(cases)("$when", ({ parts, reply }) => {
    expect(composeReply(parts)).toBe(reply);
  });
});
