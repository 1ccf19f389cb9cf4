import type { Entity } from "../../../../domain/artifacts/04-data-model";
import { hasMine, rolePlan } from "../server/roles";
import { publicEntity } from "./public";
import { commentText, lowerFirst, tsString, upperFirst } from "../names";
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
import {
  hrefExpr,
  nounLiteral,
  pageNames,
  pluralText,
  typeNames,
  type UiPage,
  type WorkflowPlan,
} from "./model";
import { optionsBlock } from "./options";
import { tallySections } from "./rule-tally";
import { cartSections } from "./cart";

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
  const flow = model.workflow(entity);
  // The state of a row with a workflow shows as a badge (it changes through the actions under the fields).
  const columns: Column[] = detailColumns(model, entity).map((col, i) =>
    flow && entity.fields[i] === flow.field
      ? { ...col, cell: `<span className="badge">{${col.cell}}</span>` }
      : col,
  );
  const opts = optionsBlock(model, mergeNeeds(columns));
  const editPath = model.entityRoute(entity.name, "edit");
  const listPath = model.entityRoute(entity.name, "list");
  const listPage = model.pageOf(entity.name, "list");
  const relatedOps = model.relationOperations(entity.name);
  const related = relatedOps.map(({ op, target }) => relatedSection(model, entity, op.id, target, resource));
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
  const acts = flow?.perform !== undefined;
  // A public detail page (public.ts): visitors read the row; its actions, history and private lists need signing in.
  const open = publicEntity(model, entity.name);
  const authNames = [...((acts && roles) || open ? ["useMe"] : []), ...(roles ? ["useScope"] : [])];
  if (authNames.length > 0) imports.push(`import { ${authNames.join(", ")} } from "../auth";`);
  const parts =
    flow && (flow.perform || flow.history) ? workflowParts(model, entity, flow, resource, roles) : undefined;
  const w =
    parts && open
      ? {
          ...parts,
          actions: parts.actions.replace(
            "= allowedTransitions(",
            "= props.signedIn === false ? [] : allowedTransitions(",
          ),
        }
      : parts;
  const signedInOnly = (markup: string, yes: boolean) => (open && yes ? `{signedIn && ${markup}}` : markup);
  // Actions with rules (issue 17): the live tally of the rows once-per-user for this one.
  const tally = tallySections(model, entity);
  imports.push(...tally.imports);
  // A shop's cart (issue 17): a product's stock and Add to cart; on a new order's page, that checkout placed it.
  const cart = cartSections(model, entity);
  imports.push(...cart.imports);
  if (flow && w) {
    const shared = [...(acts ? ["allowedTransitions"] : []), ...(w.section ? ["TransitionHistory"] : [])];
    // Next to the schema types: the workflow's states and transitions, the same constant the server checks.
    const types = imports.indexOf(`import type * as schema from "../../shared/schema";`);
    imports.splice(types + 1, 0, `import { ${flow.constant} } from "../../shared/schema";`);
    imports.push(`import { ${shared.join(", ")} } from "../components/workflow";`);
  }
  const editLink = editPath
    ? `<Link href={${hrefExpr(editPath, "row.id")}} className="button">\n          Edit\n        </Link>`
    : "";
  const deleteButton = `<button type="button" className="button danger" disabled={props.deleting} onClick={props.onDelete}>
          {props.deleting ? "Deleting…" : "Delete"}
        </button>`;
  const guardedAction = (flag: string, markup: string) => {
    const when = [
      ...(open ? ["props.signedIn !== false"] : []),
      ...(roles ? [`props.${flag} !== false`] : []),
    ];
    return when.length > 0
      ? `{${when.join(" && ")} && (\n          ${markup.replace(/\n/g, "\n  ")}\n        )}`
      : markup;
  };
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
${w?.state ?? ""}${roles ? `  // Edit and Delete: for roles reaching every row, or (scope "own") the rows this account created.\n  const updateScope = useScope(${tsString(entity.name)}, "update");\n  const deleteScope = useScope(${tsString(entity.name)}, "delete");\n` : ""}${open ? "  // Public: visitors read the row; changing it needs signing in.\n  const session = useMe();\n  const signedIn = Boolean(session.data);\n" : ""}
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
${w?.handler ?? ""}
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
${cart.top}      <${view}
        row={state.data}
        options={options}
        deleting={deleting}
        deleteError={deleteError}
        onDelete={() => void handleDelete()}${w?.viewProps ?? ""}${roles ? `\n        canEdit={${mine ? 'updateScope === "all" || (updateScope === "own" && state.data.mine)' : 'updateScope !== "none"'}}\n        canDelete={${mine ? 'deleteScope === "all" || (deleteScope === "own" && state.data.mine)' : 'deleteScope !== "none"'}}` : ""}${open ? "\n        signedIn={signedIn}" : ""}
      />
${cart.below}${w?.section ? `      ${signedInOnly(`<${w.section} id={props.id} />`, true)}\n` : ""}${tally.jsx}${related.map((r, i) => `      ${signedInOnly(`<${r.section} id={props.id} />`, relatedOps[i]?.op.auth === true)}`).join("\n")}
    </>
  );
}

