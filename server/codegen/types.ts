import type { RequirementsModel } from "../../domain/artifacts/01-requirements";
import type { DesignModel } from "../../domain/artifacts/03-system-design";
import type { ApiModel } from "../../domain/artifacts/04-api-model";
import type { DataModel } from "../../domain/artifacts/04-data-model";
import type { UiModel } from "../../domain/artifacts/04-ui-model";
import type { CodeDocumentKind, CodeLanguage, PassNumber } from "../../domain/api/code";

/** Everything the code generator and the analyser read: the approved models of the chain. */
export interface CodegenModels {
  requirements: RequirementsModel;
  design: DesignModel;
  data: DataModel;
  api: ApiModel;
  ui: UiModel;
}

export interface CodegenInput extends CodegenModels {
  /** The project's name as the user typed it (any text: spaces, accents, quotes). */
  projectName: string;
  /**
   * What the configured model wrote and the gate kept (src/client/features/<slug>/ and src/server/features/<slug>/,
   * their files stored apart): the client routes /features/<slug> to each page and lists it in the menu, app.ts
   * registers each feature's routes, and an entity's create and update run each rule that checks it. None by
   * default.
   */
  features?: readonly FeaturePage[];
}

/** A model-written feature as the generated app wires it. */
export interface FeaturePage {
  slug: string;
  label: string;
  /** The page's component (src/client/features/<slug>/<component>.tsx); wired only when `page` is not false. */
  component: string;
  page?: boolean;
  /** src/server/features/<slug>/routes.ts exports register(app, db), serving paths under /api/features/<slug>. */
  routes?: boolean;
  /**
   * The data model's entities (by name) whose create and update call check<Entity>(db, change, scope) from
   * src/server/features/<slug>/rules.ts; a message it returns refuses the change with a 409.
   */
  ruleEntities?: readonly string[];
}

/**
 * What a generated file implements, so the Code Artifacts tab and traceability can follow a requirement into
 * code. `elements` use the model's own names: `entity:Book`, `operation:listBooks`, `page:books-list`,
 * `form:book-form`, `stack:React`, `accounts`, `delivery:docker`.
 */
export interface FileImplements {
  documents: CodeDocumentKind[];
  requirementIds: string[];
  elements: string[];
}

/** One file of a generated app: a path relative to the app folder and its whole text. */
export interface GeneratedFile {
  /** Relative POSIX path inside the app folder: no leading slash, no `..`, no empty or dot segments. */
  path: string;
  content: string;
  language: CodeLanguage;
  /** The pass that introduced the file (1 data layer and server skeleton, 2 API and UI, 3 tests, docs, delivery). */
  pass: PassNumber;
  implements: FileImplements;
}
