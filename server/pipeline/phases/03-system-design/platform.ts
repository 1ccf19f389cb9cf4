import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import type { DesignModel } from "../../../../domain/artifacts/03-system-design";
import type { Integration } from "../02-srs/integrations";
import { idsWhere, type ModelReading, type RequirementFacts } from "../02-srs/reading";

/*
 * The parts of the design every generated app shares: its technology stack, how it is deployed and configured,
 * its security measures and a strategy for each non-functional requirement. Fixed by the code generator, so
 * they are written down here once; what varies is what the requirements ask for (sign-in, roles, HTTPS, audit,
 * personal data, integrations) and the figures they give.
 */

type Design = DesignModel;

/** The stack of every generated app (the versions notes/stack-check.md verified on Node 20). */
export const TECHNOLOGY_STACK: Design["technologyStack"] = [
  { layer: "Client", technology: "React", version: "19", rationale: "A widely known component model; every page is a plain function component" },
  { layer: "Language", technology: "TypeScript", version: "5.9", rationale: "One strictly typed language for the client, the server and the schemas they share" },
  { layer: "Client build", technology: "Vite", version: "8", rationale: "Fast development server and a small production build" },
  { layer: "Server state", technology: "TanStack Query", version: "5", rationale: "Caches API data in the client and refreshes it after every change" },
  { layer: "Server", technology: "Express", version: "5", rationale: "A small, well understood HTTP framework; async errors reach one error handler" },
  { layer: "Runtime", technology: "Node.js", version: "20", rationale: "Long-term support release; runs the API and serves the built client in one process" },
  { layer: "Validation", technology: "zod", version: "4", rationale: "One schema per entity validates input in the browser and on the server" },
  { layer: "ORM", technology: "Drizzle ORM", version: "0.45", rationale: "Typed SQL that mirrors the schema, with generated migrations" },
  { layer: "Database", technology: "PostgreSQL", version: "15+", rationale: "Reliable relational storage with the constraints the data model relies on" },
  { layer: "Embedded database", technology: "PGlite", version: "0.5", rationale: "PostgreSQL in WebAssembly: the app runs with no database server for trials and tests" },
  { layer: "Tests", technology: "Vitest", version: "4", rationale: "Fast unit and API tests against a real (embedded) database" },
]; // prettier-ignore

const HOSTS: Readonly<Record<string, string>> = {
  "On our own server": "The owner's own Linux server",
  "In a cloud provider": "A virtual machine or container at a cloud provider",
};

/** One Node.js process serving the API and the built client, with its database and configuration. */
export function deployment(
  model: RequirementsModel,
  integrations: readonly Integration[],
): Design["deployment"] {
  const host = HOSTS[model.delivery.hosting ?? ""] ?? "Any Linux host with Node.js 20";
  return {
    environment: `${host}: one Node.js 20 process serves the API and the built client; TLS is terminated by the host or a reverse proxy in front of it.`,
    units: [
      { name: "app", description: "The Node.js process: the Express API under /api and the built React client on every other path" },
      { name: "database", description: "A PostgreSQL server given by DATABASE_URL, or an embedded PGlite data folder when it is not set" },
    ],
    configuration: [
      { name: "DATABASE_URL", description: "PostgreSQL connection string; when unset, the data is kept in an embedded PGlite folder" },
      { name: "PORT", description: "HTTP port the app listens on (default 3000)" },
      ...(model.authentication.required
        ? [{ name: "SESSION_SECRET", description: "Secret that signs session cookies: at least 32 random characters" }]
        : []),
      ...integrations.flatMap((i) => (i.env ? [i.env] : [])),
    ],
  }; // prettier-ignore
}

const has = (pattern: RegExp) => (f: RequirementFacts) => pattern.test(f.requirement.description);

