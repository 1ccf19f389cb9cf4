import { writtenTotal, type Entity } from "../../../../domain/artifacts/04-data-model";
import { relationProperty } from "../../../pipeline/phases/04-technical/api-schemas";
import { INPUT_OF_TYPE } from "../../../pipeline/phases/04-technical/ui-forms";
import { commentText, lowerFirst, tsString } from "../names";
import { tsAttr } from "./list-page";
import type { ClientModel } from "./model";
import {
  formNames,
  hrefExpr,
  pageNames,
  typeNames,
  type FieldBinding,
  type UiForm,
  type UiFormField,
  type UiPage,
} from "./model";
import { optionsBlock } from "./options";

/**
 * An entity's form as one module (src/client/components/<form-id>.tsx): the values the inputs hold, the
 * conversion to the API's input, validation with the shared zod schemas, the pure view and the editor that saves.
 * The create and edit pages render the editor and re-export the pieces for tests.
 */

type ValueShape = "text" | "boolean" | "list";

export interface FormFieldPlan {
  field: UiFormField;
  binding: FieldBinding;
  shape: ValueShape;
  /** TS expression converting `values.<name>` to the API value. */
  toInput: string;
  /** TS expression reading the value from `row` (edit). */
  fromRow: string;
  /** Not in the UI model's form: a field the create schema requires (planFields). */
  added?: boolean;
  /** Relation options key, for pickers. */
  optionsKey?: string;
  optionsTarget?: string;
}

function dataType(binding: FieldBinding): string | undefined {
  return binding.kind === "field" ? binding.field.type : undefined;
}

/**
 * The plans of a form's fields, in order. A field named by its relation (`member`) is planned under the API
 * property (`memberId`, see ClientModel.formBinding); a second field with a name already planned is left out.
 * Then every field and many-to-one relation the entity's create schema requires but the form leaves out is
 * added at the end (`added`), so the form can be saved at all.
 */
export function planFields(
  model: ClientModel,
  entity: Entity | undefined,
  fields: readonly UiFormField[],
): FormFieldPlan[] {
  const plans: FormFieldPlan[] = [];
  // A workflow's state is no input: the server sets the first one and changes it only through the actions. Nor
  // is an order's total that a stock rule keeps: the server sums its items.
  const state = entity ? model.workflow(entity)?.field.name : undefined;
  const total = entity ? writtenTotal(entity, model.input.data.entities) : undefined;
  const push = (field: UiFormField, added: boolean) => {
    const plan = planField(model, entity, field);
    if (plan.field.name === state || plan.field.name === total) return;
    if (!plans.some((p) => p.field.name === plan.field.name)) plans.push(added ? { ...plan, added } : plan);
  };
  for (const field of fields) push(field, false);
  for (const field of requiredFields(model, entity)) push(field, true);
  return plans;
}

/** The entity's required fields and many-to-one relations as form fields (the create schema requires them). */
function requiredFields(model: ClientModel, entity: Entity | undefined): UiFormField[] {
  if (!entity) return [];
  const out: UiFormField[] = [];
  for (const field of entity.fields.filter((f) => f.required))
    out.push({
      name: field.name,
      label: field.label,
      input: INPUT_OF_TYPE[field.type],
      required: field.type !== "boolean",
      ...(field.type === "enum" && field.enumValues ? { options: field.enumValues } : {}),
      validation: [],
    });
  for (const relation of entity.relations.filter((r) => r.kind === "many-to-one" && r.required)) {
    const target = model.entity(relation.target);
    out.push({
      name: relationProperty(relation),
      label: target?.label.trim() || relation.target,
      input: "relation",
      required: true,
      relationTo: relation.target,
      validation: [],
    });
  }
  return out;
}

