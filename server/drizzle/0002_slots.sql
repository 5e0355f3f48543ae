CREATE TABLE "slot_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"mode" text,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "slot_closures_store_mode_date_key" UNIQUE NULLS NOT DISTINCT("store_id","mode","date")
);
--> statement-breakpoint
CREATE TABLE "slot_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"mode" text NOT NULL,
	"date" date NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"cutoff_minutes" integer NOT NULL,
	"template_id" integer,
	"special_opening_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_instances_slot_key" UNIQUE("store_id","mode","date","starts_at"),
	CONSTRAINT "slot_instances_window_check" CHECK ("slot_instances"."ends_at" > "slot_instances"."starts_at"),
	CONSTRAINT "slot_instances_booked_check" CHECK ("slot_instances"."booked" >= 0 and "slot_instances"."booked" <= "slot_instances"."capacity"),
	CONSTRAINT "slot_instances_cutoff_check" CHECK ("slot_instances"."cutoff_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "slot_special_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"mode" text NOT NULL,
	"date" date NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	"capacity" integer NOT NULL,
	"cutoff_minutes" integer NOT NULL,
	CONSTRAINT "slot_special_openings_slot_key" UNIQUE("store_id","mode","date","starts_at"),
	CONSTRAINT "slot_special_openings_window_check" CHECK ("slot_special_openings"."ends_at" > "slot_special_openings"."starts_at"),
	CONSTRAINT "slot_special_openings_capacity_check" CHECK ("slot_special_openings"."capacity" > 0),
	CONSTRAINT "slot_special_openings_cutoff_check" CHECK ("slot_special_openings"."cutoff_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "slot_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"mode" text NOT NULL,
	"week_day" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	"capacity" integer NOT NULL,
	"cutoff_minutes" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	CONSTRAINT "slot_templates_week_day_check" CHECK ("slot_templates"."week_day" between 1 and 7),
	CONSTRAINT "slot_templates_window_check" CHECK ("slot_templates"."ends_at" > "slot_templates"."starts_at"),
	CONSTRAINT "slot_templates_capacity_check" CHECK ("slot_templates"."capacity" > 0),
	CONSTRAINT "slot_templates_cutoff_check" CHECK ("slot_templates"."cutoff_minutes" >= 0),
	CONSTRAINT "slot_templates_validity_check" CHECK ("slot_templates"."valid_to" is null or "slot_templates"."valid_to" >= "slot_templates"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "slot_closures" ADD CONSTRAINT "slot_closures_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_closures" ADD CONSTRAINT "slot_closures_store_mode_fk" FOREIGN KEY ("store_id","mode") REFERENCES "public"."store_delivery_modes"("store_id","mode") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_instances" ADD CONSTRAINT "slot_instances_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_instances" ADD CONSTRAINT "slot_instances_mode_delivery_modes_id_fk" FOREIGN KEY ("mode") REFERENCES "public"."delivery_modes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_instances" ADD CONSTRAINT "slot_instances_template_id_slot_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."slot_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_instances" ADD CONSTRAINT "slot_instances_special_opening_id_slot_special_openings_id_fk" FOREIGN KEY ("special_opening_id") REFERENCES "public"."slot_special_openings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_special_openings" ADD CONSTRAINT "slot_special_openings_store_mode_fk" FOREIGN KEY ("store_id","mode") REFERENCES "public"."store_delivery_modes"("store_id","mode") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_templates" ADD CONSTRAINT "slot_templates_store_mode_fk" FOREIGN KEY ("store_id","mode") REFERENCES "public"."store_delivery_modes"("store_id","mode") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_templates_store_mode_idx" ON "slot_templates" USING btree ("store_id","mode","week_day");