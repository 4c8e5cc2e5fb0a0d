CREATE TABLE "media_video_views" (
	"video_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "media_video_views_video_id_day_pk" PRIMARY KEY("video_id","day")
);
--> statement-breakpoint
ALTER TABLE "media_videos" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_videos" ADD COLUMN "year" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_video_views" ADD CONSTRAINT "media_video_views_video_id_media_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_video_views_day_idx" ON "media_video_views" USING btree ("day");