export function planField(
  model: ClientModel,
  entity: Entity | undefined,
  uiField: UiFormField,
): FormFieldPlan {
  const { binding, name } = model.formBinding(entity, uiField);
  const field = name === uiField.name ? uiField : { ...uiField, name };
  const v = `values.${field.name}`;
  const req = field.required ? "true" : "false";
  if (binding.kind === "many") {
    return {
      field,
      binding,
      shape: "list",
      toInput: `${v}.map(Number)`,
      fromRow: `(row.${field.name} ?? []).map(String)`,
      optionsKey: field.name,
      optionsTarget: binding.relation.target,
    };
  }
  if (binding.kind === "one") {
    return {
      field,
      binding,
      shape: "text",
      toInput: `numberInput(${v}, ${req})`,
      fromRow: `toText(row.${field.name})`,
      optionsKey: field.name,
      optionsTarget: binding.relation.target,
    };
  }
  return boundFieldPlan(field, binding);
}

/** The plan of a form field bound to a field or to nothing (a relation's picker is planned by planField). */
export function boundFieldPlan(field: UiFormField, binding: FieldBinding): FormFieldPlan {
  const v = `values.${field.name}`;
  const req = field.required ? "true" : "false";
  const type = dataType(binding);
  if (type === "boolean" || (binding.kind === "free" && field.input === "checkbox")) {
    return {
      field,
      binding,
      shape: "boolean",
      toInput: v,
      fromRow: binding.kind === "field" ? `row.${field.name} ?? false` : "false",
    };
  }
  const fromRow = binding.kind === "field" ? `toText(row.${field.name})` : `""`;
  if (
    type === "integer" ||
    type === "decimal" ||
    type === "money" ||
    (!type && (field.input === "number" || field.input === "decimal"))
  )
    return { field, binding, shape: "text", toInput: `numberInput(${v}, ${req})`, fromRow };
  if (type === "datetime" || (!type && field.input === "datetime"))
    return {
      field,
      binding,
      shape: "text",
      toInput: `dateTimeInput(${v}, ${req})`,
      fromRow: binding.kind === "field" ? `toDateTimeLocal(row.${field.name})` : `""`,
    };
  if (type === "date")
    return {
      field,
      binding,
      shape: "text",
      toInput: `textInput(${v}, ${req})`,
      fromRow: binding.kind === "field" ? `toText(row.${field.name}).slice(0, 10)` : `""`,
    };
  return { field, binding, shape: "text", toInput: `textInput(${v}, ${req})`, fromRow };
}

function inputType(plan: FormFieldPlan): string {
  const type = dataType(plan.binding);
  if (plan.field.name === "password" || /password/i.test(plan.field.name)) return "password";
  switch (plan.field.input) {
    case "email":
      return "email";
    case "tel":
      return "tel";
    case "url":
      return "url";
    case "date":
      return "date";
    case "datetime":
      return "datetime-local";
    case "number":
    case "decimal":
      return "number";
    default:
      if (type === "date") return "date";
      if (type === "datetime") return "datetime-local";
      if (type === "integer" || type === "decimal" || type === "money") return "number";
      return "text";
  }
}

