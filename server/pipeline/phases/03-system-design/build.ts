import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import type { DesignModel } from "../../../../domain/artifacts/03-system-design";
import { joinWords } from "../../../engines/embedded/text";
import { NEEDS_PROVIDER } from "../02-srs/capabilities";
import type { EntityKey } from "../02-srs/concerns";
import { inSentence, kebabIdentifier, withArticle } from "../02-srs/names";
import { readRequirementsModel, type ModelReading } from "../02-srs/reading";
import { deployment, qualityStrategies, securityMeasures, TECHNOLOGY_STACK } from "./platform";
import { servedByPart, servedByService, servedByUser } from "./serves";

/*
 * The embedded Architectural AI: every generated app is a React single-page client, an Express API and a
 * PostgreSQL database (PGlite when no server is configured), so the design is that architecture filled in with
 * the idea's users, entities, integrations and requirements.
 */

type Component = DesignModel["components"][number];

const CLIENT = "web-client";
const SERVER = "api-server";
const DATABASE = "database";

/** The entity the app is mostly about: the one most functional requirements and stories concern. */
export function primaryEntity(reading: ModelReading): EntityKey | undefined {
  const count = (key: EntityKey) => reading.facts.filter((f) => f.entity === key).length;
  const links = (key: EntityKey) => key.references.length;
  return [...reading.keys].sort((a, b) => count(b) - count(a) || links(b) - links(a))[0];
}

function plurals(reading: ModelReading): string {
  return joinWords(
    reading.keys.map((k) => inSentence(k.draft.names.pluralLabel)),
    "and",
  );
}

/** One component per kind of user (ids unique and clear of the system's own), or one "User". */
function userComponents(model: RequirementsModel, reading: ModelReading): Component[] {
  const classes =
    model.userClasses.length > 0 ? model.userClasses : [{ name: "User", description: "", permissions: [] }];
  const taken = new Set([CLIENT, SERVER, DATABASE, ...reading.integrations.map((i) => i.id)]);
  return classes.map((c) => {
    let id = kebabIdentifier(c.name);
    if (taken.has(id)) id = `${id}-user`;
    for (let n = 2; taken.has(id); n += 1) id = `${kebabIdentifier(c.name)}-${n}`;
    taken.add(id);
    return {
      id,
      name: c.name,
      kind: "user",
      description: c.description || "Uses the application in a web browser.",
      responsibilities: c.permissions.slice(0, 6),
      technologies: ["Web browser"],
      serves: servedByUser(reading, c.name, classes.length === 1),
    };
  });
}

function systemComponents(model: RequirementsModel, reading: ModelReading): Component[] {
  const things = plurals(reading) || "the application's data";
  const auth = model.authentication;
  return [
    {
      id: CLIENT,
      name: "Web client",
      kind: "client",
      description: `Single-page application with pages for ${things}${auth.required ? ", sign-in and sign-up" : ""}.`,
      responsibilities: [
        `Show a list, a detail, a create and an edit page for ${things}`,
        "Check form input with the shared zod schemas before sending it",
        "Keep API data in TanStack Query's cache and refresh it after each change",
        ...(auth.required ? ["Send visitors who are not signed in to the sign-in page"] : []),
      ],
      technologies: ["React 19", "TypeScript", "Vite", "TanStack Query"],
      serves: servedByPart(reading, "client"),
    },
    {
      id: SERVER,
      name: "API server",
      kind: "server",
      description: `JSON API under /api${auth.required ? " with session-cookie sign-in" : ""}; it also serves the built client.`,
      responsibilities: [
        "Validate every request with the shared zod schemas",
        `Create, read, update and delete ${things}`,
        ...(auth.required
          ? ["Register users, sign them in and out, and check the session on every request"]
          : []),
        ...(auth.roles.length > 0 ? [`Allow each role (${auth.roles.join(", ")}) only what it may do`] : []),
        ...reading.integrations.map((i) =>
          notGenerated(model).has(i.id) ? `${i.duty} (not generated offline: ${NEEDS_PROVIDER})` : i.duty,
        ),
        "Answer every error as { code, message } with the matching HTTP status",
      ],
      technologies: ["Node.js 20", "Express 5", "TypeScript", "Drizzle ORM", "zod"],
      serves: servedByPart(reading, "server"),
    },
    {
      id: DATABASE,
      name: "Database",
      kind: "database",
      description: "PostgreSQL, or the embedded PGlite when no DATABASE_URL is set.",
      responsibilities: [
        `Keep ${things}`,
        ...(auth.required ? ["Keep user accounts and sessions"] : []),
        "Enforce required values, unique values and references between rows",
      ],
      technologies: ["PostgreSQL 15+", "PGlite"],
      serves: servedByPart(reading, "database"),
    },
    ...reading.integrations.map((i): Component => ({
      id: i.id,
      name: i.name,
      kind: "external",
      description: i.software,
      responsibilities: [i.flow],
      technologies: [i.technology],
      serves: servedByService(reading, i.id),
    })),
  ];
}

