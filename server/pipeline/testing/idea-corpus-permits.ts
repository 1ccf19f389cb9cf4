import type { CorpusIdea } from "./entity-recall";

/*
 * The very long pasted specification of the corpus (about 30,000 characters): a municipal permits system, whose
 * general sections are followed by one structured section per kind of permit, each with different content.
 */

interface PermitKind {
  title: string;
  purpose: string;
  applicants: string;
  documents: readonly string[];
  details: readonly (readonly [string, string])[];
  steps: readonly string[];
  fee: string;
  inspection: string;
  validity: string;
  team: string;
  targetDays: number;
  conditions: readonly string[];
  refusals: readonly string[];
}

// prettier-ignore
const KINDS: readonly PermitKind[] = [
  {
    title: "Street party", purpose: "closing a residential street to traffic for a community celebration",
    applicants: "a resident of the street on behalf of the neighbours",
    documents: ["a plan of the closure showing the barriers", "the signatures of at least two thirds of the households", "public liability cover for the day"],
    details: [["Street", "name and the stretch to be closed"], ["Date", "one day, between 10:00 and 22:00"], ["Expected guests", "a number"], ["Bouncy castle", "yes or no; if yes, the operator's certificate"]],
    steps: ["The resident applies at least six weeks before the date.", "Highways checks bus routes and emergency access.", "Neighbours are notified by letter and may object within 14 days.", "A decision is issued with the barrier conditions."],
    fee: "none; the council lends barriers and signs free of charge", inspection: "no inspection; the police may visit on the day", validity: "the day of the party only",
    team: "highways", targetDays: 15,
    conditions: ["barriers are placed at both ends before the party starts", "emergency vehicles can pass at all times", "music stops at 21:30"],
    refusals: ["the street is a bus route", "too few households signed"],
  },
  {
    title: "Tree works in a conservation area", purpose: "pruning or felling a tree protected by a conservation area or a tree preservation order",
    applicants: "the owner of the land or a tree surgeon acting for them",
    documents: ["a sketch locating the tree", "photographs of the tree from two sides", "an arboricultural report when felling is proposed"],
    details: [["Species", "common or Latin name"], ["Girth", "in centimetres at 1.5 m"], ["Works", "crown reduction, crown lift, thinning or felling"], ["Reason", "free text"]],
    steps: ["The applicant submits the application with photographs.", "The tree officer visits the site within 21 days.", "The application is published on the register for objections.", "The tree officer grants, refuses or grants with a replanting condition."],
    fee: "none", inspection: "a site visit by the tree officer before the decision, and a check that replanting took place within a year", validity: "two years from the decision",
    team: "trees", targetDays: 42,
    conditions: ["a replacement tree of the same species is planted within twelve months", "works are done outside the bird nesting season"],
    refusals: ["the tree is healthy and of high amenity value", "the works would harm the character of the area"],
  },
  {
    title: "Skip on the highway", purpose: "placing a builder's skip on the road or pavement",
    applicants: "a licensed skip company only",
    documents: ["the company's waste carrier licence", "proof of insurance of at least £5 million"],
    details: [["Location", "address and the side of the road"], ["Skip size", "mini, midi or builder's"], ["Start date", "a date"], ["Number of days", "up to 28"], ["Lights", "confirmation that the skip will be lit at night"]],
    steps: ["The skip company applies online at least two working days ahead.", "Highways approves automatically when the location is not on a red route.", "A permit number is issued and must be painted on the skip."],
    fee: "£45 for up to 14 days, £80 for up to 28 days", inspection: "random inspections by highways officers; a skip without lights is removed", validity: "the number of days applied for",
    team: "highways", targetDays: 2,
    conditions: ["the skip is lit between sunset and sunrise", "the skip is covered when not being filled", "the permit number is visible"],
    refusals: ["the location is on a red route", "the company has unpaid penalties"],
  },
  {
    title: "Scaffolding", purpose: "erecting scaffolding or a hoarding that occupies the pavement",
    applicants: "the scaffolding contractor",
    documents: ["a drawing of the scaffold with dimensions", "a method statement", "the contractor's insurance certificate"],
    details: [["Address", "the building"], ["Length", "metres of pavement occupied"], ["Width left for pedestrians", "at least 1.2 m"], ["Duration", "weeks"]],
    steps: ["The contractor applies ten working days ahead.", "A highways inspector checks the drawing.", "The licence is issued and displayed on the scaffold.", "Extensions are requested before the end date."],
    fee: "£210 for the first four weeks, then £60 per week", inspection: "an inspection after erection and monthly while it stands", validity: "the weeks granted plus any extensions",
    team: "highways", targetDays: 10,
    conditions: ["a covered walkway is provided", "the scaffold is lit at night", "the pavement is left clean when it is struck"],
    refusals: ["the remaining pavement is narrower than 1.2 m", "the method statement is incomplete"],
  },
  {
    title: "Market stall", purpose: "trading from a pitch at the weekly street market",
    applicants: "a trader, self-employed or a company",
    documents: ["a food hygiene rating if food is sold", "public liability insurance", "proof of identity"],
    details: [["Goods sold", "category and description"], ["Pitch size", "3 m or 6 m"], ["Days", "Wednesday, Saturday or both"], ["Electricity", "whether a hook-up is needed"]],
    steps: ["The trader applies and joins the waiting list for a pitch.", "The markets officer offers a pitch when one falls vacant.", "The trader accepts and pays the first month.", "Casual traders may book a single day when a pitch is free."],
    fee: "£32 per day, £110 per month for a permanent pitch", inspection: "the markets officer walks the market every trading day", validity: "twelve months, renewable",
    team: "markets", targetDays: 20,
    conditions: ["the pitch is left clean at the end of the day", "goods stay within the pitch lines"],
    refusals: ["the goods duplicate an existing stall", "the food hygiene rating is below 3"],
  },
  {
    title: "Film shoot", purpose: "filming on council land or roads, including drones",
    applicants: "a production company or a student filmmaker",
    documents: ["a risk assessment", "a location plan with unit base and parking", "drone operator's licence if a drone flies", "insurance"],
    details: [["Production title", "text"], ["Crew size", "number"], ["Locations", "one or more addresses"], ["Road closures", "whether traffic must be stopped"], ["Dates", "one or more days"]],
    steps: ["The production applies with its locations.", "The film office consults highways, parks and the police.", "Residents near each location receive a letter.", "The film office issues the permit with the conditions for each location."],
    fee: "£150 per location per day; students free", inspection: "the film office may attend; a complaint from a resident triggers a visit", validity: "the shooting days",
    team: "film office", targetDays: 10,
    conditions: ["residents receive a letter five days ahead", "unit vehicles park only in the agreed bays", "no filming before 07:00 in residential streets"],
    refusals: ["a clash with another event", "an unacceptable risk assessment"],
  },
  {
    title: "Pavement café", purpose: "placing tables and chairs on the pavement outside a café, pub or restaurant",
    applicants: "the business occupying the premises",
    documents: ["a plan showing the area, tables and chairs", "photographs of the furniture", "the premises licence if alcohol is served"],
    details: [["Premises", "name and address"], ["Tables", "number"], ["Chairs", "number"], ["Hours", "opening and closing time"], ["Windbreaks", "yes or no"]],
    steps: ["The business applies with the plan.", "The application is displayed in the window for 14 days of consultation.", "Objections from neighbours are considered.", "A licence is granted with the area marked on the plan."],
    fee: "£100 for a new licence, £75 to renew", inspection: "a check of the marked area after the first month", validity: "one year",
    team: "licensing", targetDays: 28,
    conditions: ["furniture is taken in at closing time", "a 1.5 m clear route is kept", "no music outside"],
    refusals: ["the pavement is too narrow", "repeated complaints about noise"],
  },
  {
    title: "Dropped kerb", purpose: "lowering the kerb so that a vehicle can cross the pavement to a driveway",
    applicants: "the householder",
    documents: ["a photograph of the frontage", "proof of ownership or the landlord's consent", "planning permission when the road is classified"],
    details: [["Address", "the property"], ["Frontage depth", "metres from the house to the pavement"], ["Surface", "permeable or with drainage"], ["Trees nearby", "yes or no"]],
    steps: ["The householder applies and pays the assessment fee.", "A highways engineer visits and measures the frontage.", "A quote for the works is sent.", "On payment the works are scheduled by the council's contractor."],
    fee: "an assessment fee of £95, then the quoted cost of the works", inspection: "the engineer's site visit before the quote and a completion check", validity: "the quote is valid for six months",
    team: "highways", targetDays: 30,
    conditions: ["the driveway is paved with a permeable surface", "the contractor is the council's"],
    refusals: ["the frontage is less than 4.8 m deep", "a street tree would be harmed"],
  },
  {
    title: "Temporary event notice", purpose: "selling alcohol or holding regulated entertainment at an event for fewer than 500 people",
    applicants: "an individual over 18, who becomes the premises user",
    documents: ["a description of the event", "the times when alcohol is sold"],
    details: [["Venue", "address or a description of the area"], ["Start and end", "date and time"], ["Maximum people", "under 500"], ["Alcohol", "sold, supplied or none"]],
    steps: ["The applicant gives notice at least ten working days ahead.", "The police and environmental health may object within three working days.", "If nobody objects the notice stands; otherwise a hearing is held."],
    fee: "£21", inspection: "licensing officers may visit during the event", validity: "up to 168 hours",
    team: "licensing", targetDays: 10,
    conditions: ["the premises user is present throughout", "no more than 499 people at any time"],
    refusals: ["a police objection on crime and disorder grounds", "the annual limit of notices for the premises is reached"],
  },
  {
    title: "House in multiple occupation", purpose: "letting a house to five or more people forming two or more households",
    applicants: "the landlord or the managing agent",
    documents: ["floor plans with room sizes", "a gas safety certificate", "an electrical installation condition report", "the fire alarm test certificate"],
    details: [["Property", "address"], ["Bedrooms", "number and size of each"], ["Occupants", "maximum number"], ["Kitchens and bathrooms", "number"], ["Manager", "the named person responsible"]],
    steps: ["The landlord applies with the certificates.", "A housing officer inspects the house.", "A draft licence with conditions is sent; the landlord may make representations.", "The final licence is issued."],
    fee: "£950 for five years", inspection: "an inspection before the licence and at least once during the five years", validity: "five years",
    team: "private housing", targetDays: 84,
    conditions: ["fire doors are fitted to every bedroom", "bins are stored off the street", "tenancy agreements are given to every occupant"],
    refusals: ["rooms below the minimum size", "the manager is not a fit and proper person"],
  },
  {
    title: "Animal boarding", purpose: "boarding cats or dogs for payment, in kennels or at home",
    applicants: "the business owner",
    documents: ["a plan of the premises", "the emergency vet arrangements", "records of staff training"],
    details: [["Premises", "address"], ["Animals", "cats, dogs or both"], ["Maximum animals", "number"], ["Home boarding", "yes or no"]],
    steps: ["The owner applies.", "An inspector visits and awards a star rating.", "The licence is granted for one, two or three years depending on the rating."],
    fee: "£300 plus the vet's inspection fee", inspection: "a full inspection before each licence and unannounced visits", validity: "one to three years",
    team: "animal welfare", targetDays: 60,
    conditions: ["an emergency vet is available at all times", "each dog has its own kennel"],
    refusals: ["the premises are unsuitable", "a previous conviction for animal cruelty"],
  },
  {
    title: "Busking pitch", purpose: "performing music or street entertainment in the town centre",
    applicants: "the performer or the band's contact",
    documents: ["a photograph of the performer", "a description of the act and any amplification"],
    details: [["Act", "music, magic, living statue, other"], ["Amplified", "yes or no"], ["Preferred pitches", "up to three"]],
    steps: ["The performer applies online.", "A permit is issued within five working days.", "Performers book pitches for two-hour slots."],
    fee: "£20 per year", inspection: "town centre wardens check permits", validity: "one year",
    team: "town centre", targetDays: 5,
    conditions: ["a performer stays at most two hours on a pitch", "amplification is kept below 80 dB at 5 m"],
    refusals: ["earlier permits were revoked", "the act involves fire"],
  },
  {
    title: "Charity collection", purpose: "collecting money in the street or door to door",
    applicants: "a registered charity or a promoter acting for it",
    documents: ["the charity registration number", "a letter of authority from the charity", "a list of collectors"],
    details: [["Charity", "name and number"], ["Date", "one day per application"], ["Area", "town centre or wards for door to door"], ["Collectors", "names and ages"]],
    steps: ["The promoter applies at least one month ahead.", "Only one street collection is allowed per day; the first application wins.", "After the collection, a statement of the amount raised is returned within one month."],
    fee: "none", inspection: "wardens may ask to see collectors' badges", validity: "the collection day",
    team: "licensing", targetDays: 20,
    conditions: ["collectors are over 16", "collecting tins are sealed", "collectors stay at least 25 m apart"],
    refusals: ["the date is already taken", "no statement was returned for an earlier collection"],
  },
  {
    title: "Advertisement board", purpose: "placing an A-board or a banner on the highway",
    applicants: "the business or event organiser",
    documents: ["a photograph or drawing of the board", "the proposed position on a map"],
    details: [["Size", "height and width"], ["Position", "address"], ["Duration", "weeks"], ["Illuminated", "yes or no"]],
    steps: ["The applicant applies with the position.", "Highways checks the sight lines.", "The consent is issued with a sticker for the board."],
    fee: "£60 per board per year", inspection: "highways inspectors remove boards without a sticker", validity: "one year",
    team: "highways", targetDays: 10,
    conditions: ["the board stands against the building line", "boards are taken in at closing time"],
    refusals: ["the board blocks a sight line", "there are too many boards in the street already"],
  },
  {
    title: "Parking suspension", purpose: "suspending parking bays for a removal van, a delivery or building works",
    applicants: "a resident, a removal company or a contractor",
    documents: ["a map marking the bays", "the vehicle registrations that will use the bays"],
    details: [["Street", "name and bay numbers"], ["Bays", "number"], ["Dates", "one or more days"], ["Vehicles", "registrations"]],
    steps: ["The applicant applies at least seven working days ahead.", "Parking services put up suspension signs five days before.", "Vehicles parked in the suspended bays are relocated by the enforcement contractor."],
    fee: "£38 per bay per day", inspection: "civil enforcement officers check the signs are in place", validity: "the days applied for",
    team: "parking services", targetDays: 7,
    conditions: ["only the listed vehicles use the bays", "signs are not moved"],
    refusals: ["the bays are disabled bays", "a clash with a road closure"],
  },
  {
    title: "Sports pitch hire", purpose: "hiring a council football, cricket or rugby pitch for a season or a single match",
    applicants: "a club or a group of at least eleven players",
    documents: ["the club's safeguarding policy when juniors play", "insurance"],
    details: [["Sport", "football, cricket or rugby"], ["Park", "name"], ["Season or date", "a season or one date"], ["Changing rooms", "yes or no"]],
    steps: ["The club applies before the season's deadline.", "Parks allocates pitches, giving priority to junior teams.", "The club confirms and pays a deposit."],
    fee: "£45 per match, or the seasonal rate", inspection: "groundstaff check the pitch after each match", validity: "the season or the match day",
    team: "parks", targetDays: 21,
    conditions: ["goalposts are put away after use", "no play when the pitch is waterlogged"],
    refusals: ["the pitch is resting", "unpaid fees from last season"],
  },
  {
    title: "Hoarding for advertising", purpose: "wrapping a construction hoarding with advertising or artwork",
    applicants: "the developer or the advertising contractor",
    documents: ["a visual of the artwork", "a structural statement for the hoarding"],
    details: [["Site address", "text"], ["Area", "square metres"], ["Illuminated", "yes or no"], ["Duration", "months"]],
    steps: ["The applicant applies with the visual.", "Planning checks the content against the advertising code.", "Consent is granted for the duration of the works."],
    fee: "£180", inspection: "planning enforcement responds to complaints", validity: "the duration of the works",
    team: "planning", targetDays: 56,
    conditions: ["no moving images", "artwork is kept clean and free of graffiti"],
    refusals: ["the content is unsuitable", "harm to a listed building"],
  },
  {
    title: "Open-air event", purpose: "holding a festival, fair or concert for more than 500 people in a park",
    applicants: "an event organiser",
    documents: ["an event management plan", "a noise management plan", "a first aid plan", "a traffic management plan"],
    details: [["Event name", "text"], ["Park", "name"], ["Build and break dates", "dates"], ["Capacity", "number of people"], ["Stages", "number"]],
    steps: ["The organiser applies at least twelve weeks ahead.", "The safety advisory group meets to review the plans.", "The organiser answers the group's questions.", "The event permit and the premises licence are issued together."],
    fee: "£500 plus a daily park hire charge and a refundable damage deposit", inspection: "a pre-event site inspection and officers on site during the event", validity: "the build, event and break days",
    team: "events", targetDays: 84,
    conditions: ["noise limits at the nearest houses", "stewards at every entrance", "the park is restored within a week"],
    refusals: ["an unsafe crowd plan", "the park has hosted too many events this year"],
  },
];

