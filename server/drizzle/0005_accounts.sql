CREATE TABLE "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vat_code" text NOT NULL,
	"ssn_code" text,
	"company_name" text NOT NULL,
	"phone" text NOT NULL,
	"fax" text,
	"pec" text,
	"recipient_code" text,
	"address" text NOT NULL,
	"street_number" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"county" text NOT NULL,
	"nation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_streets" (
	"nation_id" text NOT NULL,
	"city_key" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "known_streets_nation_id_city_key_name_pk" PRIMARY KEY("nation_id","city_key","name")
);
--> statement-breakpoint
CREATE TABLE "loyalty_cards" (
	"code" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text,
	"ssn_code" text,
	"mobile_phone" text,
	"birth_nation_id" text,
	"birth_county_id" text,
	"birth_city_id" text,
	"address" jsonb,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "profile_delete_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"street_number" text NOT NULL,
	"city" text NOT NULL,
	"city_id" text NOT NULL,
	"county" text NOT NULL,
	"county_id" text NOT NULL,
	"state" text,
	"zip" text NOT NULL,
	"nation" text NOT NULL,
	"nation_id" text NOT NULL,
	"from_remote" boolean DEFAULT false NOT NULL,
	"foreign_nation" boolean DEFAULT false NOT NULL,
	"foreign_city" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text,
	"birth_nation_id" text,
	"birth_nation" text,
	"birth_county_id" text,
	"birth_county" text,
	"birth_city_id" text,
	"birth_city" text,
	"mobile_phone" text,
	"home_phone" text,
	"ssn_code" text,
	"card_code" text,
	"language" text DEFAULT 'it' NOT NULL,
	"accept1" boolean NOT NULL,
	"accept2" boolean NOT NULL,
	"accept3" boolean DEFAULT false NOT NULL,
	"accept4" boolean DEFAULT false NOT NULL,
	"attrib1" text,
	"default_store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_addresses" ADD CONSTRAINT "billing_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_delete_requests" ADD CONSTRAINT "profile_delete_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_card_code_loyalty_cards_code_fk" FOREIGN KEY ("card_code") REFERENCES "public"."loyalty_cards"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_store_id_stores_id_fk" FOREIGN KEY ("default_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "billing_addresses_user_idx" ON "billing_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_delete_requests_pending_key" ON "profile_delete_requests" USING btree ("user_id") WHERE "profile_delete_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expiry_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "shipping_addresses_user_idx" ON "shipping_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_addresses_registration_key" ON "shipping_addresses" USING btree ("user_id") WHERE "shipping_addresses"."from_remote";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_card_key" ON "users" USING btree ("card_code");