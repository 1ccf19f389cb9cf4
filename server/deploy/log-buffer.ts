import { DEPLOYMENT_LOG_LINES } from "../../domain/api/deployments";

/** Lines the client highlights start with this word (delivery.md §2.10). */
export const ERROR_PREFIX = "ERROR";

const MAX_LINE = 400;

/** Output that names a failure: compiler and bundler errors, npm's "ERR!", uncaught exceptions. */
const FAILURE = /\berror\b|ERR!|✘|\bfailed\b|exception|Cannot find|not found/i;

/**
 * The last lines of one deployment's build and run log, bounded to DEPLOYMENT_LOG_LINES. It remembers whether
 * lines arrived since the last save, so the supervisor writes it to the row periodically instead of per line.
 */
export class LogBuffer {
  private lines: string[];
  /** How many lines were ever added; `mark` uses it to find the lines of one phase after older ones dropped. */
  private added = 0;
  private dirty = false;

  constructor(
    initial: readonly string[] = [],
    private readonly limit = DEPLOYMENT_LOG_LINES,
  ) {
    this.lines = initial.slice(-limit);
  }

  /** Adds one line (colour codes and a trailing carriage return removed, at most MAX_LINE characters). */
  push(line: string): void {
    // eslint-disable-next-line no-control-regex -- ANSI colour sequences from build tools
    const clean = line.replace(/\x1b\[[0-9;]*m/g, "").replace(/\r$/, "");
    // A crash may print a whole minified bundle on one line; the full text stays in the run's log file.
    this.lines.push(clean.length > MAX_LINE ? `${clean.slice(0, MAX_LINE)} …` : clean);
    this.added++;
    if (this.lines.length > this.limit) this.lines.splice(0, this.lines.length - this.limit);
    this.dirty = true;
  }

  /** A line saying what went wrong, highlighted. */
  error(message: string): void {
    this.push(`${ERROR_PREFIX} ${message}`);
  }

  /** A position to pass to `markFailures` later: the lines added after it belong to one phase. */
  position(): number {
    return this.added;
  }

  /** Prefixes with ERROR the lines added since `position` that name a failure (a failed build's messages). */
  markFailures(position: number): void {
    const dropped = this.added - this.lines.length;
    for (let i = Math.max(0, position - dropped); i < this.lines.length; i++) {
      const line = this.lines[i] as string;
      if (!line.startsWith(ERROR_PREFIX) && FAILURE.test(line)) this.lines[i] = `${ERROR_PREFIX} ${line}`;
    }
    this.dirty = true;
  }

  snapshot(): string[] {
    return [...this.lines];
  }

  /** The lines when they changed since the last call, else null. */
  takeIfChanged(): string[] | null {
    if (!this.dirty) return null;
    this.dirty = false;
    return this.snapshot();
  }
}

/** Whether a line of a running app's error output names a failure (then it is shown highlighted). */
export function isFailureLine(line: string): boolean {
  return FAILURE.test(line);
}
