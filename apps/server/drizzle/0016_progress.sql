CREATE TABLE "progress_positions" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"chapter_id" integer DEFAULT 0 NOT NULL,
	"position" double precision NOT NULL,
	"offset" double precision DEFAULT 0 NOT NULL,
	"at" bigint NOT NULL,
	CONSTRAINT "progress_positions_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "progress_positions" ADD CONSTRAINT "progress_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_positions_user_at_idx" ON "progress_positions" USING btree ("user_id","at");