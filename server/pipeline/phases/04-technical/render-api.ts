import type { ApiModel } from "../../../../domain/artifacts/04-api-model";
import {
  code,
  codeBlock,
  documentHeader,
  escapeMarkdown,
  heading,
  joinBlocks,
  md,
  paragraph,
  table,
  tableOr,
  type DocumentMeta,
} from "../../markdown";
import { servesText, traceabilityTable } from "../../traceability";
import { buildOpenApi, renderOpenApiYaml } from "./openapi";
import { publicOperationsSentence } from "./render-public";

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function overview(model: ApiModel): string {
  const operations = model.resources.flatMap((r) => r.operations);
  const rows = model.resources.map((r) => [
    code(r.name),
    r.entity ?? "—",
    r.description || "—",
    String(r.operations.length),
  ]);
  return joinBlocks([
    heading(2, "1 Overview"),
    paragraph(
      md(
        `${escapeMarkdown(`${model.title} ${model.version}`, { oneLine: true })}: ${count(model.resources.length, "resource", "resources")} and ` +
          `${count(operations.length, "operation", "operations")}. Every path starts with ${code(model.basePath).markdown}; ` +
          "requests and responses are JSON.",
      ),
    ),
    table(["Resource", "Entity", "Description", "Operations"], rows),
  ]);
}

function authentication(model: ApiModel): string {
  const how =
    model.auth.kind === "session-cookie"
      ? md(
          `Signing in sets a session cookie (security scheme ${code("cookieAuth").markdown}). Operations marked ` +
            "**yes** in the Auth column need it and answer 401 without it.",
        )
      : "The API has no authentication: every operation is public.";
  const publicReads = publicOperationsSentence(model);
  return joinBlocks([
    heading(2, "2 Authentication"),
    paragraph(how),
    publicReads === null ? null : paragraph(publicReads),
    model.auth.description.trim() === "" ? null : paragraph(model.auth.description),
  ]);
}

function endpoints(model: ApiModel): string {
  const rows = model.resources.flatMap((r) =>
    r.operations.map((o) => [
      code(o.method.toUpperCase()),
      code(o.path),
      o.summary || o.id,
      o.auth ? md("**yes**") : "no",
      servesText(o.serves),
    ]),
  );
  return joinBlocks([
    heading(2, "3 Endpoints"),
    tableOr(["Method", "Path", "Summary", "Auth", "Requirements"], rows, "The API has no operations."),
    heading(2, "4 Errors"),
    paragraph(
      md(
        `Every 4xx and 5xx response carries the ${code("Error").markdown} body: a machine-readable ` +
          `${code("code").markdown} and a ${code("message").markdown} that is safe to show to the user.`,
      ),
    ),
  ]);
}

/**
 * Renders the API specification document: overview and resources, authentication, the endpoint summary with
 * the requirement ids each operation serves, the error body, and the complete OpenAPI 3.1 document as YAML.
 */
export function renderApiSpecification(model: ApiModel, meta: DocumentMeta): string {
  const yaml = renderOpenApiYaml(buildOpenApi(model));
  const trace = model.resources.flatMap((r) =>
    r.operations.map((o) => ({
      element: md(`${code(o.method.toUpperCase()).markdown} ${code(o.path).markdown}`),
      serves: o.serves,
    })),
  );
  return joinBlocks([
    documentHeader("API Specification", meta.productName ?? model.title, meta),
    overview(model),
    authentication(model),
    endpoints(model),
    heading(2, "5 OpenAPI document"),
    paragraph(
      md(
        `The complete OpenAPI 3.1 document. Each operation lists the requirements it serves in ${code("x-requirements").markdown}.`,
      ),
    ),
    codeBlock("yaml", yaml),
    heading(2, "6 Traceability"),
    traceabilityTable(trace),
  ]);
}
