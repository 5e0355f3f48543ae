CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "smart_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"product_id" integer,
	"custom_description" text,
	"quantity_milli" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_list_items_kind_check" CHECK (("smart_list_items"."product_id" is null) <> ("smart_list_items"."custom_description" is null)),
	CONSTRAINT "smart_list_items_quantity_check" CHECK ("smart_list_items"."quantity_milli" >= 1000)
);
--> statement-breakpoint
CREATE TABLE "smart_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_lists_title_check" CHECK (length(btrim("smart_lists"."title")) between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_list_items" ADD CONSTRAINT "smart_list_items_list_id_smart_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."smart_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_list_items" ADD CONSTRAINT "smart_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_lists" ADD CONSTRAINT "smart_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_product_idx" ON "favorites" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "smart_list_items_product_key" ON "smart_list_items" USING btree ("list_id","product_id") WHERE product_id is not null;--> statement-breakpoint
CREATE INDEX "smart_list_items_list_idx" ON "smart_list_items" USING btree ("list_id","id");--> statement-breakpoint
CREATE INDEX "smart_list_items_product_idx" ON "smart_list_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "smart_lists_user_idx" ON "smart_lists" USING btree ("user_id","id");