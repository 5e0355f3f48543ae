CREATE TABLE "slot_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_instance_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"extended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_holds_user_cart_key" UNIQUE("user_id","cart_id")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "hold_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "priority_share_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "priority_opens_minutes" integer DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "priority_status" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "priority_reason" text;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_slot_instance_id_slot_instances_id_fk" FOREIGN KEY ("slot_instance_id") REFERENCES "public"."slot_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_holds_slot_expiry_idx" ON "slot_holds" USING btree ("slot_instance_id","expires_at");--> statement-breakpoint
CREATE INDEX "slot_holds_expiry_idx" ON "slot_holds" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "slot_holds_cart_idx" ON "slot_holds" USING btree ("cart_id");