CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text DEFAULT 'WEB' NOT NULL,
	"store_id" integer,
	"title" text NOT NULL,
	"image_key" text NOT NULL,
	"link" text,
	"sort_order" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" integer NOT NULL,
	"tag_id" text NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"barcode" text NOT NULL,
	"ref" text NOT NULL,
	"description" text NOT NULL,
	"brand" text NOT NULL,
	"own_brand" boolean DEFAULT false NOT NULL,
	"category_id" text NOT NULL,
	"um" text NOT NULL,
	"um_step_milli" integer NOT NULL,
	"max_amount_milli" integer NOT NULL,
	"net_content" integer,
	"net_content_unit" text,
	"piece_grams" integer,
	"vat_configuration_id" text NOT NULL,
	"image_key" text NOT NULL,
	"image_count" integer DEFAULT 1 NOT NULL,
	"featured_rank" integer,
	"info" jsonb NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (spesa_search_text(description, brand, keywords)) STORED NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('italian', spesa_search_text(description, brand, keywords))) STORED NOT NULL,
	CONSTRAINT "products_barcode_unique" UNIQUE("barcode"),
	CONSTRAINT "products_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"store_id" integer,
	"description" text NOT NULL,
	"value_type" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "store_products_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"county_id" text NOT NULL,
	"cadastral_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_zips" (
	"city_id" text NOT NULL,
	"zip" text NOT NULL,
	CONSTRAINT "city_zips_city_id_zip_pk" PRIMARY KEY("city_id","zip")
);
--> statement-breakpoint
CREATE TABLE "counties" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"region_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_modes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_delivery_modes" (
	"store_id" integer NOT NULL,
	"mode" text NOT NULL,
	"min_net_total_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_delivery_modes_store_id_mode_pk" PRIMARY KEY("store_id","mode")
);
--> statement-breakpoint
CREATE TABLE "store_service_areas" (
	"store_id" integer NOT NULL,
	"mode" text NOT NULL,
	"zip" text NOT NULL,
	CONSTRAINT "store_service_areas_store_id_mode_zip_pk" PRIMARY KEY("store_id","mode","zip")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"county" text NOT NULL,
	"region_id" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"web_url" text,
	"logo_image_url" text,
	"contacts" jsonb NOT NULL,
	"timetables" jsonb NOT NULL,
	"openings" jsonb NOT NULL,
	"services" text[] NOT NULL,
	"departments" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_zips" ADD CONSTRAINT "city_zips_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counties" ADD CONSTRAINT "counties_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_delivery_modes" ADD CONSTRAINT "store_delivery_modes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_delivery_modes" ADD CONSTRAINT "store_delivery_modes_mode_delivery_modes_id_fk" FOREIGN KEY ("mode") REFERENCES "public"."delivery_modes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_service_areas" ADD CONSTRAINT "store_service_areas_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured_rank");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promotions_product_idx" ON "promotions" USING btree ("product_id","valid_to");--> statement-breakpoint
CREATE INDEX "store_products_product_idx" ON "store_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "cities_county_idx" ON "cities" USING btree ("county_id");--> statement-breakpoint
CREATE INDEX "cities_search_idx" ON "cities" USING btree ("search_name");--> statement-breakpoint
CREATE INDEX "cities_search_trgm_idx" ON "cities" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "city_zips_zip_idx" ON "city_zips" USING btree ("zip");--> statement-breakpoint
CREATE INDEX "store_service_areas_zip_idx" ON "store_service_areas" USING btree ("zip","mode");