import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The PostgreSQL extensions the migrations create, loaded into every PGlite instance. */
export const PGLITE_EXTENSIONS = { pg_trgm };
