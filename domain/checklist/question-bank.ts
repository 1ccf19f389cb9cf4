import {
  EXPECTING_SIGNIFICANT_GROWTH,
  NO_AUTHENTICATION_NEEDED,
  NO_INTEGRATIONS_NEEDED,
  PREFER_PHASED_DELIVERY,
  withCompletion,
  type ChecklistQuestion,
  type ChecklistSection,
} from "../rules/checklist";

/**
 * The requirements checklist: the areas of IEEE 830 §2–§3 / ISO/IEC/IEEE 29148 a requirements engineer covers,
 * as questions. Ids are stable (answers are stored by id). Four parents have the spec's follow-up exceptions:
 * user-authentication, integrations, scalability, phased-delivery (domain/rules/checklist.ts).
 */
type Question = Omit<ChecklistQuestion, "answer" | "followUp"> & { followUp?: Question[] };
type Section = Omit<ChecklistSection, "completed" | "questions"> & { questions: Question[] };

export const QUESTION_BANK: readonly Section[] = [
  {
    id: "overview",
    title: "Product overview and goals",
    description:
      "What the application is for and how you will know it works (IEEE 830 §1.2 Scope, §2.1 Product perspective).",
    questions: [
      {
        id: "product-purpose",
        text: "In a sentence or two, what should the application do and for whom?",
        type: "text",
        required: true,
      },
      {
        id: "business-goals",
        text: "What are the main goals it should achieve?",
        type: "text",
        required: true,
      },
      {
        id: "success-measures",
        text: "How will you measure success (for example, 50 bookings a week)?",
        type: "text",
        required: false,
      },
      {
        id: "platform",
        text: "Where will people use it?",
        type: "select",
        required: true,
        options: ["Web browser on desktop and mobile", "Web browser on desktop only", "Mobile browser first"],
      },
    ],
  },
  {
    id: "users",
    title: "Users and roles",
    description:
      "Who uses the application and what each kind of user may do (IEEE 830 §2.3 User characteristics).",
    questions: [
      { id: "user-types", text: "Who are the users? List each kind of user.", type: "text", required: true },
      {
        id: "user-authentication",
        text: "How should users sign in?",
        type: "select",
        required: true,
        options: [
          "Username and password accounts",
          "Accounts with roles and permissions",
          NO_AUTHENTICATION_NEEDED,
        ],
        followUp: [
          {
            id: "user-roles",
            text: "Which roles are there, and what may each role do?",
            type: "text",
            required: false,
          },
          {
            id: "account-features",
            text: "Which account features are needed?",
            type: "multiselect",
            required: false,
            options: [
              "Password reset",
              "Profile page",
              "Administrator manages users",
              "Users see only their own data",
            ],
          },
        ],
      },
      {
        id: "concurrent-users",
        text: "About how many people will use it at the same time?",
        type: "number",
        required: false,
      },
    ],
  },
  {
    id: "features",
    title: "Features",
    description: "What users must be able to do (IEEE 830 §3.2 Functional requirements).",
    questions: [
      {
        id: "core-features",
        text: "List the main things users must be able to do, one per line.",
        type: "text",
        required: true,
      },
      {
        id: "user-stories",
        text: "Any user stories? One per line, as 'As a …, I want … so that …'.",
        type: "text",
        required: false,
      },
      {
        id: "search-filter",
        text: "Should users be able to search and filter lists?",
        type: "boolean",
        required: true,
      },
      {
        id: "notifications",
        text: "How should users be notified of important events?",
        type: "select",
        required: false,
        options: ["In the app", "By e-mail", "In the app and by e-mail", "No notifications"],
        followUp: [
          {
            id: "notification-events",
            text: "Which events should trigger a notification?",
            type: "text",
            required: false,
          },
        ],
      },
    ],
  },
  {
    id: "data",
    title: "Data the app keeps",
    description:
      "The things the application stores and their details (IEEE 830 §3.6 Logical database requirements). Pre-filled from your project description: edit it to match your idea.",
    questions: [
      {
        id: "data-entities",
        text: "Which things does the app keep, and what details of each? One per line, as 'Thing: detail, detail, …'.",
        type: "text",
        required: true,
      },
      {
        id: "data-retention",
        text: "How long must the data be kept?",
        type: "select",
        required: false,
        options: [
          "Until the user deletes it",
          "At least one year",
          "At least seven years (records retention)",
          "No requirement",
        ],
      },
      {
        id: "sample-data",
        text: "Should the app come with sample data to try it out?",
        type: "boolean",
        required: false,
      },
    ],
  },
  {
    id: "integrations",
    title: "Integrations",
    description: "Other systems the application works with (IEEE 830 §3.1 External interfaces).",
    questions: [
      {
        id: "integrations",
        text: "Which outside services must it work with?",
        type: "multiselect",
        required: true,
        options: [
          "Payments",
          "E-mail delivery",
          "Maps and locations",
          "Calendars",
          "File storage",
          "Single sign-on",
          NO_INTEGRATIONS_NEEDED,
        ],
        followUp: [
          {
            id: "integration-details",
            text: "Which providers, and what is exchanged with each?",
            type: "text",
            required: false,
          },
        ],
      },
      {
        id: "data-export",
        text: "Should users be able to export their data (for example as CSV)?",
        type: "boolean",
        required: false,
      },
    ],
  },
  {
    id: "quality",
    title: "Quality attributes",
    description:
      "How well it must work: performance, security, usability, availability, growth (IEEE 830 §3.3, §3.5).",
    questions: [
      {
        id: "performance",
        text: "How fast must pages respond?",
        type: "select",
        required: true,
        options: ["Within 1 second", "Within 2 seconds", "Within 5 seconds"],
      },
      {
        id: "security",
        text: "Which security measures are required?",
        type: "multiselect",
        required: true,
        options: [
          "Encrypted connections (HTTPS)",
          "Passwords stored hashed",
          "Audit log of changes",
          "Personal data protection (GDPR)",
          "Two-step sign-in",
        ],
      },
      {
        id: "usability",
        text: "What level of accessibility is needed?",
        type: "select",
        required: false,
        options: ["WCAG 2.1 AA", "Keyboard and screen-reader friendly", "No specific requirement"],
      },
      {
        id: "availability",
        text: "How available must it be?",
        type: "select",
        required: false,
        options: [
          "99.9% (about 9 hours down a year)",
          "99% (about 3.5 days down a year)",
          "Business hours only",
        ],
      },
      {
        id: "scalability",
        text: "Do you expect the number of users to grow?",
        type: "select",
        required: true,
        options: [EXPECTING_SIGNIFICANT_GROWTH, "Some growth", "No, the number of users is stable"],
        followUp: [
          {
            id: "growth-target",
            text: "How many users do you expect in a year?",
            type: "text",
            required: false,
          },
        ],
      },
    ],
  },
  {
    id: "constraints",
    title: "Constraints and delivery",
    description:
      "Limits the solution must respect and how it is delivered (IEEE 830 §2.4 Constraints, §2.5 Assumptions).",
    questions: [
      {
        id: "hosting",
        text: "Where will it run?",
        type: "select",
        required: true,
        options: ["On our own server", "In a cloud provider", "No preference"],
      },
      {
        id: "phased-delivery",
        text: "Should it be delivered in phases?",
        type: "select",
        required: true,
        options: [PREFER_PHASED_DELIVERY, "No, deliver everything at once"],
        followUp: [
          {
            id: "first-release",
            text: "What must the first release contain?",
            type: "text",
            required: false,
          },
        ],
      },
      { id: "deadline", text: "Is there a deadline or key date?", type: "text", required: false },
      {
        id: "constraints-other",
        text: "Any other constraints (budget, technology, regulations)?",
        type: "text",
        required: false,
      },
    ],
  },
];

/** Every question of the bank, follow-ups included, by id. */
export function questionIndex(): Map<string, Question> {
  const index = new Map<string, Question>();
  const visit = (q: Question) => {
    index.set(q.id, q);
    q.followUp?.forEach(visit);
  };
  QUESTION_BANK.forEach((s) => s.questions.forEach(visit));
  return index;
}

/** The bank as the user sees it: every question with its stored answer (or none), sections' completion computed. */
export function sectionsWithAnswers(answers: Readonly<Record<string, unknown>>): ChecklistSection[] {
  const fill = (q: Question): ChecklistQuestion => ({
    ...q,
    answer: Object.hasOwn(answers, q.id) ? answers[q.id] : undefined,
    followUp: q.followUp?.map(fill),
  });
  return withCompletion(
    QUESTION_BANK.map((s) => ({ ...s, completed: false, questions: s.questions.map(fill) })),
  );
}
