export * from './schema';
export type { CreateDbOptions, Database, Db, DbOrTx, Tx } from './database';
export { createDb } from './create-db';
export { migrateDb, MIGRATIONS_FOLDER } from './migrate';
export * from './seed';
export { createTestDatabase, type CreateTestDatabaseOptions, type TestDatabase } from './testing';