/** The JSX of one form control with its label and error. */
export function fieldControl(plan: FormFieldPlan, formId: string): string {
  const { field } = plan;
  const name = field.name;
  const id = `${formId}-${name}`;
  const label = tsString(field.label || name);
  const error = `errors.${name}`;
  const invalid = `aria-invalid={${error} ? true : undefined}
            aria-describedby={${error} ? "${id}-error" : undefined}`;
  const fieldOpen = `        <Field label={${label}} htmlFor="${id}"${field.required ? " required" : ""} error={${error}}>`;
  if (plan.shape === "list") {
    return `        <fieldset className={${error} ? "field choices invalid" : "field choices"}>
          <legend>{${label}}</legend>
          {options.${plan.optionsKey}.length === 0 && <p className="muted">Nothing to choose from yet.</p>}
          {options.${plan.optionsKey}.map((option) => (
            <label key={option.id} className="checkbox">
              <input
                type="checkbox"
                name="${name}"
                value={String(option.id)}
                checked={values.${name}.includes(String(option.id))}
                onChange={(event) =>
                  props.onChange({
                    ${name}: event.target.checked
                      ? [...values.${name}, String(option.id)]
                      : values.${name}.filter((id) => id !== String(option.id)),
                  })
                }
              />
              {option.label}
            </label>
          ))}
          {${error} && (
            <span className="field-error" role="alert">
              {${error}}
            </span>
          )}
        </fieldset>`;
  }
  if (plan.shape === "boolean") {
    return `        <div className="field">
          <label className="checkbox">
            <input
              id="${id}"
              type="checkbox"
              name="${name}"
              checked={values.${name}}
              onChange={(event) => props.onChange({ ${name}: event.target.checked })}
            />
            {${label}}
          </label>
          {${error} && (
            <span className="field-error" role="alert">
              {${error}}
            </span>
          )}
        </div>`;
  }
  const onChange = `onChange={(event) => props.onChange({ ${name}: event.target.value })}`;
  if (plan.optionsKey) {
    return `${fieldOpen}
          <select id="${id}" name="${name}" value={values.${name}} ${invalid} ${onChange}>
            <option value="">{${tsString(field.required ? "Choose…" : "None")}}</option>
            {options.${plan.optionsKey}.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>`;
  }
  const enumValues =
    field.options ??
    (plan.binding.kind === "field" && plan.binding.field.type === "enum"
      ? plan.binding.field.enumValues
      : undefined);
  if (field.input === "select" || (enumValues && enumValues.length > 0)) {
    const choices = (enumValues ?? []).map((v) => `<option value={${tsString(v)}}>{${tsString(v)}}</option>`);
    return `${fieldOpen}
          <select id="${id}" name="${name}" value={values.${name}} ${invalid} ${onChange}>
            <option value="">{${tsString(field.required ? "Choose…" : "None")}}</option>
            ${choices.join("\n            ")}
          </select>
        </Field>`;
  }
  if (field.input === "textarea" || (plan.binding.kind === "field" && plan.binding.field.type === "text")) {
    return `${fieldOpen}
          <textarea id="${id}" name="${name}" rows={5} value={values.${name}} ${invalid} ${onChange} />
        </Field>`;
  }
  const type = inputType(plan);
  const dtype = dataType(plan.binding);
  const extra =
    type === "number"
      ? dtype === "money"
        ? ` step="0.01" inputMode="decimal"`
        : dtype === "decimal" || field.input === "decimal"
          ? ` step="any" inputMode="decimal"`
          : ` step="1" inputMode="numeric"`
      : type === "password"
        ? ` autoComplete="current-password"`
        : name === "username"
          ? ` autoComplete="username"`
          : "";
  return `${fieldOpen}
          <input id="${id}" name="${name}" type="${type}"${extra} value={values.${name}} ${invalid} ${onChange} />
        </Field>`;
}

export function valuesType(plans: FormFieldPlan[]): string {
  return plans
    .map(
      (p) =>
        `${p.field.name}: ${p.shape === "boolean" ? "boolean" : p.shape === "list" ? "string[]" : "string"}`,
    )
    .join("; ");
}

export function emptyValues(plans: FormFieldPlan[]): string {
  return plans
    .map((p) => `${p.field.name}: ${p.shape === "boolean" ? "false" : p.shape === "list" ? "[]" : '""'}`)
    .join(", ");
}

/** The form's view: a real <form> with one named control per field of the UI model's form. */
export function formView(
  component: string,
  valuesName: string,
  optionsType: string,
  plans: FormFieldPlan[],
  formId: string,
  hasOptions: boolean,
  submitLabel = "Save",
): string {
  return `/** The form as a pure view, so tests render it (with errors) without a browser. */
export function ${component}(props: {
  title: string;
  values: ${valuesName};
  errors: FieldErrors;
  saving: boolean;
  options: ${optionsType};
  onChange: (patch: Partial<${valuesName}>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  cancelHref?: string;
  footer?: ReactNode;
}) {
  const { values, errors${hasOptions ? ", options" : ""} } = props;
  return (
    <form className="card form" onSubmit={props.onSubmit} noValidate>
      <h1>{props.title}</h1>
      {errors._ && (
        <p className="notice error" role="alert">
          {errors._}
        </p>
      )}
${plans.map((p) => fieldControl(p, formId)).join("\n")}
      <div className="actions">
        <button type="submit" className="button" disabled={props.saving}>
          {props.saving ? "Saving…" : ${tsString(submitLabel)}}
        </button>
        {props.cancelHref && (
          <Link href={props.cancelHref} className="button secondary">
            Cancel
          </Link>
        )}
      </div>
      {props.footer}
    </form>
  );
}
`;
}