function kindSection(kind: PermitKind, n: number): string {
  return `### 4.${n} ${kind.title}

**Purpose.** A ${kind.title.toLowerCase()} permit covers ${kind.purpose}. The applicant is ${kind.applicants}.

Documents the applicant uploads:
${kind.documents.map((d) => `- ${d}`).join("\n")}

| Detail | What the applicant gives |
|--------|--------------------------|
${kind.details.map(([d, w]) => `| ${d} | ${w} |`).join("\n")}

Workflow:
${kind.steps.map((s, i) => `${i + 1}. ${s}`).join("\n")}

- **Fee:** ${kind.fee}.
- **Inspection:** ${kind.inspection}.
- **Validity:** ${kind.validity}.

The ${kind.team} team handles these applications and aims to decide within ${kind.targetDays} days of a valid
application. Standard conditions attached to a grant:
${kind.conditions.map((c) => `- ${c}`).join("\n")}

Common reasons for refusal: ${kind.refusals.join("; ")}. The case officer records the reason chosen and any further
explanation; the applicant sees both in the decision letter.
`;
}

const municipalPermits = `# Municipal permits — requirements specification

## 1. Introduction
The borough issues around 9,000 permits a year across eighteen kinds, from street parties to houses in multiple
occupation. Applications arrive by post, e-mail and three different online forms, each kind handled by a different
team with its own spreadsheet. This document specifies one system for all of them.

## 2. Users and roles
- **Applicants**: residents, businesses, charities and contractors. An applicant has an account with a name, an
  address, an e-mail, a phone number and, for organisations, a company or charity number.
- **Case officers**: receive applications of the kinds their team handles, ask for more information, consult and
  recommend a decision.
- **Inspectors**: visit sites, record inspections with a result (pass, fail, follow-up needed) and photographs.
- **Team leaders**: sign off decisions and see their team's workload.
- **Consultees**: highways, the police, environmental health and parks give comments on applications.
- **The public**: search the register of permits and comment on applications that are open for objections.

## 3. General requirements
### 3.1 Applications
- Every application is for one permit type, has a reference number (year, type code and sequence) and a status:
  draft, submitted, more information needed, under consultation, decided, withdrawn.
- An application records the site address, the dates the permit is wanted for and the answers to the questions of
  its permit type.
- Supporting documents are uploaded to the application; each document has a type, a file and the date received.
- Case officers can request more information; the applicant's reply is attached to the request.
### 3.2 Consultation and objections
- Some permit types are published on the register for a consultation period.
- Members of the public submit objections or comments with their name and address; anonymous objections are not
  accepted.
- Consultees are sent a consultation and reply with a comment and a recommendation.
### 3.3 Decisions
- A decision is granted, granted with conditions or refused, with the reasons and the officer who signed it off.
- Conditions are chosen from a library of standard conditions per permit type and may be edited.
- A granted application becomes a permit with a number, a start date and an end date.
- Applicants may appeal a refusal within 28 days; an appeal has grounds, a hearing date and an outcome.
### 3.4 Fees and payments
- Each permit type has a fee schedule; some fees depend on the details given (days, metres, number of tables).
- Payments are taken by card online; refunds are made when an application is withdrawn before consultation.
- An invoice is issued for every payment, and the finance team receives a daily export.
### 3.5 Inspections
- Inspections are scheduled by the case officer or raised by a complaint; each has a date, an inspector, a result
  and notes.
- A failed inspection may lead to an enforcement notice with a deadline.
### 3.6 Notifications
- Applicants receive an e-mail at every change of status; consultees when a consultation is sent to them.
- Reminders go out 30 days before a permit expires so that it can be renewed.

## 4. Permit types
Each permit type below lists its purpose, the documents required, the details the applicant gives, the workflow,
the fee, the inspection regime and how long the permit lasts.

${KINDS.map((k, i) => kindSection(k, i + 1)).join("\n")}
## 5. Reporting
| Report | Audience | Frequency |
|--------|----------|-----------|
| Applications received per type | team leaders | weekly |
| Decisions within target | directors | monthly |
| Income per fee schedule | finance | daily |
| Inspections failed and enforcement notices | team leaders | weekly |

## 6. Non-functional requirements
- Accessible to WCAG 2.2 AA; usable on a phone.
- Personal data of objectors is hidden from the public register, only their street is shown.
- Documents are kept for six years after a permit ends, then deleted.
- The system answers in under two seconds for 95% of requests with 200 officers signed in.

## 7. Migration
- Open applications and permits valid today are imported from the eighteen spreadsheets.
- Historic applications older than two years are archived and not imported.
`;

export const MUNICIPAL_PERMITS: CorpusIdea = {
  id: "municipal-permits",
  name: "Borough Permits",
  idea: municipalPermits,
  expected: [
    ["Application", "PermitApplication"],
    ["Permit"],
    ["PermitType"],
    ["Applicant"],
    ["Document", "SupportingDocument", "Attachment"],
    ["Inspection"],
    ["Decision"],
    ["Objection"],
    ["Payment", "Fee"],
  ],
  allowedExtra: [
    "CaseOfficer",
    "Officer",
    "Inspector",
    "Consultee",
    "Consultation",
    "Condition",
    "Appeal",
    "Invoice",
    "Refund",
    "EnforcementNotice",
    "Notice",
    "Comment",
    "Request",
    "InformationRequest",
    "FeeSchedule",
    "TeamLeader",
    "Team",
    "Reminder",
    "Register",
  ],
};
