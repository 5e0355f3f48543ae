CREATE TABLE "substitution_preferences" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"choice" text NOT NULL,
	"substitute_product_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "substitution_preferences_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "substitution_preferences_product_check" CHECK (("substitution_preferences"."choice" = 'PRODUCT') = ("substitution_preferences"."substitute_product_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "substitution_band_percent" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "substitution_choice" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "substitute_product_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitution_choice" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_barcode" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_description" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "substitution_preferences" ADD CONSTRAINT "substitution_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitution_preferences" ADD CONSTRAINT "substitution_preferences_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitution_preferences" ADD CONSTRAINT "substitution_preferences_substitute_product_id_products_id_fk" FOREIGN KEY ("substitute_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_substitute_product_id_products_id_fk" FOREIGN KEY ("substitute_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issue 30: a product put in a cart takes the preference its customer chose for it last time
-- (substitution_preferences), whatever path adds the line (cart/store, a copied order, a
-- smart list). A line's own choice, when given, wins.
CREATE OR REPLACE FUNCTION spesa_cart_item_remembered_substitution() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.substitution_choice IS NULL THEN
    SELECT sp.choice, sp.substitute_product_id
      INTO NEW.substitution_choice, NEW.substitute_product_id
      FROM substitution_preferences sp JOIN carts c ON c.user_id = sp.user_id
      WHERE c.id = NEW.cart_id AND sp.product_id = NEW.product_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER cart_items_remembered_substitution BEFORE INSERT ON cart_items
  FOR EACH ROW EXECUTE FUNCTION spesa_cart_item_remembered_substitution();
