CREATE TABLE "pin_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pin_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_pins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"task_number" integer NOT NULL,
	"revision" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"page" integer DEFAULT 1 NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"w" double precision,
	"h" double precision,
	"number" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution_note" text
);
--> statement-breakpoint
CREATE TABLE "submission_revisions" (
	"submission_id" uuid NOT NULL,
	"task_number" integer NOT NULL,
	"revision" integer NOT NULL,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"feedback" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	CONSTRAINT "submission_revisions_submission_id_task_number_revision_pk" PRIMARY KEY("submission_id","task_number","revision")
);
--> statement-breakpoint
DROP INDEX "submission_files_task_idx";--> statement-breakpoint
ALTER TABLE "submission_files" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_files" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_files" ADD COLUMN "kind" text DEFAULT 'image' NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_files" ADD COLUMN "pages" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "submission_files" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "submission_files" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_files" ADD COLUMN "preview_key" text;--> statement-breakpoint
ALTER TABLE "submission_tasks" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Before the pins' foreign key, which names it.
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "pin_comments" ADD CONSTRAINT "pin_comments_pin_id_review_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."review_pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_comments" ADD CONSTRAINT "pin_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_pins" ADD CONSTRAINT "review_pins_submission_id_assignment_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."assignment_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_pins" ADD CONSTRAINT "review_pins_file_id_submission_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."submission_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_pins" ADD CONSTRAINT "review_pins_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_pins" ADD CONSTRAINT "review_pins_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_revisions" ADD CONSTRAINT "submission_revisions_submission_id_assignment_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."assignment_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_revisions" ADD CONSTRAINT "submission_revisions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_comments_pin_idx" ON "pin_comments" USING btree ("pin_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_pins_number_idx" ON "review_pins" USING btree ("submission_id","task_number","number");--> statement-breakpoint
CREATE INDEX "review_pins_file_idx" ON "review_pins" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "submission_files_task_idx" ON "submission_files" USING btree ("submission_id","task_number","revision","position");--> statement-breakpoint
-- Every task sent before revisions were kept is its revision 1, with its files.
INSERT INTO "submission_revisions" ("submission_id", "task_number", "revision", "status", "submitted_at", "feedback", "reviewed_at", "reviewed_by") SELECT "submission_id", "task_number", 1, "status", "submitted_at", "feedback", "reviewed_at", "reviewed_by" FROM "submission_tasks";
