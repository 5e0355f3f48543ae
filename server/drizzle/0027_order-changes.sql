CREATE TABLE "order_changes" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"parked_cart_id" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"version" integer NOT NULL,
	"slot_instance_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"payment_mode" text NOT NULL,
	"enable_products_replacement" boolean NOT NULL,
	"notes" text,
	"items_count" integer NOT NULL,
	"net_total_cents" integer NOT NULL,
	"total_to_pay_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_authorisations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_parked_cart_id_carts_id_fk" FOREIGN KEY ("parked_cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_versions" ADD CONSTRAINT "order_versions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_versions" ADD CONSTRAINT "order_versions_slot_instance_id_slot_instances_id_fk" FOREIGN KEY ("slot_instance_id") REFERENCES "public"."slot_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_changes_cart_key" ON "order_changes" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "order_changes_user_idx" ON "order_changes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_versions_order_version_key" ON "order_versions" USING btree ("order_id","version");--> statement-breakpoint
-- Issue 29: the cart a customer had for the store and mode of an order they change is parked
-- meanwhile; when the change goes (confirmed, discarded, or its cart deleted) it is theirs
-- again, unless another open cart took its place since (the open-cart key allows one).
CREATE OR REPLACE FUNCTION spesa_order_change_unpark() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF OLD.parked_cart_id IS NOT NULL THEN
    UPDATE carts p SET status = 'OPEN', updated_at = now()
      WHERE p.id = OLD.parked_cart_id AND p.status = 'PARKED'
        AND NOT EXISTS (SELECT 1 FROM carts o WHERE o.user_id = p.user_id
          AND o.store_id = p.store_id AND o.mode = p.mode AND o.status = 'OPEN');
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_changes_unpark AFTER DELETE ON order_changes
  FOR EACH ROW EXECUTE FUNCTION spesa_order_change_unpark();
