CREATE TABLE "meeting_presence" (
	"meeting_id" text NOT NULL,
	"user_id" text NOT NULL,
	"seen_at" bigint NOT NULL,
	CONSTRAINT "meeting_presence_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "meeting_presence" ADD CONSTRAINT "meeting_presence_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;