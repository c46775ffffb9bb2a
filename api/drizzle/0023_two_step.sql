-- Two-step verification (issue 40 §1). A simulator created through /admin-users must set it up at its first sign-in.
ALTER TABLE "users" ADD COLUMN "two_step_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- One TOTP secret per user, encrypted (AES-256-GCM): pending until confirmed with a code from the app.
-- last_used_step is the 30-second step of the last accepted code: a code is accepted only for a later step (no replay).
CREATE TABLE "two_step" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Recovery codes, each stored as its argon2id hash and usable once.
CREATE TABLE "two_step_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "two_step_recovery_codes_user_id_idx" ON "two_step_recovery_codes" USING btree ("user_id");
