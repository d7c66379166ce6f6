CREATE TABLE "search_words" (
	"language_code" text NOT NULL,
	"word" text NOT NULL,
	"uses" integer NOT NULL,
	CONSTRAINT "search_words_language_code_word_pk" PRIMARY KEY("language_code","word")
);
--> statement-breakpoint
CREATE INDEX "search_words_unused_idx" ON "search_words" USING btree ("language_code") WHERE "search_words"."uses" <= 0;