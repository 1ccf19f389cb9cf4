import type { CorpusIdea } from "./entity-recall";

/* Pasted specifications: Markdown headings, bullet lists and a table, as people paste them from their documents. */

const sundayLeague = `# Sunday League Manager — requirements

## Background
The Riverside Sunday League has 14 clubs and 22 teams in two divisions. Everything is done today with a spreadsheet
that the fixtures secretary e-mails round on Thursday nights. Results are phoned in and often arrive late or wrong.

## Goals
- Publish the season's fixtures as soon as the AGM has agreed the divisions.
- Let the home team's manager enter the result and the goal scorers within 24 hours of kick-off.
- Compute league tables automatically (3 points for a win, 1 for a draw).
- Keep a record of cautions and sendings-off, because five yellow cards mean a one-match suspension.

## Who uses it
- **League officers**: fixtures secretary, registration secretary, discipline secretary.
- **Club secretaries**: register players for their club's teams and keep contact details current.
- **Team managers**: confirm fixtures, enter results, see their squad's suspensions.
- **Referees**: are appointed to fixtures and submit a match report with any cautions.
- **The public**: read fixtures, results and tables without signing in.

## Things we keep
| Thing | What we record |
|-------|----------------|
| Club | name, secretary, home ground, kit colours |
| Team | club, division, manager |
| Player | name, date of birth, registration number, club |
| Fixture | home team, away team, date, kick-off time, pitch |
| Result | score, scorers, date entered |
| Referee | name, grade, phone |
| Caution | player, fixture, yellow or red, reason |

## Fixtures
1. The fixtures secretary creates a season and its divisions.
2. Teams are placed in divisions; the system proposes a double round robin.
3. Postponed fixtures are rearranged and keep their history.
4. A pitch can host only one fixture per kick-off time.

## Results and tables
- The home manager enters the score; the away manager confirms it or disputes it.
- A disputed result goes to the fixtures secretary.
- Tables show played, won, drawn, lost, goals for and against, goal difference, points.
- Points deductions imposed by the league are listed below the table with the reason.

## Discipline
- Each caution reported by a referee is attached to the player and the fixture.
- At five yellow cards the player is suspended for the team's next fixture; at ten, for two fixtures.
- A red card is always a suspension of at least one match; the discipline secretary can extend it.
- Clubs are fined for late results; fines are listed per club with a paid flag.

## Registrations
- A player is registered to one club per season; a transfer between clubs needs both secretaries' approval.
- Players under 18 need a parent's consent recorded with the registration.
- A player may play for another team of the same club only if they have not played three matches for a higher team.
- The registration secretary sees registrations waiting for approval and can reject them with a reason.

## Notifications
- Managers get a text message when a fixture is postponed or its kick-off time changes.
- Referees get their appointments for the weekend every Wednesday evening.
- Club secretaries get a weekly e-mail listing suspensions and unpaid fines.

## Non-functional
- Works on a phone at the side of the pitch.
- Fixtures and tables load in under a second.
- Personal details of players under 18 are never shown to the public.
`;

const dentalRecall = `# Dental recall and hygiene bookings

## Problem
Our practice (three dentists, two hygienists) loses patients because recall letters go out late. We want recalls
generated from each patient's last check-up and a simple way for patients to book.

## Requirements
- Patients have a recall interval (3, 6, 12 or 24 months) set by their dentist.
- A recall becomes due on the date of the last check-up plus the interval.
- Due recalls are sent by text message; a second reminder goes out after two weeks.
- Patients book a check-up or a hygiene appointment online in the free slots of the right clinician.
- Each appointment records the treatments done and their charge band (NHS band 1, 2 or 3, or private).

## Data
| Entity | Notes |
|---|---|
| Patient | name, date of birth, mobile, recall interval |
| Clinician | dentist or hygienist, working days |
| Appointment | patient, clinician, start, length, kind |
| Recall | patient, due date, status (due, sent, booked) |
| Treatment | appointment, code, band, price |

## Out of scope
- Clinical notes and X-rays stay in our existing practice software.
`;

const itAssets = `# IT asset register

## Summary
A register of our 180 laptops, 60 monitors and phones, who has each one, and the software licences we pay for.

## Must have
- Every asset has a tag number, a model, a serial number, a purchase date and a warranty end date.
- An asset is assigned to one employee at a time; the history of assignments is kept.
- When someone leaves, their assets are listed so they can be collected.
- Licences have a product, a number of seats and a renewal date; seats are assigned to employees.
- Repairs are logged against the asset with the supplier and the cost.

## Nice to have
- Warn 30 days before a warranty or licence expires.
- Import the first list from our spreadsheet.

## Fields at a glance
| Asset | Licence | Assignment |
|---|---|---|
| tag, model, serial | product, seats, renews on | asset, employee, from, to |
`;

