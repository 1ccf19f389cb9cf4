import type { Operation } from "../../../../domain/artifacts/04-api-model";
import type { ClientModel } from "./model";
import { typeNames } from "./model";
import { apiPathExpr } from "./shell";

/**
 * Workflows in the client (issue 17). The states and transitions come from src/shared/schema.ts (`claimWorkflow`,
 * the same constant the server checks), the API client types the API model's two transition operations, and the
 * detail page offers the actions the row's state and the user's role allow (detail-page.ts), with the pieces all
 * such pages share in src/client/components/workflow.tsx (WORKFLOW_TSX below). An app without workflows gets none of it.
 */

/**
 * The api.ts method of a workflow operation of the API model: POST …/{id}/transitions takes the shared
 * TransitionRequest and answers the row; GET …/{id}/transitions answers the history. Undefined for any other
 * operation (api.ts writes those as before).
 */
export function workflowApiMethod(model: ClientModel, op: Operation): string | undefined {
  if (op.kind !== "transition") return undefined;
  for (const { entity, plan } of model.workflowEntities()) {
    const path = apiPathExpr(op.path);
    if (op === plan.perform)
      return `  ${op.id}: (id: number, input: schema.${plan.requestType}) => request<schema.${typeNames(entity).type}>("POST", ${path}, input),`;
    if (op === plan.history)
      return `  ${op.id}: (id: number) => request<schema.${plan.recordType}[]>("GET", ${path}),`;
  }
  return undefined;
}

/** src/client/components/workflow.tsx: the pieces every entity with a workflow shares (written only then). */
export const WORKFLOW_TSX = `import { formatValue } from "./format";
import { ErrorNotice, LoadingNotice, type LoadState } from "./load-state";

/**
 * One action of a workflow: the states it starts from, the state it leads to, and the roles that may take it
 * (empty: anyone who may change the row).
 */
export type Transition<Name extends string = string> = {
  name: Name;
  label: string;
  from: readonly string[];
  to: string;
  roles: readonly string[];
};

/** A row's states (the values of \`field\`) and the actions that move it between them: its state changes only through them. */
export type Workflow<Name extends string = string> = {
  field: string;
  initial: string;
  transitions: readonly Transition<Name>[];
};

/** One action taken on a row, as GET …/{id}/transitions lists them (oldest first). */
export type TransitionRecord = {
  id: number;
  transition: string;
  fromState: string;
  toState: string;
  byUserId: number | null;
  byName: string | null;
  at: string;
};

/** Who looks at the row: their role (apps with roles) and whether they may change it. Left out: not known, not filtered. */
export type Actor = { role?: string | null; canUpdate?: boolean };

/**
 * The actions offered for a row in \`state\`: those that start from it and that the actor may take. An action for
 * some roles needs one of them; an action for every role needs the right to change the row. The server checks the
 * same (403, 409) and the page shows its message when it refuses.
 */
export function allowedTransitions<Name extends string>(
  workflow: Workflow<Name>,
  state: string | null | undefined,
  actor: Actor = {},
): Transition<Name>[] {
  if (state === null || state === undefined) return [];
  return workflow.transitions.filter(
    (transition) =>
      transition.from.includes(state) &&
      (transition.roles.length === 0
        ? actor.canUpdate !== false
        : actor.role === null || actor.role === undefined || transition.roles.includes(actor.role)),
  );
}

/** An action's label by its name ("approve" → "Approve"); the name when the workflow no longer has it. */
export function transitionLabel(workflow: Workflow, name: string): string {
  return workflow.transitions.find((transition) => transition.name === name)?.label ?? name;
}

/** Who took an action: the account's name, else its number, else "—" (no accounts, or the account is gone). */
export function actorText(record: TransitionRecord): string {
  if (record.byName) return record.byName;
  return record.byUserId === null ? "—" : \`#\${record.byUserId}\`;
}

/** A row's history as a pure view: each action with the change of state, by whom (apps with accounts) and when. */
export function TransitionHistory(props: {
  workflow: Workflow;
  state: LoadState<TransitionRecord[]>;
  showBy: boolean;
  onRetry: () => void;
}) {
  const { state } = props;
  return (
    <section className="related history">
      <h2>History</h2>
      {state.status === "loading" && <LoadingNotice />}
      {state.status === "error" && (
        <ErrorNotice message={"Could not load the history: " + state.message} onRetry={props.onRetry} />
      )}
      {state.status === "ready" && state.data.length === 0 && <p className="muted">No actions taken yet.</p>}
      {state.status === "ready" && state.data.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Action</th>
                <th scope="col">Change</th>
                {props.showBy && <th scope="col">By</th>}
                <th scope="col">When</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((record) => (
                <tr key={record.id}>
                  <td>{transitionLabel(props.workflow, record.transition)}</td>
                  <td>
                    <span className="badge">{record.fromState}</span> → <span className="badge">{record.toState}</span>
                  </td>
                  {props.showBy && <td>{actorText(record)}</td>}
                  <td>
                    <time dateTime={record.at}>{formatValue(record.at, "datetime")}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
`;
