import type { GeneratedFile } from "../../types";
import { markdownText, packageName, yamlString } from "../names";
import { generatedFile, sortIds } from "./code";
import { expressPath, type ServerModel } from "./model";
import { accessOf, roleLabel, type RolePlan } from "./roles";

/** The README's roles section: who each role is, and a table of who may do what with each entity. */
function rolesSection(model: ServerModel, plan: RolePlan): string {
  const scope = (s: string) => (s === "all" ? "all" : s === "own" ? "own" : "–");
  const roles = plan.roles.map(
    (r) =>
      `- **${markdownText(roleLabel(r))}** (\`${r.name}\`)${r.description.trim() ? `: ${markdownText(r.description.trim())}${/[.!?]$/.test(r.description.trim()) ? "" : "."}` : ""}${r.manageAccounts ? " Manages accounts." : ""}`,
  );
  const header = `| entity | ${plan.roles.map((r) => cell(roleLabel(r))).join(" | ")} |`;
  const rule = `| --- | ${plan.roles.map(() => "---").join(" | ")} |`;
  const rows = model.entities.map((e) => {
    const cells = plan.roles.map((r) => {
      const a = accessOf(e.entity, r.name);
      return `read ${scope(a.read)}, create ${a.create ? "yes" : "no"}, update ${scope(a.update)}, delete ${scope(a.delete)}`;
    });
    return `| ${cell(e.entity.label || e.entity.name)} | ${cells.join(" | ")} |`;
  });
  const managers = `Accounts with the ${plan.managers.map((r) => markdownText(roleLabel(r))).join(" or ")} role`;
  return `
## Roles and permissions

${roles.join("\n")}

The first account ever created gets the ${markdownText(roleLabel(plan.admin))} role; every later sign-up gets the
${markdownText(roleLabel(plan.signUp))} role${model.accounts ? " (`npm run seed` creates `demo` with the " + markdownText(roleLabel(plan.admin)) + " role)" : ""}. ${managers} see every account at
\`GET ${expressPath(plan.listPath)}\` and change an account's role at \`PATCH ${expressPath(plan.rolePath)}\` with \`{ "role": "…" }\` (the
Accounts page); the last account that manages accounts keeps its role (409).

Who may do what ("own": only the rows the account created; "all": every row; "–": not at all). Every API route
checks it and answers \`403\` with \`{ "code": "forbidden:<entity>", "message": "Your role (…) may not …" }\`
otherwise; the UI hides what a role cannot do. The table lives in \`src/shared/access.ts\`.

${header}
${rule}
${rows.join("\n")}
`;
}

/*
 * Pass 3's documentation and delivery files: README.md (what the app is, how to run it, its entities, endpoints
 * and requirement traceability), .env.example, Dockerfile, .dockerignore, docker-compose.yml (app + PostgreSQL 16)
 * and the editor settings.
 */

function cell(text: string): string {
  return markdownText(text).replace(/\|/g, "\\|");
}

function endpointOf(op: { method: string; path: string } | undefined): string {
  return op ? `${op.method.toUpperCase()} ${expressPath(op.path)}` : "";
}

