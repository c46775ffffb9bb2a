CREATE TABLE "audit_set_aside" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(10) NOT NULL,
	"reason" text NOT NULL,
	"record" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_set_aside_created_idx" ON "audit_set_aside" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);