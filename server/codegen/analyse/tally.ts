import type { AreaCoverage } from "../../../domain/api/code";

/** Rounds to one decimal, the precision every measured percentage is shown with. */
export const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Counts one area: each element adds 1 to the total and its share (0–1) to what is implemented; gaps are the
 * sentences shown to the user. An area with nothing to implement is complete (100).
 */
export class AreaTally {
  private implemented = 0;
  private total = 0;
  private readonly gaps: string[] = [];

  element(share: number, gaps: readonly string[] = []): void {
    this.total += 1;
    this.implemented += Math.max(0, Math.min(1, share));
    this.gaps.push(...gaps);
  }

  /** A gap that does not change the figures (a detail of an element counted elsewhere, or not checkable). */
  note(gap: string): void {
    this.gaps.push(gap);
  }

  result(): AreaCoverage {
    const implemented = Math.round(this.implemented * 100) / 100;
    const coverage = this.total === 0 ? 100 : round1((100 * this.implemented) / this.total);
    return { coverage, implemented, total: this.total, gaps: [...this.gaps] };
  }
}
