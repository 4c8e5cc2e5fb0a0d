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
CREATE TABLE "gallery_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gallery_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"content_type" integer NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview_count" integer DEFAULT 3 NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"access" text DEFAULT 'free' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_items_type_check" CHECK ("gallery_items"."content_type" in (7, 8)),
	CONSTRAINT "gallery_items_access_check" CHECK ("gallery_items"."access" in ('free', 'vip', 'paid')),
	CONSTRAINT "gallery_items_price_check" CHECK ("gallery_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "book_chapters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "book_chapters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"book_id" integer NOT NULL,
	"index" integer NOT NULL,
	"title" text NOT NULL,
	"access" text DEFAULT 'free' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"words" integer DEFAULT 0 NOT NULL,
	"audio" text DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_chapters_access_check" CHECK ("book_chapters"."access" in ('free', 'vip', 'paid')),
	CONSTRAINT "book_chapters_price_check" CHECK ("book_chapters"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "book_progress" (
	"user_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"position" real DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_progress_user_id_book_id_pk" PRIMARY KEY("user_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "books_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"narrator" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"chapter_count" integer DEFAULT 0 NOT NULL,
	"words" integer DEFAULT 0 NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_kind_check" CHECK ("books"."kind" in ('text', 'audio'))
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
ALTER TABLE "book_chapters" ADD CONSTRAINT "book_chapters_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_progress" ADD CONSTRAINT "book_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_progress" ADD CONSTRAINT "book_progress_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_progress" ADD CONSTRAINT "book_progress_chapter_id_book_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."book_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comic_chapter_reads_user_comic_idx" ON "comic_chapter_reads" USING btree ("user_id","comic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comic_chapters_comic_index_uq" ON "comic_chapters" USING btree ("comic_id","index");--> statement-breakpoint
CREATE INDEX "comic_progress_user_read_idx" ON "comic_progress" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE INDEX "comic_tag_links_tag_idx" ON "comic_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comic_tags_name_uq" ON "comic_tags" USING btree ("name");--> statement-breakpoint
CREATE INDEX "comics_category_views_idx" ON "comics" USING btree ("category_id","views");--> statement-breakpoint
CREATE INDEX "comics_views_idx" ON "comics" USING btree ("views");--> statement-breakpoint
CREATE INDEX "comics_updated_idx" ON "comics" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "comics_score_idx" ON "comics" USING btree ("score");--> statement-breakpoint
CREATE INDEX "comics_author_idx" ON "comics" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "gallery_items_type_created_idx" ON "gallery_items" USING btree ("content_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "book_chapters_book_index_uq" ON "book_chapters" USING btree ("book_id","index");--> statement-breakpoint
CREATE INDEX "book_progress_user_read_idx" ON "book_progress" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE INDEX "books_kind_views_idx" ON "books" USING btree ("kind","views");