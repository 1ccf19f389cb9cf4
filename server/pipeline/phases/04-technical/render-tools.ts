import type { UiModel } from "../../../../domain/artifacts/04-ui-model";
import { bold, code, joinBlocks, joinInline, md, paragraph, table } from "../../markdown";
import { formulaOf } from "../02-srs/page-kinds";

/*
 * What the frontend architecture document says of a tool page (page-tools.ts): a calculator's formula, its
 * inputs with their ranges, its results and where they are saved; a quiz's cards and how it is scored.
 */

type Page = UiModel["pages"][number];

function calculatorBlock(tool: Extract<NonNullable<Page["tool"]>, { kind: "calculator" }>): string {
  const formula = formulaOf(tool.formula);
  const saved = tool.saveTo;
  const field = (name: string) => {
    const target = saved?.fields[name];
    return target === undefined ? "—" : code(target);
  };
  return joinBlocks([
    paragraph(md(`${bold("Formula:").markdown} ${formula.statement}`)),
    table(
      ["Value", "Label", "Unit", "Accepted", saved ? `Saved to ${saved.entity}` : "Saved"],
      [
        ...formula.inputs.map((i) => [
          code(i.name),
          i.label,
          i.unit || "—",
          `${i.integer ? "a whole number " : ""}from ${i.min} to ${i.max}`,
          field(i.name),
        ]),
        ...formula.outputs.map((o) => [
          code(o.name),
          o.label,
          "—",
          o.kind === "number" ? `worked out, ${o.decimals} decimals` : "worked out",
          field(o.name),
        ]),
      ],
    ),
    paragraph(
      saved
        ? md(
            `The page checks every value before it shows a result (no result for a missing value, a value that is not a number or one out of range) and offers ${bold("Save").markdown}, which creates a ${code(saved.entity).markdown} row with the values above (today's date in its other required date fields).`,
          )
        : "The page checks every value before it shows a result (no result for a missing value, a value that is not a number or one out of range); nothing is saved.",
    ),
  ]);
}

function quizBlock(tool: Extract<NonNullable<Page["tool"]>, { kind: "quiz" }>): string {
  return paragraph(
    md(
      `${bold("Quiz:").markdown} the cards are the ${code(tool.entity).markdown} rows (up to 100, read through its list operation${tool.deck ? `, of one ${code(tool.deck).markdown} when the user picks one` : ""}), shuffled. Each shows its ${joinInline([code(tool.questionField)]).markdown}; ${bold("Show answer").markdown} reveals its ${code(tool.answerField).markdown}, and the user marks it ${bold("Right").markdown} or ${bold("Wrong").markdown}. After the last card the page shows the score (right answers out of the cards) and offers to start again.`,
    ),
  );
}

/** The tool's paragraphs for its page block, or null for other pages. */
export function toolBlock(page: Page): string | null {
  if (page.tool === undefined) return null;
  return page.tool.kind === "calculator" ? calculatorBlock(page.tool) : quizBlock(page.tool);
}
