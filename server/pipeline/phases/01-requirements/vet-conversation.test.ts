import { describe, expect, it } from "vitest";
import { validateAnswers } from "../../../../domain/checklist/validate-answers";
import type { RequirementType } from "../../../../domain/api/requirements";
import { interviewTurn } from "./interview";

/*
 * The vet clinic conversation, played the way the chat plays it (each turn's answers, requirements and state feed
 * the next), with the data section pre-filled as the checklist pre-fills it from the idea. Out-of-order answers go
 * under the right question, the question asked is kept open and asked again later, the data is put to the user as
 * a list to correct.
 */

const project = {
  id: 1,
  name: "Paws Vet Clinic",
  description:
    "A web app for our vet clinic: book appointments for pets, keep each pet's vaccination history, and remind owners a week before a vaccine is due.",
};
const PREFILLED =
  "Pet: name\nOwner: name, email\nAppointment: pet (Pet), starts at\nVaccination: pet (Pet), date\nVet: name\nVaccine: name";

interface Turn {
  user: string;
  reply: string;
  answers: Record<string, unknown>;
  codes: string[];
}

function play(turns: readonly Turn[]) {
  let answers: Record<string, unknown> = { "data-entities": PREFILLED };
  let existing: { code: string; type: RequirementType; description: string }[] = [];
  let state: Record<string, unknown> = {};
  const seen: Turn[] = [];
  for (const turn of turns) {
    const out = interviewTurn({ project, message: turn.user, history: [], answers, existing, state });
    expect(validateAnswers(out.answers)).toMatchObject({ ok: true });
    seen.push({
      user: turn.user,
      reply: out.reply,
      answers: out.answers,
      codes: out.requirements.map((r) => r.code),
    });
    answers = { ...answers, ...out.answers };
    existing = [...existing, ...out.requirements];
    state = out.state;
  }
  return { seen, answers, existing, state };
}

// prettier-ignore
const opening: Turn[] = [
    { user: "Owners book appointments online and the receptionist confirms them. Vets see their day's appointments and record vaccinations.",
      reply: "Thanks! I captured FR-1 (Owners must be able to book appointments online), FR-2 (The receptionist must be able to confirm appointments) and FR-3 (Vets must be able to see their day's appointments and record vaccinations). On the checklist I noted the purpose. What are the main goals the app should achieve?",
      answers: { "product-purpose": "A web app for our vet clinic: book appointments for pets, keep each pet's vaccination history, and remind owners a week before a vaccine is due." }, codes: ["FR-1","FR-2","FR-3"] },
    { user: "No, it's one clinic, maybe 500 owners",
      reply: "Got it. On the checklist I noted users at the same time (500). I kept \"it's one clinic\" as a note about users at the same time under \"other constraints\" on the checklist. I'll come back to the goals later. Where will people use it? For example: Web browser on desktop and mobile, Web browser on desktop only or Mobile browser first.",
      answers: { "concurrent-users": 500, "constraints-other": "Note on users at the same time: \"it's one clinic\"" }, codes: [] },
    { user: "owner, receptionist, vet, admin",
      reply: "Got it. On the checklist I noted the users (owner, receptionist, vet and admin). I'll come back to the platform later. How should people sign in? For example: Username and password accounts, Accounts with roles and permissions or No authentication needed.",
      answers: { "user-types": "owner, receptionist, vet, admin" }, codes: [] },
    { user: "Owners see only their own pets; all staff see every appointment.",
      reply: "Got it. I captured FR-4 (Owners must be able to see only their own pets) and FR-5 (All staff must be able to see every appointment). On the checklist I noted the roles and account features (Users see only their own data). I'll come back to sign-in later. What are the main things users must be able to do? One per line works best.",
      answers: { "user-roles": "Owners: see only their own pets\nReceptionist: see every appointment\nVet: see every appointment\nAdmin: see every appointment", "account-features": ["Users see only their own data"] }, codes: ["FR-4","FR-5"] },
    { user: "Each pet has a name, species, breed and date of birth. A vaccination has a vaccine name, date given and next due date.",
      reply: "Got it. In the data, I added species, breed and date of birth to Pet and added vaccine name, date given and next due date to Vaccination. I'll come back to the main features later. Should users be able to search and filter lists? Yes or no is fine.",
      answers: { "data-entities": "Pet: name, species, breed, date of birth\nOwner: name, email\nAppointment: pet (Pet), starts at\nVaccination: pet (Pet), vaccine name, date given, next due date\nVet: name\nVaccine: name" }, codes: [] },
    { user: "yes",
      reply: "Got it. I captured FR-6 (Users must be able to search and filter lists). On the checklist I noted search and filter (yes). I'd keep Pets, Owners, Appointments, Vaccinations, Vets and Vaccines — anything to add or rename?",
      answers: { "search-filter": true }, codes: ["FR-6"] },
];