/** Every field of one ${entity.name}, as a pure view. */
export function ${view}(props: {
  row: schema.${typeNames(entity).type};
  options: ${view}Options;
  deleting: boolean;
  deleteError?: string;
  onDelete: () => void;${w?.propTypes ?? ""}${roles ? "\n  /** Whether the signed-in role may change or delete rows (roles; shown when left out). */\n  canEdit?: boolean;\n  canDelete?: boolean;" : ""}${open ? "\n  /** Whether someone is signed in: visitors of a public page get no actions (shown when left out). */\n  signedIn?: boolean;" : ""}
}) {
  const { row${opts.size > 0 ? ", options" : ""} } = props;${w?.actions ?? ""}
  return (
    <article className="card detail">
      <p className="eyebrow">{${tsString(entity.label || entity.name)}}</p>
      <h1>{${c}Label(row)}</h1>
      <dl className="fields">
${rows}
      </dl>
${w?.markup ?? ""}      {props.deleteError && (
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
${w?.code ?? ""}${tally.code}${cart.code}${related.map((r) => r.code).join("")}`;
}

/**
 * The pieces of a detail page for a row with a workflow (issue 17). With the API's POST …/{id}/transitions: the
 * action buttons its state (and, with roles, the user's role) allows, each posting { transition } and then loading
 * the row and its history again, and the server's reason when it refuses one (409, 403) in the page's error
 * style. With the API's GET …/{id}/transitions: the History section. Empty strings for what the API lacks.
 */
function workflowParts(
  model: ClientModel,
  entity: Entity,
  flow: WorkflowPlan,
  resource: string,
  roles: boolean,
) {
  const names = `schema.${flow.nameType}`;
  const perform = flow.perform;
  const history = flow.history;
  const state = perform
    ? `  const [acting, setActing] = useState<${names}>();
  const [actionError, setActionError] = useState<string>();
${roles ? "  const me = useMe();\n" : ""}`
    : "";
  const handler = perform
    ? `
  async function handleTransition(name: ${names}) {
    setActing(name);
    setActionError(undefined);
    try {
      // The server answers with the changed row, or refuses (409: not from this ${flow.field.name}; 403: not this role) saying why.
      queryClient.setQueryData([${tsString(resource)}, props.id], await api.${perform.id}(props.id, { transition: name }));
      await queryClient.invalidateQueries();
    } catch (error) {
      setActionError(error instanceof Error ? error.message : String(error));
      // The row may have moved on meanwhile: show its ${flow.field.name} and history as they are now.
      await queryClient.invalidateQueries({ queryKey: [${tsString(resource)}, props.id] });
    } finally {
      setActing(undefined);
    }
  }
`
    : "";
  const viewProps = perform
    ? `
        acting={acting}
        actionError={actionError}
        onTransition={(name) => void handleTransition(name)}${roles ? "\n        role={me.data?.role}" : ""}`
    : "";
  const propTypes = perform
    ? `
  /** The ${flow.field.name} actions: the one being taken, why the server refused the last one, and taking one. */
  acting?: ${names};
  actionError?: string;
  onTransition: (name: ${names}) => void;${roles ? "\n  /** The signed-in user's role: actions for other roles are not offered (all are when left out). */\n  role?: string | null;" : ""}`
    : "";
  const access = roles ? ", { role: props.role, canUpdate: props.canEdit }" : "";
  const actions = perform
    ? `
  // The actions that start from the row's ${flow.field.name}${roles ? " and the user's role may take" : ""} (${flow.constant}, as the server checks).
  const actions = allowedTransitions(${flow.constant}, row.${flow.field.name}${access});`
    : "";
  const markup = perform
    ? `      {actions.length > 0 && (
        <div className="actions workflow" role="group" aria-label={${tsString(`${flow.field.label || flow.field.name} actions`)}}>
          {actions.map((transition) => (
            <button
              key={transition.name}
              type="button"
              className="button"
              data-transition={transition.name}
              disabled={props.acting !== undefined || props.deleting}
              onClick={() => props.onTransition(transition.name)}
            >
              {props.acting === transition.name ? transition.label + "…" : transition.label}
            </button>
          ))}
        </div>
      )}
      {props.actionError && (
        <p className="notice error" role="alert">
          {props.actionError}
        </p>
      )}
`
    : "";
  const section = history ? `${entity.name}HistorySection` : undefined;
  const code = history
    ? `
/** The actions taken on one ${entity.name} (GET ${commentText(history.path)}), oldest first. */
function ${section}(props: { id: number }) {
  const query = useQuery({
    queryKey: [${tsString(resource)}, props.id, "transitions"],
    queryFn: () => api.${history.id}(props.id),
  });
  return (
    <TransitionHistory workflow={${flow.constant}} state={toLoadState(query)} showBy={${model.accounts}} onRetry={() => void query.refetch()} />
  );
}
`
    : "";
  return { section, state, handler, viewProps, propTypes, actions, markup, code };
}
