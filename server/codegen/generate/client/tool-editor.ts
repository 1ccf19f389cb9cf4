import type { Tool } from "../../../../domain/artifacts/04-ui-tools";
import { commentText, tsString } from "../names";
import type { ClientModel, UiPage } from "./model";
import { pageNames, typeNames } from "./model";

/*
 * Markdown editor pages (issue 17 point 6, UI model tool pages of kind "editor"). The preview is
 * src/client/components/markdown.tsx, react-markdown (in the apps' runtime, ADR 017): it builds React elements
 * from the Markdown, renders no raw HTML (skipHtml) and drops links and images whose URL is not http(s), mailto
 * or relative, so a document cannot inject script. The page lists the documents (up to 100), loads one into the
 * editor or starts a new one, previews as the user types and saves through the entity's create or update
 * operation; the server validates the row as for any form.
 */

type Editor = Extract<Tool, { kind: "editor" }>;

/** src/client/components/markdown.tsx: the safe Markdown preview (written only in apps with an editor page). */
export const MARKDOWN_TSX = `import Markdown from "react-markdown";

/** Links and images only to web pages, e-mail addresses and the app itself; anything else (javascript:, data:) is dropped. */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  if (/^(?:https?:|mailto:)/i.test(trimmed)) return trimmed;
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith("//") ? "" : trimmed;
}

/** Markdown as React elements: headings, lists, emphasis, links, code; raw HTML in the text is not rendered. */
export function MarkdownPreview(props: { text: string }) {
  return (
    <div className="markdown-preview">
      <Markdown skipHtml urlTransform={safeUrl}>
        {props.text}
      </Markdown>
    </div>
  );
}
`;

