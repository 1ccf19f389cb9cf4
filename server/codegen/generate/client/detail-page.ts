import type { Entity } from "../../../../domain/artifacts/04-data-model";
import { hasMine, rolePlan } from "../server/roles";
import { lowerFirst, tsString, upperFirst } from "../names";
import {
  detailColumns,
  linkFirst,
  listColumnNames,
  mergeNeeds,
  spaced,
  tableColumns,
  type Column,
} from "./columns";
import { tableMarkup, tsAttr } from "./list-page";
import type { ClientModel } from "./model";
import { hrefExpr, nounLiteral, pageNames, pluralText, typeNames, type UiPage } from "./model";
import { optionsBlock } from "./options";

/** One sub-list of a detail page: the rows of another entity that point at this one (GET /api/members/{id}/loans). */
export function relatedSection(
  model: ClientModel,
  entity: Entity,
  opId: string,
  target: Entity,
  resource: string,
) {
  const base = upperFirst(opId.replace(/^list(?=[A-Z])/, ""));
  const section = `${base}Section`;
  const table = `${base}Table`;
  // Columns of the target's list, without the relation back to this entity (every row points here).
  const names = listColumnNames(model, target).filter((name) => {
    const binding = model.column(target, name);
    return !((binding.kind === "one" || binding.kind === "many") && binding.relation.target === entity.name);
  });
  const columns = linkFirst(model, target, tableColumns(model, target, names.slice(0, 4)));
  const opts = optionsBlock(model, mergeNeeds(columns));
  const title = spaced(target.plural);
  const noun = model.noun(target);
  const code = `
${opts.typeDecl(table)}
function ${section}(props: { id: number }) {
  const query = useQuery({
    queryKey: [${tsString(resource)}, props.id, ${tsString(opId)}],
    queryFn: () => api.${opId}(props.id, { page: 1, pageSize: RELATED_PAGE_SIZE }),
  });
${opts.hookCalls}
  return <${table} state={toLoadState(query)} options={options} onRetry={() => void query.refetch()} />;
}

/** The ${target.plural} of one ${entity.name}, as a pure view. */
export function ${table}(props: {
  state: LoadState<schema.${typeNames(target).pageType}>;
  options: ${table}Options;
  onRetry: () => void;
}) {
  const { state${opts.size > 0 ? ", options" : ""} } = props;
  return (
    <section className="related">
      <h2>{${tsString(title)}}</h2>
      {state.status === "loading" && <LoadingNotice />}
      {state.status === "error" && (
        <ErrorNotice message={${tsString(`Could not load ${noun.many}: `)} + state.message} onRetry={props.onRetry} />
      )}
      {state.status === "ready" && state.data.items.length === 0 && (
        <p className="muted">{${tsString(`No ${noun.many} yet.`)}}</p>
      )}
      {state.status === "ready" && state.data.items.length > 0 && (
        <>
${tableMarkup(columns, "state.data.items", "          ")}
          {state.data.total > state.data.items.length && (
            <p className="muted">
              {"Showing " + String(state.data.items.length) + " of " + countText(state.data.total, ${nounLiteral(noun)}) + "."}
            </p>
          )}
        </>
      )}
    </section>
  );
}
`;
  return { section, code, columns, opts, table };
}

