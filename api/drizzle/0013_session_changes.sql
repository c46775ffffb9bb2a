-- Every api process keeps the live sessions it has read (http/session-cache.ts) and drops them when these
-- notify: a session by its id; any change to users or producers (who may see what) drops them all.
CREATE OR REPLACE FUNCTION "portal_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM pg_notify('portal_session_changed', 'session:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('portal_session_changed', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "portal_session_changed"();--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "portal_session_changed"();--> statement-breakpoint
CREATE TRIGGER "producers_changed" AFTER INSERT OR UPDATE OR DELETE ON "producers" FOR EACH STATEMENT EXECUTE FUNCTION "portal_session_changed"();
