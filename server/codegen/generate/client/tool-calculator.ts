import type { FormulaId, Tool } from "../../../../domain/artifacts/04-ui-tools";
import { formulaOf, type Formula } from "../../../pipeline/phases/02-srs/page-kinds";
import { withArticle } from "../../../pipeline/phases/02-srs/names";
import { commentText, tsString } from "../names";
import type { ClientModel, UiPage } from "./model";
import { pageNames, typeNames } from "./model";

/*
 * Calculator pages (issue 17 point 6, UI model tool pages of kind "calculator"). Each formula of
 * 02-srs/page-kinds.ts becomes src/client/tools/<formula>.ts: its inputs with their ranges (from the same
 * catalogue the SRS states) and an exact compute function. src/client/components/calculator.ts reads the typed
 * text into numbers or per-field messages, so no result is ever NaN or out of range. The page keeps its values
 * and result in local state, works the result out in the browser, and, when the UI model names an entity that
 * keeps readings, saves each result through that entity's create operation.
 */

type Calculator = Extract<Tool, { kind: "calculator" }>;

/** The exact compute code of each formula: `compute(values)` answers every output of the catalogue. */
const COMPUTE: Readonly<Record<FormulaId, string>> = {
  bmi: `/** The WHO category of a BMI, from the highest threshold it reaches. */
export const BMI_CATEGORIES: readonly (readonly [number, string])[] = [
  [40, "Obesity class III"],
  [35, "Obesity class II"],
  [30, "Obesity class I"],
  [25, "Overweight"],
  [18.5, "Normal weight"],
];

export function bmiCategory(bmi: number): string {
  for (const [from, name] of BMI_CATEGORIES) if (bmi >= from) return name;
  return "Underweight";
}

/** BMI = weight (kg) ÷ height (m)², rounded to one decimal; the category is read from the rounded value. */
export function compute(values: Values): Result {
  const metres = values.heightCm / 100;
  const bmi = Math.round((values.weightKg / (metres * metres)) * 10) / 10;
  return { bmi, category: bmiCategory(bmi) };
}
`,
  "loan-payment": `/** A sum in cents, rounded half away from zero. */
function cents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** The amortised monthly payment P × r ÷ (1 − (1 + r)^−n), r the monthly rate, n the months; P ÷ n at 0 %. */
export function compute(values: Values): Result {
  const months = values.years * 12;
  const rate = values.annualRate / 12 / 100;
  const exact = rate === 0 ? values.principal / months : (values.principal * rate) / (1 - Math.pow(1 + rate, -months));
  const monthlyPayment = cents(exact);
  const totalPaid = cents(monthlyPayment * months);
  return { monthlyPayment, totalPaid, totalInterest: cents(totalPaid - values.principal) };
}
`,
  tip: `/** Tip and total in cents; each person's share rounded up to the next cent, so the bill is covered. */
export function compute(values: Values): Result {
  const bill = Math.round(values.bill * 100);
  const tip = Math.round((bill * values.tipPercent) / 100);
  const total = bill + tip;
  return { tip: tip / 100, total: total / 100, perPerson: Math.ceil(total / values.people) / 100 };
}
`,
};

/** The module path of a formula, from src/client/pages. */
export function formulaModule(id: FormulaId): string {
  return `../tools/${id}`;
}

/** src/client/tools/<formula>.ts: the inputs, outputs and compute function of one formula. */
export function formulaTs(formula: Formula): string {
  const inputs = formula.inputs
    .map(
      (i) =>
        `  { name: ${tsString(i.name)}, label: ${tsString(i.label)}, unit: ${tsString(i.unit)}, min: ${i.min}, max: ${i.max}, integer: ${i.integer} },`,
    )
    .join("\n");
  const outputs = formula.outputs
    .map(
      (o) =>
        `  { name: ${tsString(o.name)}, label: ${tsString(o.label)}, kind: ${tsString(o.kind)}, decimals: ${o.decimals} },`,
    )
    .join("\n");
  const values = formula.inputs.map((i) => `${i.name}: number`).join("; ");
  const result = formula.outputs
    .map((o) => `${o.name}: ${o.kind === "text" ? "string" : "number"}`)
    .join("; ");
  return `import type { InputSpec, OutputSpec } from "../components/calculator";

// ${commentText(formula.name)}: ${commentText(formula.statement)}

export const INPUTS = [
${inputs}
] as const satisfies readonly InputSpec[];

export const OUTPUTS = [
${outputs}
] as const satisfies readonly OutputSpec[];

export type Values = { ${values} };
export type Result = { ${result} };

${COMPUTE[formula.id]}`;
}

