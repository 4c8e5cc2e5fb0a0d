CREATE TABLE "entitlements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entitlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"currency" text NOT NULL,
	"charged" bigint NOT NULL,
	"posting_id" bigint,
	"title" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"price" bigint NOT NULL,
	"rewards" jsonb NOT NULL,
	"per_user_limit" integer DEFAULT 0 NOT NULL,
	"stock" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_items_price_check" CHECK ("exchange_items"."price" > 0),
	CONSTRAINT "exchange_items_stock_check" CHECK ("exchange_items"."stock" is null or "exchange_items"."sold" <= "exchange_items"."stock")
);
--> statement-breakpoint
CREATE TABLE "exchange_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"currency" text NOT NULL,
	"price" bigint NOT NULL,
	"rewards" jsonb NOT NULL,
	"posting_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"posting_id" bigint NOT NULL,
	"user_id" integer,
	"system_account" text,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lines_one_account" CHECK (("ledger_lines"."user_id" is null) <> ("ledger_lines"."system_account" is null)),
	CONSTRAINT "ledger_lines_currency_check" CHECK ("ledger_lines"."currency" in ('gold', 'diamond')),
	CONSTRAINT "ledger_lines_nonzero" CHECK ("ledger_lines"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"reason" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_reason_check" CHECK ("ledger_postings"."reason" in ('recharge', 'purchase', 'exchange', 'redeem', 'refund', 'grant'))
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gateway" text NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"params" jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"badge" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"original_fen" integer DEFAULT 0 NOT NULL,
	"tier" "vip_tier",
	"days" integer DEFAULT 0 NOT NULL,
	"vip_type" integer DEFAULT 1 NOT NULL,
	"card_name" text DEFAULT '' NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_kind_check" CHECK ("products"."kind" in ('vip', 'gold', 'diamond')),
	CONSTRAINT "products_price_check" CHECK ("products"."price_fen" > 0),
	CONSTRAINT "products_grant_check" CHECK (("products"."kind" = 'vip' and "products"."tier" is not null and "products"."days" > 0) or ("products"."kind" <> 'vip' and "products"."amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharge_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"pay_type" text NOT NULL,
	"gateway" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"tier" "vip_tier",
	"days" integer DEFAULT 0 NOT NULL,
	"vip_type" integer DEFAULT 1 NOT NULL,
	"card_name" text DEFAULT '' NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"pay_url" text DEFAULT '' NOT NULL,
	"trade_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "recharge_orders_status_check" CHECK ("recharge_orders"."status" in ('created', 'paid', 'credited', 'expired', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "redeem_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redeem_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"rewards" jsonb NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"code_count" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeem_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redeem_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"code" text NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"max_uses" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redeem_codes_uses_check" CHECK ("redeem_codes"."use_count" <= "redeem_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "redeem_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redeem_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_counters" (
	"user_id" integer NOT NULL,
	"scope" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_counters_user_id_scope_pk" PRIMARY KEY("user_id","scope")
);
--> statement-breakpoint
CREATE TABLE "vip_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"tier" "vip_tier" NOT NULL,
	"vip_type" integer NOT NULL,
	"days" integer NOT NULL,
	"card_name" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_records" ADD CONSTRAINT "exchange_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_records" ADD CONSTRAINT "exchange_records_item_id_exchange_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."exchange_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_records" ADD CONSTRAINT "exchange_records_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_codes" ADD CONSTRAINT "redeem_codes_batch_id_redeem_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."redeem_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_uses" ADD CONSTRAINT "redeem_uses_code_id_redeem_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."redeem_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_uses" ADD CONSTRAINT "redeem_uses_batch_id_redeem_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."redeem_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_uses" ADD CONSTRAINT "redeem_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_counters" ADD CONSTRAINT "user_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_grants" ADD CONSTRAINT "vip_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_user_item_uq" ON "entitlements" USING btree ("user_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "entitlements_user_idx" ON "entitlements" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exchange_items_list_idx" ON "exchange_items" USING btree ("enabled","sort");--> statement-breakpoint
CREATE INDEX "exchange_records_user_idx" ON "exchange_records" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_lines_posting_idx" ON "ledger_lines" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_user_idx" ON "ledger_lines" USING btree ("user_id","id" DESC NULLS LAST) WHERE "ledger_lines"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_idem_uq" ON "ledger_postings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_no","id");--> statement-breakpoint
CREATE INDEX "products_kind_idx" ON "products" USING btree ("kind","enabled","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_no_uq" ON "recharge_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "recharge_orders_user_idx" ON "recharge_orders" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recharge_orders_open_idx" ON "recharge_orders" USING btree ("status","expires_at") WHERE "recharge_orders"."status" in ('created', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "redeem_codes_code_uq" ON "redeem_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "redeem_codes_batch_idx" ON "redeem_codes" USING btree ("batch_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "redeem_uses_code_user_uq" ON "redeem_uses" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE INDEX "redeem_uses_user_idx" ON "redeem_uses" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vip_grants_user_idx" ON "vip_grants" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vip_grants_reference_uq" ON "vip_grants" USING btree ("reference");