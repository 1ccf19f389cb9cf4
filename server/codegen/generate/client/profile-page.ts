import type { Field } from "../../../../domain/artifacts/04-data-model";
import { tsString } from "../names";
import { profileApiPath } from "../server/profile";
import { boundFieldPlan, fieldControl, type FormFieldPlan } from "./form";
import { INPUT_OF_TYPE } from "../../../pipeline/phases/04-technical/ui-forms";
import type { ClientModel } from "./model";

/*
 * The profile page of an app whose accounts keep a profile (DataModel.profile; not in the UI model: added with
 * it, like the accounts page): the signed-in account fills in and saves its own profile (GET/PUT /api/profile,
 * server/profile.ts). The account's name in the header opens it.
 */

export interface ProfilePage {
  id: string;
  path: string;
  label: string;
  apiPath: string;
  component: string;
  view: string;
  fields: Field[];
}

/** Where the profile page goes (a free page id and path); null without a profile. */
export function profilePageOf(model: ClientModel): ProfilePage | null {
  const profile = model.input.data.profile;
  if (!profile || !model.input.data.accounts || profile.fields.length === 0) return null;
  const ids = new Set(model.ui.pages.map((p) => p.id));
  const id = ["account-profile", "my-profile", "profile"].find((c) => !ids.has(c)) ?? "account-profile-page";
  const paths = new Set(model.ui.routes.map((r) => r.path.replace(/\/+$/, "")));
  const path =
    ["/profile", "/account/profile", "/my-profile"].find((p) => !paths.has(p)) ?? "/account-profile";
  return {
    id,
    path,
    label: profile.label.trim() || "Profile",
    apiPath: profileApiPath(model.input),
    component: "ProfilePage",
    view: "ProfileForm",
    fields: profile.fields,
  };
}

function plans(page: ProfilePage): FormFieldPlan[] {
  return page.fields.map((field) =>
    boundFieldPlan(
      {
        name: field.name,
        label: field.label,
        input: INPUT_OF_TYPE[field.type],
        required: false,
        validation: [],
      },
      { kind: "field", field: { ...field, required: false } },
    ),
  );
}

/** The API client's profile calls (not in the API model: added with the profile). */
export function profileApiMethods(model: ClientModel): string {
  const page = profilePageOf(model);
  if (!page) return "";
  return `
  // Added with the account's profile: the signed-in account's own profile.
  accountProfileGet: () => request<schema.AccountProfile>("GET", ${tsString(page.apiPath)}),
  accountProfileSave: (input: schema.AccountProfileInput) =>
    request<schema.AccountProfile>("PUT", ${tsString(page.apiPath)}, input),`;
}

export function profilePageModule(model: ClientModel): string {
  const page = profilePageOf(model);
  if (!page) return "";
  const planned = plans(page);
  const helpers = new Set<string>();
  for (const p of planned)
    for (const h of ["numberInput", "dateTimeInput", "textInput", "toDateTimeLocal", "toText"])
      if (p.toInput.includes(`${h}(`) || p.fromRow.includes(`${h}(`)) helpers.add(h);
  const valuesType = planned
    .map((p) => `${p.field.name}: ${p.shape === "boolean" ? "boolean" : "string"}`)
    .join("; ");
  return `import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { accountProfileSchema, fieldErrors, type FieldErrors } from "../../shared/schema";
import type * as schema from "../../shared/schema";
import { api, ApiError } from "../api";
import { Field } from "../components/field";
${helpers.size > 0 ? `import { ${[...helpers].sort().join(", ")} } from "../components/format";\n` : ""}import { ErrorNotice, LoadingNotice } from "../components/load-state";

/** What the profile's inputs hold: text as typed, converted only when checked. */
export type ProfileValues = { ${valuesType} };

/** The inputs' values of a saved profile. */
export function profileValues(row: schema.AccountProfile): ProfileValues {
  return {
    ${planned.map((p) => `${p.field.name}: ${p.fromRow}`).join(",\n    ")},
  };
}

/** The values as the API takes them: numbers, null for empty inputs, ISO instants. */
export function profileInput(values: ProfileValues) {
  return {
    ${planned.map((p) => `${p.field.name}: ${p.toInput}`).join(",\n    ")},
  };
}

/** ${page.label}: the signed-in account's own (GET and PUT ${page.apiPath}). */
export function ${page.component}() {
  const query = useQuery({ queryKey: ["account-profile"], queryFn: () => api.accountProfileGet() });
  if (query.isPending) return <LoadingNotice />;
  if (query.isError)
    return (
      <section className="page">
        <ErrorNotice message={${tsString(`Could not load your ${page.label.toLowerCase()}: `)} + query.error.message} onRetry={() => void query.refetch()} />
      </section>
    );
  return <ProfileEditor initial={profileValues(query.data)} />;
}

function ProfileEditor(props: { initial: ProfileValues }) {
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const queryClient = useQueryClient();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = accountProfileSchema.safeParse(profileInput(values));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setSaving(true);
    try {
      await api.accountProfileSave(parsed.data);
      setErrors({});
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: ["account-profile"] });
    } catch (error) {
      setErrors(
        error instanceof ApiError ? { ...error.fieldErrors, _: error.message } : { _: error instanceof Error ? error.message : String(error) },
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <${page.view}
      values={values}
      errors={errors}
      saving={saving}
      saved={saved}
      onChange={(patch) => {
        setValues((current) => ({ ...current, ...patch }));
        setSaved(false);
      }}
      onSubmit={(event) => void handleSubmit(event)}
    />
  );
}

/** The profile form as a pure view, so tests render it without a server. */
export function ${page.view}(props: {
  values: ProfileValues;
  errors: FieldErrors;
  saving: boolean;
  saved: boolean;
  onChange: (patch: Partial<ProfileValues>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { values, errors } = props;
  return (
    <section className="page">
      <form className="card form" onSubmit={props.onSubmit} noValidate>
        <h1>{${tsString(page.label)}}</h1>
        {props.saved && (
          <p className="notice" role="status">
            Saved.
          </p>
        )}
        {errors._ && (
          <p className="notice error" role="alert">
            {errors._}
          </p>
        )}
${planned.map((p) => fieldControl(p, "profile").replace(/^/gm, "  ")).join("\n")}
        <div className="actions">
          <button type="submit" className="button" disabled={props.saving}>
            {props.saving ? "Saving…" : "Save"}
          </button>
        </div>
      </form>
    </section>
  );
}
`;
}
