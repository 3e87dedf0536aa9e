export * from './schema';
export type {
  CreateDbOptions,
  Database,
  Db,
  DbOrTx,
  DbQueryResult,
  DbQueryResultHKT,
  Tx,
} from './database';
export { createDb } from './create-db';
export { oneRow } from './one-row';
export {
  insertGuestsWithOwnInvitations,
  invitationCodeHash,
  newInvitationCode,
  type OwnInvitationValues,
} from './invitation-rows';
export {
  listenStatement,
  type NotificationHandlers,
  type Unlisten,
} from './notifications';
export { migrateDb, MIGRATIONS_FOLDER } from './migrate';
export { createMigratedPgliteSnapshot } from './pglite-snapshot';
export {
  isDatabaseUnavailable,
  isForeignKeyViolation,
  isUniqueViolation,
  PG_ERROR,
  pgErrorOf,
} from './pg-error';
export * from './seed';
export {
  createTestDatabase,
  type CreateTestDatabaseOptions,
  type TestDatabase,
} from './testing';
