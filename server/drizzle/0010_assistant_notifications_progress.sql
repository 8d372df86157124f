CREATE TABLE "lesson_texts" (
	"path" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'C')) STORED NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_prefs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_kinds" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"group_key" text,
	"count" integer DEFAULT 1 NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapter_progress" (
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"chapter_id" text NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"first_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_progress_user_id_course_id_chapter_id_pk" PRIMARY KEY("user_id","course_id","chapter_id")
);
--> statement-breakpoint
CREATE TABLE "learning_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "course_chapters" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', description), 'B') || setweight(to_tsvector('english', resources::text), 'D')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || description)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "qna_answers" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', answer)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "qna_questions" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', question)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_prefs" ADD CONSTRAINT "notification_prefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_progress" ADD CONSTRAINT "chapter_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_progress" ADD CONSTRAINT "chapter_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_days" ADD CONSTRAINT "learning_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_texts_search_idx" ON "lesson_texts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE read_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_group_idx" ON "notifications" USING btree ("user_id","group_key") WHERE read_at IS NULL AND group_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX "chapter_progress_course_idx" ON "chapter_progress" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_chapters_search_idx" ON "course_chapters" USING gin ("search");--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search");--> statement-breakpoint
CREATE INDEX "qna_answers_search_idx" ON "qna_answers" USING gin ("search");--> statement-breakpoint
CREATE INDEX "qna_questions_search_idx" ON "qna_questions" USING gin ("search");