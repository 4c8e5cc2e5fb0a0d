CREATE TABLE "accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"username" text,
	"username_lower" text,
	"phone" text,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"intro" text DEFAULT '' NOT NULL,
	"gender" integer DEFAULT 0 NOT NULL,
	"birthday" text DEFAULT '' NOT NULL,
	"credential_id" text,
	"credential_created_at" timestamp with time zone,
	"registered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_gender_check" CHECK ("accounts"."gender" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_lower_idx" ON "accounts" USING btree ("username_lower");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_phone_idx" ON "accounts" USING btree ("phone");