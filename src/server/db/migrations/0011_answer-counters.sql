CREATE TABLE "learner_area_stat" (
	"user_id" text NOT NULL,
	"area" text NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learner_area_stat_user_id_area_pk" PRIMARY KEY("user_id","area")
);
--> statement-breakpoint
ALTER TABLE "learner_area_stat" ADD CONSTRAINT "learner_area_stat_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- learner_area_stat is kept by the database: every statement that inserts or deletes answers adds or
-- takes away its rows' counts in the same transaction (statement-level triggers: one upsert per
-- statement, whatever its number of rows; an insert that skipped a duplicate id counts nothing).
CREATE FUNCTION "learner_area_stat_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "learner_area_stat" ("user_id", "area", "answered", "correct")
	SELECT "user_id", coalesce("area", ''), count(*), count(*) FILTER (WHERE "is_correct")
	FROM "new_answers" GROUP BY 1, 2
	ON CONFLICT ("user_id", "area") DO UPDATE SET
		"answered" = "learner_area_stat"."answered" + excluded."answered",
		"correct" = "learner_area_stat"."correct" + excluded."correct";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "learner_area_stat_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "learner_area_stat" s SET "answered" = s."answered" - d."answered", "correct" = s."correct" - d."correct"
	FROM (
		SELECT "user_id", coalesce("area", '') AS "area", count(*) AS "answered", count(*) FILTER (WHERE "is_correct") AS "correct"
		FROM "old_answers" GROUP BY 1, 2
	) d
	WHERE s."user_id" = d."user_id" AND s."area" = d."area";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "answer_counts_insert" AFTER INSERT ON "answer" REFERENCING NEW TABLE AS "new_answers"
	FOR EACH STATEMENT EXECUTE FUNCTION "learner_area_stat_add"();
--> statement-breakpoint
CREATE TRIGGER "answer_counts_delete" AFTER DELETE ON "answer" REFERENCING OLD TABLE AS "old_answers"
	FOR EACH STATEMENT EXECUTE FUNCTION "learner_area_stat_remove"();
--> statement-breakpoint
-- The counts of the answers stored before this migration.
INSERT INTO "learner_area_stat" ("user_id", "area", "answered", "correct")
SELECT "user_id", coalesce("area", ''), count(*), count(*) FILTER (WHERE "is_correct")
FROM "answer" GROUP BY 1, 2;