/** src/client/pages/<page>.tsx of a Markdown editor. */
export function editorPage(model: ClientModel, page: UiPage, tool: Editor): string | undefined {
  const entity = model.entity(tool.entity);
  const list = entity ? model.operation(entity.name, "list") : undefined;
  const create = entity ? model.operation(entity.name, "create") : undefined;
  const update = entity ? model.operation(entity.name, "update") : undefined;
  const has = (name: string | null) => name === null || entity?.fields.some((f) => f.name === name) === true;
  if (!entity || !list || !create || !update || !has(tool.bodyField) || !has(tool.titleField)) return undefined;
  const { page: component, view } = pageNames(page);
  const names = typeNames(entity);
  const noun = model.noun(entity);
  const title = tool.titleField;
  const body = tool.bodyField;
  // Required dates a new document has no value for: the day it is written.
  const dates = entity.fields
    .filter((f) => f.required && f.name !== title && f.name !== body && (f.type === "date" || f.type === "datetime"))
    .map((f) => `${f.name}: ${f.type === "date" ? "today()" : "new Date().toISOString()"}`);
  const fields = [...(title ? [`${title}: draft.title`] : []), `${body}: draft.body`];
  const label = (row: string) => (title ? `String(${row}.${title} ?? "") || \`#\${${row}.id}\`` : `\`#\${${row}.id}\``);
  return `import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type * as schema from "../../shared/schema";
import { api, ApiError } from "../api";
import { ErrorNotice, LoadingNotice } from "../components/load-state";
import { MarkdownPreview } from "../components/markdown";

// ${commentText(`A Markdown editor over the ${noun.many}: the ${body} is written in Markdown with a live preview and saved through the API.`)}

/** What the editor holds: the document being written (null: a new one) and its text. */
export type Draft = { id: number | null; title: string; body: string };

export const emptyDraft: Draft = { id: null, title: "", body: "" };
${dates.some((d) => d.includes("today()")) ? `
/** Today as YYYY-MM-DD in the user's time zone. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
` : ""}
/** A saved ${noun.one} as a draft. */
export function toDraft(row: schema.${names.type}): Draft {
  return { id: row.id, title: ${title ? `row.${title} ?? ""` : `""`}, body: row.${body} ?? "" };
}

/** The body a new ${noun.one} is created with. */
export function createInput(draft: Draft): schema.${names.createType} {
  return { ${[...fields, ...dates].join(", ")} };
}

/** The change an edited ${noun.one} is saved with. */
export function updateInput(draft: Draft): schema.${names.updateType} {
  return { ${fields.join(", ")} };
}

export function ${component}() {
  const queryClient = useQueryClient();
  const rows = useQuery({ queryKey: [${tsString(list.id)}, { pageSize: 100 }], queryFn: () => api.${list.id}({ pageSize: 100 }) });
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ kind: "saved" | "error"; text: string } | null>(null);
  const [errors, setErrors] = useState<schema.FieldErrors>({});

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setMessage(null);
    try {
      const row = draft.id === null ? await api.${create.id}(createInput(draft)) : await api.${update.id}(draft.id, updateInput(draft));
      setDraft(toDraft(row));
      setErrors({});
      setMessage({ kind: "saved", text: "Saved." });
      await queryClient.invalidateQueries({ queryKey: [${tsString(list.id)}] });
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fieldErrors : {});
      setMessage({ kind: "error", text: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  }

  if (rows.isPending) return <LoadingNotice />;
  if (rows.isError) return <ErrorNotice message={rows.error.message} onRetry={() => void rows.refetch()} />;
  return (
    <${view}
      documents={rows.data.items.map((row) => ({ id: row.id, label: ${label("row")} }))}
      draft={draft}
      errors={errors}
      saving={saving}
      message={message}
      onOpen={(id) => {
        const row = rows.data.items.find((item) => item.id === id);
        setDraft(row ? toDraft(row) : emptyDraft);
        setMessage(null);
        setErrors({});
      }}
      onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
      onSubmit={(event) => void handleSubmit(event)}
    />
  );
}

/** The editor as a pure view: the documents, the text and its live preview side by side, Save. */
export function ${view}(props: {
  documents: { id: number; label: string }[];
  draft: Draft;
  errors: schema.FieldErrors;
  saving: boolean;
  message: { kind: "saved" | "error"; text: string } | null;
  onOpen: (id: number | null) => void;
  onChange: (change: Partial<Draft>) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const { draft } = props;
  return (
    <section className="editor">
      <h1>{${tsString(page.title)}}</h1>
      <div className="field">
        <label htmlFor="editor-document">{${tsString(noun.one.charAt(0).toUpperCase() + noun.one.slice(1))}}</label>
        <select
          id="editor-document"
          value={draft.id ?? ""}
          onChange={(event) => props.onOpen(event.target.value === "" ? null : Number(event.target.value))}
        >
          <option value="">{${tsString(`New ${noun.one}`)}}</option>
          {props.documents.map((document) => (
            <option key={document.id} value={document.id}>
              {document.label}
            </option>
          ))}
        </select>
      </div>
      <form className="card form" noValidate onSubmit={props.onSubmit}>${title ? `
        <div className={props.errors[${tsString(title)}] ? "field invalid" : "field"}>
          <label htmlFor="editor-title">{${tsString(entity.fields.find((f) => f.name === title)?.label ?? "Title")}}</label>
          <input id="editor-title" value={draft.title} onChange={(event) => props.onChange({ title: event.target.value })} />
          {props.errors[${tsString(title)}] && <span className="field-error" role="alert">{props.errors[${tsString(title)}]}</span>}
        </div>` : ""}
        <div className="editor-panes">
          <div className={props.errors[${tsString(body)}] ? "field invalid" : "field"}>
            <label htmlFor="editor-body">{${tsString(`${entity.fields.find((f) => f.name === body)?.label ?? "Text"} (Markdown)`)}}</label>
            <textarea id="editor-body" rows={18} value={draft.body} onChange={(event) => props.onChange({ body: event.target.value })} />
            {props.errors[${tsString(body)}] && <span className="field-error" role="alert">{props.errors[${tsString(body)}]}</span>}
          </div>
          <section className="card" aria-label="Preview">
            <h2>Preview</h2>
            {draft.body.trim() === "" ? <p className="muted">Nothing written yet.</p> : <MarkdownPreview text={draft.body} />}
          </section>
        </div>
        {props.message && (
          <p className={props.message.kind === "error" ? "field-error" : "muted"} role={props.message.kind === "error" ? "alert" : "status"}>
            {props.message.text}
          </p>
        )}
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
} // prettier-ignore

/** The app's tests of its Markdown editor: what the preview renders and what it never renders. */
export function editorTest(page: UiPage, tool: Editor): string {
  const { view } = pageNames(page);
  return `import { describe, expect, it } from "vitest";
import { MarkdownPreview, safeUrl } from "../components/markdown";
import { ${view}, createInput, emptyDraft } from "../pages/${page.id}";
import { noop, render } from "./render";

describe("Markdown editor: the preview", () => {
  it("renders headings, emphasis, lists and links", () => {
    const html = render(<MarkdownPreview text={"# Plan\\n\\nSome **bold** and *soft* words.\\n\\n- one\\n- two\\n\\n[site](https://example.org)"} />);
    expect(html).toContain("<h1>Plan</h1>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>soft</em>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="https://example.org">site</a>');
  });

  it("never renders raw HTML or script links", () => {
    const html = render(<MarkdownPreview text={'<script>alert(1)</script>\\n\\n<img src=x onerror="alert(1)">\\n\\n[click](javascript:alert(1))'} />);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("javascript:");
    expect(safeUrl("javascript:alert(1)")).toBe("");
    expect(safeUrl("data:text/html,x")).toBe("");
    expect(safeUrl("/notes/1")).toBe("/notes/1");
  });
});

describe("Markdown editor: the page", () => {
  it("shows the text and its preview side by side", () => {
    const html = render(
      <${view} documents={[]} draft={{ ...emptyDraft, body: "## Shopping" }} errors={{}} saving={false} message={null} onOpen={noop} onChange={noop} onSubmit={noop} />,
    );
    expect(html).toContain("## Shopping</textarea>");
    expect(html).toContain("<h2>Shopping</h2>");
  });

  it("creates a new document from the text written", () => {
    expect(createInput({ id: null, title: "Plan", body: "# Plan" })).toMatchObject({ ${tool.bodyField}: "# Plan"${tool.titleField ? `, ${tool.titleField}: "Plan"` : ""} });
  });
});
`;
}