function dataFlows(
  model: RequirementsModel,
  reading: ModelReading,
  users: Component[],
): DesignModel["dataFlows"] {
  const cookie = model.authentication.required ? " with the session cookie" : "";
  return [
    ...users.map((u) => ({ from: u.id, to: CLIENT, description: "Uses the pages", protocol: "HTTPS (browser)" })),
    { from: CLIENT, to: SERVER, description: `JSON requests${cookie}`, protocol: "HTTPS" },
    { from: SERVER, to: DATABASE, description: "SQL queries through Drizzle ORM", protocol: "PostgreSQL wire protocol (or in-process PGlite)" },
    ...reading.integrations.map((i) => ({ from: SERVER, to: i.id, description: i.flow, protocol: i.protocol })),
  ]; // prettier-ignore
}

/** The main create action of the primary entity, step by step (a sequence diagram in the document). */
function keyFlow(
  model: RequirementsModel,
  reading: ModelReading,
  users: Component[],
): DesignModel["keyFlow"] {
  const primary = primaryEntity(reading);
  const user = users[0]?.id ?? CLIENT;
  if (!primary) {
    return {
      name: "Open the application",
      serves: [],
      steps: [
        { from: user, to: CLIENT, message: "Open the home page" },
        { from: CLIENT, to: SERVER, message: "GET the page's data" },
        { from: SERVER, to: CLIENT, message: "200 with JSON" },
      ],
    };
  }
  const names = primary.draft.names;
  const concerning = reading.facts.filter((f) => f.entity === primary);
  const creating = concerning.filter((f) => f.actions.includes("create"));
  const first = creating[0]?.requirement;
  const actor = users.find((u) => first && u.serves.includes(first.id))?.id ?? user;
  const signedIn = model.authentication.required;
  const one = inSentence(names.label);
  return {
    name: first?.title ?? `Add ${withArticle(one)}`,
    serves: (creating.length > 0 ? creating : concerning).map((f) => f.requirement.id),
    steps: [
      { from: actor, to: CLIENT, message: `Fill in the new ${one} form and submit it` },
      { from: CLIENT, to: CLIENT, message: "Check the input with the shared schema" },
      { from: CLIENT, to: SERVER, message: `POST /api/${names.resource} with the ${one} as JSON` },
      ...(signedIn
        ? [
            { from: SERVER, to: DATABASE, message: "Look up the session of the cookie" },
            { from: DATABASE, to: SERVER, message: "The signed-in user" },
          ]
        : []),
      { from: SERVER, to: DATABASE, message: `INSERT INTO ${names.table} the validated values` },
      { from: DATABASE, to: SERVER, message: "The new row, or the constraint it breaks" },
      { from: SERVER, to: CLIENT, message: `201 Created with the ${one}, or 400 naming what is wrong` },
      {
        from: CLIENT,
        to: actor,
        message: `Show the new ${one} and refresh the list of ${inSentence(names.pluralLabel)}`,
      },
    ],
  };
}

/** The outside service a kind of capability works through, when the checklist chose it. */
const KIND_SERVICE: Readonly<Partial<Record<string, string>>> = {
  payments: "payment-provider",
  maps: "maps-service",
  calendar: "calendar-service",
  "file-upload": "file-storage",
};

/** The ids of the outside services a capability the embedded engine does not build works through. */
function notGenerated(req: RequirementsModel): Set<string> {
  return new Set(
    (req.capabilities ?? []).flatMap((c) => {
      const service = c.built === "needs-provider" ? KIND_SERVICE[c.kind] : undefined;
      return service === undefined ? [] : [service];
    }),
  );
}

