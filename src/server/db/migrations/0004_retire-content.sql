ALTER TABLE "flashcard" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "question" ADD COLUMN "retired_at" timestamp with time zone;