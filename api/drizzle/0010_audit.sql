CREATE TABLE "audit_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" varchar(100) NOT NULL,
	"cuit" varchar(11),
	"producer_user_id" integer,
	"application" varchar(30) NOT NULL,
	"url" varchar(1000) NOT NULL,
	"action" varchar(10) NOT NULL,
	"function" varchar(300) NOT NULL,
	"status_code" smallint NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"user_name" varchar(100),
	"cuit" varchar(11),
	"exception" boolean NOT NULL,
	"detail" text NOT NULL,
	"severity" varchar(20) NOT NULL,
	"source" varchar(100) NOT NULL,
	"class" varchar(100) NOT NULL,
	"method" varchar(300) NOT NULL,
	"log_event" varchar(100) NOT NULL,
	"parameters" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"user_name" varchar(100),
	"cuit" varchar(11),
	"type_string" varchar(200) NOT NULL,
	"register_id" integer,
	"to" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_actions_user_idx" ON "audit_actions" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_actions_cuit_idx" ON "audit_actions" USING btree ("cuit","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_actions_created_idx" ON "audit_actions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_user_idx" ON "audit_logs" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_cuit_idx" ON "audit_logs" USING btree ("cuit","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_messages_user_idx" ON "audit_messages" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_messages_cuit_idx" ON "audit_messages" USING btree ("cuit","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_messages_created_idx" ON "audit_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);