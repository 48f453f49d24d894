CREATE TABLE "application_drafts" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"answers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_reason" text
);
--> statement-breakpoint
CREATE TABLE "follow_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"reception_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"prefecture" text NOT NULL,
	"date" text NOT NULL,
	"band" text NOT NULL,
	"hold_id" text,
	"reception_id" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "works_bookings_hold_id_unique" UNIQUE("hold_id"),
	CONSTRAINT "works_bookings_reception_id_unique" UNIQUE("reception_id")
);
--> statement-breakpoint
CREATE TABLE "works_calendar" (
	"site_name" text PRIMARY KEY NOT NULL,
	"calendar" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "follow_tokens_reception_idx" ON "follow_tokens" USING btree ("reception_id");--> statement-breakpoint
CREATE INDEX "works_bookings_slot_idx" ON "works_bookings" USING btree ("prefecture","date","band");