-- Issue 17: spec 7's short signup (username, password, consents accept1..4) opens an
-- account without a name or birth date; the customer fills them in on /profile.
ALTER TABLE "users" ALTER COLUMN "first_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "last_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "birth_date" DROP NOT NULL;