CREATE TABLE "welfare_app_clicks" (
	"user_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"clicks" integer DEFAULT 1 NOT NULL,
	"rewarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welfare_app_clicks_user_id_app_id_pk" PRIMARY KEY("user_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "welfare_apps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "welfare_apps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"reward" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welfare_checkins" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"streak" integer NOT NULL,
	"reward" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welfare_checkins_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "welfare_claims" (
	"user_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"period" text NOT NULL,
	"reward" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welfare_claims_user_id_task_id_period_pk" PRIMARY KEY("user_id","task_id","period")
);
--> statement-breakpoint
CREATE TABLE "welfare_clocks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"online_at" timestamp with time zone,
	"watch_at" timestamp with time zone,
	"watch_video" integer,
	"watch_position" integer
);
--> statement-breakpoint
CREATE TABLE "welfare_counters" (
	"user_id" integer NOT NULL,
	"metric" text NOT NULL,
	"period" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "welfare_counters_user_id_metric_period_pk" PRIMARY KEY("user_id","metric","period")
);
--> statement-breakpoint
CREATE TABLE "welfare_invites" (
	"invitee_id" integer PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"via" text NOT NULL,
	"reward" integer DEFAULT 0 NOT NULL,
	"rewarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welfare_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "welfare_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group" text NOT NULL,
	"metric" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"target" integer NOT NULL,
	"reward" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"jump" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_reason_check";--> statement-breakpoint
ALTER TABLE "welfare_app_clicks" ADD CONSTRAINT "welfare_app_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_app_clicks" ADD CONSTRAINT "welfare_app_clicks_app_id_welfare_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."welfare_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_checkins" ADD CONSTRAINT "welfare_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_claims" ADD CONSTRAINT "welfare_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_claims" ADD CONSTRAINT "welfare_claims_task_id_welfare_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."welfare_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_clocks" ADD CONSTRAINT "welfare_clocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_counters" ADD CONSTRAINT "welfare_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_invites" ADD CONSTRAINT "welfare_invites_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_invites" ADD CONSTRAINT "welfare_invites_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "welfare_invites_inviter_idx" ON "welfare_invites" USING btree ("inviter_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_reason_check" CHECK ("ledger_postings"."reason" in ('recharge', 'purchase', 'exchange', 'redeem', 'refund', 'grant', 'welfare', 'invite'));