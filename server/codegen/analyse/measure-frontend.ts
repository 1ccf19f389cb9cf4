import type { AreaCoverage } from "../../../domain/api/code";
import type { DataModel } from "../../../domain/artifacts/04-data-model";
import type { UiModel } from "../../../domain/artifacts/04-ui-model";
import { relationProperty } from "../../pipeline/phases/04-technical/api-schemas";
import type { AppFacts } from "./facts";
import { pathShape } from "./paths";
import { AreaTally } from "./tally";

type Page = UiModel["pages"][number];
type Form = UiModel["forms"][number];

export const pageModule = (pageId: string) => `src/client/pages/${pageId}.tsx`;

/** The client modules a page module is made of: itself and the local modules it imports, transitively. */
export function moduleClosure(start: string, facts: AppFacts): string[] {
  const seen = new Set<string>([start]);
  const queue = [start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const target of facts.clientImports.get(next) ?? []) {
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return [...seen];
}

/**
 * Names a form field may carry: its own; for a relation picker also `<name>Id` / `<name>Ids`, the singular
 * `tagIds` for `tags`, and the API model's property for the data model's relation of that name.
 */
function acceptedNames(field: Form["fields"][number], form: Form, data: DataModel): string[] {
  if (field.input !== "relation") return [field.name];
  const stem = field.name.replace(/Ids?$/, "");
  const single = stem.replace(/s$/, "");
  const relations = data.entities.find((e) => e.name === form.entity)?.relations ?? [];
  const related = relations.filter((r) => r.name === stem || relationProperty(r) === field.name);
  return [
    field.name,
    stem,
    `${stem}Id`,
    `${stem}Ids`,
    `${single}Ids`,
    ...related.flatMap((r) => [r.name, relationProperty(r)]),
  ];
}

/** Gaps of a create/edit page's form: no `<form>`, or fields without an input of that name. */
function formGaps(page: Page, form: Form | undefined, facts: AppFacts, data: DataModel): string[] {
  const file = pageModule(page.id);
  if (!form) return [];
  const modules = moduleClosure(file, facts);
  const forms = modules.flatMap((module) => facts.forms.get(module) ?? []);
  if (forms.length === 0) return [`Page ${page.id}: ${file} has no <form> for form ${form.id}`];
  // Inputs inside a <form>, and those of imported components without a form of their own (rendered inside one).
  const components = modules.filter((m) => m !== file && (facts.forms.get(m) ?? []).length === 0);
  const names = new Set([...forms.flat(), ...components.flatMap((m) => facts.inputNames.get(m) ?? [])]);
  const missing = form.fields.filter(
    (field) => !acceptedNames(field, form, data).some((name) => names.has(name)),
  );
  return missing.map(
    (field) => `Page ${page.id}: the <form> in ${file} has no input named ${field.name} (form ${form.id})`,
  );
}

/** Whether some test imports the page module (directly). */
export function pageTested(pageId: string, facts: AppFacts): boolean {
  return facts.tests.some((test) => test.imports.includes(pageModule(pageId)));
}

/**
 * Frontend: one element per UI page. 3/4 when its module src/client/pages/<page-id>.tsx exists, every route
 * path of the page is registered as a `<Route path="…">` in the client, and, for create and edit pages, the
 * `<form>` elements of the page module or of the client modules it imports (with the inputs of imported
 * components that have no form of their own) carry every field of its UI form
 * as a literal `name` attribute (`<relation>Id` / `<relation>Ids` accepted for relation pickers). The
 * remaining 1/4 when a test imports the page module.
 */
export function measureFrontend(ui: UiModel, data: DataModel, facts: AppFacts): AreaCoverage {
  const tally = new AreaTally();
  const registered = new Set(facts.clientRoutes.map((route) => pathShape(route.path)));
  for (const page of ui.pages) {
    const file = pageModule(page.id);
    const gaps: string[] = [];
    if (!facts.paths.has(file)) gaps.push(`Page ${page.id} (${page.title}): its module ${file} is missing`);
    for (const route of ui.routes.filter((r) => r.pageId === page.id)) {
      if (!registered.has(pathShape(route.path)))
        gaps.push(
          `Page ${page.id}: route ${route.path} is not registered as a <Route> in src/client/app.tsx`,
        );
    }
    if ((page.kind === "create" || page.kind === "edit") && page.formId !== null && facts.paths.has(file)) {
      const form = ui.forms.find((f) => f.id === page.formId);
      gaps.push(...formGaps(page, form, facts, data));
    }
    const built = gaps.length === 0;
    const tested = pageTested(page.id, facts);
    if (!tested) gaps.push(`Page ${page.id}: no UI test imports ${file}`);
    tally.element((built ? 0.75 : 0) + (tested ? 0.25 : 0), gaps);
  }
  return tally.result();
}
