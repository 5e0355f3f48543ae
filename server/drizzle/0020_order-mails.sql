ALTER TABLE "mail_outbox" ADD COLUMN "event_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_event_key" ON "mail_outbox" USING btree ("event_key");