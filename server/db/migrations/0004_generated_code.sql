CREATE TABLE "code_generations" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"sources" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"passes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"baseline_accuracy" double precision,
	"typecheck" jsonb,
	"files_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"typechecked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"path" text NOT NULL,
	"content" text NOT NULL,
	"language" text NOT NULL,
	"pass" integer NOT NULL,
	"user_edited" boolean DEFAULT false NOT NULL,
	"implements" jsonb NOT NULL,
	"size" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "code_generations" ADD CONSTRAINT "code_generations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_files" ADD CONSTRAINT "generated_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "generated_files_project_path_idx" ON "generated_files" USING btree ("project_id","path");