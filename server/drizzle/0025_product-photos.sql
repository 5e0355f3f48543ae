CREATE TABLE "product_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"position" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_photos_product_sha_idx" ON "product_photos" USING btree ("product_id","sha256");--> statement-breakpoint
CREATE INDEX "product_photos_sha_idx" ON "product_photos" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "product_photos_order_idx" ON "product_photos" USING btree ("product_id","position");--> statement-breakpoint
-- Issue 31: photos are already compressed (JPEG, PNG, WebP): kept out of line without
-- PostgreSQL trying to compress them again.
ALTER TABLE "product_photos" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
