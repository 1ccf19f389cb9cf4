import type { DesignModel } from "../../../../domain/artifacts/03-system-design";
import { mermaidId, mermaidLabel } from "../../markdown";

type Component = DesignModel["components"][number];
type Kind = Component["kind"];

// Kebab-case ids become ids without "__", so these never collide with a component's node.
const SYSTEM_NODE = "system__";
const USER_NODE = "user__";

const SHAPES: Readonly<Record<Kind, [string, string]>> = {
  user: ['(["', '"])'],
  client: ['["', '"]'],
  server: ['["', '"]'],
  worker: ['[["', '"]]'],
  database: ['[("', '")]'],
  external: ['{{"', '"}}'],
};

const OUTSIDE: ReadonlySet<Kind> = new Set(["user", "external"]);

function node(id: string, label: string, kind: Kind): string {
  const [open, close] = SHAPES[kind];
  return `${mermaidId(id)}${open}${mermaidLabel(label)}${close}`;
}

function edge(from: string, to: string, label: string, arrow = "-->"): string {
  const text = label.trim() === "" ? "" : `|"${mermaidLabel(label)}"|`;
  return `${from} ${arrow}${text} ${to}`;
}

/** Flow endpoints that are not declared components, in first-use order: drawn as outside systems. */
function undeclared(model: DesignModel): string[] {
  const known = new Set(model.components.map((c) => c.id));
  const ids = model.dataFlows.flatMap((flow) => [flow.from, flow.to]).filter((id) => !known.has(id));
  return [...new Set(ids)];
}

function kindOf(model: DesignModel, id: string): Kind {
  return model.components.find((c) => c.id === id)?.kind ?? "external";
}

function flowLabel(flow: DesignModel["dataFlows"][number]): string {
  if (flow.description.trim() === "") return flow.protocol;
  return flow.protocol.trim() === "" ? flow.description : `${flow.description} (${flow.protocol})`;
}

/**
 * The context diagram: the system as one box, its users on one side and outside systems on the other; each
 * line carries the protocols of the data flows that cross the boundary, and points the way data moves.
 */
export function contextDiagram(model: DesignModel, systemName: string): string {
  const outsiders = [
    ...model.components.filter((c) => OUTSIDE.has(c.kind)).map((c) => c.id),
    ...undeclared(model),
  ];
  const lines = [`  ${SYSTEM_NODE}["${mermaidLabel(systemName)}"]`];
  const edges: string[] = [];
  if (!model.components.some((c) => c.kind === "user")) {
    lines.push(`  ${USER_NODE}(["User"])`);
    edges.push(`  ${USER_NODE} --> ${SYSTEM_NODE}`);
  }
  for (const id of outsiders) {
    const component = model.components.find((c) => c.id === id);
    lines.push(`  ${node(id, component?.name ?? id, kindOf(model, id))}`);
    const inward = model.dataFlows.filter((f) => f.from === id && !outsiders.includes(f.to));
    const outward = model.dataFlows.filter((f) => f.to === id && !outsiders.includes(f.from));
    const protocols = [
      ...new Set([...inward, ...outward].map((f) => f.protocol.trim()).filter((p) => p !== "")),
    ];
    const label = protocols.join(", ");
    const self = mermaidId(id);
    if (inward.length > 0 && outward.length > 0) edges.push(`  ${edge(self, SYSTEM_NODE, label, "<-->")}`);
    else if (outward.length > 0) edges.push(`  ${edge(SYSTEM_NODE, self, label)}`);
    else if (inward.length > 0 || kindOf(model, id) === "user")
      edges.push(`  ${edge(self, SYSTEM_NODE, label)}`);
    else edges.push(`  ${edge(SYSTEM_NODE, self, label, "---")}`);
  }
  return ["flowchart LR", ...lines, ...edges].join("\n");
}

/** The component diagram: every component by kind (the system's own inside a boundary) and every data flow. */
export function componentDiagram(model: DesignModel, systemName: string): string {
  const inside = model.components.filter((c) => !OUTSIDE.has(c.kind));
  const outside = model.components.filter((c) => OUTSIDE.has(c.kind));
  const lines = ["flowchart LR"];
  lines.push(...outside.filter((c) => c.kind === "user").map((c) => `  ${node(c.id, c.name, c.kind)}`));
  if (inside.length > 0) {
    lines.push(`  subgraph ${SYSTEM_NODE}["${mermaidLabel(systemName)}"]`);
    lines.push(...inside.map((c) => `    ${node(c.id, c.name, c.kind)}`));
    lines.push("  end");
  }
  lines.push(...outside.filter((c) => c.kind !== "user").map((c) => `  ${node(c.id, c.name, c.kind)}`));
  lines.push(...undeclared(model).map((id) => `  ${node(id, `${id} (not described)`, "external")}`));
  lines.push(...model.dataFlows.map((f) => `  ${edge(mermaidId(f.from), mermaidId(f.to), flowLabel(f))}`));
  return lines.join("\n");
}

/**
 * The key flow as a sequence diagram. Participants appear in the order they first take part; a step that
 * answers an earlier open call is drawn as a dashed reply.
 */
export function sequenceDiagram(model: DesignModel): string {
  const steps = model.keyFlow.steps;
  const order = [...new Set(steps.flatMap((step) => [step.from, step.to]))];
  const participants = order.map((id) => {
    const component = model.components.find((c) => c.id === id);
    const keyword = component?.kind === "user" ? "actor" : "participant";
    return `  ${keyword} ${mermaidId(id)} as ${mermaidLabel(component?.name ?? id)}`;
  });
  const open: { from: string; to: string }[] = [];
  const messages = steps.map((step) => {
    const answered = open.findIndex((call) => call.from === step.to && call.to === step.from);
    if (answered >= 0) open.splice(answered, 1);
    else open.push({ from: step.from, to: step.to });
    const arrow = answered >= 0 ? "-->>" : "->>";
    return `  ${mermaidId(step.from)}${arrow}${mermaidId(step.to)}: ${mermaidLabel(step.message)}`;
  });
  return ["sequenceDiagram", "  autonumber", ...participants, ...messages].join("\n");
}
