/**
 * PostgreSQL lexical helpers for the generated DDL: identifiers quoted only when they must be, string
 * literals, and comments that user text cannot end early.
 */

// PostgreSQL's reserved (R), type/function (T) and column-name (C) keywords up to version 18: quoted wherever
// they name something (quoting a name that would not need it is harmless; missing one breaks the script).
const KEYWORDS = new Set(
  (
    "all analyse analyze and any array as asc asymmetric both case cast check collate column constraint create " +
    "current_catalog current_date current_role current_time current_timestamp current_user default deferrable " +
    "desc distinct do else end except false fetch for foreign from grant group having in initially intersect " +
    "into lateral leading limit localtime localtimestamp not null offset on only or order placing primary " +
    "references returning select session_user some symmetric table then to trailing true union unique user " +
    "system_user using variadic when where window with " +
    "authorization binary collation concurrently cross current_schema freeze full ilike inner is isnull join " +
    "left like natural notnull outer overlaps right similar tablesample verbose " +
    "between bigint bit boolean char character coalesce dec decimal exists extract float greatest grouping " +
    "inout int integer interval json json_array json_arrayagg json_exists json_object json_objectagg json_query " +
    "json_scalar json_serialize json_table json_value least merge_action national nchar none normalize nullif numeric out overlay position " +
    "precision real row setof smallint substring time timestamp treat trim values varchar xmlattributes " +
    "xmlconcat xmlelement xmlexists xmlforest xmlnamespaces xmlparse xmlpi xmlroot xmlserialize xmltable"
  ).split(" "),
);

/** The keywords this module quotes (for the test that compares them with the server's own list). */
export const QUOTED_KEYWORDS: ReadonlySet<string> = KEYWORDS;

/** PostgreSQL keeps the first 63 bytes of a name; longer generated names are cut before they are compared. */
export const MAX_IDENTIFIER = 63;

/** An identifier as SQL text: bare when it is a plain lower-case name and not a keyword, else double-quoted. */
export function quoteIdentifier(name: string): string {
  if (/^[a-z_][a-z0-9_]*$/.test(name) && !KEYWORDS.has(name)) return name;
  return `"${name.replace(/"/g, '""')}"`;
}

/** A string literal (standard_conforming_strings: only the quote needs doubling); NUL bytes are dropped. */
export function sqlString(text: string): string {
  return `'${text.replace(/\0/g, "").replace(/'/g, "''")}'`;
}

/** A `--` comment on one line: newlines in user text would otherwise end the comment and start SQL. */
export function sqlComment(text: string): string {
  return `-- ${text
    .replace(/[\0\r\n]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()}`;
}

/** camelCase or any words to snake_case (`referredBy` → `referred_by`). */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .toLowerCase();
}

/**
 * Hands out names that are unique in one namespace (a schema's relations, a table's columns), cutting them
 * to PostgreSQL's length first and adding `_2`, `_3`, … on a clash. Deterministic: first come, first served.
 */
export class NameRegistry {
  private readonly taken = new Set<string>();

  /** Marks a name as used without claiming a variant (names PostgreSQL will choose itself). */
  reserve(name: string): void {
    this.taken.add(name.slice(0, MAX_IDENTIFIER));
  }

  has(name: string): boolean {
    return this.taken.has(name.slice(0, MAX_IDENTIFIER));
  }

  /** The name itself when free, else the first free numbered variant. */
  claim(name: string): string {
    let candidate = name.slice(0, MAX_IDENTIFIER);
    for (let n = 2; this.taken.has(candidate); n += 1) {
      const suffix = `_${n}`;
      candidate = `${name.slice(0, MAX_IDENTIFIER - suffix.length)}${suffix}`;
    }
    this.taken.add(candidate);
    return candidate;
  }
}
