ALTER TABLE "gallery_items" ADD COLUMN "published" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Publishing or unpublishing a picture set or listing changes what search shows (0019's trigger,
-- with `published` added to the columns that fire it).
DROP TRIGGER IF EXISTS "search_gallery_edit" ON "gallery_items";--> statement-breakpoint
CREATE TRIGGER "search_gallery_edit" AFTER UPDATE OF title, description, cover, access, price, tags, city, pictures, content_type, published ON "gallery_items" FOR EACH ROW EXECUTE FUNCTION search_enqueue('insert into search_queue (kind, item_id) select case ($1->>''content_type'')::int when 7 then ''picture'' else ''listing'' end, ($1->>''id'')::int where ($1->>''content_type'')::int in (7, 8)');
