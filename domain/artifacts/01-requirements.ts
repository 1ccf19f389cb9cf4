import { z } from "zod";
import { requirementIdSchema } from "./common";

/**
 * The requirements model: what the SRS (IEEE 830) is rendered from. Built from the checklist answers, the
 * chat and the requirements the user confirmed; the next phase reads this, never the SRS prose.
 */
export const NFR_CATEGORIES = [
  "performance",
  "security",
  "usability",
  "availability",
  "scalability",
  "maintainability",
  "other",
] as const;

export const modelRequirementSchema = z.object({
  id: requirementIdSchema,
  type: z.enum(["functional", "non-functional", "user-story"]),
  /** A short title for lists and the traceability matrix. */
  title: z.string().min(1),
  description: z.string().min(1),
  priority: z.enum(["must", "should", "could"]),
  status: z.enum(["confirmed", "unconfirmed"]),
  source: z.enum(["chat", "checklist", "user"]),
  /** The feature (F-n) a functional requirement or user story belongs to. */
  featureId: z.string().nullable(),
  category: z.enum(NFR_CATEGORIES).nullable().describe("for non-functional requirements"),
  /** Testable statements: each becomes a test case later. */
  acceptanceCriteria: z.array(z.string().min(1)).min(1),
});
export type ModelRequirement = z.infer<typeof modelRequirementSchema>;

/**
 * What an idea asks for beyond keeping records (K6): reminders, search, reports, games, calculators, business rules, … Each is
 * stated by requirements; `built` says whether the embedded engine's generated app builds it or it needs an AI
 * provider or hand-written code.
 */
export const CAPABILITY_KINDS = [
  "reminders",
  "search",
  "reports",
  "import",
  "export",
  "payments",
  "real-time",
  "game",
  "calculator",
  "editor",
  "file-upload",
  "maps",
  "calendar",
  "rules",
] as const;
export type CapabilityKind = (typeof CAPABILITY_KINDS)[number];

export const capabilitySchema = z.object({
  /** CAP-1, CAP-2, …: not a requirement id; the requirements that state it are in `requirementIds`. */
  id: z.string().regex(/^CAP-\d+$/),
  kind: z.enum(CAPABILITY_KINDS),
  /** A short name: "Chess", "Mortgage calculator", "Reminders and notifications". */
  name: z.string().min(1),
  /** What the application will do, in one plain sentence. */
  statement: z.string().min(1),
  requirementIds: z.array(requirementIdSchema).min(1),
  /** Whether the embedded engine's generated app builds it, or it needs an AI provider or hand-written code. */
  built: z.enum(["generated", "needs-provider"]),
  /** One sentence saying why. */
  reason: z.string().min(1),
});
export type Capability = z.infer<typeof capabilitySchema>;

export const requirementsModelSchema = z.object({
  product: z.object({
    name: z.string().min(1),
    /** The idea as the user wrote it (the project's description): every later phase's model prompt sees it. */
    idea: z.string().optional(),
    purpose: z.string().min(1),
    scope: z.string().min(1),
    perspective: z.string().min(1).describe("how the product relates to other systems (IEEE 830 §2.1)"),
    goals: z.array(z.string()),
    successMeasures: z.array(z.string()),
    platform: z.string(),
  }),
  definitions: z.array(z.object({ term: z.string(), definition: z.string() })),
  references: z.array(z.string()),
  userClasses: z.array(
    z.object({ name: z.string().min(1), description: z.string(), permissions: z.array(z.string()) }),
  ),
  /** Whether users sign in; drives accounts in the design, the API and the generated app. */
  authentication: z.object({ required: z.boolean(), roles: z.array(z.string()) }),
  features: z.array(
    z.object({
      id: z.string().regex(/^F-\d+$/),
      name: z.string().min(1),
      description: z.string(),
      requirementIds: z.array(requirementIdSchema),
    }),
  ),
  requirements: z.array(modelRequirementSchema),
  /** What the idea asks for beyond records and whether the generated app builds it (absent in older models). */
  capabilities: z.array(capabilitySchema).optional(),
  /** The things the app keeps, as the user described them ('Thing: detail, detail'). */
  dataEntities: z.array(z.object({ name: z.string().min(1), details: z.array(z.string()) })),
  externalInterfaces: z.object({
    user: z.array(z.string()),
    software: z.array(z.string()),
    hardware: z.array(z.string()),
    communications: z.array(z.string()),
  }),
  constraints: z.array(z.string()),
  assumptions: z.array(z.string()),
  dependencies: z.array(z.string()),
  delivery: z.object({
    phased: z.boolean(),
    firstRelease: z.string().nullable(),
    deadline: z.string().nullable(),
    hosting: z.string().nullable(),
  }),
});
export type RequirementsModel = z.infer<typeof requirementsModelSchema>;
