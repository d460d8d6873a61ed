DROP INDEX "users_email_unique";--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "guest_token" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "spectator_token" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "guest_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "spectator_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guest_of" text;--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_guest_token" ON "meetings" USING btree ("guest_token");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_spectator_token" ON "meetings" USING btree ("spectator_token");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."email" <> '';