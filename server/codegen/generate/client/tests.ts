import { withArticle } from "../../../pipeline/phases/02-srs/names";
import { reportsTest } from "./reports";
import type { Entity, Field } from "../../../../domain/artifacts/04-data-model";
import {
  accountIds,
  capabilityIds,
  idsInTitles,
  recordIds,
  statedRequirements,
} from "../../analyse/behaviour";
import { kebab, lowerFirst, tsString } from "../names";
import { accessOf, hasMine, rolePlan, roleLabel } from "../server/roles";
import { accountsPageOf } from "./accounts-page";
import { detailColumns, mergeNeeds } from "./columns";
import { relatedSection } from "./detail-page";
import { formNeeds, planFields } from "./form";
import { listPlan } from "./list-page";
import { homeSubtitle } from "./other-pages";
import { publicDetailTest, publicEntity, publicListTest } from "./public";
import { tallyTestFile } from "./rule-tally";
import { cartTestFile } from "./cart-tests";
import { CSV_TEST_TS, PLURAL_TEST_TS } from "./support";
import { actionTests, FIND_PROPS, historyTests } from "./workflow-tests";
import type { ClientModel } from "./model";
import {
  displayField,
  formNames,
  hrefExpr,
  pageNames,
  pluralText,
  relationProp,
  sortIds,
  typeNames,
  type UiPage,
} from "./model";

/**
 * Pass 3 UI tests: each page's pure view rendered with react-dom/server inside wouter's <Router ssrPath>, plus the
 * forms' validation with the shared schemas. A test names only the requirements whose behaviour it drives
 * (pageIds): a list test the requirements about listing the entity and searching, a form test those about
 * creating or editing it; a requirement about reminders is named by none of them.
 */
export interface ClientTestFile {
  path: string;
  content: string;
  requirementIds: string[];
  elements: string[];
}

const RENDER_TSX = `import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";

/** Renders a view as HTML at a path, without a browser or a server. */
export function render(node: ReactNode, path = "/"): string {
  return renderToString(<Router ssrPath={path}>{node}</Router>);
}

/** Text as React writes it into HTML, to look for user text in the output. */
export function html(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

export const noop = () => {};
`;

