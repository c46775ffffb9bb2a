-- The header's quick search (issue 39 §3): a policy by number, DNI or the holder's name, typed without accents
-- or one letter off. pg_trgm is a trusted extension (the database's owner may create it); PGlite loads it as
-- a contrib (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The holder's name as a search compares it: accents folded, lower case. unaccent() is not immutable (it reads
-- a dictionary), so it cannot feed an index or a stored column; translate() and lower() are, and after the fold
-- every letter is ASCII, so lower() answers the same under any collation.
ALTER TABLE "policies" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(translate("holder_name", 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED;--> statement-breakpoint
-- Words anywhere in the name and names one letter off: trigrams.
CREATE INDEX "policies_search_name_trgm_idx" ON "policies" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
-- A name, number or DNI by its start, within the producer, in order: a range of a b-tree read eight rows deep.
-- Under the "C" collation a LIKE prefix is a range of the index and the index's order is the list's.
CREATE INDEX "policies_producer_search_name_idx" ON "policies" USING btree ("producer_id", "search_name" COLLATE "C", "id");--> statement-breakpoint
CREATE INDEX "policies_producer_number_idx" ON "policies" USING btree ("producer_id", "policy_number" COLLATE "C", "certificate_number", "id");--> statement-breakpoint
CREATE INDEX "policies_producer_dni_idx" ON "policies" USING btree ("producer_id", "holder_dni" COLLATE "C", "id");
--> statement-breakpoint
-- Names by words anywhere in them, then names a letter off, through the trigram index alone. Given a LIMIT, the
-- planner expects matches to be common and walks the table (or the producer's b-tree) until it has enough; for
-- a name nobody has that is every row, a similarity computed for each (0.75 s at 100,000 policies). Its guess
-- for a trigram match is a constant, so only closing the other paths keeps it off them; a bitmap scan still
-- stops at the LIMIT. A function's SET clauses close them for its own queries and for no other.
-- The near-miss threshold: 0.6, pg_trgm's default, misses a letter changed inside a word ('gonsalez' is 0.5
-- from GONZÁLEZ); 0.5 still leaves out names that merely share a start ('gonzalez' is 0.33 from GÓMEZ).
-- `name_text` is the query's words (letters and digits) joined by single spaces.
CREATE FUNCTION "quick_search_by_trigrams"("owners" integer[], "name_text" text, "wanted" integer)
RETURNS TABLE ("id" integer, "policy_number" varchar, "certificate_number" integer, "holder_name" varchar, "holder_dni" varchar, "near" boolean)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
SET pg_trgm.word_similarity_threshold = 0.5
AS $$
DECLARE
  words text[] := string_to_array(name_text, ' ');
  longest text := (SELECT w FROM unnest(words) w ORDER BY length(w) DESC LIMIT 1);
  found integer;
BEGIN
  -- Every word anywhere, in any order: the longest through the index, the others checked on its rows.
  RETURN QUERY
    SELECT p.id, p.policy_number, p.certificate_number, p.holder_name, p.holder_dni, false
    FROM policies p
    WHERE p.producer_id = ANY (owners) AND p.search_name LIKE '%' || longest || '%'
      AND NOT EXISTS (SELECT 1 FROM unnest(words) w WHERE p.search_name NOT LIKE '%' || w || '%')
    LIMIT wanted;
  GET DIAGNOSTICS found = ROW_COUNT;
  IF found >= wanted THEN
    RETURN;
  END IF;
  -- Near misses, the closest first among the first candidates found.
  RETURN QUERY
    SELECT c.id, c.policy_number, c.certificate_number, c.holder_name, c.holder_dni, true
    FROM (
      SELECT p.id, p.policy_number, p.certificate_number, p.holder_name, p.holder_dni, p.search_name
      FROM policies p
      WHERE p.producer_id = ANY (owners) AND name_text <% p.search_name
      LIMIT wanted * 4
    ) c
    ORDER BY word_similarity(name_text, c.search_name) DESC, c.search_name, c.id
    LIMIT wanted;
END
$$;
