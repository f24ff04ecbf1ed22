-- Trigram matching for the fuzzy hotel/region lookup (§7 hotel_fuzzy, region/fuzzy).
-- pg_trgm is a trusted extension (PostgreSQL 13+), so a database owner may create it;
-- PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
