CREATE TABLE "danmaku" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "danmaku_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"video_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"time_ms" integer NOT NULL,
	"text" text NOT NULL,
	"mode" text DEFAULT 'scroll' NOT NULL,
	"color" text DEFAULT '#FFFFFF' NOT NULL,
	"hidden" text DEFAULT '' NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "danmaku_time_ck" CHECK ("danmaku"."time_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "danmaku_reports" (
	"danmaku_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "danmaku_reports_danmaku_id_reporter_id_pk" PRIMARY KEY("danmaku_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "danmaku_words" (
	"word" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "danmaku" ADD CONSTRAINT "danmaku_video_id_media_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "danmaku" ADD CONSTRAINT "danmaku_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "danmaku_reports" ADD CONSTRAINT "danmaku_reports_danmaku_id_danmaku_id_fk" FOREIGN KEY ("danmaku_id") REFERENCES "public"."danmaku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "danmaku_reports" ADD CONSTRAINT "danmaku_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "danmaku_video_time_idx" ON "danmaku" USING btree ("video_id","time_ms");--> statement-breakpoint
CREATE INDEX "danmaku_user_idx" ON "danmaku" USING btree ("user_id","id");