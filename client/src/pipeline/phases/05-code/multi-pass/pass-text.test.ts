import { describe, expect, it } from "vitest";
import { PASS_NUMBERS } from "@domain/api/code";
import { passReport } from "@domain/rules/multi-pass";
import { formatters } from "@/i18n/format";
import { passDetail, passStatusLabel } from "./pass-text";

describe("pass card texts", () => {
  it("say in English exactly what passReport says, for every status and verdict", () => {
    const fmt = formatters("en");
    const figures = [0, 30, 49.9, 50, 62.5, 65, 70, 75, 79.9, 80, 84, 87.5, 90, 94.9, 95, 97, 100];
    for (const passNumber of PASS_NUMBERS)
      for (const overall of figures)
        for (const after of [null, ...figures]) {
          const report = passReport(passNumber, overall, after);
          expect(passDetail(fmt, passNumber, report)).toBe(report.detail);
          expect(passStatusLabel(report)).toBe(report.label);
        }
  });
});
