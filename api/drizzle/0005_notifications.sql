CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"cuit" varchar(11) NOT NULL,
	"definition_id" integer,
	"web_use" boolean DEFAULT true NOT NULL,
	"mail_use" boolean DEFAULT false NOT NULL,
	"web_title" varchar(1000) NOT NULL,
	"web_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "notifications_cuit_created_idx" ON "notifications" USING btree ("cuit","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unseen_idx" ON "notifications" USING btree ("cuit") WHERE "notifications"."verified_at" is null;