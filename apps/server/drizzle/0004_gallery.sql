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
CREATE INDEX "gallery_items_type_created_idx" ON "gallery_items" USING btree ("content_type","created_at");