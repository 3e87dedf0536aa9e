import pg from 'pg';

/**
 * A throw-away PostgreSQL database on the server of `serverUrl` (its own database is
 * only used to connect): created empty, dropped by `drop()`.
 */
export async function createThrowAwayDatabase(serverUrl) {
  const name = `celebra_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
