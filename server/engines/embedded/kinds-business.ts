import { choice, entity, field, personFields, ref, type AppKind } from "./lexicon-types";

/** App kinds for running an organisation: stock, tasks, sales, support, hiring, vehicles. */
export const BUSINESS_KINDS: readonly AppKind[] = [
  {
    id: "inventory",
    label: "Inventory and stock",
    strong: ["inventory", "stock", "warehouse", "stock level", "sku", "stock control"],
    weak: ["product", "item", "supplier", "reorder", "restock", "quantity", "part"],
    entities: [
      entity(
        "Product",
        ["item", "article", "part", "goods"],
        [
          field("name", "string", "required"),
          field("sku", "string", "required", "unique"),
          field("description", "text"),
          field("unitPrice", "money"),
          field("quantityInStock", "integer", "required"),
          field("reorderLevel", "integer"),
        ],
        [ref("supplier", "Supplier")],
      ),
      entity(
        "Supplier",
        ["vendor", "manufacturer"],
        [
          field("name", "string", "required"),
          field("contactName", "string"),
          field("email", "email"),
          field("phone", "phone"),
        ],
      ),
      entity(
        "Location",
        ["warehouse", "bin", "shelf", "store"],
        [field("name", "string", "required", "unique"), field("address", "text")],
      ),
      entity(
        "StockMovement",
        ["movement", "adjustment", "delivery", "shipment"],
        [
          choice("movementType", ["received", "shipped", "adjusted"], "required"),
          field("quantity", "integer", "required"),
          field("movedOn", "date", "required"),
          field("note", "text"),
        ],
        [ref("product", "Product", "required"), ref("location", "Location")],
      ),
    ],
  },
  {
    id: "tasks",
    label: "Tasks and projects",
    strong: ["task", "todo", "to-do", "project management", "kanban", "task manager", "task list"],
    weak: ["project", "assignee", "deadline", "milestone", "board", "sprint", "team"],
    entities: [
      entity(
        "Project",
        ["board", "initiative"],
        [
          field("name", "string", "required"),
          field("description", "text"),
          field("startsOn", "date"),
          field("dueOn", "date"),
          choice("status", ["planned", "active", "on hold", "completed"], "required"),
        ],
      ),
      entity(
        "Task",
        ["todo", "to-do", "card", "job", "chore"],
        [
          field("title", "string", "required"),
          field("description", "text"),
          choice("status", ["to do", "in progress", "done"], "required"),
          choice("priority", ["low", "medium", "high"]),
          field("dueOn", "date"),
        ],
        [ref("project", "Project", "required"), ref("assignee", "TeamMember")],
      ),
      entity(
        "TeamMember",
        ["member", "assignee", "colleague", "collaborator", "user"],
        [
          field("name", "string", "required"),
          field("email", "email", "required", "unique"),
          field("role", "string"),
        ],
      ),
      entity(
        "Comment",
        ["note", "reply"],
        [field("body", "text", "required"), field("postedAt", "datetime", "required")],
        [ref("task", "Task", "required"), ref("author", "TeamMember", "required")],
      ),
    ],
  },
  {
    id: "crm",
    label: "CRM, contacts and sales",
    strong: ["crm", "customer relationship", "sales pipeline", "lead", "deal", "sales team"],
    weak: ["contact", "company", "sales", "client", "opportunity", "prospect", "follow-up", "pipeline"],
    entities: [
      entity(
        "Company",
        ["organisation", "organization", "account", "business"],
        [
          field("name", "string", "required", "unique"),
          field("website", "url"),
          field("industry", "string"),
          field("phone", "phone"),
        ],
      ),
      entity(
        "Contact",
        ["person", "lead", "prospect", "customer", "client"],
        [
          field("name", "string", "required"),
          field("email", "email", "unique"),
          field("phone", "phone"),
          field("jobTitle", "string"),
        ],
        [ref("company", "Company")],
      ),
      entity(
        "Deal",
        ["opportunity", "sale"],
        [
          field("title", "string", "required"),
          field("value", "money"),
          choice("stage", ["lead", "qualified", "proposal", "won", "lost"], "required"),
          field("expectedCloseOn", "date"),
        ],
        [ref("contact", "Contact", "required"), ref("company", "Company")],
      ),
      entity(
        "Activity",
        ["interaction", "call", "meeting", "note"],
        [
          choice("activityType", ["call", "email", "meeting", "note"], "required"),
          field("occurredAt", "datetime", "required"),
          field("notes", "text"),
        ],
        [ref("contact", "Contact", "required"), ref("deal", "Deal")],
      ),
    ],
  },
  {
    id: "helpdesk",
    label: "Support tickets and helpdesk",
    strong: ["helpdesk", "help desk", "support ticket", "customer support", "service desk", "support desk"],
    weak: ["ticket", "issue", "agent", "request", "complaint", "sla", "support"],
    entities: [
      entity(
        "Customer",
        ["requester", "client", "user"],
        [
          field("name", "string", "required"),
          field("email", "email", "required", "unique"),
          field("company", "string"),
        ],
      ),
      entity(
        "Agent",
        ["support agent", "operator", "staff"],
        [field("name", "string", "required"), field("email", "email", "required", "unique")],
      ),
      entity(
        "Ticket",
        ["issue", "request", "case", "complaint"],
        [
          field("subject", "string", "required"),
          field("description", "text", "required"),
          choice("priority", ["low", "normal", "high", "urgent"], "required"),
          choice("status", ["open", "pending", "resolved", "closed"], "required"),
          field("openedAt", "datetime", "required"),
          field("resolvedAt", "datetime"),
        ],
        [ref("customer", "Customer", "required"), ref("agent", "Agent")],
      ),
      entity(
        "Reply",
        ["response", "message", "comment"],
        [field("body", "text", "required"), field("sentAt", "datetime", "required")],
        [ref("ticket", "Ticket", "required"), ref("agent", "Agent")],
      ),
    ],
  },
  {
    id: "jobs",
    label: "Job board and applications",
    strong: [
      "job board",
      "recruitment",
      "recruiting",
      "hiring",
      "vacancy",
      "applicant",
      "job posting",
      "career",
    ],
    weak: ["job", "application", "employer", "resume", "cv", "interview", "position", "apply", "candidate"],
    entities: [
      entity(
        "Employer",
        ["company", "organisation", "recruiter"],
        [
          field("name", "string", "required"),
          field("email", "email", "required", "unique"),
          field("website", "url"),
        ],
      ),
      entity(
        "Job",
        ["vacancy", "position", "opening", "job posting", "role"],
        [
          field("title", "string", "required"),
          field("description", "text", "required"),
          field("location", "string"),
          field("salary", "money"),
          choice("employmentType", ["full-time", "part-time", "contract", "internship"], "required"),
          field("postedOn", "date", "required"),
          field("closesOn", "date"),
        ],
        [ref("employer", "Employer", "required")],
      ),
      entity(
        "Candidate",
        ["applicant", "job seeker", "seeker"],
        [...personFields(), field("resumeUrl", "url")],
      ),
      entity(
        "Application",
        ["submission"],
        [
          field("appliedOn", "date", "required"),
          choice("status", ["received", "interviewing", "offered", "rejected", "hired"], "required"),
          field("coverLetter", "text"),
        ],
        [ref("job", "Job", "required"), ref("candidate", "Candidate", "required")],
      ),
    ],
  },
  {
    id: "fleet",
    label: "Fleet and vehicles",
    strong: ["fleet", "vehicle", "truck", "fleet management", "van"],
    weak: ["driver", "trip", "fuel", "maintenance", "mileage", "car", "garage"],
    entities: [
      entity(
        "Vehicle",
        ["car", "truck", "van", "bus"],
        [
          field("registration", "string", "required", "unique"),
          field("make", "string", "required"),
          field("model", "string", "required"),
          field("year", "integer"),
          field("mileage", "integer"),
          choice("status", ["active", "in maintenance", "retired"], "required"),
        ],
      ),
      entity(
        "Driver",
        ["operator"],
        [
          field("name", "string", "required"),
          field("licenseNumber", "string", "required", "unique"),
          field("phone", "phone"),
          field("email", "email"),
        ],
      ),
      entity(
        "Trip",
        ["journey", "route", "run"],
        [
          field("startedAt", "datetime", "required"),
          field("endedAt", "datetime"),
          field("startMileage", "integer"),
          field("endMileage", "integer"),
          field("purpose", "string"),
        ],
        [ref("vehicle", "Vehicle", "required"), ref("driver", "Driver", "required")],
      ),
      entity(
        "MaintenanceRecord",
        ["service", "repair", "maintenance"],
        [
          field("servicedOn", "date", "required"),
          field("description", "text", "required"),
          field("cost", "money"),
          field("mileage", "integer"),
        ],
        [ref("vehicle", "Vehicle", "required")],
      ),
      entity(
        "FuelLog",
        ["refuel", "fuel"],
        [
          field("filledOn", "date", "required"),
          field("litres", "decimal", "required"),
          field("cost", "money", "required"),
        ],
        [ref("vehicle", "Vehicle", "required"), ref("driver", "Driver")],
      ),
    ],
  },
];