export function detailPage(model: ClientModel, page: UiPage, entity: Entity): string {
  const { page: component, view } = pageNames(page);
  const c = lowerFirst(entity.name);
  const get = model.operation(entity.name, "get");
  const del = model.operation(entity.name, "delete");
  const resource = model.input.api.resources.find((r) => r.entity === entity.name)?.name ?? c;
  const columns: Column[] = detailColumns(model, entity);
  const opts = optionsBlock(model, mergeNeeds(columns));
  const editPath = model.entityRoute(entity.name, "edit");
  const listPath = model.entityRoute(entity.name, "list");
  const listPage = model.pageOf(entity.name, "list");
  const related = model
    .relationOperations(entity.name)
    .map(({ op, target }) => relatedSection(model, entity, op.id, target, resource));
  const allColumns = [...columns, ...related.flatMap((r) => r.columns)];
  const usesFormat = allColumns.some((col) => col.cell.includes("formatValue("));
  const usesLabelOf = allColumns.some((col) => col.cell.includes("labelOf("));
  const usesLink =
    editPath !== undefined || listPath !== undefined || allColumns.some((col) => col.cell.includes("<Link"));
  const labelFns = new Set<string>([`${c}Label`]);
  for (const r of related)
    for (const col of r.columns)
      for (const m of col.cell.matchAll(/([a-z][A-Za-z0-9]*Label)\(row\)/g)) if (m[1]) labelFns.add(m[1]);
  const labelNames = new Set<string>([...labelFns, ...opts.hooks, ...related.flatMap((r) => r.opts.hooks)]);
  const optionNames = [
    ...(usesLabelOf ? ["labelOf"] : []),
    ...(opts.size > 0 || related.some((r) => r.opts.size > 0) ? ["type Option"] : []),
  ];
  const rows = columns
    .map(
      (col) => `        <dt>{${tsString(col.label)}}</dt>
        <dd>{${col.cell}}</dd>`,
    )
    .join("\n");
  const imports = [
    `import { useQuery, useQueryClient } from "@tanstack/react-query";`,
    `import { useState } from "react";`,
    `import { ${usesLink ? "Link, " : ""}useLocation } from "wouter";`,
    `import type * as schema from "../../shared/schema";`,
    `import { api } from "../api";`,
    usesFormat ? `import { formatValue } from "../components/format";` : "",
    `import { ErrorNotice, LoadingNotice, NotFound, toLoadState${related.length > 0 ? ", type LoadState" : ""} } from "../components/load-state";`,
    optionNames.length > 0 ? `import { ${optionNames.join(", ")} } from "../components/option";` : "",
    related.length > 0 ? `import { countText } from "../components/plural";` : "",
    labelNames.size > 0 ? `import { ${[...labelNames].sort().join(", ")} } from "../labels";` : "",
  ].filter(Boolean);
  const load = get
    ? `api.${get.id}(props.id)`
    : `Promise.reject(new Error("The API has no read operation for this page"))`;
  const deleteCall = del
    ? `await api.${del.id}(props.id);`
    : `throw new Error(${tsString(`This ${model.noun(entity).one} cannot be deleted`)});`;
  const subject = model.noun(entity).one;
  // With roles Edit and Delete show only for roles that may change or delete the entity's rows.
  const roles = rolePlan(model.input.data) !== null;
  const mine = hasMine(model.input.data, entity);
  if (roles) imports.push(`import { useScope } from "../auth";`);
  const editLink = editPath
    ? `<Link href={${hrefExpr(editPath, "row.id")}} className="button">\n          Edit\n        </Link>`
    : "";
  const deleteButton = `<button type="button" className="button danger" disabled={props.deleting} onClick={props.onDelete}>
          {props.deleting ? "Deleting…" : "Delete"}
        </button>`;
  const guardedAction = (flag: string, markup: string) =>
    roles ? `{props.${flag} !== false && (\n          ${markup.replace(/\n/g, "\n  ")}\n        )}` : markup;
  return `${imports.join("\n")}

const RELATED_PAGE_SIZE = 50;
${opts.typeDecl(view)}
export function ${component}(props: { id: number }) {
  const valid = Number.isInteger(props.id) && props.id > 0;
  const query = useQuery({
    queryKey: [${tsString(resource)}, props.id],
    queryFn: (): Promise<schema.${typeNames(entity).type}> => ${load},
    enabled: valid,
  });
${opts.hookCalls}
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
${roles ? `  // Edit and Delete: for roles reaching every row, or (scope "own") the rows this account created.\n  const updateScope = useScope(${tsString(entity.name)}, "update");\n  const deleteScope = useScope(${tsString(entity.name)}, "delete");\n` : ""}
  async function handleDelete() {
    if (!window.confirm(${tsString(`Delete this ${subject}? This cannot be undone.`)})) return;
    setDeleting(true);
    setDeleteError(undefined);
    try {
      ${deleteCall}
      navigate(${tsString(listPath ?? "/")});
      await queryClient.invalidateQueries();
    } catch (error) {
      setDeleteError(error instanceof Error ? error.message : String(error));
      setDeleting(false);
    }
  }

  if (!valid) return <NotFound />;
  const state = toLoadState(query);
  if (state.status === "loading") return <LoadingNotice />;
  if (state.status === "error") {
    return (
      <ErrorNotice message={${tsString(`Could not load the ${subject}: `)} + state.message} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <>
      <${view}
        row={state.data}
        options={options}
        deleting={deleting}
        deleteError={deleteError}
        onDelete={() => void handleDelete()}${roles ? `\n        canEdit={${mine ? 'updateScope === "all" || (updateScope === "own" && state.data.mine)' : 'updateScope !== "none"'}}\n        canDelete={${mine ? 'deleteScope === "all" || (deleteScope === "own" && state.data.mine)' : 'deleteScope !== "none"'}}` : ""}
      />
${related.map((r) => `      <${r.section} id={props.id} />`).join("\n")}
    </>
  );
}

/** Every field of one ${entity.name}, as a pure view. */
export function ${view}(props: {
  row: schema.${typeNames(entity).type};
  options: ${view}Options;
  deleting: boolean;
  deleteError?: string;
  onDelete: () => void;${roles ? "\n  /** Whether the signed-in role may change or delete rows (roles; shown when left out). */\n  canEdit?: boolean;\n  canDelete?: boolean;" : ""}
}) {
  const { row${opts.size > 0 ? ", options" : ""} } = props;
  return (
    <article className="card detail">
      <p className="eyebrow">{${tsString(entity.label || entity.name)}}</p>
      <h1>{${c}Label(row)}</h1>
      <dl className="fields">
${rows}
      </dl>
      {props.deleteError && (
        <p className="notice error" role="alert">
          {props.deleteError}
        </p>
      )}
      <div className="actions">
${editLink ? `        ${guardedAction("canEdit", editLink)}` : ""}
        ${guardedAction("canDelete", deleteButton)}
${listPath ? `        <Link href=${tsAttr(listPath)} className="button link">\n          {${tsString(`Back to ${pluralText(entity, listPage)}`)}}\n        </Link>` : ""}
      </div>
    </article>
  );
}
${related.map((r) => r.code).join("")}`;
}
