-- The header's quick search without trigram work for what producers mostly type, and with it over far fewer rows
-- for the rest (issue 39 §3, p99 ≤ 50 ms at 100,000 policies and 20 clients). Measured before this migration
-- (2026-11-28): a name typed first name first ('sebastian gomez', 'seb') or one letter off went through the trigram
-- index of every policy, whose bitmap holds each policy of every name sharing the word's trigrams (1,668 rows for
-- 'sebastian', 1,820 for 'domixguez') before the first eight were read.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- The holder's name first name first, folded as search_name is: 'seb' and 'sebastian gomez' are the start of a
-- b-tree range too, as 'gomez' and 'gomez sebastian' already were.
ALTER TABLE "policies" ADD COLUMN "search_first_last" text GENERATED ALWAYS AS (lower(translate("holder_first_name" || ' ' || "holder_last_name", 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED;--> statement-breakpoint
CREATE INDEX "policies_producer_search_first_last_idx" ON "policies" USING btree ("producer_id", "search_first_last" COLLATE "C", "id");--> statement-breakpoint
-- Each producer's holder names, once each, with how many policies carry it: what a word anywhere or a name a letter
-- off is looked up in. A portfolio names the same holder on many policies (a car, a home, a life), so this is
-- smaller than the policies, and the rows found are names, not every policy of each: the policies of the few names
-- found are then read from the b-tree of (producer_id, search_name). The trigram index leads with the producer
-- (btree_gin), so a producer's look-up reads no other producer's names.
CREATE TABLE "policy_holder_names" (
  "producer_id" integer NOT NULL REFERENCES "producers"("id") ON DELETE CASCADE,
  "search_name" text NOT NULL,
  "policies" integer NOT NULL,
  CONSTRAINT "policy_holder_names_pkey" PRIMARY KEY ("producer_id", "search_name")
);--> statement-breakpoint
CREATE INDEX "policy_holder_names_trgm_idx" ON "policy_holder_names" USING gin ("producer_id", "search_name" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "policy_holder_names" ("producer_id", "search_name", "policies")
  SELECT "producer_id", "search_name", count(*) FROM "policies" GROUP BY 1, 2;--> statement-breakpoint
-- Kept by the policies' own statements, whatever writes them (the seed, a load, a test): each statement adds
-- and takes away its rows' names in one pass over its transition table. A name no policy carries is dropped.
CREATE FUNCTION "policy_holder_names_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO policy_holder_names AS n (producer_id, search_name, policies)
      SELECT producer_id, search_name, count(*) FROM new_rows GROUP BY 1, 2
      ON CONFLICT (producer_id, search_name) DO UPDATE SET policies = n.policies + excluded.policies;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE policy_holder_names n SET policies = n.policies - o.count
      FROM (SELECT producer_id, search_name, count(*) AS count FROM old_rows GROUP BY 1, 2) o
      WHERE n.producer_id = o.producer_id AND n.search_name = o.search_name;
    DELETE FROM policy_holder_names n
      WHERE n.policies <= 0 AND (n.producer_id, n.search_name) IN (SELECT producer_id, search_name FROM old_rows);
  ELSE
    -- Only the rows whose name or producer changed move: most updates (a status, a premium) move nothing.
    WITH moved AS (
      SELECT o.producer_id AS old_producer, o.search_name AS old_name, n.producer_id AS new_producer, n.search_name AS new_name
      FROM old_rows o JOIN new_rows n USING (id)
      WHERE (o.producer_id, o.search_name) IS DISTINCT FROM (n.producer_id, n.search_name)
    ), changes AS (
      SELECT producer_id, search_name, sum(change)::integer AS change FROM (
        SELECT old_producer AS producer_id, old_name AS search_name, -1 AS change FROM moved
        UNION ALL
        SELECT new_producer, new_name, 1 FROM moved
      ) c GROUP BY 1, 2
    )
    INSERT INTO policy_holder_names AS n (producer_id, search_name, policies)
      SELECT producer_id, search_name, change FROM changes WHERE change <> 0
      ON CONFLICT (producer_id, search_name) DO UPDATE SET policies = n.policies + excluded.policies;
    DELETE FROM policy_holder_names n
      WHERE n.policies <= 0 AND (n.producer_id, n.search_name) IN (SELECT producer_id, search_name FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "policy_holder_names_insert" AFTER INSERT ON "policies" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION policy_holder_names_sync();--> statement-breakpoint
CREATE TRIGGER "policy_holder_names_delete" AFTER DELETE ON "policies" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION policy_holder_names_sync();--> statement-breakpoint
CREATE TRIGGER "policy_holder_names_update" AFTER UPDATE ON "policies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION policy_holder_names_sync();--> statement-breakpoint
-- A TRUNCATE fires no DELETE trigger: it empties the names with the policies.
CREATE FUNCTION "policy_holder_names_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM policy_holder_names;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "policy_holder_names_truncate" AFTER TRUNCATE ON "policies"
  FOR EACH STATEMENT EXECUTE FUNCTION policy_holder_names_truncate();--> statement-breakpoint
-- A producer's names holding every word anywhere (`words`, the longest first, read through the index), then those a
-- letter off, closest first: at most `wanted`. The near-miss threshold: 0.6, pg_trgm's default, misses a letter
-- changed inside a word ('gonsalez' is 0.5 from GONZÁLEZ); 0.5 still leaves out names that merely share a start
-- ('gonzalez' is 0.33 from GÓMEZ). A function's SET clause sets it for this look-up and for no other.
CREATE FUNCTION "quick_search_names"("owner" integer, "name_text" text, "words" text[], "wanted" integer)
RETURNS TABLE ("search_name" text, "rank" bigint)
LANGUAGE plpgsql STABLE ROWS 8
SET pg_trgm.word_similarity_threshold = 0.5
AS $$
BEGIN
  -- PL/pgSQL keeps the statement's plan for the session (a SQL function's is made again on every call).
  RETURN QUERY
    SELECT f.search_name, row_number() OVER (ORDER BY f.whole DESC, f.score DESC, f.search_name)
    FROM (
      SELECT n.search_name, w.whole, word_similarity(name_text, n.search_name) AS score
      FROM policy_holder_names n
      CROSS JOIN LATERAL (SELECT NOT EXISTS (SELECT 1 FROM unnest(words) x WHERE n.search_name NOT LIKE '%' || x || '%') AS whole) w
      WHERE n.producer_id = owner
        AND (n.search_name LIKE '%' || words[1] || '%' OR name_text <% n.search_name)
        AND (w.whole OR name_text <% n.search_name)
      ORDER BY w.whole DESC, score DESC, n.search_name
      LIMIT wanted
    ) f;
END
$$;--> statement-breakpoint
-- Replaced by the names above.
DROP FUNCTION "quick_search_by_trigrams"(integer[], text, integer);--> statement-breakpoint
DROP INDEX "policies_search_name_trgm_idx";
