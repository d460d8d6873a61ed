ALTER TABLE "sign_in_failures" ADD COLUMN "client" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_failures_email_client_at" ON "sign_in_failures" USING btree ("email","client","at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_client_at" ON "sign_in_failures" USING btree ("client","at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_at" ON "sign_in_failures" USING btree ("at");