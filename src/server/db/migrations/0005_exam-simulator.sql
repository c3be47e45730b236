CREATE TABLE "exam_attempt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"state_code" text NOT NULL,
	"vendor" text NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position" jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"session_id" uuid
);
--> statement-breakpoint
CREATE TABLE "exam_portion" (
	"attempt_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"scored_items" integer NOT NULL,
	"pretest_items" integer NOT NULL,
	"short_by" integer DEFAULT 0 NOT NULL,
	"minutes" integer NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"pass_percent" double precision NOT NULL,
	"items" jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"deadline" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"correct_count" integer,
	"scored_total" integer,
	CONSTRAINT "exam_portion_attempt_id_position_pk" PRIMARY KEY("attempt_id","position")
);
--> statement-breakpoint
CREATE TABLE "exam_response" (
	"attempt_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"selected_answer" text,
	"flagged" boolean DEFAULT false NOT NULL,
	"seq" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_response_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "rationales" jsonb;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "cognitive" text;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "state_topic" text;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "citation" jsonb;--> statement-breakpoint
ALTER TABLE "exam_attempt" ADD CONSTRAINT "exam_attempt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt" ADD CONSTRAINT "exam_attempt_session_id_quiz_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."quiz_session"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_portion" ADD CONSTRAINT "exam_portion_attempt_id_exam_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_response" ADD CONSTRAINT "exam_response_attempt_id_exam_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_attempt_user_idx" ON "exam_attempt" USING btree ("user_id","created_at");