import type { InferInsertModel, InferSelectModel } from "drizzle-orm";
import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { GeneratedBy } from "../../domain/api/ai";
import type { NotificationParams } from "../../domain/api/notifications";
import type { ModelFeature } from "../../domain/api/code";

/** Usernames are unique regardless of case: the index is on lower(username). */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    name: text("name").notNull(),
    role: text("role"),
    /** scrypt$N$r$p$salt$hash (base64); never leaves the server. */
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`)],
);
export type UserRow = InferSelectModel<typeof users>;

/** Server-side sessions. The cookie holds a random token; only its HMAC is stored here. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);
export type SessionRow = InferSelectModel<typeof sessions>;

export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    /** 'active' until a phase moves it on ('preview-ready', 'deployed'). */
    status: text("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("projects_owner_idx").on(t.ownerId)],
);
export type ProjectRow = InferSelectModel<typeof projects>;
export type NewProjectRow = InferInsertModel<typeof projects>;

/**
 * Every document of the chain (SRS, system design, technical documents), one row per version.
 * `model` is the typed model the Markdown `content` was rendered from.
 */
export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["srs", "system_design", "technical"] }).notNull(),
    documentType: text("document_type"),
    title: text("title").notNull(),
    version: integer("version").notNull().default(1),
    status: text("status"),
    content: text("content").notNull().default(""),
    model: jsonb("model"),
    /**
     * The upstream document version this one was generated from (a design's SRS, a technical document's
     * design); a document is outdated once its upstream has a newer version.
     */
    basedOnId: integer("based_on_id").references((): AnyPgColumn => documents.id, { onDelete: "set null" }),
    /** What wrote this version (the model, or the embedded engine and why); null in rows older than the field. */
    generatedBy: jsonb("generated_by").$type<GeneratedBy>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
  },
  (t) => [
    index("documents_project_kind_idx").on(t.projectId, t.kind),
    // One row per version of each document: two generations racing cannot both take the same number.
    uniqueIndex("documents_version_idx").on(
      t.projectId,
      t.kind,
      sql`coalesce(${t.documentType}, '')`,
      t.version,
    ),
  ],
);
export type DocumentRow = InferSelectModel<typeof documents>;
export type NewDocumentRow = InferInsertModel<typeof documents>;

/**
 * One checklist per project. `answers` maps question id → answer; the sections shown to the user are the
 * question bank with these answers filled in (domain/checklist), so the bank can grow without migrations.
 */
export const checklists = pgTable("checklists", {
  id: serial("id").primaryKey(),
  projectId: integer("project_id")
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: "cascade" }),
  /** 'in_progress' → 'completed' (every section done, marked by the user) → 'signed_off' (SRS approved). */
  status: text("status").notNull().default("in_progress"),
  answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
  currentSection: integer("current_section").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
});
export type ChecklistRow = InferSelectModel<typeof checklists>;

/** Requirements with per-project ids (FR-n, NFR-n, US-n), from the chat, the checklist or the user. */
export const requirements = pgTable(
  "requirements",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    type: text("type", { enum: ["functional", "non-functional", "user-story"] }).notNull(),
    description: text("description").notNull(),
    /** 'confirmed' once the user confirms it; 'unconfirmed' as extracted. */
    status: text("status", { enum: ["unconfirmed", "confirmed"] })
      .notNull()
      .default("unconfirmed"),
    priority: text("priority", { enum: ["must", "should", "could"] })
      .notNull()
      .default("should"),
    /** Where it came from: 'chat' (message id in sourceRef), 'checklist' (question id), or 'user'. */
    source: text("source", { enum: ["chat", "checklist", "user"] }).notNull(),
    sourceRef: text("source_ref"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("requirements_project_code_idx").on(t.projectId, t.code),
    index("requirements_project_idx").on(t.projectId),
  ],
);
export type RequirementRow = InferSelectModel<typeof requirements>;

/** Chat messages per project and assistant. */
export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    aiAgent: text("ai_agent").notNull(),
    role: text("role", { enum: ["ai", "user"] }).notNull(),
    content: text("content").notNull(),
    /** What wrote an assistant's message (the model, or the embedded engine and why); null for the user's. */
    generatedBy: jsonb("generated_by").$type<GeneratedBy>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("messages_project_agent_idx").on(t.projectId, t.aiAgent, t.id)],
);
export type MessageRow = InferSelectModel<typeof messages>;

/** The interview state of an assistant in a project (which question it is on, what it has covered). */
export const conversations = pgTable(
  "conversations",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    aiAgent: text("ai_agent").notNull(),
    state: jsonb("state").$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("conversations_project_agent_idx").on(t.projectId, t.aiAgent)],
);
export type ConversationRow = InferSelectModel<typeof conversations>;

/**
 * Long work (generation, builds, test runs) as durable rows: claimed by a worker with FOR UPDATE SKIP LOCKED,
 * progress reported as it runs; a job left 'running' by a crash is failed at the next start (retryable).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    /** The project's owner, copied at insert: the runner schedules and caps work per owner. */
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    status: text("status", { enum: ["queued", "running", "succeeded", "failed"] })
      .notNull()
      .default("queued"),
    progress: integer("progress").notNull().default(0),
    message: text("message"),
    input: jsonb("input").$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb("result").$type<Record<string, unknown>>(),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_status_run_at_idx").on(t.status, t.runAt),
    index("jobs_project_idx").on(t.projectId),
    index("jobs_owner_started_idx").on(t.ownerId, t.startedAt),
  ],
);
export type JobRow = InferSelectModel<typeof jobs>;

/** One stored pass of a project's code generation: when it ran, what it did, the accuracy measured after it. */
export interface CodePassRecord {
  passNumber: number;
  executedAt: string;
  accuracyAfter: number;
  completedTasks: string[];
}

/** The type-check of a project's generated app, as last run (see server/codegen/analyse). */
export interface StoredTypecheck {
  ran: boolean;
  errors: number;
  messages: string[];
  note: string | null;
  durationMs: number | null;
}

/** A project's generated app: where it came from, its passes and its last type-check. One row per project. */
export const codeGenerations = pgTable("code_generations", {
  projectId: integer("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  /** The approved document ids the code was generated from, by kind/document type. */
  sources: jsonb("sources").$type<Record<string, number>>().notNull().default({}),
  passes: jsonb("passes").$type<CodePassRecord[]>().notNull().default([]),
  /** The overall accuracy measured right after pass 1 of this generation. */
  baselineAccuracy: doublePrecision("baseline_accuracy"),
  typecheck: jsonb("typecheck").$type<StoredTypecheck>(),
  /** When the files last changed (generation, pass, edit); a type-check older than this is stale. */
  filesChangedAt: timestamp("files_changed_at", { withTimezone: true }).notNull().defaultNow(),
  typecheckedAt: timestamp("typechecked_at", { withTimezone: true }),
  /** Pages the configured model wrote for capabilities the generator cannot build, kept or dropped. */
  features: jsonb("features").$type<ModelFeature[]>().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type CodeGenerationRow = InferSelectModel<typeof codeGenerations>;

/** The files of a project's generated app, the copy the product serves; the app folder is written from these. */
export const generatedFiles = pgTable(
  "generated_files",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    content: text("content").notNull(),
    language: text("language").notNull(),
    pass: integer("pass").notNull(),
    /** Set when the user saved an edit: regeneration asks before replacing it. */
    userEdited: boolean("user_edited").notNull().default(false),
    implements: jsonb("implements")
      .$type<{ documents: string[]; requirementIds: string[]; elements: string[] }>()
      .notNull(),
    size: integer("size").notNull(),
    /** What wrote the file; null in rows older than the field (the embedded generator). */
    generatedBy: jsonb("generated_by").$type<GeneratedBy>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("generated_files_project_path_idx").on(t.projectId, t.path)],
);
export type GeneratedFileRow = InferSelectModel<typeof generatedFiles>;

/**
 * Export packages (delivery.md §7): the ZIP itself is a file under `DATA_DIR/packages/<projectId>/<id>.zip`;
 * this row holds what the download needs and who may have it (the project's owner).
 */
export const packages = pgTable(
  "packages",
  {
    id: text("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    entries: integer("entries").notNull(),
    bytes: integer("bytes").notNull(),
    options: jsonb("options")
      .$type<{ includeDatabase: boolean; includeSampleData: boolean; framework: "react" }>()
      .notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("packages_project_idx").on(t.projectId)],
);
export type PackageRow = InferSelectModel<typeof packages>;

/** A project's QA test plan (delivery.md §2.6, F2): the latest one generated, kept for the Test Plans tab. */
export const testPlans = pgTable("test_plans", {
  projectId: integer("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  /** The requirements text the plan was generated from (as typed on the page). */
  requirementsText: text("requirements_text").notNull(),
  /** The plan as answered by generate-test-plan (see domain/api/testing.ts). */
  plan: jsonb("plan").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type TestPlanRow = InferSelectModel<typeof testPlans>;

/** One real run of a generated app's tests (F4): counts, each test, coverage, and where its log is. */
export const testRuns = pgTable(
  "test_runs",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    testType: text("test_type").notNull(),
    status: text("status", { enum: ["running", "passed", "failed", "error"] }).notNull(),
    passed: integer("passed").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    durationMs: integer("duration_ms"),
    /** The full report (tests with requirement ids, coverage per file, runner notes); see domain/api/testing.ts. */
    report: jsonb("report").$type<Record<string, unknown>>(),
    error: text("error"),
    logFile: text("log_file"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("test_runs_project_idx").on(t.projectId, t.id)],
);
export type TestRunRow = InferSelectModel<typeof testRuns>;

/**
 * A project's deployment (delivery.md §4.6, H1–H2): one per project, a supervised process of its generated app.
 * `desiredState` is what the user asked for last; at start-up the product starts again every deployment whose
 * desired state is running (and that did not end in error).
 */
export const deployments = pgTable("deployments", {
  projectId: integer("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  appName: text("app_name").notNull(),
  displayName: text("display_name").notNull(),
  /** 'preview' or 'deployment': only a running deployment makes the project 'deployed'. */
  purpose: text("purpose", { enum: ["preview", "deployment"] })
    .notNull()
    .default("preview"),
  status: text("status", { enum: ["preparing", "building", "running", "stopped", "error"] }).notNull(),
  desiredState: text("desired_state", { enum: ["running", "stopped"] }).notNull(),
  port: integer("port"),
  url: text("url"),
  /** The last lines of the build and run log (bounded), kept for after a restart. */
  buildLogs: jsonb("build_logs").$type<string[]>().notNull().default([]),
  error: text("error"),
  startedAt: timestamp("started_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type DeploymentRow = InferSelectModel<typeof deployments>;

/** One model call: who asked, which model answered, its tokens, time and cost, and how it ended. */
export const aiCalls = pgTable(
  "ai_calls",
  {
    id: serial("id").primaryKey(),
    /** Calls outside a project (npm run ai:check, the start-up probe) are not stored. */
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The agent that made the call: "Requirements AI", "Solution Architect", … */
    agent: text("agent").notNull(),
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    durationMs: integer("duration_ms").notNull().default(0),
    costUsd: doublePrecision("cost_usd").notNull().default(0),
    /** "ok", "invalid" (the answer did not validate), "failed" (no usable answer). */
    outcome: text("outcome", { enum: ["ok", "invalid", "failed"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ai_calls_project_idx").on(t.projectId)],
);
export type AiCallRow = InferSelectModel<typeof aiCalls>;

/** A workspace opened for a project's app (delivery.md §4.7): the built-in IDE or a cloud IDE's sandbox. */
export const workspaces = pgTable(
  "workspaces",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["specwright", "codesandbox", "stackblitz"] }).notNull(),
    framework: text("framework", { enum: ["react", "node", "python", "html"] }).notNull(),
    status: text("status", { enum: ["active", "error"] }).notNull(),
    workspaceUrl: text("workspace_url").notNull(),
    /** The provider's own id (a sandbox id); null for the built-in IDE. */
    externalId: text("external_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("workspaces_project_idx").on(t.projectId, t.createdAt)],
);
export type WorkspaceRow = InferSelectModel<typeof workspaces>;

/** A user's settings (delivery.md §3 Settings); a user without a row has the defaults. */
export const userSettings = pgTable("user_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  autoSaveInterval: integer("auto_save_interval").notNull().default(5),
  theme: text("theme", { enum: ["light", "dark", "system"] })
    .notNull()
    .default("system"),
  language: text("language", { enum: ["en", "es", "fr", "de"] })
    .notNull()
    .default("en"),
  notificationsEnabled: boolean("notifications_enabled").notNull().default(true),
  emailNotifications: boolean("email_notifications").notNull().default(false),
  /** Where e-mail notifications go ("" = nowhere yet). */
  notificationEmail: text("notification_email").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A meeting about a project (delivery.md §3 Meeting). */
export const meetings = pgTable(
  "meetings",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: text("status", { enum: ["scheduled", "completed", "cancelled"] })
      .notNull()
      .default("scheduled"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    attendees: jsonb("attendees").$type<string[]>().notNull().default([]),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meetings_project_idx").on(t.projectId, t.scheduledAt)],
);
export type MeetingRow = InferSelectModel<typeof meetings>;

/** A notification for a user (FEATURES J3): long work finished or failed; read once the bell's list is opened. */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["documents", "code", "tests", "deployment", "workspace"] }).notNull(),
    outcome: text("outcome", { enum: ["succeeded", "failed"] }).notNull(),
    params: jsonb("params").$type<NotificationParams>().notNull(),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);
export type NotificationRow = InferSelectModel<typeof notifications>;
