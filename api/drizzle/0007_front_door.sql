ALTER TABLE "audit_log" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "client_errors" ADD COLUMN "reporter" text;