/** Relation pickers of a form: field name → target entity. */
export function formNeeds(model: ClientModel, entity: Entity, form: UiForm): Map<string, string> {
  const needs = new Map<string, string>();
  for (const p of planFields(model, entity, form.fields))
    if (p.optionsKey && p.optionsTarget) needs.set(p.optionsKey, p.optionsTarget);
  return needs;
}

/** src/client/components/<form-id>.tsx for an entity form. */
export function entityFormModule(model: ClientModel, form: UiForm, entity: Entity): string {
  const n = formNames(form.id);
  const t = typeNames(entity);
  const plans = planFields(model, entity, form.fields);
  const opts = optionsBlock(model, formNeeds(model, entity, form));
  const create = model.operation(entity.name, "create");
  const update = model.operation(entity.name, "update");
  const detail = model.entityRoute(entity.name, "detail");
  const list = model.entityRoute(entity.name, "list");
  const after = detail ? hrefExpr(detail, "row.id") : tsString(list ?? "/");
  const helpers = new Set<string>();
  for (const p of plans)
    for (const h of ["numberInput", "dateTimeInput", "textInput", "toDateTimeLocal", "toText"])
      if (p.toInput.includes(`${h}(`) || p.fromRow.includes(`${h}(`)) helpers.add(h);
  const imports = [
    `import { useQueryClient } from "@tanstack/react-query";`,
    `import { useState, type FormEvent, type ReactNode } from "react";`,
    `import { Link, useLocation } from "wouter";`,
    `import { ${t.createSchema}, ${t.updateSchema}, fieldErrors, type FieldErrors } from "../../shared/schema";`,
    `import type * as schema from "../../shared/schema";`,
    `import { api, ApiError } from "../api";`,
    `import { Field } from "./field";`,
    helpers.size > 0 ? `import { ${[...helpers].sort().join(", ")} } from "./format";` : "",
    opts.size > 0 ? `import type { Option } from "./option";` : "",
    opts.hooks.length > 0 ? `import { ${opts.hooks.join(", ")} } from "../labels";` : "",
  ].filter(Boolean);
  const createCall = create
    ? `await api.${create.id}(parsed.data)`
    : `await Promise.reject(new Error("The API cannot create this"))`;
  const updateCall = update
    ? `await api.${update.id}(id, parsed.data)`
    : `await Promise.reject(new Error("The API cannot update this"))`;
  const added = plans.filter((p) => p.added).map((p) => p.field.name);
  const addedNote =
    added.length > 0
      ? `\n// The UI model's form leaves out ${added.join(", ")}, which the API requires to create one: added at the end.\n`
      : "";
  const flow = model.workflow(entity);
  const stateNote = flow
    ? `\n// No ${flow.field.name} input: a new ${entity.name} starts ${commentText(flow.workflow.initial)} and it changes only through its actions (its page).\n`
    : "";
  return `${imports.join("\n")}
${addedNote}${stateNote}
/** What the inputs hold: text as typed (lists of ids for many-to-many), converted only when checked. */
export type ${n.values} = { ${valuesType(plans)} };

export const ${n.empty}: ${n.values} = { ${emptyValues(plans)} };
${opts.typeDecl(n.component).replace(/\n$/, "")}

/** The values of a saved row, for the edit page. */
export function ${n.fromRow}(row: schema.${t.type}): ${n.values} {
  return {
    ${plans.map((p) => `${p.field.name}: ${p.fromRow}`).join(",\n    ")},
  };
}

/** The values as the API takes them: numbers, null for empty optional inputs, ISO instants. */
export function ${n.toInput}(values: ${n.values}) {
  return {
    ${plans.map((p) => `${p.field.name}: ${p.toInput}`).join(",\n    ")},
  };
}

/** Checks new values with the same zod schema the API uses (POST). */
export function ${n.validate}(values: ${n.values}) {
  return ${t.createSchema}.safeParse(${n.toInput}(values));
}

/** Checks changed values with the same zod schema the API uses (PATCH). */
export function ${n.validate}Update(values: ${n.values}) {
  return ${t.updateSchema}.safeParse(${n.toInput}(values));
}

/** Holds the values, validates before sending, shows the server's field errors, then opens the saved row. */
export function ${n.editor}(props: { id?: number; title: string; initial: ${n.values}; cancelHref?: string }) {
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
${opts.hookCalls}

  async function save(): Promise<schema.${t.type} | undefined> {
    const id = props.id;
    if (id === undefined) {
      const parsed = ${n.validate}(values);
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        return undefined;
      }
      return ${createCall};
    }
    const parsed = ${n.validate}Update(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return undefined;
    }
    return ${updateCall};
  }

  function handleChange(patch: Partial<typeof values>) {
    setValues((current) => ({ ...current, ...patch }));
    // A field's message goes once the user edits it; the rest stay until the next submit.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      const row = await save();
      if (!row) {
        setSaving(false);
        return;
      }
      await queryClient.invalidateQueries();
      navigate(${after});
    } catch (error) {
      setErrors(
        error instanceof ApiError ? { ...error.fieldErrors, _: error.message } : { _: error instanceof Error ? error.message : String(error) },
      );
      setSaving(false);
    }
  }

  return (
    <${n.component}
      title={props.title}
      values={values}
      errors={errors}
      saving={saving}
      options={options}
      onChange={handleChange}
      onSubmit={(event) => void handleSubmit(event)}
      cancelHref={props.cancelHref}
    />
  );
}

${formView(n.component, n.values, `${n.component}Options`, plans, form.id, opts.size > 0)}`;
}

