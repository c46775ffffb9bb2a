-- What /seguridad lists of each session: the browser and address it signed in (and last refreshed) from, and when.
ALTER TABLE "sessions" ADD COLUMN "user_agent" varchar(512);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "address" varchar(64);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "sessions" SET "last_seen_at" = "created_at";--> statement-breakpoint
-- A refresh now writes these columns every 15 minutes: only what decides who a session is (revoked, its
-- user, a simulator's producer) needs to drop it from every replica's session cache (0013).
DROP TRIGGER "sessions_changed" ON "sessions";--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OF "revoked_at", "user_id", "selected_producer_id" OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "portal_session_changed"();
