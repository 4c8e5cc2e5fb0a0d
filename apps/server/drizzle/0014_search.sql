CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_key" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"access" text DEFAULT 'free' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"popularity" bigint DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"doc" "tsvector" NOT NULL,
	"latin" text DEFAULT '' NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "search_documents_access_check" CHECK ("search_documents"."access" in ('free', 'vip', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"day" text NOT NULL,
	"keyword" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queries_day_keyword_pk" PRIMARY KEY("day","keyword")
);
--> statement-breakpoint
CREATE TABLE "search_query_users" (
	"day" text NOT NULL,
	"user_key" text NOT NULL,
	"keyword" text NOT NULL,
	CONSTRAINT "search_query_users_day_user_key_keyword_pk" PRIMARY KEY("day","user_key","keyword")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"keyword" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"mark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_words_state_check" CHECK ("search_words"."state" in ('pin', 'ban'))
);
--> statement-breakpoint
CREATE INDEX "search_documents_doc_idx" ON "search_documents" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "search_documents_latin_idx" ON "search_documents" USING gin ("latin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_kind_pop_idx" ON "search_documents" USING btree ("kind","popularity");--> statement-breakpoint
CREATE INDEX "search_queries_keyword_idx" ON "search_queries" USING btree ("keyword");