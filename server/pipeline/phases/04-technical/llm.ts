import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import type { ApiModel } from "../../../../domain/artifacts/04-api-model";
import type { DataModel } from "../../../../domain/artifacts/04-data-model";
import type { UiModel } from "../../../../domain/artifacts/04-ui-model";
import type { Llm } from "../../../engines/llm";
import type { Builders } from "../../documents/builders";
import { draftOnModel } from "../../documents/draft";
import { buildApiModel } from "./build-api";
import { buildDataModel } from "./build-data";
import { buildUiModel } from "./build-ui";
import {
  API_SYSTEM,
  apiDraftSchema,
  apiPrompt,
  DATA_SYSTEM,
  dataDraftSchema,
  dataPrompt,
  describedOperations,
  textFields,
  TITLED_PAGE_KINDS,
  UI_SYSTEM,
  uiDraftSchema,
  uiPrompt,
  type ApiDraft,
  type DataDraft,
  type UiDraft,
} from "./prompt";

export const DBA_CODER_AI = "DBA-Coder AI";

/** Longest summary and heading a draft may write. */
const SUMMARY_MAX = 120;
const TITLE_MAX = 60;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/** Words that make the generated code read an operation as signing in, up or out (auth-plan.ts). */
const ACCOUNT_WORDS = /\b(log ?in|log ?out|sign ?in|sign ?up|sign ?out|register)\b/i;

/** The cross-reference checks of a data draft: entities and fields exist, values fit their columns. */
export function dataProblems(draft: DataDraft, base: DataModel): string[] {
  const problems: string[] = [];
  const entities = new Map(base.entities.map((e) => [e.name, e]));
  for (const own of draft.entities) {
    const entity = entities.get(own.name);
    if (!entity) {
      problems.push(`entities names ${own.name}, which is not an entity`);
      continue;
    }
    if (own.examples.length > entity.seed.length)
      problems.push(`${own.name} has ${entity.seed.length} example rows, not ${own.examples.length}`);
    const fields = new Map(textFields(entity).map((f) => [f.name, f]));
    own.examples.forEach((row, i) => {
      for (const { field, value } of row.values) {
        const f = fields.get(field);
        const where = `row ${i + 1} of ${own.name}`;
        if (!f) problems.push(`${where} sets ${field}, which is not one of its text fields`);
        else if (value.trim() === "") problems.push(`${where} leaves ${field} empty`);
        else if (CONTROL.test(value)) problems.push(`${where} has control characters in ${field}`);
        else if (value.trim().length > (f.maxLength ?? (f.type === "text" ? 2000 : 200)))
          problems.push(`${where}: ${field} is longer than ${f.maxLength ?? 200} characters`);
      }
    });
  }
  return problems;
}

export function mergeDataDraft(draft: DataDraft, base: DataModel): DataModel {
  const drafts = new Map(draft.entities.map((e) => [e.name, e]));
  return {
    ...base,
    entities: base.entities.map((entity) => {
      const own = drafts.get(entity.name);
      if (!own) return entity;
      const fields = new Set(textFields(entity).map((f) => f.name));
      return {
        ...entity,
        description: own.description.trim() || entity.description,
        seed: entity.seed.map((row, i) => {
          const values = (own.examples[i]?.values ?? []).filter((v) => fields.has(v.field) && v.value.trim());
          return { ...row, ...Object.fromEntries(values.map((v) => [v.field, v.value.trim()])) };
        }),
      };
    }),
  };
}

export function apiProblems(draft: ApiDraft, base: ApiModel): string[] {
  const problems: string[] = [];
  const resources = new Map(base.resources.map((r) => [r.name, r]));
  for (const own of draft.resources) {
    const resource = resources.get(own.name);
    if (!resource || resource.entity === null) {
      problems.push(`resources names ${own.name}, which is not a resource of an entity`);
      continue;
    }
    const ids = new Set(describedOperations(resource).map((op) => op.id));
    for (const op of own.operations) {
      if (!ids.has(op.id)) problems.push(`${own.name} has no operation ${op.id}`);
      else if (op.summary.trim() === "" || op.summary.length > SUMMARY_MAX)
        problems.push(`the summary of ${op.id} must be 1 to ${SUMMARY_MAX} characters`);
      else if (ACCOUNT_WORDS.test(op.summary))
        problems.push(`the summary of ${op.id} speaks of signing in or up, which it does not do`);
    }
  }
  return problems;
}

export function mergeApiDraft(draft: ApiDraft, base: ApiModel): ApiModel {
  const drafts = new Map(draft.resources.map((r) => [r.name, r]));
  return {
    ...base,
    resources: base.resources.map((resource) => {
      const own = drafts.get(resource.name);
      if (!own || resource.entity === null) return resource;
      const summaries = new Map(own.operations.map((op) => [op.id, op.summary.trim()]));
      return {
        ...resource,
        description: own.description.trim() || resource.description,
        operations: resource.operations.map((op) =>
          op.kind === "auth" ? op : { ...op, summary: summaries.get(op.id) || op.summary },
        ),
      };
    }),
  };
}

export function uiProblems(draft: UiDraft, base: UiModel): string[] {
  const pages = new Map(base.pages.map((p) => [p.id, p]));
  return draft.pages.flatMap((own) => {
    const page = pages.get(own.id);
    if (!page || !TITLED_PAGE_KINDS.includes(page.kind))
      return [`pages names ${own.id}, which is not a page whose heading can be written`];
    const title = own.title.trim();
    if (title === "" || title.length > TITLE_MAX || CONTROL.test(title))
      return [`the heading of ${own.id} must be 1 to ${TITLE_MAX} characters of plain text`];
    return [];
  });
}

export function mergeUiDraft(draft: UiDraft, base: UiModel): UiModel {
  const titles = new Map(draft.pages.map((p) => [p.id, p.title.trim()]));
  return {
    ...base,
    pages: base.pages.map((page) =>
      TITLED_PAGE_KINDS.includes(page.kind) && titles.get(page.id)
        ? { ...page, title: titles.get(page.id) ?? page.title }
        : page,
    ),
  };
}

/** The DBA-Coder AI's three models on the model, each on the embedded engine's as base and fallback. */
export function llmTechnicalBuilders(llm: Llm): Pick<Builders, "data" | "api" | "ui"> {
  return {
    data: (req: RequirementsModel, ctx) => {
      const base = buildDataModel(req);
      return draftOnModel(llm, {
        agent: DBA_CODER_AI,
        what: "the data model",
        ctx,
        system: DATA_SYSTEM,
        prompt: dataPrompt(req, base),
        schema: dataDraftSchema,
        check: (draft) => dataProblems(draft, base),
        merge: (draft) => mergeDataDraft(draft, base),
        base,
      });
    },
    api: (data, req, ctx) => {
      const base = buildApiModel(data, req);
      return draftOnModel(llm, {
        agent: DBA_CODER_AI,
        what: "the API model",
        ctx,
        system: API_SYSTEM,
        prompt: apiPrompt(req, base),
        schema: apiDraftSchema,
        check: (draft) => apiProblems(draft, base),
        merge: (draft) => mergeApiDraft(draft, base),
        base,
      });
    },
    ui: (data, api, req, ctx) => {
      const base = buildUiModel(data, api, req);
      return draftOnModel(llm, {
        agent: DBA_CODER_AI,
        what: "the UI model",
        ctx,
        system: UI_SYSTEM,
        prompt: uiPrompt(req, base),
        schema: uiDraftSchema,
        check: (draft) => uiProblems(draft, base),
        merge: (draft) => mergeUiDraft(draft, base),
        base,
      });
    },
  };
}
