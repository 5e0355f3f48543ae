CREATE TABLE "store_featured_products" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "store_featured_products_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "store_featured_products" ADD CONSTRAINT "store_featured_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_featured_products" ADD CONSTRAINT "store_featured_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;