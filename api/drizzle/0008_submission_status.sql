ALTER TABLE "applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assignee" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "area_notices" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "area_notices" ADD COLUMN "assignee" text;--> statement-breakpoint
ALTER TABLE "area_notices" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "area_notices" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_errors" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_errors" ADD COLUMN "assignee" text;--> statement-breakpoint
ALTER TABLE "client_errors" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "client_errors" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "assignee" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD COLUMN "assignee" text;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upsells" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "upsells" ADD COLUMN "assignee" text;--> statement-breakpoint
ALTER TABLE "upsells" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "upsells" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
-- Rows marked 対応済み before the four states became 完了, changed at the time they were handled.
UPDATE "applications" SET "status" = 'done', "status_changed_at" = "handled_at" WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
UPDATE "area_notices" SET "status" = 'done', "status_changed_at" = "handled_at" WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
UPDATE "client_errors" SET "status" = 'done', "status_changed_at" = "handled_at" WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
UPDATE "contacts" SET "status" = 'done', "status_changed_at" = "handled_at" WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
UPDATE "transfer_requests" SET "status" = 'done', "status_changed_at" = "handled_at" WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
UPDATE "upsells" SET "status" = 'done', "status_changed_at" = "handled_at" WHERE "handled_at" IS NOT NULL;
