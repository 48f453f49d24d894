ALTER TABLE "client_errors" ADD COLUMN "remote" text;--> statement-breakpoint
ALTER TABLE "client_errors" ADD COLUMN "remote_version" text;--> statement-breakpoint
ALTER TABLE "client_errors" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "client_errors" ADD COLUMN "served_version" text;--> statement-breakpoint
CREATE INDEX "client_errors_remote_idx" ON "client_errors" USING btree ("remote","created_at");