import type { Entity } from "../../../../domain/artifacts/04-data-model";
import { rolePlan } from "../server/roles";
import { publicEntity } from "./public";
import { kebab, lowerFirst, tsString } from "../names";
import { linkFirst, mergeNeeds, spaced, tableColumns, type Column } from "./columns";
import type { ClientModel } from "./model";
import {
  hrefExpr,
  nounLiteral,
  pageNames,
  pluralText,
  relationFilter,
  relationProp,
  typeNames,
  type UiPage,
} from "./model";
import { optionsBlock, type OptionsBlock } from "./options";

interface Filter {
  name: string;
  label: string;
  /** Relation filter: options key; enum/boolean: fixed choices; otherwise a text box. */
  relation?: string;
  choices?: { value: string; label: string }[];
}

function filters(
  model: ClientModel,
  entity: Entity,
  names: string[],
): { filters: Filter[]; needs: Map<string, string> } {
  const out: Filter[] = [];
  const needs = new Map<string, string>();
  for (const name of names) {
    const relation = entity.relations.find((r) => relationFilter(r) === name);
    const field = entity.fields.find((f) => f.name === name);
    if (relation) {
      const target = model.entity(relation.target);
      out.push({ name, label: target?.label || relation.target, relation: relation.name });
      needs.set(relation.name, relation.target);
    } else if (field?.type === "enum") {
      out.push({
        name,
        label: field.label,
        choices: (field.enumValues ?? []).map((v) => ({ value: v, label: v })),
      });
    } else if (field?.type === "boolean") {
      out.push({
        name,
        label: field.label,
        choices: [
          { value: "true", label: "Yes" },
          { value: "false", label: "No" },
        ],
      });
    } else {
      out.push({ name, label: field?.label ?? name });
    }
  }
  return { filters: out, needs };
}

function filterControl(f: Filter): string {
  const onChange = `onChange={(event) => props.onParams({ ${f.name}: event.target.value })}`;
  if (f.relation || f.choices) {
    const options = f.relation
      ? `{options.${f.relation}.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.label}
              </option>
            ))}`
      : (f.choices ?? [])
          .map((c) => `<option value={${tsString(c.value)}}>{${tsString(c.label)}}</option>`)
          .join("\n            ");
    return `        <label className="filter">
          <span>{${tsString(f.label)}}</span>
          <select name="${f.name}" value={params.${f.name}} ${onChange}>
            <option value="">All</option>
            ${options}
          </select>
        </label>`;
  }
  return `        <label className="filter">
          <span>{${tsString(f.label)}}</span>
          <input name="${f.name}" value={params.${f.name}} ${onChange} />
        </label>`;
}

export function tableMarkup(columns: Column[], rows: string, indent: string): string {
  const head = columns
    .map((c) => `<th scope="col">{${tsString(c.label)}}</th>`)
    .join("\n" + indent + "        ");
  const cells = columns.map((c) => `<td>{${c.cell}}</td>`).join("\n" + indent + "          ");
  return `${indent}<div className="table-wrap">
${indent}  <table className="table">
${indent}    <thead>
${indent}      <tr>
${indent}        ${head}
${indent}      </tr>
${indent}    </thead>
${indent}    <tbody>
${indent}      {${rows}.map((row) => (
${indent}        <tr key={row.id}>
${indent}          ${cells}
${indent}        </tr>
${indent}      ))}
${indent}    </tbody>
${indent}  </table>
${indent}</div>`;
}

/** One column of a list's CSV export: header text and the TS expression of its value for `row`. */
export interface CsvColumnPlan {
  label: string;
  value: string;
  /** Whether the value reads the view's option lists (relation labels). */
  usesOptions: boolean;
}

/**
 * The columns of a list's CSV export: the id, every field (raw values: dates as the API's ISO text), and each
 * relation as the target's label when the list page loads the target's options (the table's columns and
 * filters), else as the target's id (the list rows carry only ids).
 */
export function csvColumns(model: ClientModel, entity: Entity, needs: Map<string, string>): CsvColumnPlan[] {
  const out: CsvColumnPlan[] = [{ label: "ID", value: "row.id", usesOptions: false }];
  for (const field of entity.fields)
    out.push({ label: field.label || field.name, value: `row.${field.name}`, usesOptions: false });
  for (const relation of entity.relations) {
    const binding = model.column(entity, relationProp(relation));
    if (binding.kind !== "one" && binding.kind !== "many") continue;
    const target = binding.target;
    const access = `row.${relationProp(relation)}`;
    const labelled = needs.has(relation.name);
    if (binding.kind === "one") {
      const label = target?.label || target?.name || relation.target;
      out.push(
        labelled
          ? { label, value: `labelOrId(options.${relation.name}, ${access})`, usesOptions: true }
          : { label: `${label} ID`, value: access, usesOptions: false },
      );
    } else {
      const label = spaced(target?.plural ?? relation.target);
      out.push(
        labelled
          ? {
              label,
              value: `${access}.map((id) => labelOrId(options.${relation.name}, id))`,
              usesOptions: true,
            }
          : { label: `${label} IDs`, value: access, usesOptions: false },
      );
    }
  }
  return out;
}

