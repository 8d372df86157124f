CREATE TABLE "weekly_goals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"chapters_per_week" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "attempts_allowed" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "review_answers" text DEFAULT 'after-last' NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weekly_goals" ADD CONSTRAINT "weekly_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_kind_idx" ON "uploads" USING btree ("kind","created_at");--> statement-breakpoint
-- Before the unique index: keep each address's first registration for an event, drop the later ones.
DELETE FROM "event_registrations" r USING "event_registrations" k WHERE r."event_id" = k."event_id" AND r."email" <> '' AND lower(r."email") = lower(k."email") AND (k."created_at", k."id") < (r."created_at", r."id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_one_per_email" ON "event_registrations" USING btree ("event_id",lower("email")) WHERE "event_registrations"."email" <> '';--> statement-breakpoint
-- The upload ledger's rows for the files stored before it (docs/decisions/022); a cover's size was not kept, so it counts 0 bytes.
INSERT INTO "uploads" ("key", "kind", "user_id", "bytes", "created_at") SELECT "key", 'forum', "user_id", "bytes", "created_at" FROM "forum_uploads" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "uploads" ("key", "kind", "user_id", "bytes", "created_at") SELECT "media_key", 'forum', "user_id", 0, "created_at" FROM "forum_posts" WHERE "media_key" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "uploads" ("key", "kind", "user_id", "bytes", "created_at") SELECT "pdf_key", 'events', NULL, coalesce("pdf_bytes", 0), "created_at" FROM "event_registrations" WHERE "pdf_key" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "uploads" ("key", "kind", "user_id", "bytes", "created_at") SELECT "image_key", 'assignments', NULL, 0, "updated_at" FROM "assignments" WHERE "image_key" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "uploads" ("key", "kind", "user_id", "bytes", "created_at") SELECT f."key", 'submissions', s."user_id", f."bytes", f."created_at" FROM "submission_files" f JOIN "assignment_submissions" s ON s."id" = f."submission_id" ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The forum's per-upload sweep job is gone: the storage sweep removes unclaimed uploads after the same day.
DELETE FROM "jobs" WHERE "kind" = 'forum-upload-sweep';
