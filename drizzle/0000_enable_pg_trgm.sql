-- pg_trgm powers the typo-tolerant product search (trigram GIN indexes in the next migration).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
