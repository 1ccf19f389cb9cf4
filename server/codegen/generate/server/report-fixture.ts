import type { ReportPeriod } from "../../../../domain/artifacts/04-reports";
import type { ReportInfo } from "./report-plan";

/*
 * The known rows a generated report test stores (issue 17) and the figures the report must answer for them,
 * worked out here with whole numbers (cents for money and decimals), so a test compares the API's answer with
 * exact literals. Groups are "slots": slot i is the i-th value of an enum, the i-th related row the test makes, the
 * i-th period. Every slot's figure differs from the others', so a ranking's order is never a tie; a ranking gets one
 * slot more than its limit, so the limit shows.
 */

export interface FixtureRow {
  slot: number;
  /** The measured value in units (whole numbers, or cents for money and decimals). */
  units: number;
  /** The day of the period field (YYYY-MM-DD). */
  day: string;
  /** Whether a balance counts it negatively (its enum value is a negative one). */
  negative: boolean;
}

export interface FixtureGroup {
  slot: number;
  /** The period's first day, for period groups. */
  periodKey?: string;
  periodLabel?: string;
  /** The figure in units (whole numbers or cents). */
  units: number;
}

export interface Fixture {
  rows: FixtureRow[];
  /** The groups in the order the report answers them (period: time order; ranking: by figure), limited. */
  groups: FixtureGroup[];
  /** Whether the report's order is its own (a ranking, a period) or the test compares rows sorted by key. */
  ordered: boolean;
  /** The figure over every row, in units; null for an average, lowest or highest of none. */
  total: number;
  /** Whether values are cents (money, decimals) rather than whole numbers. */
  cents: boolean;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]; // prettier-ignore

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function isoDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The day of row `k` of slot `i` for a period, the period's first day and its words. */
export function periodDay(
  period: ReportPeriod,
  i: number,
  k: number,
): { day: string; key: string; label: string } {
  switch (period) {
    case "day": {
      const day = `2025-03-${pad(i + 1)}`;
      return { day, key: day, label: day };
    }
    case "week": {
      // 2025-03-03 is a Monday; rows fall on the Wednesday and Friday of their week.
      const monday = new Date(Date.UTC(2025, 2, 3 + 7 * i));
      const day = new Date(monday.getTime() + (2 + 2 * k) * 86_400_000);
      return { day: isoDay(day), key: isoDay(monday), label: `Week of ${isoDay(monday)}` };
    }
    case "month":
      return {
        day: `2025-${pad(i + 1)}-${k === 0 ? "10" : "25"}`,
        key: `2025-${pad(i + 1)}-01`,
        label: `${MONTHS[i] ?? ""} 2025`,
      };
    case "year":
      return {
        day: `${2020 + i}-${k === 0 ? "06-15" : "11-02"}`,
        key: `${2020 + i}-01-01`,
        label: String(2020 + i),
      };
  }
}

/** How many groups the fixture fills: one more than a ranking's limit (up to 9), else 3 (or the values there are). */
export function slotCount(info: ReportInfo): number {
  const g = info.grouping;
  if (g.kind === "none") return 1;
  if (g.kind === "field" && g.field.field.type === "boolean") return 2;
  const limit = info.report.limit;
  const wanted = limit !== undefined && limit <= 8 ? limit + 1 : 3;
  if (g.kind === "field" && g.field.field.type === "enum")
    return Math.min(wanted, g.field.field.enumValues?.length ?? 1);
  return g.kind === "period" ? Math.min(wanted, 12) : wanted;
}

function groupFigure(info: ReportInfo, rows: FixtureRow[]): number {
  const signed = rows.map((r) => (r.negative ? -r.units : r.units));
  switch (info.report.measure.fn) {
    case "count":
      return rows.length;
    case "sum":
      return signed.reduce((a, b) => a + b, 0);
    case "avg":
      // round(avg, 2): in units of a hundredth of the measured unit for whole numbers, of a cent for money.
      return Math.round(
        (signed.reduce((a, b) => a + b, 0) * (info.format === "integer" ? 100 : 1)) / rows.length,
      );
    case "min":
      return Math.min(...signed);
    case "max":
      return Math.max(...signed);
  }
}

/** The rows and expected figures of a report's test (see the module comment). */
export function reportFixture(info: ReportInfo): Fixture {
  const slots = slotCount(info);
  const cents = info.measure !== undefined && info.measure.field.type !== "integer";
  const count = info.report.measure.fn === "count";
  const rows: FixtureRow[] = [];
  let n = 0;
  const day = (slot: number, k: number) =>
    info.grouping.kind === "period" ? periodDay(info.grouping.period, slot, k).day : "2025-03-10";
  const add = (slot: number, units: number, k: number) => {
    rows.push({ slot, units, day: day(slot, k), negative: info.signed !== undefined && n % 2 === 1 });
    n += 1;
  };
  for (let i = 0; i < slots; i += 1) {
    if (count) for (let k = 0; k < slots - i; k += 1) add(i, 1, Math.min(k, 1));
    else add(i, cents ? 1025 + 733 * i : 5 + 7 * i, 0);
  }
  if (!count) add(0, cents ? 250 : 3, 1);
  let groups: FixtureGroup[] = [];
  for (let i = 0; i < slots; i += 1) {
    const period = info.grouping.kind === "period" ? periodDay(info.grouping.period, i, 0) : undefined;
    groups.push({
      slot: i,
      ...(period ? { periodKey: period.key, periodLabel: period.label } : {}),
      units: groupFigure(
        info,
        rows.filter((r) => r.slot === i),
      ),
    });
  }
  const order = info.report.order;
  const ordered = info.grouping.kind === "period" || order !== undefined;
  if (order !== undefined && info.grouping.kind !== "period")
    groups = [...groups].sort((a, b) => (order === "desc" ? b.units - a.units : a.units - b.units));
  if (info.report.limit !== undefined) groups = groups.slice(0, info.report.limit);
  return { rows, groups, ordered, total: groupFigure(info, rows), cents };
}

/** A figure in units as the literal the API answers: 1275 cents → 12.75; averages are in hundredths. */
export function figureLiteral(info: ReportInfo, units: number, cents: boolean): string {
  const fn = info.report.measure.fn;
  if (fn === "count") return String(units);
  return fn === "avg" || cents ? String(units / 100) : String(units);
}

/** A value in units as the literal a row is stored with: 1025 cents → 10.25. */
export function storedLiteral(units: number, cents: boolean): string {
  return cents ? String(units / 100) : String(units);
}