const charityShop = `# Charity shop stock and Gift Aid

## Context
Four charity shops share a back office. Donations arrive in bags; volunteers sort them into items, price them
and put them out. Where the donor has signed a Gift Aid declaration we can claim 25% extra from the tax office
on the sale price, so each item must be traceable to its donor.

## Requirements
### Donations
- A donation has a date, a shop and optionally a donor.
- Donors with a Gift Aid declaration get a donor number; the bag labels carry it.
### Items
- Each item has a category (clothing, books, bric-a-brac, furniture), a price and a donation.
- Unsold items move to another shop after four weeks or go to the rag merchant.
### Sales
- A sale records the items sold, the shop and the till.
- Every quarter we prepare a Gift Aid claim listing the sales of items from declared donors.
### Reporting
- Takings per shop per week; stock transferred between shops; claim totals.

| Shop | Volunteers | Opening days |
|---|---|---|
| High Street | 22 | Mon–Sat |
| Market Square | 15 | Tue–Sat |
`;

const makerspace = `# Makerspace machine bookings

## Why
Members may only use the laser cutter, the CNC router and the lathe after an induction. Today the list of who is
inducted lives on a whiteboard.

## Rules
- Machines are booked in one-hour blocks; a member may hold at most three future bookings.
- A booking is only possible on machines the member has been inducted on.
- Inductions are given by hosts on set dates; members sign up for an induction session.
- Faults are reported per machine and take it out of service until a host closes the fault.
- Consumables (acrylic sheet, plywood) are sold at cost and charged to the member's account.

## Entities
| Name | Key facts |
|------|-----------|
| Member | name, membership number, account balance |
| Machine | name, location, in service |
| Induction | member, machine, host, date |
| Booking | member, machine, start, end |
| Fault | machine, reported by, description, closed on |
`;

const schoolTrips = `# School trips: consent and payments

## Overview
Teachers organise around forty trips a year. Parents must give consent and pay before a pupil can go.

## Workflow
1. A teacher creates a trip: destination, date, cost, places, the year groups invited.
2. Parents of invited pupils receive a link; they give consent, add medical notes and pay (in instalments if the
   trip costs more than £100).
3. The trip leader sees who has consented and paid; pupils without both by the deadline lose their place.
4. After the trip, unused money is refunded.

## What we record
- **Trip**: destination, date, cost, deadline, leader.
- **Pupil**: name, year group, tutor group.
- **Consent**: pupil, trip, parent's name, medical notes, given on.
- **Payment**: pupil, trip, amount, paid on, refunded.

## Constraints
- Medical notes are seen only by the trip leader and first-aiders.
`;

const conference = `# DevConf 2026 — conference website and back office

## Goals
- Call for papers opens in January; speakers submit talk proposals with an abstract and level.
- A programme committee reviews proposals and scores them from 1 to 5; the best are accepted.
- Accepted talks are scheduled into rooms and time slots over two days.
- Attendees buy tickets (early bird, standard, student); sponsors get a number of free tickets.
- On the day, attendees check in with a QR code on their ticket.

## Call for papers
- A proposal has a title, an abstract, a level (beginner, intermediate, advanced), a track and one or two speakers.
- Speakers have a bio, a photo, a company and travel needs (flight, hotel nights).
- Each reviewer is assigned around twenty proposals and gives a score and a comment per proposal.
- A proposal is accepted, waitlisted or rejected; speakers are told by e-mail.

## Schedule
| Room | Capacity | Day 1 | Day 2 |
|------|----------|-------|-------|
| Main hall | 600 | keynotes, talks | talks |
| Room A | 120 | talks | workshops |
| Room B | 80 | workshops | talks |

- A slot is 30 or 45 minutes; workshops take two slots.
- A speaker cannot be in two rooms at the same time.
- The schedule is published on the website and as a calendar feed.

## Tickets and sponsors
- Ticket types have a price, a quantity and a sale window.
- Orders may hold several tickets; each ticket is named after an attendee.
- Sponsors have a level (gold, silver, bronze), a logo, a booth and a number of free tickets.
- Invoices are issued for every order paid by bank transfer.

## On the day
- Check-in scans the ticket; a badge is printed with the attendee's name and company.
- Attendees rate the talks they attended; ratings are shown to speakers after the event.

## Travel and accommodation
- Speakers who need a flight or hotel nights ask for them in their proposal; the organisers approve a budget.
- Hotel bookings list the speaker, the hotel, the nights and the confirmation number.
- Travel reimbursements are claimed with receipts after the event and paid within 30 days.

## Volunteers
- Volunteers apply with their availability on the two days and the roles they prefer (registration desk, room
  host, speaker green room).
- Room hosts introduce speakers, keep time and count attendance in each talk.
- Each volunteer gets a free ticket and a T-shirt in their size.

## Non-functional requirements
- The ticket shop must handle 2,000 visitors in the first hour of sale.
- Payment card data never touches our servers.
- The website works without JavaScript for the schedule pages.

## Glossary
- **Track**: a theme grouping talks (Web, Data, Ops, Security).
- **Slot**: a time period in a room.
- **Level**: the audience a talk is aimed at.
`;

