ALTER TABLE "books" ADD COLUMN "published" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Publishing or unpublishing a book changes what search shows (0019's trigger, with `published`
-- added to the columns that fire it).
DROP TRIGGER IF EXISTS "search_books_edit" ON "books";--> statement-breakpoint
CREATE TRIGGER "search_books_edit" AFTER UPDATE OF title, description, cover, category, author, narrator, chapter_count, finished, kind, published ON "books" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select case $1->>''kind'' when ''audio'' then ''audio'' else ''novel'' end, ($1->>''id'')::int');
