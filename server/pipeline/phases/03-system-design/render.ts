import type { DesignModel } from "../../../../domain/artifacts/03-system-design";
import {
  bold,
  bulletList,
  code,
  codeBlock,
  documentHeader,
  escapeMarkdown,
  heading,
  joinBlocks,
  md,
  paragraph,
  tableOr,
  type DocumentMeta,
} from "../../markdown";
import { servesText, sortRequirementIds, traceabilityTable } from "../../traceability";
import { componentDiagram, contextDiagram, sequenceDiagram } from "./diagrams";

const KIND_LABEL: Readonly<Record<DesignModel["components"][number]["kind"], string>> = {
  user: "User",
  client: "Client",
  server: "Server",
  database: "Database",
  worker: "Worker",
  external: "External system",
};

function nameOf(model: DesignModel, id: string): string {
  return model.components.find((c) => c.id === id)?.name ?? id;
}

function components(model: DesignModel, systemName: string): string {
  const rows = model.components.map((c) => [
    md(`${bold(c.name).markdown} ${code(c.id).markdown}`),
    KIND_LABEL[c.kind],
    c.description || "—",
    c.responsibilities.join("; ") || "—",
    c.technologies.join(", ") || "—",
    servesText(c.serves),
  ]);
  const flows = model.dataFlows.map((f) => [
    nameOf(model, f.from),
    nameOf(model, f.to),
    f.description || "—",
    f.protocol || "—",
  ]);
  return joinBlocks([
    heading(2, "3 Components"),
    paragraph("Every component, the system's own inside its boundary, with the data flows between them."),
    codeBlock("mermaid", componentDiagram(model, systemName)),
    tableOr(
      ["Component", "Kind", "Description", "Responsibilities", "Technologies", "Requirements"],
      rows,
      "No components are described.",
    ),
    heading(3, "3.1 Data flows"),
    tableOr(["From", "To", "Description", "Protocol"], flows, "No data flows are described."),
    capabilities(model),
  ]);
}

const BUILT_LABEL = { generated: "Generated", "needs-provider": "Not built offline" } as const;

/** Section 3.2: what the design builds of each capability, and what no component implements (absent in older models). */
function capabilities(model: DesignModel): string | null {
  if (model.capabilities === undefined) return null;
  const rows = model.capabilities.map((c) => [
    `${c.capabilityId} ${c.name}`,
    BUILT_LABEL[c.built],
    c.note,
    servesText(c.serves),
  ]);
  return joinBlocks([
    heading(3, "3.2 Capabilities beyond keeping records"),
    rows.length > 0
      ? paragraph(
          "What the requirements ask for besides records: where this design builds it, or that no component does and it needs an AI provider or hand-written code. The components keep the records such a capability works with (section 3); none of them implements what is not built offline.",
        )
      : null,
    tableOr(
      ["Capability", "Built", "Note", "Requirements"],
      rows,
      "The requirements ask for nothing beyond keeping records.",
    ),
  ]);
}

function keyFlow(model: DesignModel): string {
  const { keyFlow: flow } = model;
  const serves = flow.serves.length > 0 ? `It serves ${sortRequirementIds(flow.serves).join(", ")}.` : "";
  const steps = flow.steps.map(
    (step) => `${nameOf(model, step.from)} → ${nameOf(model, step.to)}: ${step.message}`,
  );
  return joinBlocks([
    heading(2, `4 Key flow: ${flow.name.trim() || "unnamed"}`),
    steps.length === 0
      ? paragraph(`No steps are described for this flow. ${serves}`.trim())
      : joinBlocks([
          paragraph(`The flow step by step. ${serves}`.trim()),
          codeBlock("mermaid", sequenceDiagram(model)),
          bulletList(steps, { ordered: true }),
        ]),
  ]);
}

function deployment(model: DesignModel): string {
  const { deployment: target } = model;
  const units = target.units.map((u) => [code(u.name), u.description || "—"]);
  const config = target.configuration.map((c) => [code(c.name), c.description || "—"]);
  return joinBlocks([
    heading(2, "6 Deployment"),
    paragraph(target.environment || "No deployment environment is described."),
    heading(3, "6.1 Deployment units"),
    tableOr(["Unit", "Description"], units, "No deployment units are described."),
    heading(3, "6.2 Configuration"),
    config.length > 0 ? paragraph("The environment variables each deployment sets:") : null,
    tableOr(["Variable", "Description"], config, "No configuration variables are needed."),
  ]);
}

function traceability(model: DesignModel): string {
  return traceabilityTable([
    ...model.components.map((c) => ({ element: `Component: ${c.name}`, serves: c.serves })),
    ...(model.capabilities ?? []).map((c) => ({
      element: `Capability: ${c.name} (${BUILT_LABEL[c.built].toLowerCase()})`,
      serves: c.serves,
    })),
    { element: `Key flow: ${model.keyFlow.name}`, serves: model.keyFlow.serves },
    ...model.security.map((s) => ({ element: `Security: ${s.concern}`, serves: s.serves })),
    ...model.nonFunctional.map((n) => ({
      element: "Non-functional strategy (section 8)",
      serves: [n.requirementId],
    })),
  ]);
}

/**
 * Renders the system design document from the design model: overview, a Mermaid context diagram, the
 * component diagram and table, the key flow as a sequence diagram, stack, deployment, security, the
 * non-functional strategies and the requirement ids each element serves.
 */
export function renderSystemDesign(model: DesignModel, meta: DocumentMeta): string {
  const systemName = meta.productName?.trim() || "The system";
  const stack = model.technologyStack.map((t) => [
    t.layer,
    t.technology,
    t.version ?? "—",
    t.rationale || "—",
  ]);
  const security = model.security.map((s) => [s.concern, s.measure, servesText(s.serves)]);
  const strategies = model.nonFunctional.map((n) => [n.requirementId, n.strategy]);
  return joinBlocks([
    documentHeader("System Design", meta.productName ?? null, meta),
    heading(2, "1 Overview"),
    paragraph(model.overview),
    paragraph(
      md(
        `${bold("Architecture style:").markdown} ${escapeMarkdown(model.architectureStyle, { oneLine: true })}`,
      ),
    ),
    heading(2, "2 Context"),
    paragraph(
      "The system in its surroundings: who uses it and which outside systems it exchanges data with.",
    ),
    codeBlock("mermaid", contextDiagram(model, systemName)),
    components(model, systemName),
    keyFlow(model),
    heading(2, "5 Technology stack"),
    tableOr(["Layer", "Technology", "Version", "Rationale"], stack, "No technology choices are recorded."),
    deployment(model),
    heading(2, "7 Security"),
    tableOr(["Concern", "Measure", "Requirements"], security, "No security measures are described."),
    heading(2, "8 Non-functional strategies"),
    tableOr(["Requirement", "Strategy"], strategies, "No non-functional strategies are described."),
    heading(2, "9 Traceability"),
    traceability(model),
  ]);
}
