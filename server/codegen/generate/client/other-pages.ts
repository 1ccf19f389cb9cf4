import { commentText, lowerFirst, tsString } from "../names";
import { rolePlan } from "../server/roles";
import { tsAttr } from "./list-page";
import { hasPublicPages, publicEntity } from "./public";
import { formView, planFields } from "./form";
import type { ClientModel } from "./model";
import { formNames, nounLiteral, pageNames, type UiForm, type UiPage } from "./model";

/** The home page, the sign-in and sign-up pages, and a plain page for anything the models leave incomplete. */

export function homePage(model: ClientModel, page: UiPage): string {
  const { page: component, view } = pageNames(page);
  const listed = model.listedEntities();
  const subtitle = homeSubtitle(model);
  const counts = listed
    .map(({ entity, page: list }) => {
      const op = model.operation(entity.name, "list");
      const resource =
        model.input.api.resources.find((r) => r.entity === entity.name)?.name ?? lowerFirst(entity.plural);
      return op ? { key: list.id, op: op.id, resource, entity: entity.name } : undefined;
    })
    .filter((x): x is { key: string; op: string; resource: string; entity: string } => x !== undefined);
  // With roles a card shows only for roles that may see the entity's rows (its New button: that may create them).
  const roles = rolePlan(model.input.data) !== null;
  // With public pages (public.ts) visitors see this page too: only the public lists, and no New buttons (a
  // private list's card is for signed-in users as a whole).
  const open = hasPublicPages(model);
  const forVisitors = (entity: string) => !open || publicEntity(model, entity);
  // A JSX expression ({allows(…) && (…)}) gets the condition in front; markup is wrapped.
  const signedInOnly = (markup: string, indent: string) =>
    markup.startsWith("{")
      ? `{props.signedIn !== false && ${markup.slice(1)}`
      : `{props.signedIn !== false && (\n${indent}  ${markup.replace(/\n/g, "\n  ")}\n${indent})}`;
  const cards = listed
    .map(({ entity, page: list }) => {
      const path = model.routeOf(list.id);
      const noun = model.noun(entity);
      const create = model.entityRoute(entity.name, "create");
      const createLink = create
        ? `<Link href=${tsAttr(create)} className="button secondary">\n              {${tsString(model.pageOf(entity.name, "create")?.title || `New ${noun.one}`)}}\n            </Link>`
        : "";
      const seeAll = path
        ? `<Link href=${tsAttr(path)} className="button link">\n              {${tsString(`See all ${noun.many}`)}}\n            </Link>`
        : "";
      const guardedCreate =
        createLink && roles
          ? `{allows(${tsString(entity.name)}, "create") && (\n              ${createLink.replace(/\n/g, "\n  ")}\n            )}`
          : createLink;
      const actions = [
        guardedCreate && open && forVisitors(entity.name)
          ? signedInOnly(guardedCreate, "            ")
          : guardedCreate,
        seeAll,
      ].filter(Boolean);
      const count = `props.counts[${tsString(list.id)}]`;
      const card = `        <article className="card shortcut">
          <h2>
            ${path ? `<Link href=${tsAttr(path)}>{${tsString(list.title || spacedPlural(entity))}}</Link>` : `{${tsString(list.title || spacedPlural(entity))}}`}
          </h2>
          <p className="count">{${count} === undefined ? "…" : countOrNone(${count}, ${nounLiteral(noun)})}</p>${
            actions.length > 0
              ? `\n          <div className="actions">\n            ${actions.join("\n            ")}\n          </div>`
              : ""
          }
        </article>`;
      const shown = roles
        ? `        {allows(${tsString(entity.name)}, "read") && (\n${card.replace(/^/gm, "  ")}\n        )}`
        : card;
      return forVisitors(entity.name) ? shown : `        ${signedInOnly(shown.trimStart(), "        ")}`;
    })
    .join("\n");
  const usesLink = listed.length > 0;
  return `${counts.length > 0 ? `import { useQueries, type UseQueryOptions } from "@tanstack/react-query";\n` : ""}${usesLink ? `import { Link } from "wouter";\n` : ""}${roles ? `import { can, type AccessAction } from "../../shared/access";\n` : ""}${counts.length > 0 ? `import { api } from "../api";\n` : ""}${roles || open ? `import { useMe } from "../auth";\n` : ""}${listed.length > 0 ? `import { countOrNone } from "../components/plural";\n` : ""}
/** How many rows each list holds, by list page id (undefined while loading). */
export type ${view}Counts = Partial<Record<string, number>>;

export function ${component}() {
${roles || open ? "  const me = useMe();\n" : ""}${
    counts.length > 0
      ? `  // An array, not a tuple: useQueries infers a tuple's types only up to about twenty entries.
  const queries: UseQueryOptions<{ total: number }>[] = [
    ${counts.map((c) => `{ queryKey: [${tsString(c.resource)}, { page: 1, pageSize: 1 }], queryFn: () => api.${c.op}({ page: 1, pageSize: 1 })${roles ? `, enabled: can(me.data?.role, ${tsString(c.entity)}, "read")` : forVisitors(c.entity) ? "" : ", enabled: Boolean(me.data)"} }`).join(",\n    ")},
  ];
  const results = useQueries({ queries });
  const counts: ${view}Counts = {
    ${counts.map((c, i) => `${tsString(c.key)}: results[${i}]?.data?.total`).join(",\n    ")},
  };`
      : `  const counts: ${view}Counts = {};`
  }
  return <${view} counts={counts}${roles ? " role={me.data?.role}" : ""}${open ? " signedIn={Boolean(me.data)}" : ""} />;
}

/** The welcome screen: the app's name, what it holds, and a shortcut to each list with its count. */
export function ${view}(props: { counts: ${view}Counts${roles ? "; role?: string" : ""}${open ? "; signedIn?: boolean" : ""} }) {
${
  roles
    ? `  // The signed-in role's shortcuts (every one when no role is given, as in tests of the view alone).
  const allows = (entity: string, action: AccessAction) => props.role === undefined || can(props.role, entity, action);
`
    : ""
}  return (
    <section className="page">
      <div className="hero">
        <h1>{${tsString(model.appName)}}</h1>
        ${subtitle ? `<p className="lead">{${tsString(subtitle)}}</p>` : ""}
      </div>
      <div className="cards">
${cards}
      </div>
    </section>
  );
}
`;
}