/** Security measures: those every app has, and those sign-in, roles and the security requirements ask for. */
export function securityMeasures(model: RequirementsModel, reading: ModelReading): Design["security"] {
  const ids = (pattern: RegExp) => idsWhere(reading, has(pattern));
  const measures: Design["security"] = [];
  const add = (concern: string, measure: string, serves: string[]) =>
    measures.push({ concern, measure, serves });
  if (model.authentication.required) {
    add(
      "Authentication",
      "Sessions in an httpOnly, SameSite=Lax cookie signed with SESSION_SECRET; passwords hashed with scrypt and a salt per user; sign-in attempts rate-limited",
      ids(/\bsign(?:s|ed)? in\b|\bpasswords?\b|\blog ?in\b/i),
    );
  }
  if (model.authentication.roles.length > 0) {
    add(
      "Authorisation",
      `Every API route checks the signed-in user's role (${model.authentication.roles.join(", ")}) before it acts; pages a role may not use are hidden`,
      ids(/\broles?\b|\bpermissions?\b|\badministrator\b/i),
    );
  }
  if (reading.facts.some(has(/\bown data\b/i))) {
    add(
      "Per-user data",
      "Every query of per-user data is filtered by the signed-in user's id; another user's row answers 404",
      ids(/\bown data\b/i),
    );
  }
  add(
    "Transport",
    "HTTPS only: HTTP is redirected, the HSTS header is sent and cookies are marked Secure",
    ids(/\bhttps\b|\bencrypt\w*/i),
  );
  add(
    "Input validation",
    "Every request body, path parameter and query is validated with zod before it is used; SQL is always parameterised by Drizzle ORM",
    [],
  );
  add("Output encoding", "React escapes all user text; no HTML written by users is ever rendered", []);
  if (reading.facts.some(has(/\baudit\b/i))) {
    add(
      "Audit",
      "An audit_log table records who created, changed or deleted which row, and when, in the same transaction as the change",
      ids(/\baudit\b/i),
    );
  }
  if (reading.facts.some(has(/\bgdpr\b|\bpersonal data\b/i))) {
    add(
      "Personal data",
      "A person's data can be exported and deleted on request; personal data is kept out of logs",
      ids(/\bgdpr\b|\bpersonal data\b/i),
    );
  }
  if (reading.facts.some(has(/\btwo-step\b|\btwo-factor\b/i))) {
    add(
      "Two-step sign-in",
      "A time-based one-time code (TOTP) is asked for after the password",
      ids(/\btwo-step\b|\btwo-factor\b/i),
    );
  }
  return measures; // prettier-ignore
}

type Strategy = (description: string, match: RegExpExecArray) => string;

const STRATEGIES: readonly [RegExp, Strategy][] = [
  [/respond (within [^.,;(]+)/i, (_d, m) => `Indexes on foreign-key, unique and searched columns; every list paged (20 rows by default, at most 100); the built client served compressed and cached; a test checks answers ${m[1] ?? ""} on the sample data`],
  [/support ([\d,]+) users at the same time/i, (_d, m) => `One Node.js process serves ${m[1] ?? ""} users at the same time: requests are short, database work goes through a connection pool, and nothing blocks the event loop`],
  [/hashed/i, () => "Passwords hashed with scrypt and a salt per user (node:crypto); only the hash is stored, and it never leaves the server"],
  [/https|encrypted/i, () => "TLS at the host or a reverse proxy; HTTP requests redirected to HTTPS; HSTS header; cookies marked Secure"],
  [/audit/i, () => "One data-access layer writes an audit_log row (user, table, row id, action, time) in the same transaction as every change"],
  [/gdpr|personal data/i, () => "Per-person export (JSON) and deletion; personal data kept out of logs; the data stays in the database the owner hosts"],
  [/two-step|two-factor/i, () => "TOTP codes (RFC 6238) after the password, with one-time recovery codes"],
  [/wcag/i, () => "Semantic HTML, labelled inputs, visible focus and sufficient contrast; an automated accessibility check (axe) runs in the end-to-end tests"],
  [/keyboard/i, () => "Native buttons, links and inputs with labels; focus moves to each new page's heading; dialogs keep the focus and close with Escape"],
  [/available ([\d.]+%)/i, (_d, m) => `A process supervisor restarts the app on failure; GET /api/health for monitoring; nightly database backups; updates start the new process before stopping the old one, for ${m[1] ?? ""} availability`],
  [/business hours/i, () => "Updates and backups are scheduled outside business hours; a process supervisor restarts the app on failure"],
  [/growth|grow/i, () => "State lives in PostgreSQL, so more app processes can run behind a load balancer; indexes and paging keep lists fast as rows grow"],
  [/until the user deletes it/i, () => "Rows are deleted only when their owner deletes them, together with the rows that depend on them"],
  [/kept for at least ([^.(]+)/i, (_d, m) => `Rows are never deleted automatically; backups are kept for at least ${m[1]?.trim() ?? ""} as well`],
  [/maintain|test/i, () => "TypeScript in strict mode end to end, shared zod schemas, and automated tests for every API route"],
]; // prettier-ignore

/** A strategy for each non-functional requirement: how the design meets it, keeping its figures. */
export function qualityStrategies(model: RequirementsModel): Design["nonFunctional"] {
  return model.requirements
    .filter((r) => r.type === "non-functional")
    .map((r) => {
      const rule = STRATEGIES.map(([pattern, strategy]) => ({
        match: pattern.exec(r.description),
        strategy,
      })).find((s) => s.match !== null);
      const strategy = rule?.match
        ? rule.strategy(r.description, rule.match)
        : `Checked in review before each release: ${r.description}`;
      return { requirementId: r.id, strategy };
    });
}
