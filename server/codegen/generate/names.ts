import { slug } from "../../../domain/slug";

/**
 * Names and literals for generated code. Model names are already identifiers (PascalCase entities, camelCase
 * fields, kebab-case ids), but user text (project name, labels, descriptions, seed values) is anything: it only
 * ever enters generated code through these functions.
 */

/** Words a generated identifier must not be (TypeScript/JS reserved words and globals the app relies on). */
const RESERVED = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false finally for " +
    "function if import in instanceof new null return super switch this throw true try typeof var void while with " +
    "as implements interface let package private protected public static yield any boolean constructor declare get " +
    "module require number set string symbol type from of await async undefined NaN Infinity eval arguments " +
    "Object Array String Number Boolean Date Error Promise Map Set JSON Math RegExp Symbol React app db express " +
    "request response req res next z sql"
  ).split(" "),
);

/** "Book" → "book", "RecipeIngredient" → "recipeIngredient". */
export function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** "Book" → "Book", "book" → "Book". */
export function upperFirst(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** "RecipeIngredient" | "recipeIngredient" → "recipe-ingredient". */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1-$2")
    .toLowerCase();
}

/** "recipe-ingredient" → "RecipeIngredient". */
export function pascalFromKebab(id: string): string {
  return id.split("-").filter(Boolean).map(upperFirst).join("");
}

/**
 * Any text → a safe camelCase identifier ("Café Événements" → "cafeEvenements", "2 go" → "n2Go"); never a
 * reserved word (a `_` is appended) and never empty (`fallback`).
 */
export function safeIdentifier(text: string, fallback = "item"): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  let id = words.map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : upperFirst(w))).join("");
  if (id === "") id = fallback;
  if (/^[0-9]/.test(id)) id = `n${id}`;
  return RESERVED.has(id) ? `${id}_` : id;
}

/** Any text → an npm package name ("Café Événements!" → "cafe-evenements"). */
export function packageName(text: string): string {
  return slug(text, "generated-app");
}

/**
 * A TypeScript/JavaScript string literal for any text: JSON escaping plus the characters that end a line in JS
 * source (U+2028, U+2029) and `<` so a literal can never close a <script> or start a comment in HTML.
 */
export function tsString(text: string): string {
  return JSON.stringify(text)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
    .replace(/</g, "\\u003c");
}

/** Text as a JSX child: an expression container holding a string literal (`{"Tom & Jerry's <Shop>"}`). */
export function jsxText(text: string): string {
  return `{${tsString(text)}}`;
}

/** Text inside a /* *\/ or // comment: one line, never closing the comment. */
export function commentText(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, " ").replace(/\*\//g, "* /");
}

/** Text for HTML content (index.html title): &, <, >, " and ' escaped. */
export function htmlText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Text for Markdown prose (README): one line, Markdown punctuation that could start markup escaped. */
export function markdownText(text: string): string {
  return text.replace(/[\r\n]+/g, " ").replace(/([\\`*_[\]<>#|])/g, "\\$1");
}

/** Text for a YAML double-quoted scalar. */
export function yamlString(text: string): string {
  return JSON.stringify(text);
}
