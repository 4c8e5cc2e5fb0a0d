CREATE TABLE "ai_credit_packs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_credit_packs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"credits" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_credit_packs_positive" CHECK ("ai_credit_packs"."credits" > 0 and "ai_credit_packs"."price" > 0),
	CONSTRAINT "ai_credit_packs_currency_check" CHECK ("ai_credit_packs"."currency" in ('gold', 'diamond'))
);
--> statement-breakpoint
CREATE TABLE "ai_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"tool" text NOT NULL,
	"name" text NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"colors" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ai_templates_tool_idx" ON "ai_templates" USING btree ("tool","sort");