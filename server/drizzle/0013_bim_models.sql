CREATE TABLE "task_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"task_number" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"schema" text,
	"outline" jsonb,
	"report" jsonb,
	"checked_at" timestamp with time zone,
	"summary_key" text,
	"revision" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_models_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "task_specs" (
	"assignment_id" uuid NOT NULL,
	"task_number" integer NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"specifications" integer NOT NULL,
	"required" integer NOT NULL,
	"require_pass" boolean DEFAULT false NOT NULL,
	"xml" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" uuid,
	CONSTRAINT "task_specs_assignment_id_task_number_pk" PRIMARY KEY("assignment_id","task_number")
);
--> statement-breakpoint
ALTER TABLE "submission_files" ADD COLUMN "model_id" uuid;--> statement-breakpoint
ALTER TABLE "review_pins" ADD COLUMN "global_id" text;--> statement-breakpoint
ALTER TABLE "review_pins" ADD COLUMN "camera" jsonb;--> statement-breakpoint
ALTER TABLE "review_pins" ADD COLUMN "snapshot_key" text;--> statement-breakpoint
ALTER TABLE "task_models" ADD CONSTRAINT "task_models_submission_id_assignment_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."assignment_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_specs" ADD CONSTRAINT "task_specs_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_specs" ADD CONSTRAINT "task_specs_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_models_task_idx" ON "task_models" USING btree ("submission_id","task_number","created_at");