const housingRepairs = `# Housing association — repair requests

## Background
We manage 2,300 homes. Tenants report repairs by phone; we want them to report online too and to see progress.

## Requirements
- A tenant reports a repair for their property: the room, a description, photos and how urgent it is.
- Urgency decides the target: emergency 24 hours, urgent 7 days, routine 28 days.
- A repairs officer assigns the job to one of our contractors, who books an appointment with the tenant.
- The contractor records the work done and closes the job; the tenant is asked for a satisfaction rating.
- Properties have an address, a type (flat, house, bungalow) and the year of the last gas safety check.

| Urgency | Target | Example |
|---|---|---|
| Emergency | 24 h | no heating in winter, a gas leak |
| Urgent | 7 days | a broken window lock |
| Routine | 28 days | a dripping tap |

## Reports
- Jobs past their target, per contractor.
- Average satisfaction per contractor per quarter.
`;

const coffeeRoaster = `# Roastery management

## What we do
We import green coffee from six farms, roast it in 12 kg batches and sell it to cafés (wholesale) and online.

## Needs
- **Green stock**: each green coffee has an origin, a farm, a process (washed, natural, honey) and kilos in stock.
- **Roasts**: every roast batch records the green coffee used, the roast profile, the weight in and out.
- **Blends**: a blend is made of several green coffees with percentages.
- **Wholesale**: cafés place standing orders each week; each order lists products and bag sizes.
- **Cupping**: we score each roast at a cupping session before it is sold.

## Table of products
| Product | Bag sizes | Channel |
|---|---|---|
| House Blend | 250 g, 1 kg | wholesale, online |
| Single origin | 250 g | online |
`;

const filmFestival = `# Short film festival — submissions and jury

## Summary
Filmmakers submit short films for the festival; a jury scores them; selected films are shown in screenings.

## Submissions
- A filmmaker creates an account and submits one or more films: title, running time, country, a screener link.
- Each submission pays an entry fee; student films pay half.
- Submissions are checked for eligibility (under 20 minutes, finished after last year's festival).

## Jury
- Jurors are assigned submissions in their category (fiction, documentary, animation).
- A juror gives each film a score out of 10 and a short comment.
- The festival director selects films for screenings using the average score.

## Screenings
| Venue | Seats | Nights |
|---|---|---|
| Old Picture House | 220 | Friday, Saturday |
| Library theatre | 90 | Sunday |

- Each screening is a programme of five to eight films at a venue and time.
- Awards are given per category on the last night.
`;

const volunteerFireBrigade = `# Volunteer fire brigade — readiness

## Purpose
A village brigade of 35 volunteers must show the district that enough trained people are available.

## Requirements
- Volunteers record when they are available (on call) for each week.
- Every callout is logged: time of alarm, address, type of incident, who attended, vehicle used.
- Training sessions have a topic and the volunteers who attended; certificates expire and need renewing.
- Vehicles and breathing apparatus have inspection dates; an overdue inspection takes them off the run.

## Reports
- Weekly availability against the minimum crew of six.
- Certificates expiring in the next 60 days.
`;

