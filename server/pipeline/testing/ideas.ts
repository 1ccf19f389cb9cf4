import {
  EXPECTING_SIGNIFICANT_GROWTH,
  NO_AUTHENTICATION_NEEDED,
  PREFER_PHASED_DELIVERY,
} from "../../../domain/rules/checklist";
import type { IdeaSpec } from "./idea-input";

/*
 * Six ideas of different kinds, answered the way their owners would answer the checklist. Test support for the
 * builders of every model: a known kind with roles (library), a known kind with many entities (clinic), a
 * many-to-many relation (recipe box), accounts with a single per-user entity (expense tracker), an idea the lexicon
 * does not know (beekeeping) and user text with accents and spaces (café).
 */

const lendingLibrary: IdeaSpec = {
  slug: "lending-library",
  name: "Lending Library",
  description: "A lending library where members borrow books with due dates",
  answers: {
    "business-goals": "No lost books: every loan is recorded\nMembers always know their due dates",
    "success-measures": "All loans recorded within the first month\nOverdue loans visible at a glance",
    "user-types":
      "Librarians: run the desk and keep the catalogue\nMembers: borrow books and check their due dates",
    "user-authentication": "Accounts with roles and permissions",
    "user-roles": "Librarian: manage books, members and loans\nMember: see their own loans",
    "account-features": ["Password reset"],
    "concurrent-users": 20,
    "core-features":
      "Librarians add books to the catalogue\nMembers borrow books with a due date\nMembers return books\nSearch the catalogue by title or author\nSee overdue loans",
    "user-stories": "As a member, I want to see my loans and their due dates, so that I return books on time",
    notifications: "By e-mail",
    "notification-events": "A loan is due tomorrow",
    "data-retention": "At least one year",
    integrations: ["E-mail delivery"],
    security: ["Encrypted connections (HTTPS)", "Passwords stored hashed"],
    usability: "Keyboard and screen-reader friendly",
    availability: "Business hours only",
    hosting: "On our own server",
    "phased-delivery": PREFER_PHASED_DELIVERY,
    "first-release": "Catalogue and loans",
    deadline: "Before the autumn term starts in September",
  },
  chat: [
    {
      type: "functional",
      description: "Librarians must be able to renew a loan once for another two weeks.",
      priority: "should",
      confirmed: false,
    },
  ],
};

const clinicBooking: IdeaSpec = {
  slug: "clinic-booking",
  name: "Clinic Booking",
  description: "A clinic booking app where patients book appointments with doctors",
  answers: {
    "business-goals": "Fewer phone calls at the reception\nNo double bookings",
    "success-measures": "Half of all appointments booked online within three months",
    "user-types":
      "Receptionists: book and cancel appointments for patients\nDoctors: see their appointments for the day\nPatients: book their own appointments",
    "user-authentication": "Accounts with roles and permissions",
    "user-roles":
      "Receptionist: manage patients and appointments\nDoctor: see own appointments and write clinical notes\nPatient: book and cancel own appointments",
    "account-features": ["Password reset", "Administrator manages users"],
    "concurrent-users": 50,
    "core-features":
      "Patients book appointments with a doctor\nReceptionists cancel appointments\nDoctors see their appointments for the day\nDoctors write clinical notes after an appointment\nDoctors write prescriptions",
    "user-stories":
      "As a patient, I want a reminder the day before, so that I do not miss my appointment\nAs a doctor, I want to read a patient's earlier clinical notes, so that I know their history",
    notifications: "By e-mail",
    "notification-events": "An appointment is booked, moved or cancelled",
    "data-retention": "At least seven years (records retention)",
    integrations: ["E-mail delivery", "Calendars"],
    "integration-details": "Appointments are offered as iCalendar invitations",
    performance: "Within 1 second",
    security: [
      "Encrypted connections (HTTPS)",
      "Passwords stored hashed",
      "Audit log of changes",
      "Personal data protection (GDPR)",
    ],
    usability: "WCAG 2.1 AA",
    availability: "99.9% (about 9 hours down a year)",
    scalability: EXPECTING_SIGNIFICANT_GROWTH,
    "growth-target": "20 doctors and 50,000 appointments a year",
    hosting: "On our own server",
    "constraints-other": "Patient data must stay in the EU",
  },
};

