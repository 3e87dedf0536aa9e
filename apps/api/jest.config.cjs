module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // One PGlite per file starts in 3–5 s on a quiet machine and can take over 30 s on a loaded
  // 2-core one (seen at load average 25): room for the beforeAll that builds it.
  testTimeout: 120_000,
  // The longest suite of `npm test` (each file waits on its own database most of the time):
  // two workers keep both cores busy once the shorter projects beside it are done.
  maxWorkers: 2,
  // ESM-only dependencies of fastify and @fastify/static go through the SWC transform.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
  testPathIgnorePatterns: ['/node_modules/', ...leftOut()],
};

/**
 * The Redis tests (two instances on one PostgreSQL and one Redis) belong to the PostgreSQL run,
 * where REDIS_URL is required (src/test/redis.ts); the PGlite run leaves them out. The fuzz
 * suite checks request handling and the `*.memory.spec.ts` files a stream's memory (the party
 * album's 500 MB ZIP), the same on both databases, so they run once: in the PGlite run, or in
 * the PostgreSQL run when `npm test` makes one (FUZZ_DB=postgres), where the fuzz suite's
 * 40,000 requests cost a fraction of the CPU.
 */
function leftOut() {
  const onPostgres = process.env.TEST_DB === 'postgres';
  const onceHere = onPostgres === (process.env.FUZZ_DB === 'postgres');
  return [
    ...(onPostgres ? [] : ['\\.redis\\.spec\\.ts$']),
    ...(onceHere ? [] : ['\\.fuzz\\.spec\\.ts$', '\\.memory\\.spec\\.ts$']),
  ];
}
