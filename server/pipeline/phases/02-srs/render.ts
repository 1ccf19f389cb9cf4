import type { RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import {
  bold,
  bulletList,
  documentHeader,
  escapeMarkdown,
  heading,
  joinBlocks,
  listOr,
  md,
  paragraph,
  table,
  tableOr,
  type DocumentMeta,
} from "../../markdown";
import { compareRequirementIds } from "../../traceability";
import { keptRecords } from "./capabilities";
import { REQUIREMENT_LABELS } from "./requirement-block";
import { renderSpecificRequirements } from "./specific-requirements";
import { rolesClause } from "./users";

const ACRONYMS: readonly [string, string][] = [
  ["FR", "Functional requirement"],
  ["NFR", "Non-functional requirement"],
  ["SRS", "Software Requirements Specification"],
  ["US", "User story"],
];

const IEEE_830 = "IEEE Std 830-1998, IEEE Recommended Practice for Software Requirements Specifications";

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A labelled list, or the sentence saying there is nothing to list. */
function labelledList(label: string, items: readonly string[], emptySentence: string): string {
  if (items.length === 0) return paragraph(emptySentence);
  return joinBlocks([paragraph(bold(label)), bulletList(items)]).trimEnd();
}

function introduction(model: RequirementsModel): string {
  const { product } = model;
  const count = (type: string) => model.requirements.filter((r) => r.type === type).length;
  const overview =
    "Section 2 describes the product in general terms: its perspective, functions, users, constraints, " +
    "assumptions and dependencies. Section 3 states the specific requirements, each with an id, a priority " +
    "and acceptance criteria. Appendix A summarises every requirement; Appendix B records the delivery plan. " +
    `This version specifies ${plural(count("functional"), "functional requirement", "functional requirements")}, ` +
    `${plural(count("non-functional"), "non-functional requirement", "non-functional requirements")} and ` +
    `${plural(count("user-story"), "user story", "user stories")} in ${plural(model.features.length, "feature", "features")}.`;
  const definitions = [
    ...model.definitions.map((d) => [d.term, d.definition]),
    ...ACRONYMS.map(([term, definition]) => [term, definition]),
  ];
  return joinBlocks([
    heading(2, "1 Introduction"),
    heading(3, "1.1 Purpose"),
    paragraph(product.purpose),
    paragraph(
      `This document specifies the software requirements of ${product.name}. It is written for the people who ` +
        "review and approve it; the system design, the technical documents and the code are derived from it.",
    ),
    heading(3, "1.2 Scope"),
    paragraph(product.scope),
    labelledList("Goals:", product.goals, "No goals are stated beyond the scope above."),
    labelledList("Success measures:", product.successMeasures, "No measurable success criteria are stated."),
    heading(3, "1.3 Definitions, acronyms and abbreviations"),
    table(["Term", "Definition"], definitions),
    heading(3, "1.4 References"),
    bulletList([...model.references, IEEE_830]),
    heading(3, "1.5 Overview"),
    paragraph(overview),
  ]);
}

function overallDescription(model: RequirementsModel): string {
  const { product, authentication } = model;
  const functions = model.features.map((feature) => {
    const name = bold(`${feature.id} ${feature.name}`).markdown;
    const description =
      feature.description.trim() === "" ? "" : `: ${escapeMarkdown(feature.description, { oneLine: true })}`;
    const ids = feature.requirementIds.length > 0 ? ` (${feature.requirementIds.join(", ")})` : "";
    return md(`${name}${description}${ids}`);
  });
  const users = model.userClasses.map((u) => [u.name, u.description || "—", u.permissions.join("; ") || "—"]);
  const signIn = authentication.required
    ? `Users sign in with an account${authentication.roles.length > 0 ? `; ${rolesClause(authentication.roles)}` : ""}.`
    : "Users do not sign in; the product has no accounts.";
  return joinBlocks([
    heading(2, "2 Overall Description"),
    heading(3, "2.1 Product perspective"),
    paragraph(product.perspective),
    product.platform.trim() === "" ? null : paragraph(`Platform: ${product.platform}.`),
    heading(3, "2.2 Product functions"),
    listOr(functions, "No product functions are recorded yet."),
    heading(3, "2.3 User characteristics"),
    tableOr(["User class", "Description", "Permissions"], users, "No user classes are described."),
    paragraph(signIn),
    heading(3, "2.4 Constraints"),
    listOr(model.constraints, "No constraints are stated."),
    heading(3, "2.5 Assumptions and dependencies"),
    labelledList("Assumptions:", model.assumptions, "No assumptions are stated."),
    labelledList("Dependencies:", model.dependencies, "No dependencies on other systems are stated."),
    capabilitiesSection(model),
  ]);
}

/**
 * Section 2.6: each capability beyond records, what the application will do and whether the embedded engine
 * builds it; for one it does not, exactly that, and what it does build instead (the records). Models built
 * before capabilities were recognised have no such section.
 */
function capabilitiesSection(model: RequirementsModel): string | null {
  const { capabilities } = model;
  if (capabilities === undefined) return null;
  const records = keptRecords(model);
  const blocks = capabilities.map((c) => {
    const label = bold(`${c.id} ${c.name}`).markdown;
    const ids = c.requirementIds.length > 0 ? ` (${c.requirementIds.join(", ")})` : "";
    const built = bold(
      c.built === "generated" ? "Built by the embedded engine:" : "Not built offline:",
    ).markdown;
    return paragraph(
      md(
        `${label}${ids}: ${escapeMarkdown(c.statement, { oneLine: true })} ${built} ${escapeMarkdown(c.reason, { oneLine: true })}`,
      ),
    );
  });
  const kept =
    records === ""
      ? "The generated application keeps no records of its own"
      : `The generated application keeps ${records} as records, with pages to list, add and edit them`;
  return joinBlocks([
    heading(3, "2.6 Capabilities beyond keeping records"),
    capabilities.length === 0
      ? paragraph("The product asks for nothing beyond keeping records and the pages to work with them.")
      : joinBlocks([
          paragraph(
            "What the product must do besides keeping records, and whether the embedded engine builds it. " +
              `${kept}; what it does not build offline needs an AI provider or hand-written code.`,
          ),
          ...blocks,
        ]),
  ]);
}

function appendices(model: RequirementsModel): string {
  const { priority, status, type } = REQUIREMENT_LABELS;
  const rows = [...model.requirements]
    .sort((a, b) => compareRequirementIds(a.id, b.id))
    .map((r) => [r.id, type[r.type], priority[r.priority], status[r.status], r.title]);
  const notSpecified = "Not specified";
  const delivery = [
    ["Phased delivery", model.delivery.phased ? "Yes" : "No"],
    ["First release", model.delivery.firstRelease ?? notSpecified],
    ["Deadline", model.delivery.deadline ?? notSpecified],
    ["Hosting", model.delivery.hosting ?? notSpecified],
  ];
  return joinBlocks([
    heading(2, "Appendix A: Requirements summary"),
    tableOr(["ID", "Type", "Priority", "Status", "Title"], rows, "No requirements are recorded."),
    heading(2, "Appendix B: Delivery"),
    table(["Item", "Value"], delivery),
  ]);
}

/**
 * Renders the Software Requirements Specification (IEEE 830 structure) from the requirements model. Pure:
 * the same model and meta always give the same Markdown; every piece of user text is escaped.
 */
export function renderSrs(model: RequirementsModel, meta: DocumentMeta): string {
  return joinBlocks([
    documentHeader("Software Requirements Specification", model.product.name, meta),
    introduction(model),
    overallDescription(model),
    renderSpecificRequirements(model),
    appendices(model),
  ]);
}