function readme(model: ServerModel): string {
  const { requirements, data, ui } = model.input;
  const name = markdownText(model.input.projectName.trim() || requirements.product.name);
  const product = requirements.product;
  const about = [product.purpose, product.scope].filter((t) => t.trim() !== "");
  const goals = product.goals.map((g) => `- ${markdownText(g)}`);
  const entities = model.entities.map(
    (e) =>
      `| ${cell(e.entity.label || e.entity.name)} | \`${e.table.planned.name}\` | ${e.fields.map((f) => cell(f.field.label)).join(", ")} | ${
        [
          ...e.manyToOne.map((m) => `${m.prop} → ${m.relation.target}`),
          ...e.manyToMany.map((m) => `${m.prop} → ${m.relation.target}`),
        ]
          .map(cell)
          .join(", ") || "–"
      } | ${e.owned ? "yes" : "no"} |`,
  );
  const endpoints = model.plans.map(({ op: o, kind }) => {
    const note =
      kind === "placeholder"
        ? " (not implemented yet: 501)"
        : model.auth?.added.includes(o)
          ? " (added)"
          : "";
    return `| \`${o.method.toUpperCase()} ${expressPath(o.path)}\` | ${cell(o.summary)}${note} | ${o.statusCodes.map((s) => s.code).join(", ")} | ${o.auth ? "yes" : "no"} |`;
  });
  const roles = model.accounts?.rolePlan;
  if (roles)
    endpoints.push(
      `| \`GET ${expressPath(roles.listPath)}\` | Every account and its role (added with the roles) | 200, 401, 403 | yes |`,
      `| \`PATCH ${expressPath(roles.rolePath)}\` | Change an account's role (added with the roles) | 200, 400, 401, 403, 404, 409 | yes |`,
    );
  const placeholders = model.plans.filter((p) => p.kind === "placeholder");
  const notImplemented =
    placeholders.length > 0
      ? `
## Not implemented yet

These operations are in the API specification, but their behaviour cannot be derived from the models (a custom
action, an aggregate, a request or response the data model does not describe). Their routes exist and answer
\`501\` with \`{ "code": "not_implemented:<operationId>", "message": "…" }\` (\`notImplemented\` in
\`src/server/http.ts\`) until they are written by hand:

${placeholders.map(({ op }) => `- \`${op.method.toUpperCase()} ${expressPath(op.path)}\` (\`${op.id}\`): ${markdownText(op.summary)}${op.serves.length > 0 ? ` (serves ${op.serves.join(", ")})` : ""}`).join("\n")}
`
      : "";
  const trace = new Map<string, Set<string>>();
  const add = (ids: readonly string[], what: string) => {
    for (const id of ids) trace.set(id, (trace.get(id) ?? new Set()).add(what));
  };
  for (const e of data.entities) add(e.serves, `entity ${e.name}`);
  for (const p of model.plans) if (p.kind !== "placeholder") add(p.op.serves, `\`${p.op.id}\``);
  for (const p of ui.pages) add(p.serves, `page ${p.id}`);
  const described = new Map(requirements.requirements.map((r) => [r.id, r.description]));
  const traceRows = sortIds(trace.keys()).map(
    (id) => `| ${id} | ${cell(described.get(id) ?? "")} | ${[...(trace.get(id) ?? [])].sort().join(", ")} |`,
  );
  const accounts = model.accounts
    ? `
## Accounts

Sign up at \`${endpointOf(model.auth?.register.op)}\`, sign in at \`${endpointOf(model.auth?.login.op)}\`, sign out at
\`${endpointOf(model.auth?.logout.op)}\`, and \`${endpointOf(model.auth?.me.op)}\` answers the signed-in user: the server sets an
httpOnly, SameSite=Lax cookie named \`session\` (a random token; only its SHA-256 hash is stored). Passwords are
hashed with scrypt.${
        (model.auth?.added.length ?? 0) > 0
          ? ` The API model has no operation for ${model.auth?.added.map((o) => `\`${endpointOf(o)}\``).join(", ")}: an app with accounts always offers sign-up, sign-in, sign-out and the signed-in user, so these standard routes were added.`
          : ""
      } Every API call except sign-up and sign-in needs the cookie${model.entities.some((e) => e.owned) ? "; per-user data is visible only to its owner" : ""}.${
        model.accounts.rolePlan
          ? " Roles decide what each account may do (see Roles and permissions)."
          : model.accounts.roles.length > 0
            ? ` Roles: ${model.accounts.roles.map((r) => `\`${markdownText(r)}\``).join(", ")} (the first account gets the first, later ones the last).`
            : ""
      }
`
    : "";
  return `# ${name}

${about.map(markdownText).join("\n\n") || "A web application generated by Specwright from its approved requirements and designs."}
${goals.length > 0 ? `\nGoals:\n\n${goals.join("\n")}\n` : ""}
React 19 + Vite front end, Express 5 API, one set of zod schemas for both (\`src/shared/schema.ts\`), Drizzle ORM
over PostgreSQL (\`DATABASE_URL\`) or, with no database server, the embedded PGlite database in \`DATA_DIR\`.

## Run it

\`\`\`bash
npm install          # Node 20.19 or newer
npm run dev:server   # the API on http://127.0.0.1:3000, restarting on change
npm run dev          # the UI on http://127.0.0.1:5173 (proxies /api to the API)
\`\`\`

Production: \`npm run build && npm start\` serves the API and the built UI on http://127.0.0.1:3000.
Tests: \`npm test\` (API tests over an in-memory database, UI tests with renderToString). \`npm run typecheck\` runs
\`tsc --noEmit\`. \`npm run seed\` (or \`SEED=1 npm start\`) fills an empty database with example rows${model.accounts ? " owned by the account `demo` (password `demo-password`)" : ""}.

| variable | default | meaning |
| --- | --- | --- |
| \`PORT\` | 3000 | port of the server |
| \`HOST\` | 127.0.0.1 | interface to listen on (0.0.0.0 to accept other machines) |
| \`DATABASE_URL\` | (empty) | PostgreSQL connection string; empty uses PGlite in \`DATA_DIR\` |
| \`DATA_DIR\` | ./data | folder of the embedded database |
| \`SEED\` | 0 | 1 seeds an empty database at start |${model.accounts ? "\n| `COOKIE_SECURE` | 0 | 1 marks the session cookie Secure (serve over HTTPS) |\n| `COOKIE_PARTITIONED` | 0 | 1 makes the session cookie SameSite=None; Secure; Partitioned, for an app shown in another site's frame |" : ""}

Docker: \`docker compose up --build\` runs the app with PostgreSQL 16 on http://localhost:3000.
${accounts}${model.accounts?.rolePlan ? rolesSection(model, model.accounts.rolePlan) : ""}
## Data

| entity | table | fields | relations | per user |
| --- | --- | --- | --- | --- |
${entities.join("\n")}

The schema is created by \`src/server/db/migrations/0000_init.sql\` (the approved database design's DDL), applied
at start.

## API

Errors answer \`{ "code": "not_found:book", "message": "…", "fieldErrors": { "title": "Title is required" } }\`
(\`fieldErrors\` on 400 only). Lists take \`page\`, \`pageSize\` (at most 100), \`q\` and filters, and answer
\`{ items, total, page, pageSize }\`. The web client's list pages export CSV files themselves (Export CSV: every page
of the list with the search and filters on screen, \`src/client/components/csv.ts\`); the API has no export endpoint.

| endpoint | what | status codes | sign-in |
| --- | --- | --- | --- |
${endpoints.join("\n")}

${notImplemented}
## Requirements traceability

Each requirement below is served by these parts of the app; the tests name the requirement ids in their titles.

| requirement | description | implemented by |
| --- | --- | --- |
${traceRows.join("\n")}
`;
}