/** A header label as a CSV cell (what csvCell in the generated client makes of it). */
function csvHeaderCell(label: string): string {
  const text = /^[=+\-@\t\r]/.test(label) ? `'${label}` : label;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The requirements a test of a page drives: the actions on its entity the page performs, search, export, accounts. */
function pageIds(
  model: ClientModel,
  page: UiPage,
  entity: string | null,
  extra: "export" | null = null,
): string[] {
  const stated = statedRequirements(model.input);
  if (extra === "export") return capabilityIds(stated, "export");
  switch (page.kind) {
    case "list":
      return entity === null
        ? []
        : [
            ...recordIds(stated, entity, ["list"]),
            ...(page.searchable ? capabilityIds(stated, "search") : []),
          ];
    case "detail":
      return entity === null ? [] : recordIds(stated, entity, ["read"]);
    case "create":
      return entity === null ? [] : recordIds(stated, entity, ["create"]);
    case "edit":
      return entity === null ? [] : recordIds(stated, entity, ["update"]);
    case "sign-in":
    case "sign-up":
      return accountIds(stated);
    default:
      return [];
  }
}

function title(ids: string[], text: string): string {
  const prefix = sortIds(ids).join(", ");
  return tsString(prefix ? `${prefix}: ${text}` : text);
}

/** A value of the field's type that its schema accepts: the seed's when it fits, else a plain example. */
export function sampleValue(field: Field, seed: unknown): string | number | boolean {
  const fits = (() => {
    switch (field.type) {
      case "integer":
        return typeof seed === "number" && Number.isInteger(seed);
      case "decimal":
      case "money":
        return typeof seed === "number" && Number.isFinite(seed);
      case "boolean":
        return typeof seed === "boolean";
      case "date":
        return typeof seed === "string" && /^\d{4}-\d{2}-\d{2}$/.test(seed);
      case "datetime":
        return (
          typeof seed === "string" &&
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(seed)
        );
      case "enum":
        return typeof seed === "string" && (field.enumValues ?? []).includes(seed);
      case "email":
        return typeof seed === "string" && /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(seed);
      case "url":
        return typeof seed === "string" && /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/i.test(seed);
      default:
        return typeof seed === "string" && seed.trim() !== "" && seed.length <= (field.maxLength ?? 200);
    }
  })();
  if (fits && (typeof seed === "string" || typeof seed === "number" || typeof seed === "boolean")) {
    if (field.type === "datetime" && typeof seed === "string") return new Date(seed).toISOString();
    return seed;
  }
  switch (field.type) {
    case "integer":
      return 3;
    case "decimal":
      return 2.5;
    case "money":
      return 12.5;
    case "boolean":
      return true;
    case "date":
      return "2026-03-14";
    case "datetime":
      return "2026-03-14T09:30:00.000Z";
    case "enum":
      return field.enumValues?.[0] ?? "";
    case "email":
      return "someone@example.org";
    case "phone":
      return "+1 555 0100";
    case "url":
      return "https://example.org";
    case "text":
      return "Some notes.";
    default:
      return `Sample ${field.label}`.slice(0, field.maxLength ?? 200);
  }
}

function literal(value: string | number | boolean | number[]): string {
  if (Array.isArray(value)) return `[${value.join(", ")}]`;
  return typeof value === "string" ? tsString(value) : String(value);
}

/** An object literal of one row as the API returns it (id 1, relations pointing at row 1 of their targets). */
export function sampleRow(entity: Entity, mine = false): string {
  const seed = entity.seed[0] ?? {};
  const parts = [`id: 1`];
  for (const field of entity.fields)
    parts.push(`${field.name}: ${literal(sampleValue(field, seed[field.name]))}`);
  for (const r of entity.relations)
    parts.push(r.kind === "many-to-one" ? `${relationProp(r)}: 1` : `${relationProp(r)}: [1]`);
  parts.push(`createdAt: "2026-01-01T00:00:00.000Z"`, `updatedAt: "2026-01-01T00:00:00.000Z"`);
  if (mine) parts.push("mine: true");
  return `{\n  ${parts.join(",\n  ")},\n}`;
}

/** The label a sample row of `entity` shows in pickers and relation columns. */
function sampleLabel(entity: Entity): string {
  const field = displayField(entity);
  if (!field) return `${entity.label || entity.name} #1`;
  const value = sampleValue(field, entity.seed[0]?.[field.name]);
  return field.type === "datetime" ? String(value).slice(0, 16).replace("T", " ") : String(value);
}

function optionsLiteral(model: ClientModel, needs: Map<string, string>): string {
  const entries = [...needs.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{ ${entries
    .map(([key, target]) => {
      const entity = model.entity(target);
      return `${key}: [{ id: 1, label: ${tsString(entity ? sampleLabel(entity) : `#1`)} }]`;
    })
    .join(", ")} }`;
}

function entityTests(model: ClientModel, entity: Entity, pages: UiPage[]): ClientTestFile {
  const imports = new Map<string, Set<string>>();
  const imported = new Set<string>();
  const use = (module: string, name: string) => {
    // The create and edit pages re-export the same form pieces: import each name once.
    if (imported.has(name)) return;
    imported.add(name);
    const set = imports.get(module) ?? new Set<string>();
    set.add(name);
    imports.set(module, set);
  };
  const tests: string[] = [];
  let usesFieldErrors = false;
  let useCsv = false;
  const roles = rolePlan(model.input.data) !== null;
  const flow = model.workflow(entity);
  /** Values imported from the shared schema besides fieldErrors (a workflow's constant). */
  const sharedValues = new Set<string>();
  for (const page of pages) {
    const { view } = pageNames(page);
    const module = `../pages/${page.id}`;
    const path = model.routeOf(page.id) ?? "/";
    if (page.kind === "list") {
      use(module, view);
      const plan = listPlan(model, page, entity);
      const params = [
        `page: 1`,
        ...(plan.searchable ? [`q: ""`] : []),
        ...plan.filterList.map((f) => `${f.name}: ""`),
      ].join(", ");
      const options = optionsLiteral(model, plan.needs);
      const detail = model.entityRoute(entity.name, "detail");
      const plural = pluralText(entity, page);
      const noun = model.noun(entity);
      const create = model.entityRoute(entity.name, "create");
      const props = `params={{ ${params} }} options={${options}} onParams={noop} onRetry={noop}${plan.csv ? " onExport={noop}" : ""}`;
      const checks = [
        ...(detail ? [`    expect(out).toContain(\`href="\${${hrefExpr(detail, "1")}}"\`);`] : []),
        ...plan.columns.map((c) => `    expect(out).toContain(html(${tsString(c.label)}));`),
        ...[...plan.needs.values()].slice(0, 1).map((target) => {
          const t = model.entity(target);
          return t ? `    expect(out).toContain(html(${tsString(sampleLabel(t))}));` : "";
        }),
        ...(plan.searchable ? [`    expect(out).toContain('type="search"');`] : []),
        `    expect(out).toContain("Next");`,
        `    expect(out).toContain(html(${tsString(`1 ${noun.one}`)}));`,
        ...(noun.one !== noun.many
          ? [`    expect(out).not.toContain(html(${tsString(`1 ${noun.many}`)}));`]
          : []),
        ...(plan.csv ? [`    expect(out).toContain("Export CSV");`] : []),
      ].filter(Boolean);
      tests.push(`  it(${title(pageIds(model, page, entity.name), `${page.id} lists ${plural} with links${plan.searchable ? ", search" : ""} and paging`)}, () => {
    const out = render(
      <${view} state={{ status: "ready", data: { items: [row], total: 1, page: 1, pageSize: 20 } }} ${props} />,
      ${tsString(path)},
    );
${checks.join("\n")}
  });

  it(${tsString(`${page.id} shows an empty state, a loading state and an error with Retry`)}, () => {
    const empty = render(<${view} state={{ status: "ready", data: { items: [], total: 0, page: 1, pageSize: 20 } }} ${props} />);
    expect(empty).toContain(html(${tsString(create ? `No ${noun.many} yet. Add the first one.` : `No ${noun.many} yet.`)}));
    const loading = render(<${view} state={{ status: "loading" }} ${props} />);
    expect(loading).toContain("Loading");
    const failed = render(<${view} state={{ status: "error", message: "boom" }} ${props} />);
    expect(failed).toContain(html(${tsString(`Could not load ${plural}: boom`)}));
    expect(failed).toContain("Retry");
  });`);
      if (plan.csv) {
        const csvFn = `${lowerFirst(view)}CsvColumns`;
        const usesOptions = plan.csv.some((c) => c.usesOptions);
        use(module, csvFn);
        useCsv = true;
        const header = plan.csv.map((c) => c.label);
        // A labelled relation shows its target's label (the sample options' row 1).
        const labelled = entity.relations.find((r) => plan.needs.has(r.name) && r.kind === "many-to-one");
        const target = labelled ? model.entity(labelled.target) : undefined;
        tests.push(`  it(${title(pageIds(model, page, entity.name, "export"), `${page.id} exports ${plural} as CSV: a header of labels and a line per row`)}, () => {
    const csv = toCsv([row, row], ${csvFn}(${usesOptions ? options : ""}));
    const lines = csv.slice(1).split("\\r\\n");
    expect(lines[0]).toBe(${tsString(header.map(csvHeaderCell).join(","))});
    expect(lines).toHaveLength(4);
    expect(lines[1]?.startsWith("1,")).toBe(true);
    expect(lines[1]).toBe(lines[2]);${target ? `\n    expect(lines[1]).toContain(${tsString(csvHeaderCell(sampleLabel(target)))});` : ""}
  });

  it(${tsString(`${page.id} offers Export CSV once there are ${plural}, and says why an export failed`)}, () => {
    const empty = render(<${view} state={{ status: "ready", data: { items: [], total: 0, page: 1, pageSize: 20 } }} ${props} />);
    expect(empty).toMatch(/<button[^>]*disabled=""[^>]*>Export CSV/);
    const exporting = render(<${view} state={{ status: "ready", data: { items: [row], total: 1, page: 1, pageSize: 20 } }} ${props} exporting={true} />);
    expect(exporting).toContain("Exporting…");
    const failed = render(<${view} state={{ status: "ready", data: { items: [row], total: 1, page: 1, pageSize: 20 } }} ${props} exportError="boom" />);
    expect(failed).toContain(html(${tsString(`Could not export ${plural}: boom`)}));
  });`);
        if (roles)
          tests.push(`  it(${tsString(`${page.id} hides Export CSV from roles that may not read ${plural}`)}, () => {
    const ready = { status: "ready" as const, data: { items: [row], total: 1, page: 1, pageSize: 20 } };
    expect(render(<${view} state={ready} ${props} />)).toContain("Export CSV");
    expect(render(<${view} state={ready} ${props} canExport={false} />)).not.toContain("Export CSV");
  });`);
      }
      if (plan.searchable) {
        const searched = props.replace(`q: ""`, `q: "zzz"`);
        tests.push(`  it(${tsString(`${page.id} says when a search finds no ${noun.many}`)}, () => {
    const out = render(<${view} state={{ status: "ready", data: { items: [], total: 0, page: 1, pageSize: 20 } }} ${searched} />);
    expect(out).toContain(html(${tsString(`No ${noun.many} match “zzz”.`)}));
    expect(out).not.toContain(html(${tsString(`No ${noun.many} yet.`)}));
  });`);
      }
      if (publicEntity(model, entity.name)) tests.push(publicListTest(model, entity, page, props));
      if (roles && create)
        tests.push(`  it(${tsString(`${page.id} hides the New button from roles that may not create ${plural}`)}, () => {
    const empty = { status: "ready" as const, data: { items: [], total: 0, page: 1, pageSize: 20 } };
    expect(render(<${view} state={empty} ${props} />)).toContain(\`href="\${${hrefExpr(create, "1")}}"\`);
    expect(render(<${view} state={empty} ${props} canCreate={false} />)).not.toContain(\`href="\${${hrefExpr(create, "1")}}"\`);
    expect(render(<${view} state={empty} ${props} canCreate={false} />)).toContain(html(${tsString(`No ${noun.many} yet.`)}));
    expect(render(<${view} state={empty} ${props} canCreate={false} />)).not.toContain("Add the first one.");
  });`);
    } else if (page.kind === "detail") {
      use(module, view);
      const columns = detailColumns(model, entity);
      // A detail view of a row with a workflow takes its actions' handler too.
      const more = flow?.perform ? " onTransition={noop}" : "";
      const options = optionsLiteral(model, mergeNeeds(columns));
      const edit = model.entityRoute(entity.name, "edit");
      const checks = [
        ...columns.map((c) => `    expect(out).toContain(html(${tsString(c.label)}));`),
        ...(edit ? [`    expect(out).toContain(\`href="\${${hrefExpr(edit, "1")}}"\`);`] : []),
        `    expect(out).toContain("Delete");`,
      ];
      tests.push(`  it(${title(pageIds(model, page, entity.name), `${page.id} shows every field of ${withArticle((entity.label || entity.name).toLowerCase())} with Edit and Delete`)}, () => {
    const out = render(<${view} row={row} options={${options}} deleting={false} onDelete={noop}${more} />, ${tsString(path.replace(/:[A-Za-z0-9_]+/, "1"))});
${checks.join("\n")}
  });`);
      if (roles)
        tests.push(`  it(${tsString(`${page.id} hides Edit and Delete from roles that may not change or delete them`)}, () => {
    const out = render(<${view} row={row} options={${options}} deleting={false} onDelete={noop}${more} canEdit={false} canDelete={false} />);
    expect(out).not.toContain("Delete</button>");
${
  edit
    ? `    expect(out).not.toContain(\`href="\${${hrefExpr(edit, "1")}}"\`);
`
    : ""
}  });`);
      if (publicEntity(model, entity.name))
        tests.push(
          publicDetailTest(entity, page, `options={${options}} deleting={false} onDelete={noop}${more}`),
        );
      if (flow?.perform) {
        use("../api", "api");
        tests.push(actionTests(model, entity, flow, flow.perform, page, view, options, roles));
      }
      if (flow?.history) {
        use("../components/workflow", "TransitionHistory");
        sharedValues.add(flow.constant);
        tests.push(historyTests(entity, flow, page));
      }
      const resource =
        model.input.api.resources.find((r) => r.entity === entity.name)?.name ?? lowerFirst(entity.plural);
      for (const { op, target } of model.relationOperations(entity.name)) {
        const section = relatedSection(model, entity, op.id, target, resource);
        use(module, section.table);
        tests.push(`  it(${tsString(`${page.id} lists the related ${target.plural} (${op.path})`)}, () => {
    const out = render(
      <${section.table} state={{ status: "ready", data: { items: [], total: 0, page: 1, pageSize: 50 } }} options={${optionsLiteral(model, mergeNeeds(section.columns))}} onRetry={noop} />,
    );
    expect(out).toContain("yet.");
  });`);
      }
    } else if ((page.kind === "create" || page.kind === "edit") && page.formId) {
      const form = model.form(page.formId);
      if (!form) continue;
      const n = formNames(form.id);
      const options = optionsLiteral(model, formNeeds(model, entity, form));
      const plans = planFields(model, entity, form.fields);
      const required = plans.filter((p) => p.field.required && p.shape === "text");
      // A workflow's state is no input of the form (the server sets it; actions change it).
      const nameChecks = [
        ...plans.map((p) => `    expect(out).toContain('name="${p.field.name}"');`),
        ...(flow ? [`    expect(out).not.toContain('name="${flow.field.name}"');`] : []),
      ].join("\n");
      if (page.kind === "create") {
        use(module, n.component);
        use(module, n.empty);
        use(module, n.validate);
        use(module, n.fromRow);
        usesFieldErrors = true;
        tests.push(`  it(${title(pageIds(model, page, entity.name), `${page.id} checks the form with the shared schema and shows the messages next to the fields`)}, () => {
    const result = ${n.validate}(${n.empty});
    const errors = result.success ? {} : fieldErrors(result.error);
${required.length > 0 ? `    expect(result.success).toBe(false);\n${required.map((p) => `    expect(errors.${p.field.name}).toBeTruthy();`).join("\n")}` : `    expect(result.success).toBe(true);`}
    const out = render(
      <${n.component} title={${tsString(page.title)}} values={${n.empty}} errors={errors} saving={false} options={${options}} onChange={noop} onSubmit={noop} />,
      ${tsString(path)},
    );
    expect(out).toContain("<form");
${nameChecks}
${required.length > 0 ? `    expect(out).toContain('aria-invalid="true"');\n${required.map((p) => `    expect(out).toContain(html(errors.${p.field.name} ?? ""));`).join("\n")}` : ""}
  });

  it(${tsString(`${page.id} accepts the values of a valid ${(entity.label || entity.name).toLowerCase()}`)}, () => {
    const result = ${n.validate}(${n.fromRow}(row));
    expect(result.error?.issues ?? []).toEqual([]);
  });`);
      } else {
        use(module, n.component);
        use(module, n.fromRow);
        use(module, `${n.validate}Update`);
        tests.push(`  it(${title(pageIds(model, page, entity.name), `${page.id} fills the form with the saved values and accepts them`)}, () => {
    const values = ${n.fromRow}(row);
    expect(${n.validate}Update(values).error?.issues ?? []).toEqual([]);
    const out = render(
      <${n.component} title={${tsString(page.title)}} values={values} errors={{}} saving={true} options={${options}} onChange={noop} onSubmit={noop} />,
      ${tsString(path.replace(/:[A-Za-z0-9_]+/, "1"))},
    );
${nameChecks}
    expect(out).toContain("Saving");
  });`);
      }
    }
  }
  const importLines = [...imports.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([module, names]) => `import { ${[...names].sort().join(", ")} } from "${module}";`);
  const usesActions = flow?.perform !== undefined && tests.some((t) => t.includes("findProps("));
  const shared = [...sharedValues, ...(usesFieldErrors ? ["fieldErrors"] : [])].sort();
  const content = `${usesActions ? `import { isValidElement, type ReactNode } from "react";\n` : ""}import { describe, expect, it${usesActions ? ", vi" : ""} } from "vitest";
