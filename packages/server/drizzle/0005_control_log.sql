CREATE TABLE "meeting_log" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"meeting_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"subject_id" text,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "co_host_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "facilitator_id" text;--> statement-breakpoint
ALTER TABLE "meeting_log" ADD CONSTRAINT "meeting_log_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_log_meeting" ON "meeting_log" USING btree ("meeting_id");