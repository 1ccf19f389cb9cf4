import type { ReportFunction, ReportPeriod } from "../../../../domain/artifacts/04-reports";

/*
 * What one sentence of the requirements asks of a report (issue 17), read from its words only: the figure (a total,
 * a count, an average, the highest or lowest, a balance), the groups ("per month", "monthly", "by category", "for
 * each player"), a ranking ("top 5", "best", "leaderboard") and the chart it names. A sentence asks for a report
 * when it names one (a chart, graph, report, statistics, analysis, dashboard, summary, leaderboard, ranking), or
 * when it asks to see, show or know a figure (a total, sum, count, average, balance, a per-period figure).
 * Entering a total, a limit ("at most 3 loans", "the maximum number of seats") or reporting a problem asks for none.
 */

export interface ReportAsk {
  /** The figure asked for; undefined when the sentence names a report but no figure ("analysis charts"). */
  fn: ReportFunction | undefined;
  /** A balance: income minus expenses. */
  balance: boolean;
  /** The words after the figure naming what it measures ("spending", "calories", "score"). */
  measureWords: string[];
  periods: ReportPeriod[];
  /** The words after "by", "per", "for each" naming what groups the figure ("category", "player"). */
  groupWords: string[];
  /** A ranking: highest first, with its size (top 5; 10 when the sentence gives none). */
  ranking: { limit: number; subject: string[] } | undefined;
  chart: "bar" | "line" | "pie" | undefined;
}

const REPORT_NOUNS =
  /\b(?:charts?|graphs?|reports|reporting|statistics|stats|analytics|analysis|dashboards?|summary|summaries|leaderboards?|rankings?|overview|breakdown)\b/;
/** "report" as a noun: after an article, an adjective of time or a figure ("a monthly report", "sales report"). */
const REPORT_NOUN =
  /\b(?:a|the|an|monthly|weekly|daily|yearly|annual|summary|sales|expense|spending|usage|activity|progress)\s+reports?\b/;
const SHOW_VERBS =
  /\b(?:see|sees|seeing|view|views|viewing|show|shows|showing|display|displays|displayed|know|knows|track|tracks|tracking|check|get|calculate|calculates|calculated|compute|computes|monitor|monitors|review|compare|analy[sz]e|summari[sz]e|visuali[sz]e|follow|keep track)\b/;