/** The create or edit page: renders the form's editor and re-exports its pieces. */
export function formPage(model: ClientModel, page: UiPage, entity: Entity, form: UiForm): string {
  const { page: component } = pageNames(page);
  const n = formNames(form.id);
  const resource =
    model.input.api.resources.find((r) => r.entity === entity.name)?.name ?? lowerFirst(entity.plural);
  const title = tsString(
    page.title || (page.kind === "create" ? `New ${entity.label}` : `Edit ${entity.label}`),
  );
  const reexport = `export { ${n.component}, ${n.editor}, ${n.empty}, ${n.fromRow}, ${n.toInput}, ${n.validate}, ${n.validate}Update, type ${n.values} } from "../components/${form.id}";`;
  const list = model.entityRoute(entity.name, "list");
  const detail = model.entityRoute(entity.name, "detail");
  if (page.kind === "create") {
    return `import { ${n.editor}, ${n.empty} } from "../components/${form.id}";

${reexport}

export function ${component}() {
  return <${n.editor} title={${title}} initial={${n.empty}}${list ? ` cancelHref=${tsAttr(list)}` : ""} />;
}
`;
  }
  const get = model.operation(entity.name, "get");
  const load = get
    ? `api.${get.id}(props.id)`
    : `Promise.reject(new Error("The API has no read operation for this page"))`;
  return `import { useQuery } from "@tanstack/react-query";
import type * as schema from "../../shared/schema";
import { api } from "../api";
import { ${n.editor}, ${n.fromRow} } from "../components/${form.id}";
import { ErrorNotice, LoadingNotice, NotFound, toLoadState } from "../components/load-state";

${reexport}

export function ${component}(props: { id: number }) {
  const valid = Number.isInteger(props.id) && props.id > 0;
  const query = useQuery({
    queryKey: [${tsString(resource)}, props.id],
    queryFn: (): Promise<schema.${typeNames(entity).type}> => ${load},
    enabled: valid,
  });
  if (!valid) return <NotFound />;
  const state = toLoadState(query);
  if (state.status === "loading") return <LoadingNotice />;
  if (state.status === "error") {
    return <ErrorNotice message={${tsString(`Could not load the ${(entity.label || entity.name).toLowerCase()}: `)} + state.message} onRetry={() => void query.refetch()} />;
  }
  return (
    <${n.editor}
      key={props.id}
      id={props.id}
      title={${title}}
      initial={${n.fromRow}(state.data)}
      cancelHref={${detail ? hrefExpr(detail, "props.id") : tsString(list ?? "/")}}
    />
  );
}
`;
}
