ALTER TABLE "ops_people" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "ops_people" ADD COLUMN "oidc_subject" text;--> statement-breakpoint
CREATE UNIQUE INDEX "ops_people_email_idx" ON "ops_people" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "ops_people_oidc_subject_idx" ON "ops_people" USING btree ("oidc_subject");