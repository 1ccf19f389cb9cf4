import { css } from "@codemirror/lang-css";
import { html } from "@codemirror/lang-html";
import { javascript } from "@codemirror/lang-javascript";
import { json } from "@codemirror/lang-json";
import { markdown } from "@codemirror/lang-markdown";
import { sql } from "@codemirror/lang-sql";
import { yaml } from "@codemirror/lang-yaml";
import { Annotation, EditorState, type Extension } from "@codemirror/state";
import { defaultHighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { EditorView, keymap } from "@codemirror/view";
import { classHighlighter } from "@lezer/highlight";
import { basicSetup } from "codemirror";
import { useEffect, useRef } from "react";

/*
 * The code editor of the Generated Code page and the workspace IDE: CodeMirror 6 (ADR 013) with syntax highlighting
 * for TypeScript, TSX, CSS, JSON, SQL, Markdown, HTML and YAML, search (Ctrl/Cmd-F), undo history and bracket matching
 * from its basic setup, and Ctrl/Cmd-S to save. One editor per file: a new `path` starts a new editor state.
 */

/** The language support of a file, by its name. */
export function languageFor(path: string): Extension[] {
  const name = path.toLowerCase();
  if (/\.(?:tsx)$/.test(name)) return [javascript({ typescript: true, jsx: true })];
  if (/\.(?:ts|mts|cts)$/.test(name)) return [javascript({ typescript: true })];
  if (/\.(?:jsx)$/.test(name)) return [javascript({ jsx: true })];
  if (/\.(?:js|mjs|cjs)$/.test(name)) return [javascript()];
  if (/\.css$/.test(name)) return [css()];
  if (/\.json$/.test(name)) return [json()];
  if (/\.sql$/.test(name)) return [sql()];
  if (/\.(?:md|markdown)$/.test(name)) return [markdown()];
  if (/\.html?$/.test(name)) return [html()];
  if (/\.ya?ml$/.test(name)) return [yaml()];
  return [];
}

/** Marks a change that came from outside (the `value` prop), which is not the user's edit. */
const external = Annotation.define<boolean>();

const theme = EditorView.theme({
  "&": { fontSize: "13px", height: "100%" },
  ".cm-scroller": {
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    lineHeight: "1.6",
  },
  ".cm-content": { caretColor: "currentColor" },
  "&.cm-focused": { outline: "none" },
});

export function CodeEditor({
  path,
  value,
  onChange,
  onSave,
  readOnly = false,
  label,
  testId = "code-editor",
  className,
  hostTestId,
}: {
  path: string;
  value: string;
  onChange?: (value: string) => void;
  onSave?: () => void;
  readOnly?: boolean;
  label: string;
  testId?: string;
  className?: string;
  /** A test id on the editor's outer element (the content element carries `testId`). */
  hostTestId?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The latest callbacks, read by the editor's listeners without recreating the editor.
  const callbacks = useRef({ onChange, onSave });
  callbacks.current = { onChange, onSave };

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          keymap.of([
            {
              key: "Mod-s",
              preventDefault: true,
              run: () => {
                callbacks.current.onSave?.();
                return true;
              },
            },
          ]),
          basicSetup,
          // The default colours, and token classes (tok-keyword, tok-string …) beside them: stable names for styles
          // and tests. (A second highlighter would switch the basic setup's fallback colours off.)
          syntaxHighlighting(defaultHighlightStyle),
          syntaxHighlighting(classHighlighter),
          theme,
          ...languageFor(path),
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          EditorView.contentAttributes.of({
            "aria-label": label,
            "data-testid": testId,
            spellcheck: "false",
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((t) => t.annotation(external)))
              callbacks.current.onChange?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // A new file (or mode) is a new editor; the value of the same file is the editor's own from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, readOnly]);

  // A value set from outside (a reload from the server, a reverted draft) replaces the document.
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value)
      editor.dispatch({
        changes: { from: 0, to: current.length, insert: value },
        annotations: external.of(true),
      });
  }, [value]);

  return <div ref={host} className={className} data-path={path} data-testid={hostTestId} />;
}
