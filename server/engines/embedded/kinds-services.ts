import { choice, entity, field, personFields, ref, type AppKind, type LexiconField } from "./lexicon-types";

/** A shop's order: its number, when it was placed, where it stands and its total (also a cart's order, cart-entities.ts). */
export const shopOrderFields = (): LexiconField[] => [
  field("orderNumber", "string", "required", "unique"),
  field("placedAt", "datetime", "required"),
  choice("status", ["pending", "paid", "shipped", "delivered", "cancelled"], "required"),
  field("total", "money", "required"),
];

/** One line of a shop's order: how many, at what price each. */
export const orderLineFields = (): LexiconField[] => [
  field("quantity", "integer", "required"),
  field("unitPrice", "money", "required"),
];

/** App kinds that serve customers: bookings, events, shops, restaurants, property, clinics, schools. */
export const SERVICE_KINDS: readonly AppKind[] = [
  {
    id: "booking",
    label: "Bookings and appointments",
    strong: ["booking", "appointment", "reservation", "book an appointment", "scheduling", "time slot"],
    weak: ["slot", "schedule", "salon", "barber", "therapist", "consultation", "service", "calendar"],
    entities: [
      entity("Customer", ["client", "guest"], personFields()),
      entity(
        "Service",
        ["treatment", "offering"],
        [
          field("name", "string", "required", "unique"),
          field("description", "text"),
          field("durationMinutes", "integer", "required"),
          field("price", "money"),
        ],
      ),
      entity(
        "StaffMember",
        ["staff", "provider", "practitioner", "stylist", "therapist", "employee", "barber"],
        [field("name", "string", "required"), field("email", "email", "unique"), field("phone", "phone")],
      ),
      entity(
        "Appointment",
        ["booking", "reservation", "session"],
        [
          field("startsAt", "datetime", "required"),
          field("endsAt", "datetime"),
          choice("status", ["requested", "confirmed", "cancelled", "completed"], "required"),
          field("notes", "text"),
        ],
        [
          ref("customer", "Customer", "required"),
          ref("service", "Service", "required"),
          ref("staffMember", "StaffMember"),
        ],
      ),
    ],
  },
  {
    id: "events",
    label: "Events and tickets",
    strong: ["event", "ticketing", "conference", "concert", "festival", "venue", "attendee", "rsvp"],
    weak: ["ticket", "registration", "speaker", "seat", "organiser", "organizer", "show", "gig"],
    entities: [
      entity(
        "Event",
        ["conference", "concert", "show", "meetup", "gig", "festival"],
        [
          field("title", "string", "required"),
          field("description", "text"),
          field("startsAt", "datetime", "required"),
          field("endsAt", "datetime"),
          field("capacity", "integer"),
        ],
        [ref("venue", "Venue")],
      ),
      entity(
        "Venue",
        ["location", "place"],
        [
          field("name", "string", "required"),
          field("address", "text", "required"),
          field("capacity", "integer"),
        ],
      ),
      entity("Attendee", ["guest", "participant", "visitor"], personFields()),
      entity(
        "Ticket",
        ["registration", "pass"],
        [
          field("code", "string", "required", "unique"),
          field("price", "money"),
          field("purchasedAt", "datetime", "required"),
          choice("status", ["valid", "used", "cancelled"], "required"),
        ],
        [ref("event", "Event", "required"), ref("attendee", "Attendee", "required")],
      ),
    ],
  },
  {
    id: "shop",
    label: "E-commerce shop and orders",
    strong: [
      "e-commerce",
      "ecommerce",
      "online shop",
      "online store",
      "webshop",
      "shop",
      "store",
      "marketplace",
    ],
    weak: [
      "product",
      "order",
      "cart",
      "checkout",
      "sell",
      "buy",
      "purchase",
      "shipping",
      "customer",
      "seller",
    ],
    entities: [
      entity(
        "Customer",
        ["buyer", "shopper", "client"],
        [...personFields(), field("shippingAddress", "text")],
      ),
      entity(
        "Product",
        ["item", "article", "goods"],
        [
          field("name", "string", "required"),
          field("description", "text"),
          field("sku", "string", "unique"),
          field("price", "money", "required"),
          field("stock", "integer", "required"),
        ],
        [ref("category", "Category")],
      ),
      entity("Category", ["collection", "department"], [field("name", "string", "required", "unique")]),
      entity("Order", ["purchase"], shopOrderFields(), [ref("customer", "Customer", "required")]),
      entity("OrderItem", ["line item", "order line"], orderLineFields(), [
        ref("order", "Order", "required"),
        ref("product", "Product", "required"),
      ]),
    ],
  },
  {
    id: "restaurant",
    label: "Restaurant, menu and orders",
    strong: [
      "restaurant",
      "cafe",
      "café",
      "menu",
      "takeaway",
      "take-away",
      "food delivery",
      "pizzeria",
      "bistro",
    ],
    weak: ["dish", "table", "waiter", "kitchen", "meal", "order", "food", "drink"],
    entities: [
      entity(
        "MenuItem",
        ["dish", "meal", "drink"],
        [
          field("name", "string", "required"),
          field("description", "text"),
          field("price", "money", "required"),
          field("available", "boolean", "required"),
        ],
        [ref("category", "MenuCategory")],
      ),
      entity(
        "MenuCategory",
        ["category", "course", "section"],
        [field("name", "string", "required", "unique"), field("sortOrder", "integer")],
      ),
      entity(
        "DiningTable",
        ["table"],
        [field("number", "integer", "required", "unique"), field("seats", "integer", "required")],
      ),
      entity(
        "Order",
        ["ticket"],
        [
          field("customerName", "string"),
          field("placedAt", "datetime", "required"),
          choice("status", ["received", "preparing", "ready", "served", "paid"], "required"),
          field("total", "money"),
        ],
        [ref("table", "DiningTable")],
      ),
      entity(
        "OrderItem",
        ["order line"],
        [field("quantity", "integer", "required"), field("notes", "string")],
        [ref("order", "Order", "required"), ref("menuItem", "MenuItem", "required")],
      ),
    ],
  },
  {
    id: "realestate",
    label: "Real estate and properties",
    strong: ["real estate", "property", "estate agent", "realtor", "rental", "landlord", "tenant", "letting"],
    weak: ["house", "apartment", "flat", "viewing", "listing", "rent", "lease", "home"],
    entities: [
      entity(
        "Property",
        ["listing", "house", "apartment", "flat", "home"],
        [
          field("title", "string", "required"),
          field("address", "text", "required"),
          choice("propertyType", ["house", "apartment", "land", "commercial"], "required"),
          field("bedrooms", "integer"),
          field("bathrooms", "integer"),
          field("area", "decimal"),
          field("price", "money", "required"),
          choice("status", ["available", "under offer", "sold", "let"], "required"),
        ],
        [ref("agent", "Agent")],
      ),
      entity("Agent", ["realtor", "estate agent", "broker"], personFields()),
      entity("Client", ["buyer", "tenant", "prospect", "renter"], personFields()),
      entity(
        "Viewing",
        ["visit", "showing"],
        [field("scheduledAt", "datetime", "required"), field("feedback", "text")],
        [ref("property", "Property", "required"), ref("client", "Client", "required"), ref("agent", "Agent")],
      ),
    ],
  },
  {
    id: "clinic",
    label: "Clinic and patients",
    strong: [
      "clinic",
      "patient",
      "doctor",
      "medical",
      "dentist",
      "dental",
      "physiotherapy",
      "veterinary",
      "health centre",
    ],
    weak: [
      "appointment",
      "prescription",
      "treatment",
      "diagnosis",
      "nurse",
      "practitioner",
      "visit",
      "health",
    ],
    entities: [
      entity(
        "Patient",
        ["client"],
        [
          field("name", "string", "required"),
          field("birthDate", "date", "required"),
          field("email", "email", "unique"),
          field("phone", "phone"),
        ],
      ),
      entity(
        "Practitioner",
        ["doctor", "dentist", "nurse", "therapist", "physician", "clinician", "vet"],
        [
          field("name", "string", "required"),
          field("email", "email", "required", "unique"),
          field("specialty", "string"),
        ],
      ),
      entity(
        "Appointment",
        ["visit", "consultation", "booking"],
        [
          field("startsAt", "datetime", "required"),
          field("reason", "string"),
          choice("status", ["scheduled", "completed", "cancelled", "no-show"], "required"),
        ],
        [ref("patient", "Patient", "required"), ref("practitioner", "Practitioner", "required")],
      ),
      entity(
        "ClinicalNote",
        ["medical record", "record", "note"],
        [field("writtenAt", "datetime", "required"), field("notes", "text", "required")],
        [ref("patient", "Patient", "required"), ref("appointment", "Appointment")],
      ),
      entity(
        "Prescription",
        ["medication"],
        [
          field("medication", "string", "required"),
          field("dosage", "string", "required"),
          field("issuedOn", "date", "required"),
        ],
        [ref("patient", "Patient", "required"), ref("practitioner", "Practitioner", "required")],
      ),
    ],
  },
  {
    id: "school",
    label: "School, courses and students",
    strong: ["school", "student", "teacher", "course", "classroom", "e-learning", "tutoring", "university"],
    weak: ["class", "lesson", "grade", "enrolment", "enrollment", "assignment", "homework", "exam", "pupil"],
    entities: [
      entity(
        "Student",
        ["pupil", "learner"],
        [field("name", "string", "required"), field("email", "email", "unique"), field("birthDate", "date")],
      ),
      entity(
        "Teacher",
        ["instructor", "tutor", "lecturer"],
        [
          field("name", "string", "required"),
          field("email", "email", "required", "unique"),
          field("subject", "string"),
        ],
      ),
      entity(
        "Course",
        ["class", "subject", "module"],
        [
          field("title", "string", "required"),
          field("code", "string", "unique"),
          field("description", "text"),
          field("startsOn", "date"),
          field("endsOn", "date"),
        ],
        [ref("teacher", "Teacher")],
      ),
      entity(
        "Enrollment",
        ["enrolment", "registration"],
        [field("enrolledOn", "date", "required"), field("grade", "string")],
        [ref("student", "Student", "required"), ref("course", "Course", "required")],
      ),
      entity(
        "Assignment",
        ["homework", "task"],
        [
          field("title", "string", "required"),
          field("dueOn", "date", "required"),
          field("maxScore", "integer"),
        ],
        [ref("course", "Course", "required")],
      ),
    ],
  },
];