import type * as schema from "../../shared/schema";
${shared.length > 0 ? `import { ${shared.join(", ")} } from "../../shared/schema";\n` : ""}${useCsv ? `import { toCsv } from "../components/csv";\n` : ""}${importLines.join("\n")}
import { html, noop, render } from "./render";

const row: schema.${typeNames(entity).type} = ${sampleRow(entity, hasMine(model.input.data, entity))};
${usesActions ? FIND_PROPS : ""}
describe(${tsString(`${entity.plural} pages`)}, () => {
${tests.join("\n\n")}
});
`;
  return {
    path: `src/client/tests/${kebab(entity.name)}.test.tsx`,
    content,
    requirementIds: idsInTitles(content),
    elements: pages.map((p) => `page:${p.id}`),
  };
}

function homeTests(model: ClientModel, page: UiPage): ClientTestFile {
  const { view } = pageNames(page);
  const listed = model.listedEntities();
  // The first list holds one row, the second none, the others a few: singular, "No … yet" and plural counts.
  const sizes = listed.map((_, i) => (i === 0 ? 1 : i === 1 ? 0 : i + 1));
  const counts = listed.map(({ page: list }, i) => `${tsString(list.id)}: ${sizes[i] ?? 0}`).join(", ");
  const checks = listed
    .map(({ page: list }) => model.routeOf(list.id))
    .filter((p): p is string => p !== undefined)
    .map((p) => `    expect(out).toContain(${tsString(`href="${p}"`)});`);
  const countChecks = listed.map(({ entity }, i) => {
    const noun = model.noun(entity);
    const size = sizes[i] ?? 0;
    const text = size === 0 ? `No ${noun.many} yet` : `${size} ${size === 1 ? noun.one : noun.many}`;
    return `    expect(out).toContain(html(${tsString(text)}));`;
  });
  const purpose = model.input.requirements.product.purpose.trim();
  const subtitle = homeSubtitle(model);
  const wording = [
    ...(subtitle ? [`    expect(out).toContain(html(${tsString(subtitle)}));`] : []),
    // The project idea and the data model's descriptions are for whoever builds the app (checked when they are
    // not also the app's name or a label shown on purpose).
    ...(purpose && !model.appName.includes(purpose) && !subtitle.includes(purpose)
      ? [`    expect(out).not.toContain(html(${tsString(purpose)}));`]
      : []),
    ...listed
      .map(({ entity }) => entity.description.trim())
      .filter(
        (d) =>
          d.length >= 20 &&
          !model.appName.includes(d) &&
          !listed.some(({ entity, page: list }) => `${entity.label} ${list.title}`.includes(d)),
      )
      .slice(0, 1)
      .map((d) => `    expect(out).not.toContain(html(${tsString(d)}));`),
    `    expect(out).not.toContain("keeps about each");`,
    `    expect(out).not.toContain("refers to");`,
  ];
  return {
    path: "src/client/tests/home.test.tsx",
    content: `import { describe, expect, it } from "vitest";
