import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database for the end-to-end stack on the PostgreSQL server of `serverUrl`
 * (the api migrates it on start), and the way to drop it once the suites are done.
 */
export async function createE2eDatabase(serverUrl) {
  const name = `celebra_e2e_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
