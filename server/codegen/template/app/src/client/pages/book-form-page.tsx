import { useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { bookFields, fieldErrors, type Book, type FieldErrors } from "../../shared/schema";
import { api, ApiError } from "../api";
import { useLoad } from "../use-load";

/** What the inputs hold: text as typed, converted only when checked. */
export type BookFormValues = { title: string; author: string; publishedYear: string; available: boolean };

export const emptyBookForm: BookFormValues = { title: "", author: "", publishedYear: "", available: true };

export function toFormValues(book: Book): BookFormValues {
  return {
    title: book.title,
    author: book.author,
    publishedYear: book.publishedYear === null ? "" : String(book.publishedYear),
    available: book.available,
  };
}

/** Checks the values with the same zod schema the API uses. */
export function validateBookForm(values: BookFormValues) {
  const year = values.publishedYear.trim();
  return bookFields.safeParse({ ...values, publishedYear: year === "" ? null : Number(year) });
}

export function BookFormPage(props: { id?: number }) {
  const { id } = props;
  const [state, reload] = useLoad(String(id ?? "new"), () =>
    id === undefined ? Promise.resolve(undefined) : api.getBook(id),
  );
  if (state.status === "loading") return <p className="notice">Loading…</p>;
  if (state.status === "error") {
    return (
      <div className="notice error" role="alert">
        <p>Could not load the book: {state.message}</p>
        <button type="button" onClick={reload}>
          Try again
        </button>
      </div>
    );
  }
  return <BookFormEditor id={id} initial={state.data ? toFormValues(state.data) : emptyBookForm} />;
}

function BookFormEditor(props: { id?: number; initial: BookFormValues }) {
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [, navigate] = useLocation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = validateBookForm(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setSaving(true);
    try {
      const book =
        props.id === undefined
          ? await api.createBook(parsed.data)
          : await api.updateBook(props.id, parsed.data);
      navigate(`/books/${book.id}`);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors({ ...fields, _: error instanceof Error ? error.message : String(error) });
      setSaving(false);
    }
  }

  return (
    <BookForm
      title={props.id === undefined ? "New book" : "Edit book"}
      values={values}
      errors={errors}
      saving={saving}
      onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      onSubmit={(event) => void handleSubmit(event)}
      cancelHref={props.id === undefined ? "/" : `/books/${props.id}`}
    />
  );
}

/** The form as a pure view, so tests render it (with errors) without a browser. */
export function BookForm(props: {
  title: string;
  values: BookFormValues;
  errors: FieldErrors;
  saving: boolean;
  onChange: (patch: Partial<BookFormValues>) => void;
  onSubmit: (event: FormEvent) => void;
  cancelHref: string;
}) {
  const { values, errors } = props;
  return (
    <form className="card form" onSubmit={props.onSubmit} noValidate>
      <h1>{props.title}</h1>
      {errors._ && (
        <p className="notice error" role="alert">
          {errors._}
        </p>
      )}
      <label>
        Title
        <input
          name="title"
          value={values.title}
          aria-invalid={Boolean(errors.title)}
          onChange={(event) => props.onChange({ title: event.target.value })}
        />
        {errors.title && <span className="field-error">{errors.title}</span>}
      </label>
      <label>
        Author
        <input
          name="author"
          value={values.author}
          onChange={(event) => props.onChange({ author: event.target.value })}
        />
        {errors.author && <span className="field-error">{errors.author}</span>}
      </label>
      <label>
        Published year
        <input
          name="publishedYear"
          inputMode="numeric"
          value={values.publishedYear}
          aria-invalid={Boolean(errors.publishedYear)}
          onChange={(event) => props.onChange({ publishedYear: event.target.value })}
        />
        {errors.publishedYear && <span className="field-error">{errors.publishedYear}</span>}
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          name="available"
          checked={values.available}
          onChange={(event) => props.onChange({ available: event.target.checked })}
        />
        Available
      </label>
      <div className="actions">
        <button type="submit" disabled={props.saving}>
          {props.saving ? "Saving…" : "Save"}
        </button>
        <Link href={props.cancelHref}>Cancel</Link>
      </div>
    </form>
  );
}
