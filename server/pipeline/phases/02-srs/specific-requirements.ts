import type { ModelRequirement, RequirementsModel } from "../../../../domain/artifacts/01-requirements";
import { heading, joinBlocks, listOr, paragraph, tableOr } from "../../markdown";
import { renderRequirements } from "./requirement-block";
import { rolesClause } from "./users";

type Feature = RequirementsModel["features"][number];
type Category = NonNullable<ModelRequirement["category"]>;

/** The five software system attributes of IEEE 830 §3.5, in the standard's order. */
const ATTRIBUTES: readonly { category: Category; title: string; none: string }[] = [
  { category: "security", title: "Security", none: "No specific security requirements are stated." },
  {
    category: "availability",
    title: "Availability",
    none: "No specific availability requirements are stated.",
  },
  { category: "usability", title: "Usability", none: "No specific usability requirements are stated." },
  { category: "scalability", title: "Scalability", none: "No specific scalability requirements are stated." },
  {
    category: "maintainability",
    title: "Maintainability",
    none: "No specific maintainability requirements are stated.",
  },
];

const INTERFACES = [
  { key: "user", title: "3.1.1 User interfaces", none: "No specific user interfaces are required." },
  { key: "hardware", title: "3.1.2 Hardware interfaces", none: "No hardware interfaces are required." },
  { key: "software", title: "3.1.3 Software interfaces", none: "No software interfaces are required." },
  {
    key: "communications",
    title: "3.1.4 Communications interfaces",
    none: "No communications interfaces are required.",
  },
] as const;

/**
 * The feature a functional requirement or user story belongs to: its own `featureId` when that feature
 * exists, else the first feature listing it, else none.
 */
function featureOf(requirement: ModelRequirement, features: readonly Feature[]): string | null {
  const own = features.find((feature) => feature.id === requirement.featureId);
  if (own) return own.id;
  return features.find((feature) => feature.requirementIds.includes(requirement.id))?.id ?? null;
}

function byCategory(model: RequirementsModel, category: Category): ModelRequirement[] {
  return model.requirements.filter((r) => r.type === "non-functional" && r.category === category);
}

function functionalSection(model: RequirementsModel): string {
  const functional = model.requirements.filter((r) => r.type !== "non-functional");
  const groups = new Map<string | null, ModelRequirement[]>();
  for (const requirement of functional) {
    const feature = featureOf(requirement, model.features);
    groups.set(feature, [...(groups.get(feature) ?? []), requirement]);
  }
  const featureBlocks = model.features.map((feature, index) => {
    const members = groups.get(feature.id) ?? [];
    return joinBlocks([
      heading(4, `3.2.${index + 1} ${feature.name} (${feature.id})`),
      feature.description.trim() === "" ? null : paragraph(feature.description),
      renderRequirements(
        members.filter((r) => r.type === "functional"),
        5,
        "No functional requirements are recorded for this feature yet.",
      ),
      members.some((r) => r.type === "user-story")
        ? renderRequirements(
            members.filter((r) => r.type === "user-story"),
            5,
            "",
          )
        : null,
    ]);
  });
  const ungrouped = groups.get(null) ?? [];
  const other =
    ungrouped.length === 0
      ? null
      : joinBlocks([
          heading(4, `3.2.${model.features.length + 1} Other functional requirements`),
          paragraph("These requirements and user stories are not assigned to a feature."),
          renderRequirements(ungrouped, 5, ""),
        ]);
  return joinBlocks([
    heading(3, "3.2 Functional requirements"),
    functional.length === 0
      ? paragraph("No functional requirements are recorded.")
      : paragraph("Functional requirements and user stories are grouped by the feature they belong to."),
    ...featureBlocks,
    other,
  ]);
}

function designConstraints(model: RequirementsModel): string {
  const facts = [
    model.product.platform.trim() === "" ? null : `Platform: ${model.product.platform}`,
    model.delivery.hosting === null ? null : `Hosting: ${model.delivery.hosting}`,
  ].filter((fact) => fact !== null);
  const other = model.requirements.filter(
    (r) => r.type === "non-functional" && (r.category === "other" || r.category === null),
  );
  const empty = facts.length === 0 && other.length === 0;
  return joinBlocks([
    heading(3, "3.4 Design constraints"),
    empty ? paragraph("No design constraints beyond those in section 2.4 are stated.") : null,
    facts.length > 0 ? listOr(facts, "") : null,
    other.length > 0 ? renderRequirements(other, 4, "") : null,
  ]);
}

function attributesSection(model: RequirementsModel): string {
  const signIn = model.authentication.required
    ? `Users sign in before they use the product${
        model.authentication.roles.length > 0 ? `; ${rolesClause(model.authentication.roles)}` : ""
      }.`
    : "The product has no user accounts: nobody signs in.";
  const blocks = ATTRIBUTES.map(({ category, title, none }, index) =>
    joinBlocks([
      heading(4, `3.5.${index + 1} ${title}`),
      category === "security" ? paragraph(signIn) : null,
      renderRequirements(byCategory(model, category), 5, none),
    ]),
  );
  return joinBlocks([heading(3, "3.5 Software system attributes"), ...blocks]);
}

/** IEEE 830 section 3: interfaces, functional requirements by feature, performance, constraints, attributes, data. */
export function renderSpecificRequirements(model: RequirementsModel): string {
  const interfaces = INTERFACES.map(({ key, title, none }) =>
    joinBlocks([heading(4, title), listOr(model.externalInterfaces[key], none)]),
  );
  const entities = model.dataEntities.map((entity) => [entity.name, entity.details.join(", ") || "—"]);
  return joinBlocks([
    heading(2, "3 Specific Requirements"),
    heading(3, "3.1 External interfaces"),
    ...interfaces,
    functionalSection(model),
    heading(3, "3.3 Performance requirements"),
    renderRequirements(
      byCategory(model, "performance"),
      4,
      "No specific performance requirements are stated.",
    ),
    designConstraints(model),
    attributesSection(model),
    heading(3, "3.6 Logical database requirements"),
    entities.length > 0 ? paragraph("The product keeps the following information:") : null,
    tableOr(["Data entity", "Details"], entities, "The product keeps no persistent data."),
  ]);
}