// prettier-ignore
const skipping: Turn[] = [
    { user: "skip",
      reply: "No problem, let's skip that one. Does it need to work with any outside services? You can pick several: Payments, E-mail delivery, Maps and locations, Calendars, File storage, Single sign-on or No integrations needed.",
      answers: {}, codes: [] },
    { user: "skip",
      reply: "No problem, let's skip that one. How fast must pages respond? For example: Within 1 second, Within 2 seconds or Within 5 seconds.",
      answers: {}, codes: [] },
    { user: "skip",
      reply: "No problem, let's skip that one. Which security measures are required? You can pick several: Encrypted connections (HTTPS), Passwords stored hashed, Audit log of changes, Personal data protection (GDPR) or Two-step sign-in.",
      answers: {}, codes: [] },
    { user: "skip",
      reply: "No problem, let's skip that one. Do you expect the number of users to grow? For example: Yes, expecting significant growth, Some growth or No, the number of users is stable.",
      answers: {}, codes: [] },
    { user: "skip",
      reply: "No problem, let's skip that one. Where will it run? For example: On our own server, In a cloud provider or No preference.",
      answers: {}, codes: [] },
    { user: "skip",
      reply: "No problem, let's skip that one. Should it be delivered in phases? For example: Yes, prefer phased delivery with multiple releases or No, deliver everything at once.",
      answers: {}, codes: [] },
    { user: "skip",
      reply: "No problem, let's skip that one. Back to the goals: what are the main goals the app should achieve?",
      answers: {}, codes: [] },
    { user: "skip",
      reply: "No problem, let's skip that one. Back to the platform: where will people use it? For example: Web browser on desktop and mobile, Web browser on desktop only or Mobile browser first.",
      answers: {}, codes: [] },
];

// prettier-ignore
const answering: Turn[] = [
    { user: "Rename Vet to Veterinarian and drop vaccines. Also keep invoices.",
      reply: "Got it. Renamed Vet to Veterinarian, removed Vaccine and added Invoice; I'd keep Pets, Owners, Appointments, Vaccinations, Veterinarians and Invoices. Does it need to work with any outside services? You can pick several: Payments, E-mail delivery, Maps and locations, Calendars, File storage, Single sign-on or No integrations needed.",
      answers: { "data-entities": "Pet: name, species, breed, date of birth\nOwner: name, email\nAppointment: pet (Pet), starts at\nVaccination: pet (Pet), vaccine name, date given, next due date\nVeterinarian: name\nInvoice" }, codes: [] },
    { user: "e-mail for the reminders",
      reply: "Got it. I captured FR-7 (The application must send e-mail through an e-mail delivery service). On the checklist I noted integrations (E-mail delivery). How fast must pages respond? For example: Within 1 second, Within 2 seconds or Within 5 seconds.",
      answers: { "integrations": ["E-mail delivery"] }, codes: ["FR-7"] },
    { user: "within two seconds",
      reply: "Got it. I captured NFR-1 (Pages must respond within 2 seconds). On the checklist I noted response time (Within 2 seconds). Which security measures are required? You can pick several: Encrypted connections (HTTPS), Passwords stored hashed, Audit log of changes, Personal data protection (GDPR) or Two-step sign-in.",
      answers: { "performance": "Within 2 seconds" }, codes: ["NFR-1"] },
    { user: "https and hashed passwords",
      reply: "Got it. I captured NFR-2 (All connections must be encrypted (HTTPS)) and NFR-3 (Passwords must be stored hashed, never in plain text). On the checklist I noted security (Encrypted connections (HTTPS) and Passwords stored hashed). Do you expect the number of users to grow? For example: Yes, expecting significant growth, Some growth or No, the number of users is stable.",
      answers: { "security": ["Encrypted connections (HTTPS)","Passwords stored hashed"] }, codes: ["NFR-2","NFR-3"] },
    { user: "some growth",
      reply: "Got it. I captured NFR-4 (The application must handle some growth in the number of users). On the checklist I noted growth (Some growth). Where will it run? For example: On our own server, In a cloud provider or No preference.",
      answers: { "scalability": "Some growth" }, codes: ["NFR-4"] },
    { user: "cloud",
      reply: "Got it. On the checklist I noted hosting (In a cloud provider). Should it be delivered in phases? For example: Yes, prefer phased delivery with multiple releases or No, deliver everything at once.",
      answers: { "hosting": "In a cloud provider" }, codes: [] },
    { user: "no, all at once",
      reply: "Got it. On the checklist I noted phased delivery (No, deliver everything at once). Back to the goals: what are the main goals the app should achieve?",
      answers: { "phased-delivery": "No, deliver everything at once" }, codes: [] },
    { user: "Fewer missed vaccinations and less time on the phone",
      reply: "Got it. On the checklist I noted the goals. Back to the platform: where will people use it? For example: Web browser on desktop and mobile, Web browser on desktop only or Mobile browser first.",
      answers: { "business-goals": "Fewer missed vaccinations and less time on the phone" }, codes: [] },
    { user: "desktop and mobile",
      reply: "Got it. On the checklist I noted the platform (Web browser on desktop and mobile). Back to sign-in: how should people sign in? For example: Username and password accounts, Accounts with roles and permissions or No authentication needed.",
      answers: { "platform": "Web browser on desktop and mobile" }, codes: [] },
    { user: "yes",
      reply: "Got it. I captured FR-8 (Users must be able to sign in to an account whose role decides what they may do). On the checklist I noted sign-in (Accounts with roles and permissions). I took \"yes\" as Accounts with roles and permissions, since you named several kinds of user; say if you meant another option. Back to the main features: what are the main things users must be able to do? One per line works best.",
      answers: { "user-authentication": "Accounts with roles and permissions" }, codes: ["FR-8"] },
    { user: "Book appointments\nRecord vaccinations\nRemind owners a week before a vaccine is due",
      reply: "Got it. I captured FR-9 (Users must be able to book appointments), FR-10 (Users must be able to record vaccinations) and FR-11 (The application must remind owners a week before a vaccine is due). On the checklist I noted the main features. Any user stories? Write them as 'As a …, I want … so that …', one per line.",
      answers: { "core-features": "Book appointments\nRecord vaccinations\nRemind owners a week before a vaccine is due" }, codes: ["FR-9","FR-10","FR-11"] },
    { user: "skip",
      reply: "No problem, let's skip that one. How should users hear about important events? For example: In the app, By e-mail, In the app and by e-mail or No notifications.",
      answers: {}, codes: [] },
    { user: "by email",
      reply: "Got it. I captured FR-12 (Users must be notified of important events by e-mail). On the checklist I noted notifications (By e-mail). How long must the data be kept? For example: Until the user deletes it, At least one year, At least seven years (records retention) or No requirement.",
      answers: { "notifications": "By e-mail" }, codes: ["FR-12"] },
];

