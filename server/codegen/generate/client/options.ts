import type { ClientModel } from "./model";

/**
 * The option lists a view needs (relation name → target rows as {id, label}), loaded in the routed component
 * with the target's `use<Target>Options` hook and passed to the pure view as one `options` prop.
 */
export interface OptionsBlock {
  size: number;
  /** The `use<Target>Options` hooks it calls. */
  hooks: string[];
  typeName(view: string): string;
  typeDecl(view: string): string;
  hookCalls: string;
  optionImport(usesLabelOf: boolean): string;
  hookImport(extra: string[]): string;
}

export function optionsBlock(
  model: ClientModel,
  needs: Map<string, string>,
  variable = "options",
): OptionsBlock {
  const entries = [...needs.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const hooks = new Set<string>();
  const values = entries.map(([key, target]) => {
    const hasList = model.operation(target, "list") !== undefined && model.entity(target) !== undefined;
    if (hasList) hooks.add(`use${target}Options`);
    return `${key}: ${hasList ? `use${target}Options()` : "[]"}`;
  });
  return {
    size: entries.length,
    hooks: [...hooks].sort(),
    typeName: (view) => `${view}Options`,
    typeDecl: (view) =>
      entries.length === 0
        ? `\n/** This view shows no related rows. */\nexport type ${view}Options = Record<string, never>;\n`
        : `\n/** Rows of related entities, by relation, to show labels and fill pickers. */\nexport type ${view}Options = { ${entries.map(([k]) => `${k}: Option[]`).join("; ")} };\n`,
    hookCalls: `  const ${variable} = { ${values.join(", ")} };`,
    optionImport: (usesLabelOf) => {
      const names = [...(usesLabelOf ? ["labelOf"] : []), ...(entries.length > 0 ? ["type Option"] : [])];
      return names.length === 0 ? "" : `import { ${names.join(", ")} } from "../components/option";`;
    },
    hookImport: (extra) => {
      const names = [...new Set([...extra, ...hooks])].sort();
      return names.length === 0 ? "" : `import { ${names.join(", ")} } from "../labels";`;
    },
  };
}
