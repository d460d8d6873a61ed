ALTER TABLE "ideas" ADD COLUMN "column" integer;--> statement-breakpoint
ALTER TABLE "phases" ADD COLUMN "columns" jsonb;