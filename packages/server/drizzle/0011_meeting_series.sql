ALTER TABLE "action_items" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "action_items" ADD COLUMN "reviewed_in" text;--> statement-breakpoint
ALTER TABLE "action_items" ADD COLUMN "carried_from" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "series_id" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "recurrence" text;