import {
  colord,
  colourAt,
  FONT_FAMILIES,
  GENERIC_FONT_WORDS,
  LOOK_NOUNS,
  MOOD_WORDS,
  ROLE_WORDS,
  type ColourWord,
  type FontGeneric,
} from "./look-words";

/*
 * Reading an idea's look from its words (issue 17, point 5): the colours it asks for and their roles, a light or
 * dark look, a font, a brand name or logo text, rounded or square corners, high contrast and large text.
 *
 * A colour counts only where the sentence speaks of the look:
 * - before a look noun, with nothing but colours, shaping and mood words between ("a dark blue and gold theme",
 *   "neon green accents", "#1e3a8a primary colour"); the word before that run must not be a noun of its own
 *   ("status colours: green …" are a thing's colours, not the app's);
 * - after a look noun and a link ("colours: navy and white", "the background should be black");
 * - in a sentence made only of colours and mood words ("Pastel pink, friendly, rounded").
 * "The app tracks gold prices" and "a blue-collar job board" name no look. A sentence about users choosing or
 * switching colours describes a feature, not the app's own look, and gives none.
 */

export type ColourRole = "primary" | "accent" | "background" | "text";

export interface LookColour extends ColourWord {
  /** The role the words give it; undefined when they give none (the first such is the primary colour). */
  role: ColourRole | undefined;
}

export interface LookFont {
  /** The family as asked: "Georgia", "serif". */
  requested: string;
  generic: FontGeneric;
}

/** What a text says about the look; every part is absent when it says nothing of it. */
export interface Look {
  colours: LookColour[];
  mode?: "light" | "dark";
  font?: LookFont;
  brand?: string;
  shape?: "rounded" | "square";
  contrast?: "high";
  textSize?: "large";
  /** The sentences that say it, in the user's words. */
  sentences: string[];
}

/** Words a run of colours before a look noun may start after: "use a …", "with …", "the app's …". */
// prettier-ignore
const RUN_STARTS = new Set([
  "a", "an", "the", "our", "my", "its", "this", "that", "with", "in", "use", "uses", "using", "have", "has", "having",
  "want", "wants", "like", "love", "prefer", "need", "needs", "overall", "whole", "entire", "app's", "application's",
  "site's", "website's", "and", "but", "of", "be", "is", "are", "should", "must", "will", "would", "could", "give",
  "gives", "get", "gets", "make", "makes", "colour", "color", "some", "all", "mostly", "mainly", "nice", "very", ":",
  "for", "on", "i", "we", "keep", "it", "follow", "follows", "by",
]);

/** Links between a look noun and the colours after it: "colours: navy", "background should be black". */
const LINKS = new Set([":", "=", "of", "in", "is", "are", "be", "with", "using", "mostly", "mainly", "-"]);
const JOINERS = new Set(["and", "or", ",", "&", "-", "plus"]);

/** A sentence about users choosing colours, or a thing's own colour, states a feature, not the app's look. */
const CHOOSING =
  /\b(?:choose|chooses|choosing|pick|picks|select|selects|switch|switches|toggle|toggles|customi[sz]e|customi[sz]es|change|changes|changing|own)\b/i;

interface Span {
  colour: ColourWord;
  start: number;
  end: number;
}

