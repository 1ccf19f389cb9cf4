import { DELIVERY_ANSWERS } from "./documents";

/**
 * The ideas whose exchanges with a real model are recorded (scripts/record-model.ts) and replayed in tests
 * (recorded-llm.ts): each as a new user brings it, with the checklist answers they would give; the data section is
 * left as the product pre-fills it, or, where the pre-fill is empty, holds what the user would type there.
 */
export interface RecordedIdea {
  slug: string;
  name: string;
  description: string;
  answers: Readonly<Record<string, unknown>>;
}

const COMMON = {
  platform: "Web browser on desktop and mobile",
  "concurrent-users": 20,
  ...DELIVERY_ANSWERS,
} as const;

export const RECORDED_IDEAS: readonly RecordedIdea[] = [
  {
    slug: "todo",
    name: "Done List",
    description:
      "A to-do app: a user can write down all the things he wants to accomplish, mark one done with one click, " +
      "and sees only his own list.",
    answers: {
      ...COMMON,
      "product-purpose": "People keep the list of things they want to accomplish and tick them off.",
      "business-goals": "Nothing forgotten; a clear view of what is left.",
      "user-types": "People keeping their own list",
      "user-authentication": "Username and password accounts",
      "account-features": ["Users see only their own data"],
      "core-features": "Write down a thing to do\nMark it done with one click\nSee what is left",
      "data-entities": "Thing to do: what, done (yes/no)",
      "search-filter": false,
    },
  },
  {
    slug: "barber",
    name: "Clip Joint",
    description:
      "A barber shop booking site: clients book an appointment with a barber for a service (haircut, beard trim) " +
      "at a free time; barbers see their day; clients get a reminder before their appointment.",
    answers: {
      ...COMMON,
      "product-purpose": "Clients of a barber shop book appointments online; barbers plan their day.",
      "business-goals": "Fewer phone calls and no-shows.",
      "user-types": "Clients\nBarbers\nShop owner",
      "user-authentication": "Accounts with roles and permissions",
      "user-roles":
        "The shop owner manages barbers and services; barbers see their appointments; clients book.",
      "account-features": ["Users see only their own data"],
      "core-features":
        "Book an appointment\nSee a barber's day\nCancel an appointment\nRemind clients before",
      "data-entities": "Appointment: client, barber, service, time",
      "search-filter": true,
    },
  },
  {
    slug: "flappy",
    name: "Flappy Bird",
    description:
      "Flappy Bird in the browser: tap or press space to keep the bird flying between pipes; each pipe passed " +
      "is a point, touching a pipe or the ground ends the game, and the best score is kept.",
    answers: {
      ...COMMON,
      "product-purpose": "A small game to play in the browser and beat one's best score.",
      "business-goals": "Fun in short breaks.",
      "user-types": "Players",
      "user-authentication": "Username and password accounts",
      "account-features": ["Users see only their own data"],
      "core-features": "Play the game\nSee my best score",
      "data-entities": "Score: points (integer)",
      "search-filter": false,
    },
  },
];

/** The checklist answers the user gives: the idea's, with the data section as pre-filled when it holds anything. */
export function checklistAnswersFor(idea: RecordedIdea, prefilled: unknown): Record<string, unknown> {
  return {
    ...idea.answers,
    ...(typeof prefilled === "string" && prefilled.trim() !== "" ? { "data-entities": prefilled } : {}),
  };
}
