/**
 * The tables a SQL migration creates. Comments and string literals are blanked first, so a commented-out
 * statement or a string that mentions CREATE TABLE does not count; identifiers may be quoted or not (unquoted
 * ones fold to lower case, as PostgreSQL does).
 */

export interface SqlTable {
  name: string;
  columns: string[];
}

const NOISE = /'(?:[^']|'')*'|--[^\n]*|\/\*[\s\S]*?\*\//g;
const IDENTIFIER = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)`;
const CREATE_TABLE = new RegExp(
  String.raw`\bcreate\s+(?:(?:global|local)\s+)?(?:(?:temporary|temp|unlogged)\s+)?table\s+(?:if\s+not\s+exists\s+)?(${IDENTIFIER}(?:\s*\.\s*${IDENTIFIER})?)`,
  "gi",
);
const CONSTRAINT_WORDS = new Set(["constraint", "primary", "foreign", "unique", "check", "exclude", "like"]);

function unquote(identifier: string): string {
  const trimmed = identifier.trim();
  if (trimmed.startsWith('"')) return trimmed.slice(1, -1).replace(/""/g, '"');
  return trimmed.toLowerCase();
}

/** The last part of a possibly schema-qualified name (`"public"."books"` → books). */
function tableName(qualified: string): string {
  const parts = qualified.match(new RegExp(IDENTIFIER, "g")) ?? [qualified];
  return unquote(parts[parts.length - 1] ?? qualified);
}

/** The text between the parenthesis at `start` and its match. */
function parenthesised(sql: string, start: number): string {
  let depth = 0;
  for (let i = start; i < sql.length; i++) {
    if (sql[i] === "(") depth++;
    else if (sql[i] === ")" && --depth === 0) return sql.slice(start + 1, i);
  }
  return sql.slice(start + 1);
}

/** Splits on commas outside parentheses and quoted identifiers. */
function topLevelItems(body: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (const char of body) {
    if (char === '"') quoted = !quoted;
    if (!quoted && char === "(") depth++;
    if (!quoted && char === ")") depth--;
    if (!quoted && depth === 0 && char === ",") {
      items.push(current);
      current = "";
    } else current += char;
  }
  items.push(current);
  return items.map((item) => item.trim()).filter((item) => item !== "");
}

function columnsOf(body: string): string[] {
  const columns: string[] = [];
  for (const item of topLevelItems(body)) {
    const first = item.match(new RegExp(`^${IDENTIFIER}`))?.[0];
    if (!first || (!first.startsWith('"') && CONSTRAINT_WORDS.has(first.toLowerCase()))) continue;
    columns.push(unquote(first));
  }
  return columns;
}

/** Every CREATE TABLE of a SQL text, with the columns it defines. */
export function createdTables(sql: string): SqlTable[] {
  const clean = sql.replace(NOISE, (match) => " ".repeat(match.length));
  const tables: SqlTable[] = [];
  for (const match of clean.matchAll(CREATE_TABLE)) {
    const after = (match.index ?? 0) + match[0].length;
    const open = clean.slice(after).search(/\S/);
    const body = clean[after + open] === "(" ? parenthesised(clean, after + open) : "";
    tables.push({ name: tableName(match[1] ?? ""), columns: columnsOf(body) });
  }
  return tables;
}