/** The export's file name stem: "vet-visits" (lower case, ASCII letters, digits and hyphens). */
export function csvFileStem(entity: Entity): string {
  const stem = kebab(entity.plural)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return stem || "rows";
}

/** What a list page shows: search, filters (from the list operation's query), columns and the options they need. */
export function listPlan(model: ClientModel, page: UiPage, entity: Entity) {
  const list = model.operation(entity.name, "list");
  const query = list?.query.map((q) => q.name) ?? [];
  const searchable = page.searchable && query.includes("q");
  const filterNames = query.filter(
    (n) => !["page", "pageSize", "q"].includes(n) && /^[a-z][A-Za-z0-9]*$/.test(n),
  );
  const { filters: filterList, needs: filterNeeds } = filters(model, entity, filterNames);
  const columns = linkFirst(model, entity, tableColumns(model, entity, page.columns));
  const needs = new Map([...mergeNeeds(columns), ...filterNeeds]);
  // Export needs the list operation: it reads every page of it.
  const csv = list ? csvColumns(model, entity, needs) : null;
  return { searchable, filterList, columns, needs, csv };
}

export function listPage(model: ClientModel, page: UiPage, entity: Entity): string {
  const { page: component, view } = pageNames(page);
  const list = model.operation(entity.name, "list");
  const resource =
    model.input.api.resources.find((r) => r.entity === entity.name)?.name ?? lowerFirst(entity.plural);
  const { searchable, filterList, columns, needs, csv } = listPlan(model, page, entity);
  const opts: OptionsBlock = optionsBlock(model, needs);
  const plural = pluralText(entity, page);
  const noun = model.noun(entity);
  const createPath = model.entityRoute(entity.name, "create");
  const createPage = model.pageOf(entity.name, "create");
  const newLabel = createPage?.title || `New ${entity.label || entity.name}`;
  const paramsType = `${view}Params`;
  const paramFields = [
    "page: number",
    ...(searchable ? ["q: string"] : []),
    ...filterList.map((f) => `${f.name}: string`),
  ];
  const readParams = [
    `page: Math.max(1, Math.trunc(Number(search.get("page"))) || 1)`,
    ...(searchable ? [`q: search.get("q") ?? ""`] : []),
    ...filterList.map((f) => `${f.name}: search.get(${tsString(f.name)}) ?? ""`),
  ];
  const narrowing = [
    ...(searchable ? ['params.q !== ""'] : []),
    ...filterList.map((f) => `params.${f.name} !== ""`),
  ];
  const filtered = narrowing.length > 0 ? narrowing.join(" || ") : "false";
  const toolbar = [
    searchable
      ? `        <input
          type="search"
          name="q"
          aria-label={${tsString(`Search ${plural}`)}}
          placeholder={${tsString(`Search ${plural}…`)}}
          value={params.q}
          onChange={(event) => props.onParams({ q: event.target.value })}
        />`
      : "",
    ...filterList.map(filterControl),
  ].filter(Boolean);
  // With roles the New button shows only for roles that may create (canCreate, from the role's permissions).
  const roles = rolePlan(model.input.data) !== null;
  // A public list (public.ts) shows visitors no New button either: canCreate is whether someone is signed in.
  const open = !roles && publicEntity(model, entity.name);
  const gated = roles || open;
  const newButton = createPath
    ? gated
      ? `{props.canCreate !== false && (
          <Link href=${tsAttr(createPath)} className="button">
            {${tsString(newLabel)}}
          </Link>
        )}`
      : `<Link href=${tsAttr(createPath)} className="button">
          {${tsString(newLabel)}}
        </Link>`
    : "";
  // Export CSV: every row the list API answers with the current search and filters (roles: those who may read).
  const csvFn = `${lowerFirst(view)}CsvColumns`;
  const csvOptions = csv?.some((c) => c.usesOptions) ?? false;
  const button = `<button
  type="button"
  className="button secondary"
  disabled={props.exporting === true || state.status !== "ready" || state.data.total === 0}
  onClick={props.onExport}
>
  {props.exporting === true ? "Exporting…" : "Export CSV"}
</button>`;
  const exportButton = csv
    ? roles
      ? `{props.canExport !== false && (\n${button.replace(/^/gm, "  ")}\n)}`
      : button
    : "";
  // The New link is written for the header's indent; the actions wrapper indents both by two more.
  const headerActions = [exportButton.replace(/\n/g, "\n        "), newButton].filter(Boolean);
  const emptyAction = createPath
    ? `
          {!filtered${gated ? " && props.canCreate !== false" : ""} && (
            <Link href=${tsAttr(createPath)} className="button">
              {${tsString(newLabel)}}
            </Link>
          )}`
    : "";
  // Empty states for the app's users: "No pets yet. Add the first one." (with the New button), "No pets match “rex”.".
  const { noMatch, noneYet } = emptyTexts(noun.many, searchable, createPath !== undefined, gated);
  const usesLink = columns.some((c) => c.cell.includes("<Link")) || createPath !== undefined;
  const usesFormat = columns.some((c) => c.cell.includes("formatValue("));
  const usesLabelOf = columns.some((c) => c.cell.includes("labelOf("));
  const usesRowLabel = columns.some((c) => c.cell.includes(`${lowerFirst(entity.name)}Label(`));
  const imports = [
    `import { keepPreviousData, useQuery } from "@tanstack/react-query";`,
    `import { ${usesLink ? "Link, " : ""}useSearchParams } from "wouter";`,
    `import type * as schema from "../../shared/schema";`,
    `import { api } from "../api";`,
    usesFormat ? `import { formatValue } from "../components/format";` : "",
    `import { ErrorNotice, LoadingNotice, toLoadState, type LoadState } from "../components/load-state";`,
    opts.optionImport(usesLabelOf),
    `import { Pager } from "../components/pager";`,
    opts.hookImport(usesRowLabel ? [`${lowerFirst(entity.name)}Label`] : []),
    roles ? `import { useCan } from "../auth";` : "",
    open ? `import { useMe } from "../auth";` : "",
    csv
      ? `import { ${["csvFileName", "downloadCsv", "fetchAllRows", ...(csvOptions ? ["labelOrId"] : []), "toCsv", "type CsvColumn"].join(", ")} } from "../components/csv";`
      : "",
  ].filter(Boolean);
  if (csv) imports.splice(1, 0, `import { useState } from "react";`);
  const load = list
    ? `api.${list.id}({ ...params, pageSize: PAGE_SIZE })`
    : `Promise.reject(new Error("The API has no list operation for this page"))`;
  const csvBlock = csv
    ? `
/** The columns of the CSV export: header labels and each row's values. */
export function ${csvFn}(${csvOptions ? `options: ${opts.typeName(view)}` : ""}): CsvColumn<schema.${typeNames(entity).type}>[] {
  return [
    ${csv.map((c) => `{ label: ${tsString(c.label)}, value: (row) => ${c.value} },`).join("\n    ")}
  ];
}
`
    : "";
  const exportHandler = csv
    ? `  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState("");
  async function handleExport() {
    setExporting(true);
    setExportError("");
    try {
      // Every page of the list, with the search and filters on screen: only rows the API lets this user read.
      const rows = await fetchAllRows((page, pageSize) => api.${list?.id ?? ""}({ ...params, page, pageSize }));
      downloadCsv(csvFileName(${tsString(csvFileStem(entity))}), toCsv(rows, ${csvFn}(${csvOptions ? "options" : ""})));
    } catch (error) {
      setExportError(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  }
`
    : "";
  return `${imports.join("\n")}

const PAGE_SIZE = 20;

/** The list's page${searchable ? ", search text" : ""}${filterList.length ? " and filters" : ""}, kept in the URL so a list can be shared and reloaded. */
export type ${paramsType} = { ${paramFields.join("; ")} };
${opts.typeDecl(view)}${csvBlock}
export function ${component}() {
  const [search, setSearch] = useSearchParams();
  const params: ${paramsType} = {
    ${readParams.join(",\n    ")},
  };
  const query = useQuery({
    queryKey: [${tsString(resource)}, params],
    queryFn: (): Promise<schema.${typeNames(entity).pageType}> => ${load},
    placeholderData: keepPreviousData,
  });
${opts.hookCalls}
${
  roles
    ? `  const canCreate = useCan(${tsString(entity.name)}, "create");
${csv ? `  const canExport = useCan(${tsString(entity.name)}, "read");\n` : ""}`
    : open
      ? "  // Public: visitors read the list; New is for someone signed in.\n  const me = useMe();\n  const canCreate = Boolean(me.data);\n"
      : ""
}${exportHandler}
  function handleParams(patch: Partial<${paramsType}>) {
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      // Changing the search or a filter goes back to the first page.
      for (const [key, value] of Object.entries({ page: 1, ...patch })) {
        const text = String(value);
        if (text === "" || (key === "page" && text === "1")) next.delete(key);
        else next.set(key, text);
      }
      return next;
    });
  }
  return (
    <${view}
      state={toLoadState(query)}
      params={params}
      options={options}
      onParams={handleParams}
      onRetry={() => void query.refetch()}${
        csv
          ? `
      onExport={() => void handleExport()}
      exporting={exporting}
      exportError={exportError}`
          : ""
      }${
        roles
          ? `
      canCreate={canCreate}${csv ? "\n      canExport={canExport}" : ""}`
          : open
            ? "\n      canCreate={canCreate}"
            : ""
      }
    />
  );
}

/** The list as a pure view of its state, so tests render it without a server. */
export function ${view}(props: {
  state: LoadState<schema.${typeNames(entity).pageType}>;
  params: ${paramsType};
  options: ${opts.typeName(view)};
  onParams: (patch: Partial<${paramsType}>) => void;
  onRetry: () => void;${
    csv
      ? `
  /** Downloads every row of the list (all pages, this search and these filters) as a CSV file. */
  onExport: () => void;
  exporting?: boolean;
  /** Why the last export failed ("" or left out when it did not). */
  exportError?: string;`
      : ""
  }${roles ? "\n  /** Whether the signed-in role may create rows (roles; shown when left out). */\n  canCreate?: boolean;" : ""}${open ? "\n  /** Whether someone is signed in and so may create rows (a public list; shown when left out). */\n  canCreate?: boolean;" : ""}${
    roles && csv
      ? "\n  /** Whether the signed-in role may read (and so export) the rows (roles; shown when left out). */\n  canExport?: boolean;"
      : ""
  }
}) {
  const { state${narrowing.length > 0 ? ", params" : ""}${opts.size > 0 || usesLabelOf ? ", options" : ""} } = props;
  const filtered = ${filtered};
  // What an empty list says: a search or filter found nothing, or there is nothing yet.
  const emptyText = filtered ? ${noMatch} : ${noneYet};
  return (
    <section className="page">
      <div className="page-header">
        <h1>{${tsString(page.title || entity.plural)}}</h1>
        ${
          headerActions.length > 1
            ? `<div className="actions">\n          ${headerActions.map((a) => a.replace(/\n/g, "\n  ")).join("\n          ")}\n        </div>`
            : headerActions.join("")
        }
      </div>
${toolbar.length > 0 ? `      <div className="toolbar">\n${toolbar.join("\n")}\n      </div>\n` : ""}      {state.status === "loading" && <LoadingNotice />}
      {state.status === "error" && (
        <ErrorNotice message={${tsString(`Could not load ${plural}: `)} + state.message} onRetry={props.onRetry} />
      )}${
        csv
          ? `
      {props.exportError && <ErrorNotice message={${tsString(`Could not export ${plural}: `)} + props.exportError} />}`
          : ""
      }
      {state.status === "ready" && state.data.items.length === 0 && (
        <div className="notice empty">
          <p>{emptyText}</p>${emptyAction}
        </div>
      )}
      {state.status === "ready" && state.data.items.length > 0 && (
        <>
${tableMarkup(columns, "state.data.items", "          ")}
          <Pager
            page={state.data.page}
            pageSize={state.data.pageSize}
            total={state.data.total}
            noun={${nounLiteral(noun)}}
            onPage={(page) => props.onParams({ page })}
          />
        </>
      )}
    </section>
  );
}
`;
}

/**
 * The list's empty-state texts as TS expressions: `noMatch` when a search or filter is on ("No pets match “rex”.",
 * "No pets match these filters."), `noneYet` otherwise ("No pets yet. Add the first one." when the New button shows).
 */
export function emptyTexts(
  many: string,
  searchable: boolean,
  canAdd: boolean,
  roles: boolean,
): { noMatch: string; noneYet: string } {
  const filters = tsString(`No ${many} match these filters.`);
  const noMatch = searchable
    ? `(params.q !== "" ? ${tsString(`No ${many} match “`)} + params.q + "”." : ${filters})`
    : filters;
  const none = tsString(`No ${many} yet.`);
  const add = tsString(`No ${many} yet. Add the first one.`);
  const noneYet = !canAdd ? none : roles ? `(props.canCreate !== false ? ${add} : ${none})` : add;
  return { noMatch, noneYet };
}

/** A JSX attribute for a route path: `"/books/new"` when plain, else an expression container. */
export function tsAttr(path: string): string {
  return /^[A-Za-z0-9/:_.\-~]*$/.test(path) ? `"${path}"` : `{${tsString(path)}}`;
}

export { hrefExpr };
