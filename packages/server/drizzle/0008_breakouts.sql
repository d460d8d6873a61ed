ALTER TABLE "idea_groups" ADD COLUMN "breakout" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "breakouts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "breakouts_merged_at" timestamp with time zone;