const recipeBox: IdeaSpec = {
  slug: "recipe-box",
  name: "Recipe Box",
  description: "A recipe box where I keep my recipes with their ingredients and tags",
  answers: {
    "business-goals": "All family recipes in one place\nFind a recipe in seconds",
    "user-types": "Home cooks who collect their own recipes",
    "user-authentication": "Username and password accounts",
    "account-features": ["Password reset", "Users see only their own data"],
    "core-features":
      "Add recipes with ingredients and instructions\nTag recipes\nFind recipes by tag or ingredient\nMark favourite recipes",
    "user-stories":
      "As a cook, I want to see what I can make with the ingredients I have, so that I waste less food",
    integrations: ["File storage"],
    "integration-details": "Photos of dishes are kept in S3-compatible storage",
    "data-export": true,
    "sample-data": true,
    performance: "Within 1 second",
  },
  dataEntities: [
    "Recipe: title, description, instructions, prep minutes, cook minutes, servings, tags (Tag)",
    "Ingredient: name",
    "RecipeIngredient: recipe (Recipe), ingredient (Ingredient), quantity",
    "Tag: name",
  ].join("\n"),
};

const expenseTracker: IdeaSpec = {
  slug: "expense-tracker",
  name: "Expense Tracker",
  description: "An expense tracker where I record what I spend and see totals per category",
  answers: {
    "business-goals": "Know where my money goes each month",
    "user-types": "People tracking their own spending",
    "user-authentication": "Username and password accounts",
    "account-features": ["Users see only their own data"],
    "core-features":
      "Record an expense with amount, date and category\nSee totals per category for a month\nEdit or delete an expense",
    "data-export": true,
    platform: "Mobile browser first",
  },
  dataEntities: "Expense: amount, spent on, category (food/transport/housing/leisure/other), note",
};

const hiveLog: IdeaSpec = {
  slug: "hive-log",
  name: "Hive Log",
  description: "Beekeepers log hive inspections and honey harvests",
  answers: {
    "business-goals": "Healthy colonies\nKnow each hive's honey yield",
    "user-types": "Beekeepers with a few hives each",
    "user-authentication": NO_AUTHENTICATION_NEEDED,
    "core-features":
      "Log an inspection of a hive with notes\nRecord honey harvests with the amount in kg\nSee the inspection history of a hive\nSee how much honey each hive produced this year",
    "user-stories":
      "As a beekeeper, I want to see when I last inspected each hive, so that I know which hive to visit next",
    platform: "Mobile browser first",
    integrations: ["Maps and locations"],
    scalability: "No, the number of users is stable",
    hosting: "In a cloud provider",
  },
};

const cafeEvenements: IdeaSpec = {
  slug: "cafe-evenements",
  name: "Café Événements",
  description: "Our café announces its soirées and guests register for them",
  answers: {
    "business-goals": "Fill every soirée",
    "user-types": "Organisateurs: plan the soirées\nInvités: register for a soirée",
    "user-authentication": NO_AUTHENTICATION_NEEDED,
    "core-features":
      "Organisers publish a Café Événement with a date and a capacity\nGuests register for a Café Événement\nSee the places left for each Café Événement",
    integrations: ["E-mail delivery"],
    usability: "WCAG 2.1 AA",
    hosting: "In a cloud provider",
  },
  dataEntities: [
    "Café Événement: titre, date et heure (date/time), capacité (number), description (text)",
    "Inscription: café événement (Café Événement), nom de l'invité, e-mail, places (number)",
  ].join("\n"),
};

/** Every sample idea, in the order the pipeline test runs them. */
export const IDEAS: readonly IdeaSpec[] = [
  lendingLibrary,
  clinicBooking,
  recipeBox,
  expenseTracker,
  hiveLog,
  cafeEvenements,
];

/** One idea by slug. */
export function ideaNamed(slug: string): IdeaSpec {
  const found = IDEAS.find((idea) => idea.slug === slug);
  if (!found) throw new Error(`no idea named ${slug}`);
  return found;
}
