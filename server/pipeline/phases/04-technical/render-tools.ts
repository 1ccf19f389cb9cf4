import type { UiModel } from "../../../../domain/artifacts/04-ui-model";
import { bold, code, joinBlocks, joinInline, md, paragraph, table } from "../../markdown";
import { formulaOf } from "../02-srs/page-kinds";

/*
 * What the frontend architecture document says of a tool page (page-tools.ts): a calculator's formula, its
 * inputs with their ranges, its results and where they are saved; a quiz's cards and how it is scored; a
 * Markdown editor's documents and how its preview stays safe.
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
  const to = tool.scoreTo;
  const kept = to
    ? [
        `${code(to.fields.right).markdown} (right answers)`,
        ...(to.fields.asked ? [`${code(to.fields.asked).markdown} (cards asked)`] : []),
        ...(to.fields.percent ? [`${code(to.fields.percent).markdown} (percentage)`] : []),
      ]
    : [];
  const score = to
    ? ` ${bold("Save the score").markdown} creates a ${code(to.entity).markdown} row with ${kept.join(", ")} (today's date in its other required date fields).`
    : "";
  return paragraph(
    md(
      `${bold("Quiz:").markdown} the cards are the ${code(tool.entity).markdown} rows (up to 100, read through its list operation${tool.deck ? `, of one ${code(tool.deck).markdown} when the user picks one` : ""}), shuffled. Each shows its ${joinInline([code(tool.questionField)]).markdown}; ${bold("Show answer").markdown} reveals its ${code(tool.answerField).markdown}, and the user marks it ${bold("Right").markdown} or ${bold("Wrong").markdown}. After the last card the page shows the score (right answers out of the cards) and offers to start again.${score}`,
    ),
  );
}

function editorBlock(tool: Extract<NonNullable<Page["tool"]>, { kind: "editor" }>): string {
  const title = tool.titleField ? `its ${code(tool.titleField).markdown} and ` : "";
  return paragraph(
    md(
      `${bold("Editor:").markdown} the user picks a ${code(tool.entity).markdown} row (up to 100, read through its list operation) or starts a new one, writes ${title}its ${code(tool.bodyField).markdown} in Markdown, and sees the preview beside the text as they type. The preview is rendered by react-markdown, which builds React elements and renders no raw HTML; links other than http(s), mailto and relative ones are dropped. ${bold("Save").markdown} creates the row or updates it (today's date in its other required date fields).`,
    ),
  );
}

function chatBlock(tool: Extract<NonNullable<Page["tool"]>, { kind: "chat" }>): string {
  const room = tool.room ? `, of the ${code(tool.room).markdown} the user picks` : "";
  const author = tool.authorField
    ? ` Each message shows its ${code(tool.authorField).markdown}, which the server fills with the signed-in account's name (the name the user types when the app has no accounts).`
    : "";
  return paragraph(
    md(
      `${bold("Chat room:").markdown} the page shows the latest 100 ${code(tool.entity).markdown} rows${room}, read through its list operation, oldest first, and a composer for the ${code(tool.bodyField).markdown}; ${bold("Send").markdown} posts through the create operation.${author} The server pushes every created row to each page open on the same room over a WebSocket at ${code("/api/<messages>/live").markdown} on the app's own port (the session cookie is checked on the upgrade: 401 without one; messages from a client over 16 KiB close it; at most 200 clients; a ping every 30 s drops dead ones). The page reconnects with a growing delay and, while it cannot connect, reads the list every 5 seconds.`,
    ),
  );
}

/** The tool's paragraphs for its page block, or null for other pages. */
export function toolBlock(page: Page): string | null {
  switch (page.tool?.kind) {
    case undefined:
      return null;
    case "calculator":
      return calculatorBlock(page.tool);
    case "quiz":
      return quizBlock(page.tool);
    case "editor":
      return editorBlock(page.tool);
    case "chat":
      return chatBlock(page.tool);
  }
}