const ROLES =
  "Owners: see only their own pets\nReceptionist: see every appointment\nVet: see every appointment\nAdmin: see every appointment";
const DATA =
  "Pet: name, species, breed, date of birth\nOwner: name, email\nAppointment: pet (Pet), starts at\nVaccination: pet (Pet), vaccine name, date given, next due date";

describe("the vet clinic conversation", () => {
  it("files each out-of-order answer under its question and keeps the asked ones open", () => {
    const { seen, answers, existing, state } = play([...opening, ...skipping]);
    expect(seen).toEqual([...opening, ...skipping]);
    expect(answers).toEqual({
      "data-entities": `${DATA}\nVet: name\nVaccine: name`,
      "product-purpose": project.description,
      "concurrent-users": 500,
      "constraints-other": 'Note on users at the same time: "it\'s one clinic"',
      "user-types": "owner, receptionist, vet, admin",
      "user-roles": ROLES,
      "account-features": ["Users see only their own data"],
      "search-filter": true,
    });
    expect(existing.map((r) => r.code)).toEqual(["FR-1", "FR-2", "FR-3", "FR-4", "FR-5", "FR-6"]);
    expect(state).toEqual({
      stage: "checklist",
      askedQuestionId: "platform",
      skipped: [
        "data-entities",
        "integrations",
        "performance",
        "security",
        "scalability",
        "hosting",
        "phased-delivery",
        "business-goals",
      ],
      deferred: ["platform", "user-authentication", "core-features"],
    });
  });

  it("corrects the data list, comes back to the questions kept open and says which option a bare yes picked", () => {
    const { seen, answers, state } = play([...opening, ...answering]);
    expect(seen).toEqual([...opening, ...answering]);
    expect(answers).toMatchObject({
      "data-entities": `${DATA}\nVeterinarian: name\nInvoice`,
      "user-types": "owner, receptionist, vet, admin",
      "user-roles": ROLES,
      "user-authentication": "Accounts with roles and permissions",
      "business-goals": "Fewer missed vaccinations and less time on the phone",
      platform: "Web browser on desktop and mobile",
    });
    expect(state).toEqual({
      stage: "checklist",
      askedQuestionId: "data-retention",
      skipped: ["user-stories"],
      reviewed: ["data-entities"],
    });
  });
});