function tokens(sentence: string): string[] {
  // "coffee-brown" is one colour, "blue-collar" two words: a hyphen between words is a space.
  return (
    sentence
      .toLowerCase()
      .replace(/(?<=[a-z])-(?=[a-z])/g, " ")
      .match(/#[0-9a-f]{3,6}\b|[a-z]+(?:'[a-z]+)?|[,:;&=-]/g) ?? []
  );
}

function spansOf(words: readonly string[]): Span[] {
  const spans: Span[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const found = colourAt(words, i);
    if (!found) continue;
    spans.push({ colour: found.colour, start: i, end: found.end });
    i = found.end - 1;
  }
  return spans;
}

/** Colours before look noun `at`, with their roles; undefined when the run belongs to another noun. */
function colourRunBefore(
  words: readonly string[],
  spans: readonly Span[],
  at: number,
): LookColour[] | undefined {
  const cueRole = ROLE_WORDS[words[at] ?? ""];
  const found: LookColour[] = [];
  let role: ColourRole | undefined;
  let i = at - 1;
  while (i >= 0) {
    const word = words[i] ?? "";
    const span = spans.find((s) => s.end - 1 === i);
    if (span) {
      found.unshift({ ...span.colour, role: role ?? cueRole });
      i = span.start - 1;
    } else if (ROLE_WORDS[word] && found.length === 0) {
      role = ROLE_WORDS[word];
      i -= 1;
    } else if (
      JOINERS.has(word) ||
      MOOD_WORDS.has(word) ||
      (LOOK_NOUNS.has(word) && i === at - 1) ||
      /^(?:dark|light)$/.test(word)
    )
      i -= 1;
    else break;
  }
  if (found.length === 0) return [];
  // Another look noun ends the run: "a coffee-brown palette and cream accents".
  return i < 0 || RUN_STARTS.has(words[i] ?? "") || LOOK_NOUNS.has(words[i] ?? "") ? found : undefined;
}

/** Colours after look noun `at` and a link word: "colours: navy and gold", "background should be black". */
function colourRunAfter(words: readonly string[], spans: readonly Span[], at: number): LookColour[] {
  let i = at + 1;
  const before = words[at - 1] ?? "";
  const role =
    ROLE_WORDS[words[at] ?? ""] ?? (LOOK_NOUNS.has(words[at] ?? "") ? ROLE_WORDS[before] : undefined);
  while (/^(?:should|must|will|would|could|to|always)$/.test(words[i] ?? "")) i += 1;
  if (!LINKS.has(words[i] ?? "")) return [];
  i += 1;
  const found: LookColour[] = [];
  while (i < words.length) {
    const span = spans.find((s) => s.start === i);
    if (span) {
      let colourRole = role;
      i = span.end;
      if (words[i] === "for") {
        // "navy for buttons and gold for highlights": a role; "green for done" is a status, not the look.
        colourRole = ROLE_WORDS[words[i + 1] ?? ""];
        if (colourRole === undefined) return found;
        i += 2;
      }
      found.push({ ...span.colour, role: colourRole });
    } else if (JOINERS.has(words[i] ?? "") || /^(?:a|an|the)$/.test(words[i] ?? "")) i += 1;
    else break;
  }
  return found;
}

/** "Navy for buttons and gold for highlights": colours given a role by name, in a sentence about the look. */
function assigned(words: readonly string[], spans: readonly Span[]): LookColour[] {
  if (!words.some((w) => LOOK_NOUNS.has(w))) return [];
  return spans.flatMap((s) => {
    const role = words[s.end] === "for" ? ROLE_WORDS[words[s.end + 1] ?? ""] : undefined;
    return role === undefined ? [] : [{ ...s.colour, role }];
  });
}

/** "Pastel pink, friendly, rounded": every word a colour, a mood word or a joiner. */
function onlyLookWords(words: readonly string[], spans: readonly Span[]): boolean {
  // One colour alone ("purple", as a reply to some question) is no look; two, one with a mood word, or one in
  // "make it pastel pink" are.
  const alone = spans.length === 1 && (spans[0]?.end ?? 0) - (spans[0]?.start ?? 0) === words.length;
  if (spans.length === 0 || alone) return false;
  return words.every(
    (w, i) =>
      spans.some((s) => i >= s.start && i < s.end) ||
      MOOD_WORDS.has(w) ||
      JOINERS.has(w) ||
      /^(?:a|an|very|with|and|mostly|:|make|keep|it|everything|in)$/.test(w),
  );
}

/** "… this look: pastel pink, friendly, rounded": look words only, after a colon that follows a look noun. */
function lookList(words: readonly string[], spans: readonly Span[]): boolean {
  const colon = words.indexOf(":");
  if (colon < 0 || !words.slice(0, colon).some((w) => LOOK_NOUNS.has(w))) return false;
  const after = spans
    .filter((s) => s.start > colon)
    .map((s) => ({ ...s, start: s.start - colon - 1, end: s.end - colon - 1 }));
  return onlyLookWords(words.slice(colon + 1), after);
}

/** A light or dark look: "dark" or "light" (not shaping a colour) before a look noun or "mode". */
function modeOf(words: readonly string[], spans: readonly Span[]): "light" | "dark" | undefined {
  const modes = new Set<"light" | "dark">();
  words.forEach((word, i) => {
    if (!/^(?:dark|light)$/.test(word) || spans.some((s) => i >= s.start && i < s.end)) return;
    let next = i + 1;
    while (MOOD_WORDS.has(words[next] ?? "") || words[next] === ",") next += 1;
    // "dark mode" alone may be an option beside the light one (the app already follows the device):
    // only "in dark mode", "always dark mode" fix it.
    const fixed = words[next] !== "mode" || /^(?:in|use|uses|using|always)$/.test(words[i - 1] ?? "");
    if ((LOOK_NOUNS.has(words[next] ?? "") || words[next] === "mode") && fixed)
      modes.add(word as "light" | "dark");
  });
  // "light and dark themes" are both: the app already follows the device.
  const both = /\b(?:light (?:and|or|\/) dark|dark (?:and|or|\/) light)\b/.test(words.join(" "));
  return modes.size === 1 && !both ? [...modes][0] : undefined;
}

const FONT_CUE = /\b(?:fonts?|typeface|typography|lettering|typefaces)\b/i;
const FAMILIES = [...FONT_FAMILIES].sort((a, b) => b[0].length - a[0].length);
const STOP_BEFORE_FONT =
  /^(?:Use|Using|With|In|The|A|An|Our|Please|Make|Set|And|Its|It|I|We|Font|Fonts|Large|Larger|Big|Bigger|Small|Bold|Nice|Clean|Readable|Modern|Simple|Default|Same|Different|Custom|Friendly|Playful|One|Any)$/;

/** The font a sentence asks for: a family it names, or a generic one ("a serif font"). */
function fontOf(sentence: string): LookFont | undefined {
  if (!FONT_CUE.test(sentence)) return undefined;
  for (const [family, generic] of FAMILIES) {
    const pattern = new RegExp(`(?<![\\w-])${family.replace(/ /g, "\\s+")}(?![\\w-])`, "i");
    if (pattern.test(sentence)) return { requested: family, generic };
  }
  const named =
    /\b(?:font|typeface)(?: family)?\s*(?::|=|is|should be|must be|of|called|named)\s*["“']?([A-Z][\w-]*(?: [A-Z][\w-]*){0,2})/.exec(
      sentence,
    )?.[1] ?? /([A-Z][\w-]*(?: [A-Z][\w-]*){0,2})["”']? (?:font|typeface)\b/.exec(sentence)?.[1];
  const words = (named ?? "").split(" ").filter((w) => w !== "");
  while (words.length > 0 && STOP_BEFORE_FONT.test(words[0] ?? "")) words.shift();
  if (words.length > 0) {
    const family = words.join(" ");
    const generic: FontGeneric =
      /serif$/i.test(family) && !/sans/i.test(family)
        ? "serif"
        : /mono|code/i.test(family)
          ? "monospace"
          : /script|hand/i.test(family)
            ? "cursive"
            : "sans-serif";
    return { requested: family, generic };
  }
  const generic =
    /\b(sans[- ]serif|serif|sans|monospaced?|typewriter|handwritten|handwriting|script|cursive)\s+(?:fonts?|typeface|text|lettering)\b/i.exec(
      sentence,
    )?.[1];
  if (generic === undefined) return undefined;
  const key = generic.toLowerCase().replace(" ", "-");
  return { requested: key === "sans" ? "sans-serif" : key, generic: GENERIC_FONT_WORDS[key] ?? "sans-serif" };
}

/** Where a brand name follows: "call it …", "an app called …", "brand name: …", "logo text …". */
const BRAND_LEADS = [
  /\b(?:call|name) (?:it|the (?:app|application|site|website|product|tool|shop|store))\s+/gi,
  /\b(?:app|application|site|website|platform|portal|brand|it)\s+(?:is\s+|should be\s+|will be\s+|must be\s+)?(?:called|named)\s+/gi,
  /\bbrand(?: name)?\s*(?::|is|should be|will be)\s*/gi,
  /\blogo(?: text)?\s*(?::|is|that says|saying|reading|reads|with the (?:text|words?))\s*/gi,
];

/** The brand name or logo text a sentence gives, as written (quoted text, or up to three capitalised words). */
function brandOf(sentence: string): string | undefined {
  for (const lead of BRAND_LEADS) {
    for (const match of sentence.matchAll(lead)) {
      const rest = sentence.slice((match.index ?? 0) + match[0].length);
      const name =
        /^["“'‘]([^"”'’]{1,40})["”'’]/.exec(rest)?.[1] ??
        /^([A-Z0-9][\w&'-]*(?:\s+(?:[A-Z0-9][\w&'-]*|&))*)/
          .exec(rest)?.[1]
          ?.split(/\s+/)
          .slice(0, 3)
          .join(" ");
      if (name !== undefined && name.trim() !== "")
        return name
          .trim()
          .replace(/[&-]+$/, "")
          .trim();
    }
  }
  return undefined;
}