/**
 * The home page's one-line subtitle, in the app's voice: "Appointments, pets, vaccinations and owners in one
 * place." from the listed entities' plural labels (never the project's idea or the data model's descriptions,
 * which are written for whoever builds the app).
 */
export function homeSubtitle(model: ClientModel): string {
  const words = model.listedEntities().map(({ entity }) => model.noun(entity).many);
  if (words.length === 0) return "";
  const text =
    words.length === 1
      ? (words[0] ?? "")
      : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1] ?? ""}`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} in one place.`;
}

function spacedPlural(entity: { plural: string }): string {
  return entity.plural.replace(/([a-z0-9])([A-Z])/g, "$1 $2");
}

const DEFAULT_FIELDS: Record<"sign-in" | "sign-up", UiForm["fields"]> = {
  "sign-in": [
    { name: "username", label: "Username", input: "text", required: true, validation: [] },
    { name: "password", label: "Password", input: "text", required: true, validation: [] },
  ],
  "sign-up": [
    { name: "username", label: "Username", input: "text", required: true, validation: [] },
    { name: "password", label: "Password", input: "text", required: true, validation: [] },
    { name: "name", label: "Your name", input: "text", required: true, validation: [] },
  ],
};

/** Sign-in and sign-up: the account form, checked with the shared credentials/register schema. */
export function authPage(model: ClientModel, page: UiPage & { kind: "sign-in" | "sign-up" }): string {
  const { page: component } = pageNames(page);
  const form = model.form(page.formId);
  const formId = form?.id ?? `${page.id}-form`;
  const n = formNames(formId);
  const fields = form?.fields.length ? form.fields : DEFAULT_FIELDS[page.kind];
  // Account fields are all text; the schema trims and checks lengths.
  const plans = planFields(model, undefined, fields).map((p) => ({
    ...p,
    toInput: `values.${p.field.name}`,
  }));
  const signIn = page.kind === "sign-in";
  const op = model.authOperation(signIn ? "login" : "register");
  const schemaName = signIn ? "credentialsSchema" : "registerSchema";
  const other = model.pageByKind(signIn ? "sign-up" : "sign-in");
  const otherPath = model.routeOf(other?.id);
  const home = model.routeOf(model.pageByKind("home")?.id) ?? "/";
  const footer = otherPath
    ? `footer={
        <p className="muted">
          {${tsString(signIn ? "No account yet? " : "Already have an account? ")}}
          <Link href=${tsAttr(otherPath)}>{${tsString(signIn ? other?.title || "Create an account" : other?.title || "Sign in")}}</Link>
        </p>
      }`
    : "";
  const call = op
    ? `await api.${op.id}(parsed.data)`
    : `await Promise.reject(new Error("The API has no ${signIn ? "sign-in" : "sign-up"} operation"))`;
  return `import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { ${schemaName}, fieldErrors, type FieldErrors } from "../../shared/schema";
import { api, ApiError } from "../api";
import { Field } from "../components/field";

export type ${n.values} = { ${plans.map((p) => `${p.field.name}: string`).join("; ")} };

export const ${n.empty}: ${n.values} = { ${plans.map((p) => `${p.field.name}: ""`).join(", ")} };

/** ${signIn ? "Sign-in has nothing to pick from" : "Sign-up has nothing to pick from"}. */
export type ${n.component}Options = Record<string, never>;

/** Checks the values with the schema the API uses, before anything is sent. */
export function ${n.validate}(values: ${n.values}) {
  return ${schemaName}.safeParse(values);
}

export function ${component}() {
  const [values, setValues] = useState(${n.empty});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  function handleChange(patch: Partial<typeof values>) {
    setValues((current) => ({ ...current, ...patch }));
    // A field's message goes once the user edits it; the rest stay until the next submit.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ${n.validate}(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setSaving(true);
    try {
      const user = ${call};
      queryClient.setQueryData(["me"], user);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "me" });
      navigate(${tsString(home)});
    } catch (error) {
      setErrors(
        error instanceof ApiError ? { ...error.fieldErrors, _: error.message } : { _: error instanceof Error ? error.message : String(error) },
      );
      setSaving(false);
    }
  }

  return (
    <div className="narrow">
      <${n.component}
        title={${tsString(page.title || (signIn ? "Sign in" : "Create an account"))}}
        values={values}
        errors={errors}
        saving={saving}
        options={{}}
        onChange={handleChange}
        onSubmit={(event) => void handleSubmit(event)}
        ${footer}
      />
    </div>
  );
}

${formView(n.component, n.values, `${n.component}Options`, plans, formId, false, signIn ? "Sign in" : "Create account")}`;
}

/** A page the models describe without enough to build it (no entity, no form): its title and a way back. */
export function plainPage(page: UiPage, reason: string): string {
  const { page: component, view } = pageNames(page);
  return `import { Link } from "wouter";

// ${commentText(reason)}
export function ${component}(_props: { id?: number }) {
  return <${view} />;
}

export function ${view}() {
  return (
    <section className="notice empty">
      <h1>{${tsString(page.title)}}</h1>
      <Link href="/" className="button">
        Go to the home page
      </Link>
    </section>
  );
}
`;
}
