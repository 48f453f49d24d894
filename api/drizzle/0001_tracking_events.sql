CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"area" text,
	"action" text,
	"target" text NOT NULL,
	"label" text NOT NULL,
	"source" text,
	"params" jsonb
);
--> statement-breakpoint
CREATE INDEX "tracking_events_created_idx" ON "tracking_events" USING btree ("created_at");