/** src/client/components/calculator.ts: what every calculator page shares (written only in apps with one). */
export const CALCULATOR_TS = `/** A value the user types, with the range it must be in. */
export type InputSpec = { name: string; label: string; unit: string; min: number; max: number; integer: boolean };

/** A value the page works out: a number with some decimals, or a text (a category). */
export type OutputSpec = { name: string; label: string; kind: "number" | "text"; decimals: number };

export type Checked<Name extends string> =
  | { ok: true; values: Record<Name, number> }
  | { ok: false; errors: Partial<Record<Name, string>> };

/** The label with its unit, as the form shows it: "Weight (kg)". */
export function inputLabel(spec: InputSpec): string {
  return spec.unit === "" ? spec.label : \`\${spec.label} (\${spec.unit})\`;
}

/**
 * The typed text of each input as numbers, or a message per input that is missing, not a number, not whole
 * when it must be, or out of its range: a result is only ever worked out from valid numbers.
 */
export function readValues<Name extends string>(
  specs: readonly (InputSpec & { name: Name })[],
  text: Partial<Record<Name, string>>,
): Checked<Name> {
  const values = {} as Record<Name, number>;
  const errors: Partial<Record<Name, string>> = {};
  for (const spec of specs) {
    const raw = (text[spec.name] ?? "").trim().replace(",", ".");
    const value = Number(raw);
    if (raw === "") errors[spec.name] = \`\${spec.label} is required\`;
    else if (!/^[-+]?(\\d+\\.?\\d*|\\.\\d+)$/.test(raw) || !Number.isFinite(value)) errors[spec.name] = \`\${spec.label} must be a number\`;
    else if (spec.integer && !Number.isInteger(value)) errors[spec.name] = \`\${spec.label} must be a whole number\`;
    else if (value < spec.min) errors[spec.name] = \`\${spec.label} must be at least \${spec.min}\`;
    else if (value > spec.max) errors[spec.name] = \`\${spec.label} must be at most \${spec.max}\`;
    else values[spec.name] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/** A worked-out value as shown: numbers with their decimals ("22.9", "1,199.10"), texts as they are. */
export function outputText(spec: OutputSpec, value: number | string): string {
  if (typeof value === "string") return value;
  return value.toLocaleString("en", { minimumFractionDigits: spec.decimals, maximumFractionDigits: spec.decimals });
}
`;

/** The create call of a calculator that saves readings: the entity's API method and the row's fields. */
function saveCall(
  model: ClientModel,
  tool: Calculator,
): { method: string; type: string; body: string } | undefined {
  const saveTo = tool.saveTo;
  const entity = saveTo ? model.entity(saveTo.entity) : undefined;
  const op = entity ? model.operation(entity.name, "create") : undefined;
  if (!saveTo || !entity || !op) return undefined;
  const mapped = new Set(Object.values(saveTo.fields));
  const formula = formulaOf(tool.formula);
  // A model written by hand or by an LLM may name fields the entity lacks, or of another type: nothing is saved.
  const fits = Object.entries(saveTo.fields).every(([value, name]) => {
    const field = entity.fields.find((f) => f.name === name);
    const text = formula.outputs.some((o) => o.name === value && o.kind === "text");
    const known =
      formula.inputs.some((i) => i.name === value) || formula.outputs.some((o) => o.name === value);
    return (
      known &&
      field !== undefined &&
      (text ? ["string", "text"] : ["integer", "decimal", "money"]).includes(field.type)
    );
  });
  if (!fits) return undefined;
  const parts = [
    ...formula.inputs.flatMap((i) => {
      const field = saveTo.fields[i.name];
      return field ? [`${field}: values.${i.name}`] : [];
    }),
    ...formula.outputs.flatMap((o) => {
      const field = saveTo.fields[o.name];
      return field ? [`${field}: result.${o.name}`] : [];
    }),
    // Required dates the reading has no value for: when it was taken.
    ...entity.fields
      .filter((f) => f.required && !mapped.has(f.name) && (f.type === "date" || f.type === "datetime"))
      .map((f) => `${f.name}: ${f.type === "date" ? "today()" : "new Date().toISOString()"}`),
  ];
  return { method: op.id, type: typeNames(entity).createType, body: `{ ${parts.join(", ")} }` };
}

/** Whether a calculator page saves its results (the UI model's entity and fields fit the formula). */
export function savesResults(model: ClientModel, tool: Calculator): boolean {
  return saveCall(model, tool) !== undefined;
}

