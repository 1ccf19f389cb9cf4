import type { ChecklistQuestion } from "../../../../domain/rules/checklist";
import { joinWords } from "../../../engines/embedded/text";

// prettier-ignore
/** How the interview asks each question in conversation (the checklist's own wording is more formal). */
const PROMPTS: Record<string, string> = {
  "product-purpose": "In a sentence or two, what should the app do, and for whom?",
  "business-goals": "What are the main goals the app should achieve?",
  "success-measures": "How will you know it works? For example, 50 bookings a week.",
  platform: "Where will people use it?",
  "user-types": "Who will use it? Tell me each kind of user.",
  "user-authentication": "How should people sign in?",
  "user-roles": "Which roles are there, and what may each role do?",
  "account-features": "Which account features do you need?",
  "concurrent-users": "About how many people will use it at the same time?",
  "core-features": "What are the main things users must be able to do? One per line works best.",
  "user-stories": "Any user stories? Write them as 'As a …, I want … so that …', one per line.",
  "search-filter": "Should users be able to search and filter lists?",
  notifications: "How should users hear about important events?",
  "data-entities": "Which things should the app keep, and what details of each? One per line, like 'Book: title, author'.",
  "data-retention": "How long must the data be kept?",
  integrations: "Does it need to work with any outside services?",
  "data-export": "Should users be able to export their data, for example as CSV?",
  performance: "How fast must pages respond?",
  security: "Which security measures are required?",
  usability: "What level of accessibility is needed?",
  availability: "How available must it be?",
  scalability: "Do you expect the number of users to grow?",
  "growth-target": "How many users do you expect in a year?",
  hosting: "Where will it run?",
  "phased-delivery": "Should it be delivered in phases?",
};

// prettier-ignore
/** Short names for answers the reply mentions ("On the checklist I noted the purpose and response time …"). */
const LABELS: Record<string, string> = {
  "product-purpose": "the purpose", "business-goals": "the goals", "success-measures": "success measures",
  platform: "the platform", "user-types": "the users", "user-authentication": "sign-in", "user-roles": "the roles",
  "account-features": "account features", "concurrent-users": "users at the same time",
  "core-features": "the main features", "user-stories": "user stories", "search-filter": "search and filter",
  notifications: "notifications", "notification-events": "notification events", "data-entities": "the data",
  "data-retention": "data retention", "sample-data": "sample data", integrations: "integrations",
  "integration-details": "integration details", "data-export": "data export", performance: "response time",
  security: "security", usability: "accessibility", availability: "availability", scalability: "growth",
  "growth-target": "the growth target", hosting: "hosting", "phased-delivery": "phased delivery",
  "first-release": "the first release", deadline: "the deadline", "constraints-other": "other constraints",
};

type Question = Pick<ChecklistQuestion, "id" | "text" | "type" | "options">;

/** The question in conversational form, with its options listed for choice questions. */
export function askText(question: Question): string {
  const prompt = PROMPTS[question.id] ?? question.text;
  const options = question.options ?? [];
  if (question.type === "select") return `${prompt} For example: ${joinWords(options, "or")}.`;
  if (question.type === "multiselect") return `${prompt} You can pick several: ${joinWords(options, "or")}.`;
  if (question.type === "boolean") return `${prompt} Yes or no is fine.`;
  return prompt;
}

/** The question asked again after an answer that matched no option, options spelled out as the only choices. */
export function reaskText(question: Question): string {
  const prompt = PROMPTS[question.id] ?? question.text;
  const options = joinWords(question.options ?? [], "or");
  if (question.type === "select") return `${prompt} Please pick one of: ${options} (or say "skip").`;
  if (question.type === "multiselect")
    return `${prompt} Please pick one or more of: ${options} (or say "skip").`;
  if (question.type === "boolean") return `${prompt} Please answer yes or no (or say "skip").`;
  if (question.type === "number") return `${prompt} Please give a number (or say "skip").`;
  return prompt;
}

/** The short name of a question in a reply ("response time", "hosting"). */
export function questionLabel(question: Pick<ChecklistQuestion, "id" | "text">): string {
  return LABELS[question.id] ?? question.text;
}

/** How an answer is mentioned in a reply: its label, with the chosen value unless it is free text. */
export function answerMention(question: Question, answer: unknown): string {
  const label = questionLabel(question);
  if (typeof answer === "boolean") return `${label} (${answer ? "yes" : "no"})`;
  if (typeof answer === "number") return `${label} (${answer})`;
  if (Array.isArray(answer)) return `${label} (${joinWords(answer.map(String), "and")})`;
  if (question.type === "select" && typeof answer === "string") return `${label} (${answer})`;
  return label;
}
