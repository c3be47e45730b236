ALTER TABLE "feedback" ADD COLUMN "approved_for_display" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "feedback_approved_idx" ON "feedback" USING btree ("approved_for_display","approved_at");