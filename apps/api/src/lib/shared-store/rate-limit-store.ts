import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { SharedStore } from './shared-store';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** The non-mutating read both library stores have (used with `{ increment: false }`). */
type Readable = FastifyRateLimitStore & {
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
};

/**
 * Counts in Redis (the library's own Redis store, so every instance shares a counter); when a
 * Redis command fails, that call is counted in this process's memory instead and a warning is
 * logged: the limits keep holding per instance rather than falling open.
 */
class RedisWithMemoryFallback implements FastifyRateLimitStore {
  constructor(
    private readonly shared: SharedStore,
    private readonly redis: Readable,
    private readonly memory: Readable,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.redis.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.fallBack(error);
        this.memory.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.redis.read(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.fallBack(error);
        this.memory.read(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(options: ChildOptions): FastifyRateLimitStore {
    return new RedisWithMemoryFallback(
      this.shared,
      this.redis.child(options) as Readable,
      this.memory.child(options) as Readable,
    );
  }

  private fallBack(error: unknown) {
    this.shared.warn(
      'rate limits',
      'counting in this process until it is back',
      error,
    );
  }
}

/**
 * The `store` option of @fastify/rate-limit: undefined without Redis (the plugin's in-memory
 * store), else Redis with an in-memory fallback. Route limits and `createRateLimit` limiters
 * (the login throttle) all count through it.
 */
export function rateLimitStore(
  shared: SharedStore,
): FastifyRateLimitStoreCtor | undefined {
  const { redis } = shared;
  if (!redis) return undefined;
  const client = redis;
  return class SharedRateLimitStore extends RedisWithMemoryFallback {
    constructor() {
      super(
        shared,
        new RedisStore(
          false,
          false,
          client,
          shared.key('rate-limit:'),
        ) as Readable,
        new LocalStore(false, false) as Readable,
      );
    }
  };
}
