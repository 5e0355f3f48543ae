CREATE TABLE "payment_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cart_id" integer,
	"order_id" integer,
	"parent_id" integer,
	"operation" text NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_reference" text,
	"idempotency_key" text NOT NULL,
	"outcome" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_ledger_amount_check" CHECK ("payment_ledger"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_last_four_check" CHECK ("payment_methods"."last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_methods_expiry_check" CHECK ("payment_methods"."expiry_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "sandbox_authorisations" (
	"reference" text PRIMARY KEY NOT NULL,
	"card_token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_boardings" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_ref" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"card_token" text,
	"verification_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"customer_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_requests" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_idempotency_key" ON "payment_ledger" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_ledger_order_idx" ON "payment_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_ledger_parent_idx" ON "payment_ledger" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_user_key" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sandbox_authorisations_card_idx" ON "sandbox_authorisations" USING btree ("card_token");