const PERIOD_WORDS: readonly [RegExp, ReportPeriod][] = [
  [/\b(?:per|each|every|by)\s+day\b|\bdaily\b|\bday-by-day\b|\bday's\b|\bper-day\b/, "day"],
  [/\b(?:per|each|every|by)\s+week\b|\bweekly\b|\bweek's\b/, "week"],
  [/\b(?:per|each|every|by)\s+month\b|\bmonthly\b|\bmonth's\b|\bmonth by month\b/, "month"],
  [/\b(?:per|each|every|by)\s+year\b|\byearly\b|\bannual(?:ly)?\b|\byear's\b/, "year"],
];
const LIMITS =
  /\b(?:at most|no more than|up to|maximum number|max(?:imum)? of|limit(?:ed)? to|a limit|not more than)\b/;

const FIGURES: readonly [RegExp, ReportFunction, boolean][] = [
  [/\bbalances?\b/, "sum", true],
  [/\baverages?\b|\bmean\b/, "avg", false],
  [/\btotals?\b|\bsums?\b|\bhow much\b|\bspent in total\b/, "sum", false],
  [/\bnumber of\b|\bcounts?\b|\bhow many\b/, "count", false],
  [
    /\bhighest\b|\bmaximum\b|\bbiggest\b|\blargest\b|\bpersonal best\b|\brecord\s+(?:score|time)\b/,
    "max",
    false,
  ],
  [/\blowest\b|\bminimum\b|\bsmallest\b|\bcheapest\b/, "min", false],
];

const STOP = new Set(["the", "a", "an", "my", "our", "their", "his", "her", "its", "all", "each", "every", "of", "in", "on", "and", "or", "for", "per", "by", "with", "to", "from", "that", "this", "these", "those", "as", "at", "be", "is", "are", "can", "must", "should", "see", "show", "chart", "charts", "graph", "graphs", "report", "reports"]); // prettier-ignore

/** The content words after index `at` of `words`, up to a stop word after the first (at most 3). */
function phraseAfter(words: readonly string[], at: number): string[] {
  const out: string[] = [];
  for (let i = at; i < words.length && out.length < 3; i += 1) {
    const w = words[i] ?? "";
    if (STOP.has(w) || !/^[a-z][a-z'-]*$/.test(w)) {
      if (out.length > 0) break;
      if (["the", "a", "an", "my", "our", "their", "of", "each", "all"].includes(w)) continue;
      break;
    }
    out.push(w.replace(/'s$/, ""));
  }
  return out;
}

function words(sentence: string): string[] {
  return sentence
    .toLowerCase()
    .replace(/[^a-z0-9'\s-]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/** The figure a sentence asks for and the words after it ("total spending" → sum, ["spending"]). */
function figureOf(text: string, list: readonly string[]): Pick<ReportAsk, "fn" | "balance" | "measureWords"> {
  for (const [pattern, fn, balance] of FIGURES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const before = text.slice(0, match.index).split(/\s+/).filter(Boolean).length;
    const last = match[0].split(/\s+/).length;
    return { fn, balance, measureWords: phraseAfter(list, before + last) };
  }
  return { fn: undefined, balance: false, measureWords: [] };
}

/** The words naming what groups the figure: after "by", "per", "each", "every" (periods left out). */
function groupsOf(list: readonly string[]): string[] {
  const out: string[] = [];
  list.forEach((w, i) => {
    const next = list[i + 1] ?? "";
    const lead = w === "by" || w === "per" || w === "each" || w === "every";
    if (!lead || /^(?:day|week|month|year|hand)s?$/.test(next)) return;
    const phrase = phraseAfter(list, i + 1);
    if (phrase.length > 0) out.push(phrase.join(" "));
  });
  return out;
}

function rankingOf(text: string, list: readonly string[]): ReportAsk["ranking"] {
  const top = /\btop\s+(\d{1,2}|three|five|ten|twenty)\b/.exec(text);
  const named = /\bleaderboards?\b|\brankings?\b|\bbest\s+\w+|\bmost\s+(?:active|points|wins)\b/.test(text);
  if (!top && !named) return undefined;
  const numbers: Record<string, number> = { three: 3, five: 5, ten: 10, twenty: 20 };
  const limit = top ? (numbers[top[1] ?? ""] ?? Number(top[1])) : 10;
  const at = top ? list.indexOf(top[1] ?? "") + 1 : list.findIndex((w) => w === "best" || w === "of") + 1;
  return { limit: Math.min(Math.max(limit, 1), 100), subject: phraseAfter(list, Math.max(at, 0)) };
}

/** What a sentence asks of a report, or null when it asks for none (see the module comment). */
export function readReportAsk(sentence: string): ReportAsk | null {
  const text = ` ${sentence.toLowerCase().replace(/\s+/g, " ")} `;
  const list = words(sentence);
  if (LIMITS.test(text)) return null;
  const named = REPORT_NOUNS.test(text) || REPORT_NOUN.test(text);
  const figure = figureOf(text, list);
  const periods = PERIOD_WORDS.filter(([p]) => p.test(text)).map(([, period]) => period);
  const ranking = rankingOf(text, list);
  const shown = SHOW_VERBS.test(text);
  const asked = named || ranking !== undefined || (shown && (figure.fn !== undefined || periods.length > 0));
  if (!asked) return null;
  const chart = /\bpie\b|\bshare\b|\bproportion/.test(text)
    ? "pie"
    : /\bline\b|\btrend|\bover time\b|\bprogress\b/.test(text)
      ? "line"
      : /\bcharts?\b|\bgraphs?\b|\bbars?\b/.test(text)
        ? "bar"
        : undefined;
  return { ...figure, periods, groupWords: groupsOf(list), ranking, chart };
}

/** The sentences of a text (requirements may hold several). */
export function reportSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Whether a clause names a figure or a period of its own. */
function hasCue(clause: string): boolean {
  const text = ` ${clause.toLowerCase()} `;
  return (
    FIGURES.some(([pattern]) => pattern.test(text)) || PERIOD_WORDS.some(([pattern]) => pattern.test(text))
  );
}

/**
 * The reports a sentence asks for, each with the words that name it: one per clause when its clauses name figures
 * of their own ("see my average pace and my weekly distance"), else one for the whole sentence.
 */
export function readReportAsks(sentence: string): { ask: ReportAsk; text: string }[] {
  const whole = readReportAsk(sentence);
  if (!whole) return [];
  const clauses = sentence.split(/\s*(?:,|;|\band\b)\s*/).filter((c) => c.trim() !== "");
  const cued = clauses.filter(hasCue);
  if (cued.length < 2 || whole.ranking) return [{ ask: whole, text: sentence }];
  return cued.map((clause) => {
    const list = words(clause);
    const text = ` ${clause.toLowerCase()} `;
    return {
      ask: {
        ...figureOf(text, list),
        periods: PERIOD_WORDS.filter(([p]) => p.test(text)).map(([, period]) => period),
        groupWords: groupsOf(list),
        ranking: undefined,
        chart: whole.chart,
      },
      text: clause,
    };
  });
}