function envExample(model: ServerModel): string {
  return `# Port and interface the server listens on (0.0.0.0 accepts connections from other machines).
PORT=3000
HOST=127.0.0.1
# PostgreSQL connection string. Leave empty to use the embedded database (PGlite) in DATA_DIR.
DATABASE_URL=
# Folder for the embedded database (used only when DATABASE_URL is empty).
DATA_DIR=./data
# 1 fills an empty database with example rows at start.
SEED=0
${model.accounts ? "# 1 marks the session cookie Secure: set it when the app is served over HTTPS.\nCOOKIE_SECURE=0\n# 1 when the app is shown inside another site's frame (SameSite=None; Secure; Partitioned cookie).\nCOOKIE_PARTITIONED=0\n" : ""}`;
}

const DOCKERFILE = `# Build: install the locked dependencies, build the client and the server bundle, keep only runtime packages.
FROM node:20-slim AS build
WORKDIR /app
COPY package*.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund || npm install --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts

FROM node:20-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER node
VOLUME /data
EXPOSE 3000
CMD ["node", "dist/server/index.js"]
`;

const DOCKERIGNORE = ["node_modules", "dist", "data", ".vite-cache", ".tmp", ".env", ".git", "coverage"].join(
  "\n",
);

function compose(model: ServerModel): string {
  const db = packageName(model.input.projectName).replace(/-/g, "_").slice(0, 30) || "app";
  return `services:
  app:
    build: .
    ports:
      - "3000:3000"
    environment:
      DATABASE_URL: ${yamlString(`postgres://app:app@db:5432/${db}`)}
    depends_on:
      db:
        condition: service_healthy
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: app
      POSTGRES_DB: ${yamlString(db)}
    volumes:
      - db-data:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", ${yamlString(`pg_isready -U app -d ${db}`)}]
      interval: 2s
      timeout: 3s
      retries: 15
volumes:
  db-data:
`;
}

const VSCODE_SETTINGS = {
  "typescript.tsdk": "node_modules/typescript/lib",
  "editor.formatOnSave": true,
  "editor.defaultFormatter": "esbenp.prettier-vscode",
  "files.exclude": { dist: true, ".vite-cache": true, ".tmp": true },
};
const VSCODE_EXTENSIONS = {
  recommendations: ["dbaeumer.vscode-eslint", "esbenp.prettier-vscode", "vitest.explorer"],
};

/** README, .env.example, Docker files and editor settings (pass 3). */
export function deliveryFiles(model: ServerModel): GeneratedFile[] {
  const served = [
    ...model.input.data.entities.flatMap((e) => e.serves),
    ...model.operations.flatMap((o) => o.serves),
    ...model.input.ui.pages.flatMap((p) => p.serves),
  ];
  const docker = { documents: ["system_design" as const], elements: ["delivery:docker"] };
  return [
    generatedFile("README.md", readme(model), "markdown", 3, {
      documents: ["srs", "system_design", "api_specification", "database_design"],
      requirementIds: served,
      elements: ["delivery:readme", ...(model.accounts ? ["accounts"] : [])],
    }),
    generatedFile(".env.example", envExample(model), "text", 3, {
      documents: ["system_design"],
      elements: ["delivery:env"],
    }),
    generatedFile("Dockerfile", DOCKERFILE, "dockerfile", 3, docker),
    generatedFile(".dockerignore", DOCKERIGNORE, "text", 3, docker),
    generatedFile("docker-compose.yml", compose(model), "yaml", 3, {
      documents: ["system_design", "database_design"],
      elements: ["delivery:docker", "stack:PostgreSQL"],
    }),
    generatedFile(".vscode/settings.json", JSON.stringify(VSCODE_SETTINGS, null, 2), "json", 3, {
      elements: ["delivery:vscode"],
    }),
    generatedFile(".vscode/extensions.json", JSON.stringify(VSCODE_EXTENSIONS, null, 2), "json", 3, {
      elements: ["delivery:vscode"],
    }),
  ];
}
