CREATE TABLE "action_items" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"meeting_id" text NOT NULL,
	"group_id" text,
	"text" text NOT NULL,
	"owner_id" text,
	"due_on" text,
	"created_at" timestamp with time zone NOT NULL,
	"author_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ballots" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"meeting_id" text NOT NULL,
	"phase_id" text NOT NULL,
	"voter_id" text NOT NULL,
	"allocations" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"returned_dots" integer,
	CONSTRAINT "ballots_one_per_voter" UNIQUE("phase_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "idea_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"meeting_id" text NOT NULL,
	"title" text NOT NULL,
	"idea_ids" jsonb NOT NULL,
	"order" integer NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"meeting_id" text NOT NULL,
	"phase_id" text NOT NULL,
	"text" text NOT NULL,
	"group_id" text,
	"hidden" boolean NOT NULL,
	"hidden_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"show_name" boolean NOT NULL,
	"author_id" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "initiative_members" (
	"initiative_id" text NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "initiative_members_initiative_id_user_id_pk" PRIMARY KEY("initiative_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "initiatives" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"initiative_id" text NOT NULL,
	"email" text NOT NULL,
	"invited_by" text NOT NULL,
	"invitee_id" text,
	"declined" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"initiative_id" text NOT NULL,
	"title" text NOT NULL,
	"goal" text NOT NULL,
	"host_id" text NOT NULL,
	"attendee_ids" text[] NOT NULL,
	"scheduled_at" text NOT NULL,
	"duration_min" integer NOT NULL,
	"status" text NOT NULL,
	"template" text NOT NULL,
	"current_phase_id" text,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"settings" jsonb NOT NULL,
	"devils_advocate_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"meeting_id" text NOT NULL,
	"group_id" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"author_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outcomes" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"initiative_id" text NOT NULL,
	"meeting_id" text NOT NULL,
	"meeting_title" text NOT NULL,
	"proposal_id" text,
	"statement" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"review_on" text,
	"kind" text NOT NULL,
	"consent" jsonb
);
--> statement-breakpoint
CREATE TABLE "phases" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"meeting_id" text NOT NULL,
	"order" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"prompt" text NOT NULL,
	"timebox_sec" integer,
	"status" text NOT NULL,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"revealed_at" timestamp with time zone,
	"ready_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"meeting_id" text NOT NULL,
	"phase_id" text NOT NULL,
	"statement" text NOT NULL,
	"status" text NOT NULL,
	"round" integer NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stances" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"proposal_id" text NOT NULL,
	"voter_id" text NOT NULL,
	"choice" text NOT NULL,
	"reason" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stances_one_per_voter" UNIQUE("proposal_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "turns" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"meeting_id" text NOT NULL,
	"phase_id" text NOT NULL,
	"current_index" integer NOT NULL,
	"seconds_per_turn" integer NOT NULL,
	"turn_started_at" timestamp with time zone,
	"queue" jsonb NOT NULL,
	"passed_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" text PRIMARY KEY NOT NULL,
	"from" text NOT NULL,
	"role" text[] NOT NULL,
	"password_salt" text,
	"password_hash" text,
	"password_cost" integer,
	"token_version" integer DEFAULT 0 NOT NULL,
	"display_name" text NOT NULL,
	"full_name" text,
	"email" text NOT NULL,
	"photo_url" text NOT NULL,
	"settings" jsonb NOT NULL,
	"shortcuts" jsonb NOT NULL,
	"user_type" integer NOT NULL,
	"self_registered" boolean,
	"phone_number" text,
	"organization" text
);
--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_groups" ADD CONSTRAINT "idea_groups_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiative_members" ADD CONSTRAINT "initiative_members_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiative_members" ADD CONSTRAINT "initiative_members_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiatives" ADD CONSTRAINT "initiatives_owner_id_users_uid_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcomes" ADD CONSTRAINT "outcomes_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stances" ADD CONSTRAINT "stances_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turns" ADD CONSTRAINT "turns_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turns" ADD CONSTRAINT "turns_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));