export const SPECS: readonly CorpusIdea[] = [
  {
    id: "sunday-league",
    name: "Sunday League Manager",
    idea: sundayLeague,
    expected: [
      ["Club"],
      ["Team"],
      ["Player"],
      ["Fixture", "Match"],
      ["Result"],
      ["Referee"],
      ["Caution", "Card"],
    ],
    allowedExtra: [
      "Division",
      "Season",
      "Pitch",
      "Suspension",
      "Fine",
      "Scorer",
      "Goal",
      "Manager",
      "MatchReport",
      "Report",
      "PointsDeduction",
      "Deduction",
      "Secretary",
      "Officer",
      "Ground",
    ],
  },
  {
    id: "dental-recall",
    name: "Smile Recall",
    idea: dentalRecall,
    expected: [["Patient"], ["Clinician", "Dentist"], ["Appointment"], ["Recall"], ["Treatment"]],
    allowedExtra: ["Hygienist", "Slot", "Reminder", "CheckUp"],
  },
  {
    id: "it-assets",
    name: "Asset Register",
    idea: itAssets,
    expected: [
      ["Asset", "Laptop", "Device"],
      ["Employee"],
      ["Assignment"],
      ["Licence", "License"],
      ["Repair"],
    ],
    allowedExtra: ["Supplier", "Seat", "Monitor", "Phone", "Model", "Product"],
  },
  {
    id: "charity-shop",
    name: "Shop Back Office",
    idea: charityShop,
    expected: [["Donation"], ["Donor"], ["Item", "StockItem"], ["Sale"], ["Shop"], ["GiftAidClaim", "Claim"]],
    allowedExtra: ["Declaration", "GiftAidDeclaration", "Category", "Volunteer", "Transfer", "Till", "Bag"],
  },
  {
    id: "makerspace",
    name: "Makerspace Bookings",
    idea: makerspace,
    expected: [["Member"], ["Machine"], ["Induction"], ["Booking"], ["Fault"]],
    allowedExtra: ["Host", "Consumable", "Account", "Charge", "InductionSession", "Session"],
  },
  {
    id: "school-trips",
    name: "Trips",
    idea: schoolTrips,
    expected: [["Trip"], ["Pupil", "Student"], ["Consent"], ["Payment"]],
    allowedExtra: ["Teacher", "Parent", "Instalment", "Refund", "YearGroup", "Leader", "TripLeader"],
  },
  {
    id: "conference",
    name: "DevConf",
    idea: conference,
    expected: [
      ["Proposal", "Talk", "Submission"],
      ["Speaker"],
      ["Review", "Score"],
      ["Room"],
      ["Slot", "TimeSlot", "ScheduleSlot"],
      ["Ticket"],
      ["Attendee"],
      ["Sponsor"],
    ],
    allowedExtra: [
      "Order",
      "Invoice",
      "Reviewer",
      "Track",
      "TicketType",
      "Rating",
      "Badge",
      "Level",
      "Workshop",
      "CheckIn",
      "Schedule",
      "Committee",
      "Day",
      "Volunteer",
      "Hotel",
      "HotelBooking",
      "Reimbursement",
      "Receipt",
      "RoomHost",
    ],
  },
  {
    id: "housing-repairs",
    name: "Repairs Online",
    idea: housingRepairs,
    expected: [
      ["Tenant"],
      ["Property", "Home"],
      ["Repair", "RepairRequest", "Job"],
      ["Contractor"],
      ["Appointment"],
    ],
    allowedExtra: ["Photo", "Rating", "SatisfactionRating", "Officer", "RepairsOfficer", "Urgency"],
  },
  {
    id: "coffee-roaster",
    name: "Roastery",
    idea: coffeeRoaster,
    expected: [
      ["GreenCoffee", "Coffee", "Bean", "CoffeeLot"],
      ["Roast", "RoastBatch", "Batch"],
      ["Blend"],
      ["Order", "WholesaleOrder", "StandingOrder"],
      ["Cafe", "Customer"],
      ["Cupping", "CuppingScore", "CuppingSession"],
    ],
    allowedExtra: ["Farm", "Origin", "Product", "RoastProfile", "Profile", "BlendComponent"],
  },
  {
    id: "film-festival",
    name: "Shorts Fest",
    idea: filmFestival,
    expected: [["Film"], ["Submission"], ["Filmmaker"], ["Juror"], ["Score", "Review"], ["Screening"]],
    allowedExtra: ["Venue", "Award", "Category", "EntryFee", "Payment", "Programme", "Festival", "Account"],
  },
  {
    id: "fire-brigade",
    name: "Brigade Ready",
    idea: volunteerFireBrigade,
    expected: [
      ["Volunteer", "Firefighter"],
      ["Availability"],
      ["Callout", "Incident"],
      ["TrainingSession", "Training"],
      ["Certificate"],
      ["Vehicle", "Appliance"],
    ],
    allowedExtra: ["Inspection", "BreathingApparatus", "Apparatus", "Equipment", "Crew"],
  },
];
