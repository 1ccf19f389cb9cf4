import { commentText } from "../names";
import type { EntityInfo } from "./model";

/*
 * The shared schema of actions with rules (src/shared/schema.ts, issue 17 point 3): the tally of a once-per-user
 * entity, as GET …/{id}/tally answers it and the client reads it.
 */

/** The `<Row>Tally` schema and type of an entity's once-per-user rule; none without one. */
export function onceSchemaBlock(info: EntityInfo): string[] {
  const once = info.once;
  if (!once) return [];
  const target = commentText(once.targetInfo.entity.label.trim() || once.targetInfo.entity.name);
  const choice = once.choice
    ? once.choice.kind === "relation"
      ? "z.number().int().nullable()"
      : once.choice.field.field.type === "integer"
        ? "z.number().int().nullable()"
        : once.choice.field.field.type === "boolean"
          ? "z.boolean().nullable()"
          : "z.string().nullable()"
    : "z.null()";
  return [
    `/** How many ${commentText(info.entity.label.toLowerCase())} rows a ${target.toLowerCase()} has per choice, and the signed-in user's own (API schema ${info.entity.name}Tally). */`,
    `export const ${once.tallySchema} = z.object({`,
    "  total: z.number().int(),",
    `  counts: z.array(z.object({ choice: ${choice}, label: z.string(), count: z.number().int() })),`,
    `  mine: z.object({ id: z.number().int(), choice: ${choice} }).nullable(),`,
    ...(info.capacity
      ? [
          "  /** How many rows the target takes at most (null: no limit). */",
          "  limit: z.number().int().nullable(),",
        ]
      : []),
    "});",
    `export type ${once.tallyType} = z.infer<typeof ${once.tallySchema}>;`,
  ];
}
