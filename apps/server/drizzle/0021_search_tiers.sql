-- Documents gain prefix (^) and popularity-tier (~) terms and search_terms gains counts: rows
-- written before have neither and would not be found, so empty the index; the server rebuilds
-- an empty index at start (search.module.ts), or run `npm run search:rebuild -w apps/server`.
DELETE FROM "search_documents";--> statement-breakpoint
DELETE FROM "search_terms";--> statement-breakpoint
CREATE TABLE "search_tiers" (
	"tier" smallint PRIMARY KEY NOT NULL,
	"min_popularity" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "tier" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "docs" integer DEFAULT 0 NOT NULL;