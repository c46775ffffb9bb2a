-- A delegate's limits (issue 40 §4): the menu areas its producer opens to it (null: all of them, as every
-- delegate had before) and its last day. Changing them changes the users table, whose trigger (0013) drops the
-- delegate's sessions from every replica's cache, so the next call is judged by the new limits.
ALTER TABLE "users" ADD COLUMN "delegate_scopes" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delegate_until" date;