/**
 * The text without the clauses that name the app ("Call it BrewBuddy", "logo text: Acme"): a brand is not a thing
 * the app keeps, so the words that give it are left out when things are read from an idea.
 */
export function withoutBrandClauses(text: string): string {
  let out = text;
  for (const sentence of sentencesOf(text)) {
    const brand = brandOf(sentence);
    if (brand === undefined) continue;
    for (const lead of BRAND_LEADS) {
      const at = [...sentence.matchAll(lead)].find((m) =>
        sentence
          .slice((m.index ?? 0) + m[0].length)
          .replace(/^["“'‘]/, "")
          .startsWith(brand),
      );
      if (at === undefined) continue;
      const start = at.index ?? 0;
      const rest = sentence.slice(start + at[0].length);
      const end = start + at[0].length + rest.indexOf(brand) + brand.length;
      const clause = sentence.slice(start, end).replace(/["”'’]$/, "");
      out = out.replace(clause, " ");
      break;
    }
  }
  return out;
}

function shapeOf(sentence: string, onlyLook: boolean): Look["shape"] {
  const s = sentence.toLowerCase();
  if (/\b(?:square|sharp) (?:corners|edges)\b|\bboxy\b/.test(s)) return "square";
  if (
    /\brounded (?:corners|edges|buttons|shapes|cards|look|design|style)\b|\bround(?:ed)? corners\b|\bsoft corners\b/.test(
      s,
    )
  )
    return "rounded";
  return onlyLook && /\brounded\b/.test(s) ? "rounded" : undefined;
}

/** The sentences of a text: split at line breaks and sentence ends (not inside a hex code or a decimal). */
function sentencesOf(text: string): string[] {
  return text
    .split(/\r?\n|;\s*|(?<=[.!?])\s+/)
    .map((s) => s.trim().replace(/[.!?]+$/, ""))
    .filter((s) => s !== "");
}

/** What one sentence says about the look. */
function readSentence(sentence: string): Omit<Look, "sentences"> {
  const words = tokens(sentence);
  const spans = spansOf(words);
  const choosing = CHOOSING.test(sentence);
  const onlyLook = onlyLookWords(words, spans) || lookList(words, spans);
  const colours: LookColour[] = [];
  const add = (found: readonly LookColour[]) => {
    for (const c of found) {
      const known = colours.find((k) => k.words === c.words);
      if (!known) colours.push(c);
      else known.role ??= c.role;
    }
  };
  if (!choosing) {
    words.forEach((word, at) => {
      if (!LOOK_NOUNS.has(word) || LOOK_NOUNS.has(words[at + 1] ?? "")) return;
      add([...(colourRunBefore(words, spans, at) ?? []), ...colourRunAfter(words, spans, at)]);
    });
    add(assigned(words, spans));
    if (onlyLook) add(spans.map((s) => ({ ...s.colour, role: undefined })));
  }
  const s = sentence.toLowerCase();
  return {
    colours,
    mode: choosing ? undefined : modeOf(words, spans),
    font: choosing ? undefined : fontOf(sentence),
    brand: brandOf(sentence),
    shape: shapeOf(sentence, onlyLook),
    contrast: /\bhigh[- ]contrast\b|\bstrong contrast\b|\bwcag (?:2(?:\.\d)? )?aaa\b/.test(s)
      ? "high"
      : undefined,
    textSize: /\b(?:large|larger|big|bigger) (?:text|fonts?|type|letters|print)\b/.test(s)
      ? "large"
      : undefined,
  };
}

/** Whether a reading says anything about the look. */
export function saysLook(look: Omit<Look, "sentences">): boolean {
  return (
    look.colours.length > 0 ||
    look.mode !== undefined ||
    look.font !== undefined ||
    look.brand !== undefined ||
    look.shape !== undefined ||
    look.contrast !== undefined ||
    look.textSize !== undefined
  );
}

/** What texts say about the look, sentence by sentence; the first sentence to give a part keeps it. */
export function readLook(texts: readonly string[]): Look {
  const look: Look = { colours: [], sentences: [] };
  for (const sentence of texts.flatMap(sentencesOf)) {
    const read = readSentence(sentence);
    if (!saysLook(read)) continue;
    if (!look.sentences.includes(sentence)) look.sentences.push(sentence);
    for (const c of read.colours) if (!look.colours.some((k) => k.hex === c.hex)) look.colours.push(c);
    look.mode ??= read.mode;
    look.font ??= read.font;
    look.brand ??= read.brand;
    look.shape ??= read.shape;
    look.contrast ??= read.contrast;
    look.textSize ??= read.textSize;
  }
  return look;
}

/**
 * Each role's colour: the roles the words give first (the first of a role wins), then colours without a role
 * fill the primary colour and the accent in order; a very light or very dark grey without a role ("navy and
 * white", "black and gold") is the background. Accents alone ("neon green accents") are the primary colour.
 */
export function colourRoles(colours: readonly LookColour[]): Partial<Record<ColourRole, LookColour>> {
  const roles: Partial<Record<ColourRole, LookColour>> = {};
  for (const c of colours) if (c.role !== undefined) roles[c.role] ??= c;
  for (const c of colours) {
    if (c.role !== undefined || Object.values(roles).includes(c)) continue;
    const hsl = colord(c.hex).toHsl();
    const neutral = hsl.s < 12 && (hsl.l > 90 || hsl.l < 8);
    if (neutral && roles.background === undefined) roles.background = c;
    else if (roles.primary === undefined) roles.primary = c;
    else roles.accent ??= c;
  }
  if (roles.primary === undefined && roles.accent !== undefined) {
    roles.primary = roles.accent;
    delete roles.accent;
  }
  return roles;
}
