import type { Operation } from "../../../../domain/artifacts/04-api-model";
import type { ClientModel } from "./model";
import { typeNames } from "./model";
import { apiPathExpr } from "./shell";

/**
 * Workflows in the client (issue 17). The states and transitions come from src/shared/schema.ts (`claimWorkflow`,
 * the same constant the server checks), the API client types the API model's two transition operations, and the
 * detail page offers the actions the row's state and the user's role allow (detail-page.ts), with the pieces all
 * such pages share in src/client/components/workflow.tsx (support.ts). An app without workflows gets none of it.
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