/** src/client/pages/<page>.tsx of a calculator: the stateful page and its pure view. */
export function calculatorPage(model: ClientModel, page: UiPage, tool: Calculator): string {
  const { page: component, view } = pageNames(page);
  const formula = formulaOf(tool.formula);
  const save = saveCall(model, tool);
  const entity = save && tool.saveTo ? model.entity(tool.saveTo.entity) : undefined;
  const noun = entity ? model.noun(entity).one : "";
  const imports = [
    `import { useState, type FormEvent } from "react";`,
    ...(save ? [`import type * as schema from "../../shared/schema";`, `import { api } from "../api";`] : []),
    `import { inputLabel, outputText, readValues } from "../components/calculator";`,
    `import { Field } from "../components/field";`,
    `import { compute, INPUTS, OUTPUTS, type Result, type Values } from "${formulaModule(tool.formula)}";`,
  ];
  const saveCode = save
    ? `

/** Today as YYYY-MM-DD in the user's time zone. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The ${noun} a result is saved as. */
export function readingInput(values: Values, result: Result): schema.${save.type} {
  return ${save.body};
}`
    : "";
  const saveState = save
    ? `
  const [saved, setSaved] = useState<"no" | "saving" | "yes">("no");
  const [saveError, setSaveError] = useState<string | null>(null);

  async function handleSave() {
    if (!checked) return;
    setSaved("saving");
    setSaveError(null);
    try {
      await api.${save.method}(readingInput(checked.values, checked.result));
      setSaved("yes");
    } catch (error) {
      setSaved("no");
      setSaveError(error instanceof Error ? error.message : String(error));
    }
  }
`
    : "";
  const saveProps = save
    ? `\n      save={{ state: saved, error: saveError, onSave: () => void handleSave() }}`
    : "";
  // The Save button, only on pages whose readings an entity keeps.
  const saveBlock = save
    ? `          {props.save && (
            <div className="actions">
              <button type="button" className="button secondary" disabled={props.save.state !== "no"} onClick={props.save.onSave}>
                {props.save.state === "yes" ? "Saved" : props.save.state === "saving" ? "Saving…" : ${tsString(`Save as ${withArticle(noun === "" ? "record" : noun)}`)}}
              </button>
              {props.save.error && <p className="field-error" role="alert">{props.save.error}</p>}
            </div>
          )}
`
    : "";
  return `${imports.join("\n")}

// ${commentText(`${formula.name}: ${formula.statement}`)}

type Text = Partial<Record<keyof Values, string>>;
${saveCode}

export function ${component}() {
  const [text, setText] = useState<Text>({});
  const [errors, setErrors] = useState<Text>({});
  const [checked, setChecked] = useState<{ values: Values; result: Result } | null>(null);
${saveState}
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const read = readValues(INPUTS, text);
    if (!read.ok) {
      setErrors(read.errors);
      setChecked(null);
      return;
    }
    setErrors({});
    setChecked({ values: read.values, result: compute(read.values) });${save ? '\n    setSaved("no");' : ""}
  }

  return (
    <${view}
      text={text}
      errors={errors}
      result={checked?.result ?? null}
      onChange={(name, value) => setText((current) => ({ ...current, [name]: value }))}
      onSubmit={handleSubmit}${saveProps}
    />
  );
}

/** The form and its result as a pure view: no result is shown until every value is valid. */
export function ${view}(props: {
  text: Text;
  errors: Text;
  result: Result | null;
  onChange: (name: keyof Values, value: string) => void;
  onSubmit: (event: FormEvent) => void;
${save ? `  save?: { state: "no" | "saving" | "yes"; error: string | null; onSave: () => void };\n` : ""}}) {
  return (
    <section className="narrow calculator">
      <h1>{${tsString(page.title)}}</h1>
      <form className="card form" noValidate onSubmit={props.onSubmit}>
        {INPUTS.map((spec) => (
          <Field key={spec.name} label={inputLabel(spec)} htmlFor={spec.name} required error={props.errors[spec.name]}>
            <input
              id={spec.name}
              name={spec.name}
              inputMode={spec.integer ? "numeric" : "decimal"}
              value={props.text[spec.name] ?? ""}
              aria-invalid={props.errors[spec.name] ? true : undefined}
              onChange={(event) => props.onChange(spec.name, event.target.value)}
            />
          </Field>
        ))}
        <div className="actions">
          <button type="submit" className="button">
            Calculate
          </button>
        </div>
      </form>
      {props.result && (
        <section className="card result" aria-live="polite">
          <h2>Result</h2>
          <dl className="details">
            {OUTPUTS.map((spec) => (
              <div key={spec.name}>
                <dt>{spec.label}</dt>
                <dd>
                  <output>{outputText(spec, props.result?.[spec.name] ?? "")}</output>
                </dd>
              </div>
            ))}
          </dl>
${saveBlock}        </section>
      )}
    </section>
  );
}
`;
}
