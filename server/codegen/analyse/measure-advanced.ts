import type { AreaCoverage } from "../../../domain/api/code";
import { planSchema } from "../../pipeline/phases/04-technical/schema-plan";
import { kebab } from "../generate/names";
import type { CodegenModels } from "../types";
import type { AppFacts } from "./facts";
import { isServerSource } from "./facts";
import { apiOperations, routeOf } from "./measure-api";
import { behaviourElements, measureBehaviour } from "./measure-behaviour";
import { AreaTally } from "./tally";

const REQUIREMENT_ID = /\b(?:FR|NFR|US)-\d+\b/g;

/** Requirement ids named in any test title (it/test/describe). */
export function titledRequirementIds(facts: AppFacts): Set<string> {
  return new Set(facts.tests.flatMap((t) => t.titles.flatMap((title) => title.match(REQUIREMENT_ID) ?? [])));
}

export const dataModule = (entity: string) => `src/server/data/${kebab(entity)}.ts`;

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

function measureAccounts(models: CodegenModels, facts: AppFacts, tally: AreaTally): void {
  if (!models.data.accounts) return;
  const gaps: string[] = [];
  const auth = apiOperations(models.api)
    .map((ref) => ref.operation)
    .filter((op) => op.kind === "auth" && op.method === "post");
  if (auth.length > 0) {
    for (const op of auth.filter((o) => !routeOf(o, facts)))
      gaps.push(`Accounts: ${op.method.toUpperCase()} ${op.path} (${op.id}) has no route`);
  } else {
    const posts = facts.routes.filter((r) => r.method === "post").map((r) => r.path);
    if (!posts.some((p) => /register|sign-?up|users|accounts/i.test(p)))
      gaps.push("Accounts: no sign-up route (POST /api/…register, sign-up or users)");
    if (!posts.some((p) => /login|sign-?in|session/i.test(p)))
      gaps.push("Accounts: no sign-in route (POST /api/…login, sign-in or session)");
  }
  if (!facts.passwordHashing)
    gaps.push("Accounts: no password hashing call (scrypt, pbkdf2, bcrypt or argon2) in src/server");
  tally.element(gaps.length === 0 ? 1 : 0, gaps);
}

function measurePerUser(models: CodegenModels, facts: AppFacts, tally: AreaTally): void {
  for (const table of planSchema(models.data).tables) {
    const entity = table.entity;
    const owner = table.columns.find((c) => c.source.kind === "owner");
    if (table.kind !== "entity" || !entity?.ownedByUser || !owner) continue;
    const file = dataModule(entity.name);
    const compared = facts.serverFiles.get(file)?.comparedProperties;
    const filters = compared !== undefined && (compared.has(camel(owner.name)) || compared.has(owner.name));
    const gap = !compared
      ? `Per-user data: ${file} (data access for ${entity.name}) is missing`
      : `Per-user data: ${file} does not filter ${table.name} by their owner (${owner.name})`;
    tally.element(filters ? 1 : 0, filters ? [] : [gap]);
  }
}

function measureSearch(models: CodegenModels, facts: AppFacts, tally: AreaTally): void {
  for (const page of models.ui.pages.filter((p) => p.kind === "list" && p.searchable && p.entity !== null)) {
    const entity = page.entity ?? "";
    const list = apiOperations(models.api).find(
      (ref) => ref.entity === entity && ref.operation.kind === "list" && ref.operation.method === "get",
    );
    if (!list) {
      tally.element(0, [`Search on ${page.id}: the API model has no list operation for ${entity}`]);
      continue;
    }
    const route = routeOf(list.operation, facts);
    const reads =
      route !== undefined && (route.readsQuery || facts.serverFiles.get(dataModule(entity))?.readsQuery);
    const where = `GET ${list.operation.path} (${list.operation.id})`;
    const gap = route
      ? `Search on ${page.id}: the list route ${where} does not read q`
      : `Search on ${page.id}: ${where} has no route`;
    tally.element(reads ? 1 : 0, reads ? [] : [gap]);
  }
}

const DELIVERY: readonly { label: string; paths: string[] }[] = [
  { label: "README.md", paths: ["README.md"] },
  { label: "Dockerfile", paths: ["Dockerfile"] },
  {
    label: "docker-compose.yml",
    paths: ["docker-compose.yml", "docker-compose.yaml", "compose.yml", "compose.yaml"],
  },
  { label: ".env.example", paths: [".env.example"] },
];

/**
 * Advanced features, each element derived from the models: accounts (when data.accounts: the sign-up and
 * sign-in routes of the API model's auth operations exist and a password hashing call, scrypt, pbkdf2, bcrypt
 * or argon2, is made in src/server); per-user data (each ownedByUser entity: its data module
 * src/server/data/<entity>.ts compares its owner column, `eq(table.ownerId, …)`); search (each searchable list
 * page: the list route's handler or the entity's data module reads `q`); seed data (when entities have seed
 * rows: a src/server module whose name contains "seed"); delivery (README.md, Dockerfile, docker-compose.yml,
 * .env.example, each an element); behaviour (each move of a workflow, see measure-behaviour.ts). Requirements are
 * measured on their own (measure-requirements.ts).
 */
export function measureAdvanced(models: CodegenModels, facts: AppFacts): AreaCoverage {
  const tally = new AreaTally();
  measureAccounts(models, facts, tally);
  measurePerUser(models, facts, tally);
  measureSearch(models, facts, tally);
  const seeded = models.data.entities.filter((e) => e.seed.length > 0).map((e) => e.name);
  if (seeded.length > 0) {
    const seedModule = [...facts.paths].some(
      (p) => isServerSource(p) && /seed/i.test(p.split("/").pop() ?? ""),
    );
    tally.element(
      seedModule ? 1 : 0,
      seedModule
        ? []
        : [`Seed data: no seed module in src/server (entities ${seeded.join(", ")} have seed rows)`],
    );
  }
  for (const item of DELIVERY) {
    const present = item.paths.some((p) => facts.paths.has(p));
    tally.element(present ? 1 : 0, present ? [] : [`Delivery: ${item.label} is missing`]);
  }
  measureBehaviour(behaviourElements(models), facts, tally);
  return tally.result();
}
