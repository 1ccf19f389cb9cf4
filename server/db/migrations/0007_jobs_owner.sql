ALTER TABLE "jobs" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_owner_started_idx" ON "jobs" USING btree ("owner_id","started_at");--> statement-breakpoint
-- Jobs queued before this migration get their project's owner, so the per-owner caps and order see them.
UPDATE "jobs" SET "owner_id" = "projects"."owner_id" FROM "projects" WHERE "jobs"."project_id" = "projects"."id";