import { ${view} } from "../pages/${page.id}";
import { html, render } from "./render";

describe("home page", () => {
  it(${title([], `${page.id} welcomes with the app's name and a shortcut to each list`)}, () => {
    const out = render(<${view} counts={{ ${counts} }} />);
    expect(out).toContain(html(${tsString(model.appName)}));
${checks.join("\n")}
  });

  it(${tsString(`${page.id} speaks to the app's users: counts in words, no specification text`)}, () => {
    const out = render(<${view} counts={{ ${counts} }} />);
${[...countChecks, ...wording].join("\n")}
  });
});
`,
    requirementIds: [],
    elements: [`page:${page.id}`],
  };
}

function accountTests(model: ClientModel, pages: UiPage[]): ClientTestFile {
  const tests: string[] = [];
  const imports: string[] = [];
  for (const page of pages) {
    const form = model.form(page.formId);
    const n = formNames(form?.id ?? `${page.id}-form`);
    const fields =
      form?.fields.map((f) => f.name) ??
      (page.kind === "sign-in" ? ["username", "password"] : ["username", "password", "name"]);
    imports.push(
      `import { ${[n.component, n.empty, n.validate].sort().join(", ")} } from "../pages/${page.id}";`,
    );
    tests.push(`  it(${title(pageIds(model, page, null), `${page.id} checks the account form before sending it`)}, () => {
    const result = ${n.validate}(${n.empty});
    expect(result.success).toBe(false);
    const errors = result.success ? {} : fieldErrors(result.error);
    const out = render(
      <${n.component} title={${tsString(page.title)}} values={${n.empty}} errors={errors} saving={false} options={{}} onChange={noop} onSubmit={noop} />,
      ${tsString(model.routeOf(page.id) ?? "/")},
    );
${fields.map((f) => `    expect(out).toContain('name="${f}"');`).join("\n")}
    expect(out).toContain('type="password"');
    expect(out).toContain('aria-invalid="true"');
  });`);
  }
  return {
    path: "src/client/tests/accounts.test.tsx",
    content: `import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../shared/schema";