/** How the design handles a generated capability (by kind); the rest are built by no component. */
const GENERATED_NOTES: Readonly<Partial<Record<string, string>>> = {
  search:
    "The API server's list endpoints take a search text and filters and search the text fields; the web client's list pages show a search box and filter controls.",
  reports:
    "The API server answers each report of the data model at GET /api/reports/<name> with SQL aggregates (GROUP BY, date_trunc, ORDER BY and LIMIT) over the rows the signed-in user may read; the web client's Reports page shows each figure with a chart (recharts) and a table.",
  export:
    "The web client's list pages have an Export CSV button that reads every page of the list endpoint (with the search and filters on screen) and writes a CSV file in the browser; the API is unchanged.",
  // Tool pages (issue 17 point 6): generated only for the formulas and quizzes of 02-srs/page-kinds.ts.
  calculator:
    "The web client's calculator page checks the values and works the formula the requirements state out in the browser; when an entity keeps the results, it saves them through that entity's create endpoint.",
  editor:
    "The web client's Markdown editor page previews the text as it is written (react-markdown, no raw HTML) and saves it through the entity's create and update endpoints.",
  game: "The web client's quiz page reads the cards through their list endpoint and keeps the quiz and its score in the browser; the API is unchanged.",
};

/**
 * Each capability of the requirements model as the design handles it: where the generated app builds it, or
 * that no component implements it (it needs an AI provider or hand-written code) and what is kept instead.
 */
function designCapabilities(req: RequirementsModel, reading: ModelReading): DesignModel["capabilities"] {
  if (req.capabilities === undefined) return undefined;
  return req.capabilities.map((c) => {
    const generated = c.built === "generated" ? GENERATED_NOTES[c.kind] : undefined;
    const service = reading.integrations.find((i) => i.id === KIND_SERVICE[c.kind]);
    const where =
      service === undefined
        ? "No component of this design implements it; the web client and the API server keep only its records."
        : `The ${service.name.toLowerCase()} is an outside service of this design, but the code that works with it is not generated; the web client and the API server keep only its records.`;
    return {
      capabilityId: c.id,
      name: c.name,
      built: generated === undefined ? "needs-provider" : "generated",
      note: generated ?? `${c.reason} ${where}`,
      serves: c.requirementIds,
    };
  });
}

/** "The embedded engine does not build one capability offline (chess): …": the overview's sentence, or "". */
export function notBuiltSentence(req: RequirementsModel): string {
  const missing = (req.capabilities ?? []).filter((c) => c.built === "needs-provider");
  if (missing.length === 0) return "";
  const names = missing.map((c) => c.name.toLowerCase()).join("; ");
  return missing.length === 1
    ? ` The embedded engine does not build one capability offline (${names}): it needs an AI provider or hand-written code (section 3.2).`
    : ` The embedded engine does not build ${missing.length} capabilities offline (${names}): they need an AI provider or hand-written code (section 3.2).`;
}

/**
 * The design model (what the system design document is rendered from), built deterministically from the
 * approved requirements model: a user component per user class, the web client, the API server, the database
 * and an external component per integration, each with the requirement ids it serves (serves.ts); the data
 * flows between them; the create flow of the primary entity; the fixed technology stack; deployment and
 * configuration; security measures; and a strategy per non-functional requirement.
 */
export function buildDesignModel(req: RequirementsModel): DesignModel {
  const reading = readRequirementsModel(req);
  const users = userComponents(req, reading);
  const things = plurals(reading);
  const services = reading.integrations.map((i) => i.named);
  return {
    overview:
      `${req.product.name} is a single-page React client that talks to an Express API over JSON. ` +
      `The API keeps ${things || "its data"} in PostgreSQL` +
      (req.authentication.required ? " and signs users in with a session cookie" : "") +
      (services.length > 0 ? `; it works with ${joinWords(services, "and")}.` : ".") +
      notBuiltSentence(req),
    architectureStyle:
      "Three-tier web application (single-page client, API server, relational database) deployed as one Node.js process",
    components: [...users, ...systemComponents(req, reading)],
    dataFlows: dataFlows(req, reading, users),
    keyFlow: keyFlow(req, reading, users),
    technologyStack: TECHNOLOGY_STACK,
    deployment: deployment(req, reading.integrations),
    security: securityMeasures(req, reading),
    nonFunctional: qualityStrategies(req),
    ...(req.capabilities === undefined ? {} : { capabilities: designCapabilities(req, reading) }),
  };
}
