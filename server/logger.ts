/** A small levelled logger writing one line per event to stderr; never given secrets (callers mask them). */
type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

let threshold: number = ORDER.info;

export function setLogLevel(level: Level | "silent"): void {
  threshold = ORDER[level];
}

/** Control, bidirectional and zero-width characters in logged values become '?', so a log line reads as it is. */
export function printable(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, "?");
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (ORDER[level] < threshold) return;
  const extra = fields ? ` ${printable(JSON.stringify(fields))}` : "";
  process.stderr.write(`${new Date().toISOString()} ${level.toUpperCase()} ${message}${extra}\n`);
}

export const log = {
  debug: (m: string, f?: Record<string, unknown>) => write("debug", m, f),
  info: (m: string, f?: Record<string, unknown>) => write("info", m, f),
  warn: (m: string, f?: Record<string, unknown>) => write("warn", m, f),
  error: (m: string, f?: Record<string, unknown>) => write("error", m, f),
};