${imports.join("\n")}
import { noop, render } from "./render";

describe("account pages", () => {
${tests.join("\n\n")}
});
`,
    requirementIds: accountIds(statedRequirements(model.input)),
    elements: [...pages.filter((p) => !model.addedPages.has(p.id)).map((p) => `page:${p.id}`), "accounts"],
  };
}

/** Roles: the permission table the client hides buttons by, and the Accounts page (an app with roles). */
function roleTests(model: ClientModel): ClientTestFile | null {
  const plan = rolePlan(model.input.data);
  const page = accountsPageOf(model);
  if (!plan || !page) return null;
  const checks = model.input.data.entities.flatMap((e) =>
    plan.roles.map((r) => {
      const a = accessOf(e, r.name);
      return `    expect([can(${tsString(r.name)}, ${tsString(e.name)}, "read"), can(${tsString(r.name)}, ${tsString(e.name)}, "create"), can(${tsString(r.name)}, ${tsString(e.name)}, "update"), can(${tsString(r.name)}, ${tsString(e.name)}, "delete")]).toEqual([${a.read !== "none"}, ${a.create}, ${a.update !== "none"}, ${a.delete !== "none"}]);`;
    }),
  );
  const other = plan.roles.find((r) => r.name !== plan.admin.name) ?? plan.admin;
  return {
    path: "src/client/tests/roles.test.tsx",
    content: `import { describe, expect, it } from "vitest";
