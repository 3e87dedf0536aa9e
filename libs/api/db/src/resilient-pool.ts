import { setTimeout as delay } from 'node:timers/promises';
import { Pool, type PoolClient, type PoolConfig } from 'pg';
import { isDatabaseUnavailable } from './pg-error';

export interface ResilienceOptions {
  /**
   * How long a query keeps trying while the server cannot be reached (restart, failover)
   * before its error is thrown; 0 never retries.
   */
  retryForMs: number;
}

const FIRST_BACKOFF_MS = 50;
const MAX_BACKOFF_MS = 400;

/** A plain read: running it again has no effect, so it may be retried after a dropped connection. */
const READ_ONLY = /^\s*select\b/i;

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  if (typeof query === 'object' && query !== null && 'text' in query)
    return String(query.text);
  return '';
}

/**
 * A node-postgres Pool that rides out a database restart: `connect()` (what transactions
 * start with) retries while the server refuses connections, since nothing has been sent
 * yet; `query()` does the same and also runs a plain read again when its connection dropped
 * under it. A write whose connection dropped is never sent again here (it may have been
 * applied): the caller decides (see the idempotent purchase). Callback forms are untouched
 * (pg-pool uses them internally).
 */
export function createResilientPool(
  config: PoolConfig,
  options: ResilienceOptions,
): Pool {
  const pool = new Pool(config);
  // A checked-out client whose server goes away between two queries emits 'error' with no
  // query to fail: without a listener that would crash the process. Its next query fails
  // instead (and is retried or answered 503); the pool drops it on release.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const connectOnce = pool.connect.bind(pool) as () => Promise<PoolClient>;
  const queryWithCallback = pool.query.bind(pool) as (
    ...args: unknown[]
  ) => unknown;

  async function retrying<T>(
    work: () => Promise<T>,
    mayRetry: (error: unknown) => boolean,
  ): Promise<T> {
    const deadline = Date.now() + options.retryForMs;
    let backoff = FIRST_BACKOFF_MS;
    for (;;) {
      try {
        return await work();
      } catch (error) {
        if (pool.ending || !mayRetry(error) || Date.now() + backoff > deadline)
          throw error;
        await delay(backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
    }
  }

  const connect = () => retrying(connectOnce, isDatabaseUnavailable);

  async function query(queryConfig: unknown, values?: unknown) {
    const readOnly = READ_ONLY.test(textOf(queryConfig));
    let sent = false;
    return retrying(
      async () => {
        sent = false;
        const client = await connect();
        try {
          sent = true;
          const result = await client.query(
            queryConfig as string,
            values as unknown[],
          );
          client.release();
          return result;
        } catch (error) {
          client.release(
            isDatabaseUnavailable(error) ? (error as Error) : undefined,
          );
          throw error;
        }
      },
      (error) => isDatabaseUnavailable(error) && (!sent || readOnly),
    );
  }

  return Object.assign(pool, {
    connect: (...args: unknown[]) =>
      typeof args[0] === 'function'
        ? (connectOnce as (...a: unknown[]) => unknown)(...args)
        : connect(),
    query: (...args: unknown[]) =>
      args.some((arg) => typeof arg === 'function')
        ? queryWithCallback(...args)
        : query(args[0], args[1]),
  }) as Pool;
}
