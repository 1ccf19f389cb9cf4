import { APP_KINDS, lexiconEntitiesNamed } from "./lexicon";
import type { FieldType, LexiconField } from "./lexicon-types";

/** Words people write for a type, e.g. "due on (date)" or "paid (yes/no)". */
// prettier-ignore
const TYPE_WORDS: Record<string, FieldType> = {
  text: "text", "long text": "text", paragraph: "text", string: "string", "short text": "string", word: "string",
  number: "integer", integer: "integer", int: "integer", "whole number": "integer", count: "integer",
  decimal: "decimal", float: "decimal", money: "money", currency: "money", "yes/no": "boolean", "yes or no": "boolean",
  boolean: "boolean", checkbox: "boolean", "true/false": "boolean", flag: "boolean", date: "date", day: "date",
  datetime: "datetime", "date and time": "datetime", "date/time": "datetime", timestamp: "datetime",
  time: "datetime", email: "email", "e-mail": "email", phone: "phone", telephone: "phone", "phone number": "phone",
  url: "url", link: "url", website: "url", "web address": "url",
};

/** The type a hint names, if it names one. */
export function typeFromHint(hint: string): FieldType | undefined {
  return TYPE_WORDS[hint.trim().toLowerCase()];
}

let fieldIndex: Map<string, LexiconField> | undefined;

/** The first lexicon field of each name, across every kind (enums left out: they need their own values). */
function lexiconFieldIndex(): Map<string, LexiconField> {
  if (fieldIndex) return fieldIndex;
  fieldIndex = new Map();
  for (const e of APP_KINDS.flatMap((k) => k.entities)) {
    for (const f of e.fields) if (f.type !== "enum" && !fieldIndex.has(f.name)) fieldIndex.set(f.name, f);
  }
  return fieldIndex;
}

/** The lexicon's field for this entity and field name: the same-named entity first, then any entity. */
export function lexiconField(entityName: string, fieldName: string): LexiconField | undefined {
  for (const e of lexiconEntitiesNamed(entityName)) {
    const found = e.fields.find((f) => f.name === fieldName);
    if (found) return found;
  }
  return lexiconFieldIndex().get(fieldName);
}

// prettier-ignore
const RULES: readonly [RegExp, FieldType][] = [
  [/\b(email|e-mail)\b/, "email"],
  [/\b(phone|mobile|telephone|tel|cell)\b/, "phone"],
  [/\b(url|website|link|homepage|web address)\b/, "url"],
  [/\b(price|cost|fee|fees|salary|wage|budget|balance|revenue|rent|deposit|refund|tip|tax|total)\b/, "money"],
  [/^(total )?amount( paid| due)?$|\b(donation|payment|invoice|expense|goal) amount\b/, "money"],
  [/\b(amount|weight|height|length|distance|area|latitude|longitude|percentage|percent|temperature|litres|liters|kg|km)\b/, "decimal"],
  [/\b(count|quantity|qty|number of|copies|year|age|stock|seats|capacity|minutes|hours|days|rating|score|reps|servings|bedrooms|bathrooms|mileage|floors|pages)\b/, "integer"],
  [/^(is|has|can|needs?) |^(active|available|done|completed|paid|enabled|archived|verified|approved|published|recurring|public)$|\?$/, "boolean"],
  [/( at|time|timestamp)$/, "datetime"],
  [/( on|date|day|birthday|deadline|due)$/, "date"],
  [/^date\b/, "date"],
  [/\b(description|notes?|bio|body|content|comments?|instructions|summary|details|address|message|text|feedback|reason|history)\b/, "text"],
];

/** A type guessed from a field's name alone ("joined on" → date, "price" → money); string when nothing fits. */
export function guessFieldType(label: string): FieldType {
  const l = label.trim().toLowerCase();
  return RULES.find(([pattern]) => pattern.test(l))?.[1] ?? "string";
}
