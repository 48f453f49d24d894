CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"reception_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL,
	"introduction_id" text NOT NULL,
	"estimate" jsonb NOT NULL,
	CONSTRAINT "applications_reception_id_unique" UNIQUE("reception_id"),
	CONSTRAINT "applications_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "applications_introduction_id_unique" UNIQUE("introduction_id")
);
--> statement-breakpoint
CREATE TABLE "area_towns" (
	"id" serial PRIMARY KEY NOT NULL,
	"prefecture" text NOT NULL,
	"city" text NOT NULL,
	"town" text NOT NULL,
	"chome" text DEFAULT '' NOT NULL,
	"postal_code" text,
	"is_service_area" boolean NOT NULL,
	"is_10g_area" boolean NOT NULL,
	"is_tv_area" boolean NOT NULL,
	"period" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"prefecture" text NOT NULL,
	"city" text NOT NULL,
	"town" text NOT NULL,
	"chome" text DEFAULT '' NOT NULL,
	"banchi" text DEFAULT '' NOT NULL,
	"building_name" text NOT NULL,
	"name_key" text NOT NULL,
	"is_approved_mansion" boolean NOT NULL,
	"is_non_available" boolean NOT NULL,
	"mansion_plan_type" text,
	"is_mansion_wari12" boolean NOT NULL,
	"is_kddi" boolean NOT NULL,
	"is_all_commufa_mansion" boolean NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "client_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"reception_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "client_errors_reception_id_unique" UNIQUE("reception_id"),
	CONSTRAINT "client_errors_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reception_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "contacts_reception_id_unique" UNIQUE("reception_id"),
	CONSTRAINT "contacts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"contract_id" text PRIMARY KEY NOT NULL,
	"last_name_kana" text NOT NULL,
	"first_name_kana" text NOT NULL,
	"phone" text NOT NULL,
	"prefecture" text NOT NULL,
	"city" text NOT NULL,
	"town" text NOT NULL,
	"building_type" integer NOT NULL,
	"selected_plan" text NOT NULL,
	"status" text NOT NULL,
	"started_on" text NOT NULL,
	"has_pending_transfer" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency" (
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_operation_key_pk" PRIMARY KEY("operation","key")
);
--> statement-breakpoint
CREATE TABLE "introducers" (
	"code" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"valid_until" text,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"source_reception_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"pickup_id" integer NOT NULL,
	"display_first_time" integer NOT NULL,
	"display_last_time" integer NOT NULL,
	"tel_first_time" integer NOT NULL,
	"tel_last_time" integer NOT NULL,
	"maintenance_is_always_display" boolean DEFAULT false NOT NULL,
	"maintenance_category" text DEFAULT 'tel' NOT NULL,
	"maintenance_text" text DEFAULT '' NOT NULL,
	"maintenance_first_date" text,
	"maintenance_last_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reception_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL,
	"contract_id" text NOT NULL,
	"check_result" jsonb NOT NULL,
	CONSTRAINT "transfer_requests_reception_id_unique" UNIQUE("reception_id"),
	CONSTRAINT "transfer_requests_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "upsells" (
	"id" serial PRIMARY KEY NOT NULL,
	"reception_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "upsells_reception_id_unique" UNIQUE("reception_id"),
	CONSTRAINT "upsells_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "area_towns_address_uq" ON "area_towns" USING btree ("prefecture","city","town","chome");--> statement-breakpoint
CREATE INDEX "buildings_town_idx" ON "buildings" USING btree ("prefecture","city","town");--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_address_uq" ON "buildings" USING btree ("prefecture","city","town","chome","banchi","name_key");