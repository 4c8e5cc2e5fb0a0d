-- The index moves from one tsvector to term arrays: old rows have no terms, so empty it; the
-- server rebuilds an empty index at start (search.module.ts), or run `npm run search:rebuild`.
DELETE FROM "search_documents";--> statement-breakpoint
CREATE TABLE "search_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "search_documents_doc_idx";--> statement-breakpoint
DROP INDEX "search_documents_kind_pop_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "title_terms" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "name_terms" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "terms" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_documents_title_terms_idx" ON "search_documents" USING gin ("title_terms");--> statement-breakpoint
CREATE INDEX "search_documents_name_terms_idx" ON "search_documents" USING gin ("name_terms");--> statement-breakpoint
CREATE INDEX "search_documents_terms_idx" ON "search_documents" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "search_documents_title_key_idx" ON "search_documents" USING btree ("title_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_documents_pop_idx" ON "search_documents" USING btree ("popularity" DESC NULLS LAST,"published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_documents_published_idx" ON "search_documents" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "doc";--> statement-breakpoint
-- Every write to what the search index shows queues (kind, id) rows, whichever process makes it
-- (routes, the ingest and import commands, moderation, plain SQL); the search module drains the
-- queue within a second. Each trigger passes the SQL that turns the row ($1, as jsonb: the new
-- row, or the old one for a DELETE) into queue rows. Only the columns a document shows fire an
-- UPDATE trigger (view and like counters do not).
CREATE OR REPLACE FUNCTION search_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE TG_ARGV[0] USING to_jsonb(OLD);
  ELSE
    EXECUTE TG_ARGV[0] USING to_jsonb(NEW);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_videos_row" AFTER INSERT OR DELETE ON "media_videos" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''video'', ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_videos_edit" AFTER UPDATE OF title, description, cover, access, price, status, actor_id, collection_id, topic_id, published_at, duration, is_short ON "media_videos" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''video'', ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_video_tags" AFTER INSERT OR DELETE ON "media_video_tags" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''video'', ($1->>''video_id'')::int union all select ''tag'', ($1->>''tag_id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_tags_row" AFTER INSERT OR DELETE ON "media_tags" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''tag'', ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_tags_edit" AFTER UPDATE OF name ON "media_tags" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''tag'', ($1->>''id'')::int union all select ''video'', vt.video_id from media_video_tags vt where vt.tag_id = ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_actors_edit" AFTER UPDATE OF name ON "media_actors" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''video'', v.id from media_videos v where v.actor_id = ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_collections_row" AFTER INSERT OR DELETE ON "media_collections" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''collection'', ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_collections_edit" AFTER UPDATE OF title, description, cover, access, price ON "media_collections" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''collection'', ($1->>''id'')::int union all select ''video'', v.id from media_videos v where v.collection_id = ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_topics_row" AFTER INSERT OR DELETE ON "media_topics" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''topic'', ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_topics_edit" AFTER UPDATE OF name, description, cover ON "media_topics" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''topic'', ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_comics_row" AFTER INSERT OR DELETE ON "comics" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''comic'', ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_comics_edit" AFTER UPDATE OF title, description, cover, published, author_id, category_id, chapter_count, finished ON "comics" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''comic'', ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_comic_chapters" AFTER INSERT OR DELETE OR UPDATE OF access ON "comic_chapters" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''comic'', ($1->>''comic_id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_comic_tag_links" AFTER INSERT OR DELETE ON "comic_tag_links" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''comic'', ($1->>''comic_id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_comic_authors_edit" AFTER UPDATE OF name ON "comic_authors" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''comic'', m.id from comics m where m.author_id = ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_comic_categories_edit" AFTER UPDATE OF name ON "comic_categories" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''comic'', m.id from comics m where m.category_id = ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_comic_tags_edit" AFTER UPDATE OF name ON "comic_tags" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''comic'', l.comic_id from comic_tag_links l where l.tag_id = ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_books_row" AFTER INSERT OR DELETE ON "books" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select case $1->>''kind'' when ''audio'' then ''audio'' else ''novel'' end, ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_books_edit" AFTER UPDATE OF title, description, cover, category, author, narrator, chapter_count, finished, kind ON "books" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select case $1->>''kind'' when ''audio'' then ''audio'' else ''novel'' end, ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_book_chapters" AFTER INSERT OR DELETE OR UPDATE OF access ON "book_chapters" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select case b.kind when ''audio'' then ''audio'' else ''novel'' end, b.id from books b where b.id = ($1->>''book_id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_gallery_row" AFTER INSERT OR DELETE ON "gallery_items" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select case ($1->>''content_type'')::int when 7 then ''picture'' else ''listing'' end, ($1->>''id'')::int where ($1->>''content_type'')::int in (7, 8)');--> statement-breakpoint
CREATE TRIGGER "search_gallery_edit" AFTER UPDATE OF title, description, cover, access, price, tags, city, pictures, content_type ON "gallery_items" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select case ($1->>''content_type'')::int when 7 then ''picture'' else ''listing'' end, ($1->>''id'')::int where ($1->>''content_type'')::int in (7, 8)');--> statement-breakpoint
CREATE TRIGGER "search_posts_row" AFTER INSERT OR DELETE ON "posts" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''post'', ($1->>''id'')::int union all select ''creator'', ($1->>''user_id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_posts_edit" AFTER UPDATE OF text, images, video, price, status, circle_id ON "posts" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''post'', ($1->>''id'')::int union all select ''creator'', ($1->>''user_id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_circles_row" AFTER INSERT OR DELETE ON "circles" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''circle'', ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_circles_edit" AFTER UPDATE OF name, description, cover ON "circles" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''circle'', ($1->>''id'')::int union all select ''post'', p.id from posts p where p.circle_id = ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_users_edit" AFTER UPDATE OF nickname, avatar ON "users" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''creator'', ($1->>''id'')::int where exists (select 1 from posts p where p.user_id = ($1->>''id'')::int) union all select ''post'', p.id from posts p where p.user_id = ($1->>''id'')::int');--> statement-breakpoint
CREATE TRIGGER "search_accounts_edit" AFTER UPDATE OF intro ON "accounts" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select ''creator'', ($1->>''user_id'')::int');
