CREATE TABLE "area_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"reception_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL,
	"area_result" jsonb NOT NULL,
	CONSTRAINT "area_notices_reception_id_unique" UNIQUE("reception_id"),
	CONSTRAINT "area_notices_idempotency_key_unique" UNIQUE("idempotency_key")
);
