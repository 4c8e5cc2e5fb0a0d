CREATE TABLE "comic_authors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comic_authors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comic_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comic_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comic_chapter_reads" (
	"user_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"comic_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comic_chapter_reads_user_id_chapter_id_pk" PRIMARY KEY("user_id","chapter_id")
);
--> statement-breakpoint
CREATE TABLE "comic_chapters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comic_chapters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comic_id" integer NOT NULL,
	"index" integer NOT NULL,
	"title" text NOT NULL,
	"access" text DEFAULT 'free' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comic_chapters_access_check" CHECK ("comic_chapters"."access" in ('free', 'vip', 'paid')),
	CONSTRAINT "comic_chapters_price_check" CHECK ("comic_chapters"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "comic_pages" (
	"chapter_id" integer NOT NULL,
	"index" integer NOT NULL,
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "comic_pages_chapter_id_index_pk" PRIMARY KEY("chapter_id","index")
);
--> statement-breakpoint
CREATE TABLE "comic_progress" (
	"user_id" integer NOT NULL,
	"comic_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"page" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comic_progress_user_id_comic_id_pk" PRIMARY KEY("user_id","comic_id")
);
--> statement-breakpoint
CREATE TABLE "comic_tag_links" (
	"comic_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "comic_tag_links_comic_id_tag_id_pk" PRIMARY KEY("comic_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "comic_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comic_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"author_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	"chapter_count" integer DEFAULT 0 NOT NULL,
	"latest_chapter_title" text DEFAULT '' NOT NULL,
	"published" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comic_chapter_reads" ADD CONSTRAINT "comic_chapter_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comic_chapter_reads" ADD CONSTRAINT "comic_chapter_reads_chapter_id_comic_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."comic_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comic_chapters" ADD CONSTRAINT "comic_chapters_comic_id_comics_id_fk" FOREIGN KEY ("comic_id") REFERENCES "public"."comics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comic_pages" ADD CONSTRAINT "comic_pages_chapter_id_comic_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."comic_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comic_progress" ADD CONSTRAINT "comic_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comic_progress" ADD CONSTRAINT "comic_progress_comic_id_comics_id_fk" FOREIGN KEY ("comic_id") REFERENCES "public"."comics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comic_progress" ADD CONSTRAINT "comic_progress_chapter_id_comic_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."comic_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comic_tag_links" ADD CONSTRAINT "comic_tag_links_comic_id_comics_id_fk" FOREIGN KEY ("comic_id") REFERENCES "public"."comics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comic_tag_links" ADD CONSTRAINT "comic_tag_links_tag_id_comic_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."comic_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comics" ADD CONSTRAINT "comics_author_id_comic_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."comic_authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comics" ADD CONSTRAINT "comics_category_id_comic_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."comic_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comic_chapter_reads_user_comic_idx" ON "comic_chapter_reads" USING btree ("user_id","comic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comic_chapters_comic_index_uq" ON "comic_chapters" USING btree ("comic_id","index");--> statement-breakpoint
CREATE INDEX "comic_progress_user_read_idx" ON "comic_progress" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE INDEX "comic_tag_links_tag_idx" ON "comic_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comic_tags_name_uq" ON "comic_tags" USING btree ("name");--> statement-breakpoint
CREATE INDEX "comics_category_views_idx" ON "comics" USING btree ("category_id","views");--> statement-breakpoint
CREATE INDEX "comics_views_idx" ON "comics" USING btree ("views");--> statement-breakpoint
CREATE INDEX "comics_updated_idx" ON "comics" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "comics_score_idx" ON "comics" USING btree ("score");--> statement-breakpoint
CREATE INDEX "comics_author_idx" ON "comics" USING btree ("author_id");