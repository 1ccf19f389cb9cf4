import { withArticle } from "../../../pipeline/phases/02-srs/names";
import type { Operation } from "../../../../domain/artifacts/04-api-model";
import type { Entity } from "../../../../domain/artifacts/04-data-model";
import { tsString } from "../names";
import { rolePlan } from "../server/roles";
import { typeNames, type ClientModel, type UiPage, type WorkflowPlan } from "./model";

/*
 * The generated client tests of a detail page with a workflow (issue 17): the actions offered per state and role,
 * pressing one, and the History section. tests.ts places them in the entity's test file.
 */

/** Finds an element's props in a rendered view's element tree (host elements only), to press a button without a DOM. */
export const FIND_PROPS = `
type Props = Record<string, unknown> & { children?: ReactNode };

function findProps(node: ReactNode, match: (props: Props) => boolean): Props | undefined {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) {
      const found = findProps(child, match);
      if (found) return found;
    }
    return undefined;
  }
  if (!isValidElement<Props>(node)) return undefined;
  if (match(node.props)) return node.props;
  return findProps(node.props.children, match);
}
`;

/**
 * The workflow's UI tests (issue 17): the detail view offers exactly the actions the row's state (and, with roles,
 * the role) allows; pressing one posts { transition } to …/{id}/transitions (then the history is loaded from there).
 */
export function actionTests(
  model: ClientModel,
  entity: Entity,
  flow: WorkflowPlan,
  perform: Operation,
  page: UiPage,
  view: string,
  options: string,
  roles: boolean,
): string {
  const noun = (entity.label || entity.name).toLowerCase();
  const field = flow.field.name;
  const transitions = flow.transitions;
  const states = flow.field.enumValues ?? [];
  const list = (names: string[]) => `[${names.map(tsString).join(", ")}]`;
  const allowed = (state: string, role?: string, canUpdate = true) =>
    transitions
      .filter(
        (t) =>
          t.from.includes(state) &&
          (t.roles.length === 0 ? canUpdate : role === undefined || t.roles.includes(role)),
      )
      .map((t) => t.name);
  const props = `options={${options}} deleting={false} onDelete={noop}`;
  const checks = states.map(
    (state) => `    expect(offered(${tsString(state)})).toEqual(${list(allowed(state))});`,
  );
  if (roles) {
    const plan = rolePlan(model.input.data);
    for (const state of states.filter((st) => allowed(st).length > 0))
      for (const role of plan?.roles ?? [])
        checks.push(
          `    expect(offered(${tsString(state)}, { role: ${tsString(role.name)}, canEdit: true })).toEqual(${list(allowed(state, role.name))});`,
        );
    const open = states.find((st) => transitions.some((t) => t.roles.length === 0 && t.from.includes(st)));
    if (open)
      checks.push(
        `    // An action for every role needs the right to change the row.\n    expect(offered(${tsString(open)}, { canEdit: false })).toEqual(${list(allowed(open, undefined, false))});`,
      );
  }
  const first = transitions[0];
  const name = tsString(first?.name ?? "");
  const url = (path: string) => tsString(path.replace(/\{[^}]*\}/, "1"));
  const history = flow.history;
  return `  it(${tsString(`${page.id} offers exactly the actions ${withArticle(noun)}'s ${(flow.field.label || field).toLowerCase()} allows`)}, () => {
    const offered = (${field}: schema.${typeNames(entity).type}[${tsString(field)}]${roles ? ", access: { role?: string; canEdit?: boolean } = {}" : ""}) =>
      [...render(<${view} row={{ ...row, ${field} }} ${props} onTransition={noop}${roles ? " {...access}" : ""} />).matchAll(/data-transition="([^"]*)"/g)].map((m) => m[1]);
${checks.join("\n")}
  });

  it(${tsString(`${page.id} posts the action a button takes to ${perform.path}`)}, async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? "GET", body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
      const answer = init.method === "POST" ? row : [];
      return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
    });
    try {
      const posted: Promise<unknown>[] = [];
      const tree = ${view}({
        row: { ...row, ${field}: ${tsString(first?.from[0] ?? "")} },
        options: ${options},
        deleting: false,
        onDelete: noop,
        onTransition: (name) => posted.push(api.${perform.id}(1, { transition: name })),
      });
      const button = findProps(tree, (p) => p["data-transition"] === ${name});
      expect(typeof button?.onClick).toBe("function");
      (button?.onClick as () => void)();
      await Promise.all(posted);${history ? `\n      await api.${history.id}(1);` : ""}
    } finally {
      vi.unstubAllGlobals();
    }
    expect(calls).toEqual([
      { url: ${url(perform.path)}, method: "POST", body: { transition: ${name} } },${history ? `\n      { url: ${url(history.path)}, method: "GET", body: undefined },` : ""}
    ]);
  });`;
}

/** The History section lists each action with the change of state, who took it and when; empty and failed states. */
export function historyTests(entity: Entity, flow: WorkflowPlan, page: UiPage): string {
  const first = flow.transitions[0];
  const from = first?.from[0] ?? "";
  const to = first?.to ?? "";
  const record = `{ id: 1, transition: ${tsString(first?.name ?? "")}, fromState: ${tsString(from)}, toState: ${tsString(to)}, byUserId: 1, byName: "Ann Lee", at: "2026-03-14T09:30:00.000Z" }`;
  const history = (state: string) =>
    `<TransitionHistory workflow={${flow.constant}} state={${state}} showBy={true} onRetry={noop} />`;
  return `  it(${tsString(`${page.id} lists the history of ${withArticle((entity.label || entity.name).toLowerCase())}: each action, the change of ${(flow.field.label || flow.field.name).toLowerCase()}, by whom and when`)}, () => {
    const out = render(${history(`{ status: "ready", data: [${record}] }`)});
    expect(out).toContain("History");
    expect(out).toContain(html(${tsString(first?.label ?? "")}));
    expect(out).toContain(html(${tsString(from)}));
    expect(out).toContain(html(${tsString(to)}));
    expect(out).toContain("Ann Lee");
    expect(out).toContain("2026-03-14T09:30:00.000Z");
    expect(render(${history(`{ status: "ready", data: [] }`)})).toContain("No actions taken yet.");
    expect(render(${history(`{ status: "error", message: "boom" }`)})).toContain("Could not load the history: boom");
  });`;
}
