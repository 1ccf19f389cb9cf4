import type { PassNumber } from "../../../domain/api/code";
import type { GeneratedFile } from "../types";
import { isMigration, isServerSource, isTestFile, readAppFacts } from "./facts";
import { titledRequirementIds } from "./measure-advanced";

/**
 * The completed tasks of one pass in words, from the files that pass introduced (their paths, what they
 * implement and what the analyser reads in them): "Created 5 tables and the initial migration (database design)".
 */

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const DELIVERY: readonly [string, (path: string) => boolean][] = [
  ["README", (p) => p === "README.md"],
  ["Dockerfile", (p) => p === "Dockerfile"],
  ["docker-compose.yml", (p) => /^(docker-)?compose\.ya?ml$/.test(p)],
  [".env.example", (p) => p === ".env.example"],
  [".dockerignore", (p) => p === ".dockerignore"],
  ["VS Code settings", (p) => p.startsWith(".vscode/")],
];

/** Human-readable tasks completed by a pass, from the files it introduced (files of other passes are ignored). */
export function describePassTasks(files: readonly GeneratedFile[], passNumber: PassNumber): string[] {
  const own = files.filter((f) => f.pass === passNumber);
  const facts = readAppFacts(own);
  const described = new Set<string>();
  const mark = (paths: string[]) => paths.forEach((p) => described.add(p));
  const tasks: string[] = [];
  const setup = own.filter((f) =>
    ["package.json", "tsconfig.json", "vite.config.ts", ".gitignore"].includes(f.path),
  );
  if (setup.length > 0) {
    const packages = facts.packageJson.packages.size;
    tasks.push(
      `Set up the project (${list(setup.map((f) => f.path))}${packages > 0 ? `, ${count(packages, "pinned package")}` : ""})`,
    );
    mark(setup.map((f) => f.path));
  }
  const migrations = own.filter((f) => isMigration(f.path));
  const schemaFiles = [...new Set(facts.tables.map((t) => t.file))];
  if (schemaFiles.length > 0 || migrations.length > 0) {
    const tables = new Set([...facts.tables, ...facts.migrationTables].map((t) => t.name)).size;
    const migration =
      migrations.length === 1 ? "the initial migration" : count(migrations.length, "migration");
    tasks.push(`Created ${count(tables, "table")} and ${migration} (database design)`);
    mark([...schemaFiles, ...migrations.map((f) => f.path)]);
    mark(own.filter((f) => f.path.startsWith("src/server/db/migrations/meta/")).map((f) => f.path));
  }
  const shared = own.filter((f) => f.path.startsWith("src/shared/"));
  if (shared.length > 0) {
    const entities = new Set(
      shared.flatMap((f) => f.implements.elements.filter((e) => e.startsWith("entity:"))),
    );
    tasks.push(
      `Wrote the shared validation schemas${entities.size > 0 ? ` for ${count(entities.size, "entity", "entities")}` : ""}`,
    );
    mark(shared.map((f) => f.path));
  }
  const data = own.filter((f) => f.path.startsWith("src/server/data/") && !isTestFile(f.path));
  if (data.length > 0) {
    tasks.push(`Wrote data access for ${count(data.length, "entity", "entities")}`);
    mark(data.map((f) => f.path));
  }
  const accounts = (f: GeneratedFile) => f.implements.elements.includes("accounts");
  if (own.some((f) => accounts(f) && isServerSource(f.path) && !f.path.startsWith("src/server/routes/")))
    tasks.push("Added accounts: sessions and password hashing");
  const seeds = own.filter((f) => isServerSource(f.path) && /seed/i.test(f.path.split("/").pop() ?? ""));
  if (seeds.length > 0) {
    tasks.push("Added seed data from the data model's examples");
    mark(seeds.map((f) => f.path));
  }
  const routes = facts.routes.filter((r) => r.file.startsWith("src/server/routes/"));
  if (routes.length > 0) {
    const resources = new Set(routes.map((r) => r.file));
    tasks.push(`Wrote ${count(routes.length, "API route")} for ${count(resources.size, "resource")}`);
    mark([...resources]);
  }
  // Test support: modules this pass's tests import (src/server/test-support.ts, a render helper).
  const support = [...new Set(facts.tests.flatMap((t) => t.imports))].filter(
    (p) => !isTestFile(p) && own.some((f) => f.path === p),
  );
  mark(support);
  const server = own.filter((f) => isServerSource(f.path) && !described.has(f.path));
  if (server.length > 0) {
    tasks.push(
      `Wrote the server skeleton (${list(server.map((f) => f.path.replace(/^src\/server\//, "")))})`,
    );
    mark(server.map((f) => f.path));
  }
  const pages = own.filter((f) => /^src\/client\/pages\/[^/]+\.tsx$/.test(f.path) && !isTestFile(f.path));
  if (pages.length > 0) {
    const formIds = new Set(own.flatMap((f) => f.implements.elements.filter((e) => e.startsWith("form:"))));
    const forms =
      formIds.size > 0 ? formIds.size : pages.reduce((n, p) => n + (facts.forms.get(p.path)?.length ?? 0), 0);
    tasks.push(`Wrote ${count(pages.length, "page")} with ${count(forms, "form")}`);
    mark(pages.map((f) => f.path));
  }
  const client = own.filter(
    (f) => (f.path.startsWith("src/client/") || f.path === "index.html") && !isTestFile(f.path),
  );
  const shell = client.filter((f) => !described.has(f.path));
  if (shell.length > 0) {
    tasks.push(
      `Wrote the client shell: navigation, routes, API client, components and styles (${count(shell.length, "file")})`,
    );
    mark(shell.map((f) => f.path));
  }
  if (facts.tests.length > 0) {
    const ids = titledRequirementIds(facts).size;
    const cases = facts.tests.reduce((n, t) => n + t.cases, 0);
    const helpers = support.length > 0 ? ` and ${count(support.length, "support module")}` : "";
    tasks.push(
      `Wrote ${count(facts.tests.length, "test file")}${helpers} with ${count(cases, "test")} naming ${count(ids, "requirement id")}`,
    );
    mark(facts.tests.map((t) => t.file));
  }
  const delivery = DELIVERY.filter(([, matches]) => own.some((f) => matches(f.path)));
  if (delivery.length > 0) {
    tasks.push(`Added ${list(delivery.map(([label]) => label))}`);
    mark(own.filter((f) => DELIVERY.some(([, matches]) => matches(f.path))).map((f) => f.path));
  }
  const rest = own.filter((f) => !described.has(f.path));
  if (rest.length > 0) {
    const shown = rest.slice(0, 5).map((f) => f.path);
    tasks.push(
      `Wrote ${count(rest.length, "other file")} (${rest.length > 5 ? `${shown.join(", ")}, …` : list(shown)})`,
    );
  }
  return tasks;
}
