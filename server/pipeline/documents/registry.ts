import type { z } from "zod";
import type { DocumentKind } from "../../../domain/api/documents";
import { requirementsModelSchema } from "../../../domain/artifacts/01-requirements";
import { designModelSchema } from "../../../domain/artifacts/03-system-design";
import { apiModelSchema } from "../../../domain/artifacts/04-api-model";
import { settledDataModelSchema } from "../../../domain/artifacts/04-data-model";
import { uiModelSchema } from "../../../domain/artifacts/04-ui-model";
import type { DocumentMeta } from "../markdown";
import { renderSrs } from "../phases/02-srs/render";
import { renderSystemDesign } from "../phases/03-system-design/render";
import { renderApiSpecification } from "../phases/04-technical/render-api";
import { renderDatabaseDesign } from "../phases/04-technical/render-database";
import { renderFrontendArchitecture } from "../phases/04-technical/render-frontend";
import type { Drafted } from "./builders";
import type { BuildScope } from "./scope";

/** One kind of document of the chain: where it sits, how its model is built and how it is rendered. */
export interface DocumentDefinition {
  kind: DocumentKind;
  /** Technical documents only; null for the SRS and the system design. */
  documentType: string | null;
  title: string;
  /** How sentences name it: "the SRS", "the API specification". */
  name: string;
  /** How it is named in "after this … was generated": "design", "API specification". */
  noun: string;
  /** The model, as progress messages name it: "Building the data model". */
  modelName: string;
  /** File names: `${project}-${fileSlug}-v${version}.md`. */
  fileSlug: string;
  /** The kind whose approved model this one is built from. */
  upstream: DocumentKind | null;
  /** Builds the model (the scope validates what builders return), with what built it. */
  build(scope: BuildScope): Promise<Drafted<unknown>>;
  /** Reads a stored model back; null when it no longer matches the schema. */
  parse(model: unknown): unknown;
  /** Renders a model (validated first) to Markdown. */
  render(model: unknown, meta: DocumentMeta): string;
}

/** Erases the model type once the schema ties build, parse and render together. */
function defineDocument<M>(
  spec: Omit<DocumentDefinition, "build" | "parse" | "render"> & {
    schema: z.ZodType<M>;
    build(scope: BuildScope): Promise<Drafted<M>>;
    render(model: M, meta: DocumentMeta): string;
  },
): DocumentDefinition {
  const { schema, build, render, ...rest } = spec;
  return {
    ...rest,
    build,
    parse: (model) => {
      const parsed = schema.safeParse(model);
      return parsed.success ? parsed.data : null;
    },
    render: (model, meta) => render(schema.parse(model), meta),
  };
}

/**
 * The document registry (STYLE.md 2): the chain's documents in order. Adding a document is a line here; the
 * jobs, lists, approvals, downloads and staleness all read this array.
 */
export const DOCUMENTS: readonly DocumentDefinition[] = [
  defineDocument({
    kind: "srs",
    documentType: null,
    title: "Software Requirements Specification",
    name: "SRS",
    noun: "SRS",
    modelName: "requirements model",
    fileSlug: "srs",
    upstream: null,
    schema: requirementsModelSchema,
    build: (scope) => scope.requirements(),
    render: renderSrs,
  }),
  defineDocument({
    kind: "system_design",
    documentType: null,
    title: "System Design",
    name: "system design",
    noun: "design",
    modelName: "design model",
    fileSlug: "system-design",
    upstream: "srs",
    schema: designModelSchema,
    build: (scope) => scope.design(),
    render: renderSystemDesign,
  }),
  defineDocument({
    kind: "technical",
    documentType: "database_design",
    title: "Database Design",
    name: "database design",
    noun: "database design",
    modelName: "data model",
    fileSlug: "database-design",
    upstream: "system_design",
    schema: settledDataModelSchema,
    build: (scope) => scope.data(),
    render: renderDatabaseDesign,
  }),
  defineDocument({
    kind: "technical",
    documentType: "api_specification",
    title: "API Specification",
    name: "API specification",
    noun: "API specification",
    modelName: "API model",
    fileSlug: "api-specification",
    upstream: "system_design",
    schema: apiModelSchema,
    build: (scope) => scope.api(),
    render: renderApiSpecification,
  }),
  defineDocument({
    kind: "technical",
    documentType: "frontend_architecture",
    title: "Frontend Architecture",
    name: "frontend architecture",
    noun: "frontend architecture",
    modelName: "UI model",
    fileSlug: "frontend-architecture",
    upstream: "system_design",
    schema: uiModelSchema,
    build: (scope) => scope.ui(),
    render: renderFrontendArchitecture,
  }),
];

/** One job kind per document kind; a technical job generates all three technical documents. */
export const DOCUMENT_JOBS: Readonly<Record<DocumentKind, string>> = {
  srs: "documents.srs",
  system_design: "documents.system_design",
  technical: "documents.technical",
};

/** The definitions one generation of `kind` produces, in registry order. */
export function definitionsOfKind(kind: DocumentKind): DocumentDefinition[] {
  return DOCUMENTS.filter((d) => d.kind === kind);
}

/** The definition of a stored document (by kind and document type). */
export function definitionOf(doc: { kind: DocumentKind; documentType: string | null }): DocumentDefinition {
  const found = DOCUMENTS.find((d) => d.kind === doc.kind && d.documentType === doc.documentType);
  if (found) return found;
  // A technical row with an unknown type still belongs to its kind (read-only paths: lists, downloads).
  const byKind = DOCUMENTS.find((d) => d.kind === doc.kind);
  if (!byKind) throw new Error(`no document definition for kind ${doc.kind}`);
  return byKind;
}

/** A kind as sentences name it ("SRS", "system design"): the name of its first document. */
export function nameOfKind(kind: DocumentKind): string {
  return DOCUMENTS.find((d) => d.kind === kind)?.name ?? kind;
}
