/** src/client/styles.css: a clean default look that needs no CSS framework (system font, light and dark). */
export const STYLES_CSS = `:root {
  color-scheme: light dark;
  --bg: #f6f7f9;
  --surface: #ffffff;
  --text: #1d2330;
  --muted: #5d6677;
  --border: #dde1e8;
  --accent: #2f5bd3;
  --accent-text: #ffffff;
  --accent-soft: #e8eefc;
  --danger: #c2362f;
  --danger-soft: #fdecea;
  --radius: 10px;
  --shadow: 0 1px 2px rgb(16 24 40 / 6%), 0 1px 3px rgb(16 24 40 / 8%);
  font-family:
    system-ui,
    -apple-system,
    "Segoe UI",
    Roboto,
    "Helvetica Neue",
    Arial,
    sans-serif;
  line-height: 1.5;
  color: var(--text);
  background: var(--bg);
}

@media (prefers-color-scheme: dark) {
  :root {
    --bg: #12151b;
    --surface: #1b2029;
    --text: #e6e9ef;
    --muted: #9aa3b2;
    --border: #2c3340;
    --accent: #7d9cff;
    --accent-text: #0d1220;
    --accent-soft: #222c45;
    --danger: #ff7b72;
    --danger-soft: #3a1f1e;
  }
}

*,
*::before,
*::after {
  box-sizing: border-box;
}

body {
  margin: 0;
}

a {
  color: var(--accent);
}

h1 {
  font-size: 1.6rem;
  line-height: 1.25;
  margin: 0 0 0.75rem;
}

h2 {
  font-size: 1.15rem;
  margin: 0 0 0.5rem;
}

.shell {
  min-height: 100vh;
}

.topbar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.5rem;
  padding: 0.75rem 1.5rem;
  background: var(--surface);
  border-bottom: 1px solid var(--border);
  position: sticky;
  top: 0;
  z-index: 10;
}

.brand {
  font-weight: 700;
  font-size: 1.1rem;
  color: var(--text);
  text-decoration: none;
}

.nav {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  flex: 1;
}

.nav-link {
  padding: 0.35rem 0.75rem;
  border-radius: 999px;
  color: var(--muted);
  text-decoration: none;
  font-weight: 500;
}

.nav-link:hover {
  color: var(--text);
  background: var(--bg);
}

.nav-link.active {
  color: var(--accent);
  background: var(--accent-soft);
}

.user {
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-left: auto;
}

.user-name {
  color: var(--muted);
  font-weight: 500;
}

.content {
  max-width: 1100px;
  margin: 0 auto;
  padding: 2rem 1.5rem 4rem;
}

.narrow {
  max-width: 440px;
  margin: 2rem auto;
}

.page-header {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
}

.page-header h1 {
  margin: 0;
}

.hero {
  margin-bottom: 2rem;
}

.hero h1 {
  font-size: 2rem;
}

.lead {
  font-size: 1.1rem;
  color: var(--muted);
  max-width: 65ch;
  margin: 0;
}

.muted {
  color: var(--muted);
}

.eyebrow {
  margin: 0;
  color: var(--muted);
  font-size: 0.85rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
}

.card {
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: 1.5rem;
}

.cards {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: 1rem;
}

.shortcut {
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  align-items: flex-start;
}

.shortcut h2 a {
  color: var(--text);
  text-decoration: none;
}

.shortcut h2 a:hover {
  color: var(--accent);
}

.shortcut p {
  margin: 0;
}

.count {
  font-size: 1.25rem;
  font-weight: 600;
  line-height: 1.3;
}

.toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  margin-bottom: 1rem;
}

.toolbar input[type="search"] {
  flex: 1 1 260px;
  max-width: 420px;
}

.filter {
  display: flex;
  flex-direction: column;
  gap: 0.2rem;
  font-size: 0.85rem;
  color: var(--muted);
}

.table-wrap {
  overflow-x: auto;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
}

.table {
  width: 100%;
  border-collapse: collapse;
}

.table th,
.table td {
  text-align: left;
  padding: 0.65rem 1rem;
  border-bottom: 1px solid var(--border);
  vertical-align: top;
}

.table th {
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: var(--muted);
  background: var(--bg);
}

.table tbody tr:last-child td {
  border-bottom: none;
}

.table tbody tr:hover {
  background: var(--accent-soft);
}

.pager {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 1rem;
  color: var(--muted);
}

.fields {
  display: grid;
  grid-template-columns: minmax(120px, 200px) 1fr;
  gap: 0.6rem 1.5rem;
  margin: 1.25rem 0;
}

.fields dt {
  color: var(--muted);
  font-weight: 500;
}

.fields dd {
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}

.related {
  margin-top: 2rem;
}

.form {
  max-width: 640px;
  display: flex;
  flex-direction: column;
  gap: 1rem;
}

.form h1 {
  margin-bottom: 0.25rem;
}

.field {
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  border: none;
  margin: 0;
  padding: 0;
}

.field > label,
.field > legend {
  font-weight: 600;
  font-size: 0.95rem;
  padding: 0;
}

.required {
  color: var(--danger);
}

.choices {
  display: flex;
  flex-direction: row;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
}

.choices > legend {
  width: 100%;
  margin-bottom: 0.3rem;
}

.checkbox {
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 400;
}

input,
select,
textarea {
  font: inherit;
  color: inherit;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: 8px;
  padding: 0.55rem 0.7rem;
  min-width: 0;
}

input[type="checkbox"] {
  width: 1.1rem;
  height: 1.1rem;
  accent-color: var(--accent);
}

textarea {
  resize: vertical;
}

input:focus-visible,
select:focus-visible,
textarea:focus-visible,
.button:focus-visible,
a:focus-visible {
  outline: 3px solid var(--accent-soft);
  outline-offset: 1px;
  border-color: var(--accent);
}

[aria-invalid="true"],
.invalid input,
.invalid select,
.invalid textarea {
  border-color: var(--danger);
}

.field-error {
  color: var(--danger);
  font-size: 0.875rem;
}

.actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-top: 0.5rem;
}

.button,
button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  font: inherit;
  font-weight: 600;
  padding: 0.5rem 1rem;
  border-radius: 8px;
  border: 1px solid var(--accent);
  background: var(--accent);
  color: var(--accent-text);
  cursor: pointer;
  text-decoration: none;
  white-space: nowrap;
}

.button:hover,
button:hover {
  filter: brightness(1.08);
}

.button.secondary,
button.secondary {
  background: var(--surface);
  color: var(--accent);
  border-color: var(--border);
}

.button.danger,
button.danger {
  background: var(--surface);
  color: var(--danger);
  border-color: var(--danger);
}

.button.link {
  background: none;
  border-color: transparent;
  color: var(--accent);
  padding-inline: 0.25rem;
}

button:disabled {
  opacity: 0.55;
  cursor: not-allowed;
  filter: none;
}

.notice {
  padding: 1rem 1.25rem;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  color: var(--muted);
}

.notice p {
  margin: 0 0 0.5rem;
}

.notice p:last-child {
  margin-bottom: 0;
}

.notice.error {
  background: var(--danger-soft);
  border-color: var(--danger);
  color: var(--danger);
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
}

.notice.error p {
  margin: 0;
}

.notice.empty {
  text-align: center;
  padding: 2.5rem 1.25rem;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
}

@media (max-width: 640px) {
  .content {
    padding: 1.25rem 1rem 3rem;
  }

  .topbar {
    padding: 0.75rem 1rem;
  }

  .page-header {
    flex-direction: column;
    align-items: flex-start;
  }

  .fields {
    grid-template-columns: 1fr;
    gap: 0.15rem;
  }

  .fields dd {
    margin-bottom: 0.6rem;
  }
}
`;

/** Appended to styles.css in an app with workflows: the state badge and the actions under a row's fields. */
export const WORKFLOW_CSS = `
.badge {
  display: inline-block;
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  background: var(--accent-soft);
  color: var(--accent);
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
}

.workflow {
  margin-top: 0;
  margin-bottom: 1rem;
}
`;