import { can, managesAccounts } from "../../shared/access";
import { ${page.view} } from "../pages/${page.id}";
import { html, noop, render } from "./render";

describe("roles", () => {
  it("knows what each role may do with each entity's rows", () => {
${checks.join("\n")}
    expect(can(undefined, ${tsString(model.input.data.entities[0]?.name ?? "")}, "read")).toBe(false);
  });

  it("lists the accounts with a role select on the Accounts page", () => {
    expect(managesAccounts(${tsString(plan.admin.name)})).toBe(true);
    const out = render(
      <${page.view}
        state={{ status: "ready", data: [
          { id: 1, username: "first", name: "First", role: ${tsString(plan.admin.name)} },
          { id: 2, username: "second", name: "Second", role: ${tsString(other.name)} },
        ] }}
        meId={1}
        onRole={noop}
        onRetry={noop}
      />,
      ${tsString(page.path)},
    );
    expect(out).toContain("first (you)");
    expect(out).toContain("second");
    expect(out).toContain(html(${tsString(roleLabel(other))}));
    expect(out).toContain("<select");
  });
});
`,
    requirementIds: [],
    elements: ["accounts", "roles"],
  };
}

export function clientTests(model: ClientModel): ClientTestFile[] {
  const files: ClientTestFile[] = [
    {
      path: "src/client/tests/render.tsx",
      content: RENDER_TSX,
      requirementIds: [],
      elements: ["stack:React"],
    },
  ];
  files.push({
    path: "src/client/tests/plural.test.ts",
    content: PLURAL_TEST_TS,
    requirementIds: [],
    elements: ["stack:React"],
  });
  files.push({
    path: "src/client/tests/csv.test.ts",
    content: CSV_TEST_TS,
    requirementIds: [],
    elements: ["stack:React"],
  });
  const home = model.pageByKind("home");
  if (home) files.push(homeTests(model, home));
  const account = model.ui.pages.filter((p) => p.kind === "sign-in" || p.kind === "sign-up");
  if (model.accounts && account.length > 0) files.push(accountTests(model, account));
  const entityOf = (p: UiPage) =>
    p.kind === "create" || p.kind === "edit" ? (model.form(p.formId)?.entity ?? p.entity) : p.entity;
  for (const entity of model.input.data.entities) {
    const pages = model.ui.pages.filter(
      (p) => entityOf(p) === entity.name && p.kind !== "home" && p.kind !== "tool",
    );
    if (pages.length > 0) files.push(entityTests(model, entity, pages));
  }
  const roles = roleTests(model);
  if (roles) files.push(roles);
  const reportsPage = model.pageByKind("reports");
  const reports = reportsPage ? reportsTest(model, reportsPage) : null;
  if (reports) files.push({ ...reports, elements: [`page:${reportsPage?.id ?? ""}`, "stack:React"] });
  const tally = tallyTestFile(model);
  if (tally) files.push(tally);
  const cart = cartTestFile(model);
  if (cart) files.push(cart);
  // Pages the generator could only render as plain pages get a test that renders them; rendering drives none of
  // the behaviour their requirements state, so the titles name no requirement.
  const covered = new Set(files.flatMap((f) => f.requirementIds));
  const plain = (p: UiPage) =>
    ((p.kind === "sign-in" || p.kind === "sign-up") && !model.accounts) ||
    ((p.kind === "list" || p.kind === "detail") && !model.entity(p.entity)) ||
    ((p.kind === "create" || p.kind === "edit") && !(model.form(p.formId) && model.entity(entityOf(p))));
  const left = model.ui.pages.filter((p) => plain(p) && p.serves.some((id) => !covered.has(id)));
  if (left.length > 0) {
    const imports = left.map((p) => `import { ${pageNames(p).view} } from "../pages/${p.id}";`);
    const tests = left.map(
      (p) => `  it(${tsString(`${p.id} renders`)}, () => {
    expect(render(<${pageNames(p).view} />)).toContain(html(${tsString(p.title)}));
  });`,
    );
    files.push({
      path: "src/client/tests/other-pages.test.tsx",
      content: `import { describe, expect, it } from "vitest";\n${imports.join("\n")}\nimport { html, render } from "./render";\n\ndescribe("other pages", () => {\n${tests.join("\n\n")}\n});\n`,
      requirementIds: [],
      elements: left.map((p) => `page:${p.id}`),
    });
  }
  return files;
}
