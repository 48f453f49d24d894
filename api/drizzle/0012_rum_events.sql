CREATE TABLE "rum_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"route" text NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"cohort" text NOT NULL,
	"metric" text,
	"value" double precision,
	"visitor" text NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE INDEX "rum_events_remote_version_kind_idx" ON "rum_events" USING btree ("remote","version","kind");