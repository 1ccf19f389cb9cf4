import { z } from "zod";
import { kebabIdSchema, servesSchema } from "./common";

/** The design model: what the system design document is rendered from (components, flows, stack, deployment). */
export const COMPONENT_KINDS = ["client", "server", "database", "worker", "external", "user"] as const;

export const designModelSchema = z.object({
  overview: z.string().min(1),
  architectureStyle: z.string().min(1),
  components: z.array(
    z.object({
      id: kebabIdSchema,
      name: z.string().min(1),
      kind: z.enum(COMPONENT_KINDS),
      description: z.string(),
      responsibilities: z.array(z.string()),
      technologies: z.array(z.string()),
      serves: servesSchema,
    }),
  ),
  dataFlows: z.array(
    z.object({ from: kebabIdSchema, to: kebabIdSchema, description: z.string(), protocol: z.string() }),
  ),
  /** One key flow shown as a sequence diagram (e.g. the main create action). */
  keyFlow: z.object({
    name: z.string(),
    serves: servesSchema,
    steps: z.array(z.object({ from: kebabIdSchema, to: kebabIdSchema, message: z.string() })),
  }),
  technologyStack: z.array(
    z.object({
      layer: z.string(),
      technology: z.string(),
      version: z.string().nullable(),
      rationale: z.string(),
    }),
  ),
  deployment: z.object({
    environment: z.string(),
    units: z.array(z.object({ name: z.string(), description: z.string() })),
    configuration: z.array(z.object({ name: z.string(), description: z.string() })),
  }),
  security: z.array(z.object({ concern: z.string(), measure: z.string(), serves: servesSchema })),
  nonFunctional: z.array(z.object({ requirementId: z.string(), strategy: z.string() })),
  /**
   * How the design handles each capability of the requirements model (CAP-n): where the generated app builds it,
   * or that no component builds it offline (absent in older models).
   */
  capabilities: z
    .array(
      z.object({
        capabilityId: z.string().regex(/^CAP-\d+$/),
        name: z.string().min(1),
        built: z.enum(["generated", "needs-provider"]),
        note: z.string().min(1),
        serves: servesSchema,
      }),
    )
    .optional(),
});
export type DesignModel = z.infer<typeof designModelSchema>;
