-- Search needs Italian stemming (built in), accent folding (unaccent) and typo tolerance (pg_trgm).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); generated columns and
-- indexes need IMMUTABLE, so the dictionary is named explicitly and the wrapper pinned.
CREATE OR REPLACE FUNCTION spesa_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, value);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spesa_search_text(description text, brand text, keywords text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(spesa_unaccent(coalesce(description, '') || ' ' || coalesce(brand, '') || ' ' || coalesce(keywords, '')));
