import type { FastifyBaseLogger } from 'fastify';
import { setTimeout as pause } from 'node:timers/promises';
import { createSseParser, type ServerSentEvent } from './sse-parser';

export const CHANGES_PATH = '/api/internal/public-event-changes';

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5_000;
/** Three of the api's keep-alive comments (every 15 s) missed: the connection is dead. */
const SILENCE_LIMIT_MS = 45_000;

/** The pause before the next subscription attempt: doubling from 250 ms up to 5 s. */
export function nextRetryPause(previous: number | undefined): number {
  return previous === undefined
    ? FIRST_RETRY_MS
    : Math.min(previous * 2, LAST_RETRY_MS);
}

export interface ChangeStreamOptions {
  apiUrl: string;
  edgeKey: string;
  log: FastifyBaseLogger;
  /** The api tells this edge every change from now on. */
  onReady: () => void;
  /** An event changed (its id, or `all`); runs before the change is acknowledged. */
  onChange: (change: string) => void;
  /** The stream that was ready ended: changes may be missed until the next `onReady`. */
  onDown: () => void;
  /** A stream silent this long (nothing, not even a keep-alive) is given up. */
  silenceLimitMs?: number;
}

/**
 * The edge's subscription to the api's public event changes: a server-sent event stream,
 * opened again after every failure or end (pauses from 250 ms to 5 s, back to 250 ms once a
 * stream was ready, and after 45 s without a byte). Each change is acknowledged once `onChange` returned. `stop()` aborts
 * the stream and the acknowledgements under way.
 */
export function startChangeStream(options: ChangeStreamOptions) {
  const { log } = options;
  const silenceLimitMs = options.silenceLimitMs ?? SILENCE_LIMIT_MS;
  const controller = new AbortController();
  const { signal } = controller;
  const authorization = `Bearer ${options.edgeKey}`;
  const streamUrl = new URL(CHANGES_PATH, options.apiUrl);
  const ackUrl = new URL(`${CHANGES_PATH}/ack`, options.apiUrl);
  const acks = new Set<Promise<void>>();
  let failuresInARow = 0;

  function failed(message: string, details: object = {}) {
    failuresInARow += 1;
    if (failuresInARow === 1) log.warn(details, message);
    else log.debug(details, message);
  }

  function acknowledge(subscriber: string, seq: number) {
    const ack = fetch(ackUrl, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ subscriber, seq }),
      signal,
    })
      .then(async (response) => {
        await response.body?.cancel();
        if (response.status !== 204)
          log.warn(
            { status: response.status, seq },
            'public event change ack refused',
          );
      })
      .catch((error: unknown) => {
        if (!signal.aborted)
          log.warn({ err: error, seq }, 'public event change ack failed');
      })
      .finally(() => acks.delete(ack));
    acks.add(ack);
  }

  /** One subscription, until it fails or ends; whether it became ready. */
  async function listen(): Promise<boolean> {
    let subscriber: string | undefined;
    const parser = createSseParser((event: ServerSentEvent) => {
      if (event.event === 'ready') {
        subscriber = event.data;
        failuresInARow = 0;
        options.onReady();
        log.info('public event mirror ready');
      } else if (event.event === 'change' && subscriber !== undefined) {
        options.onChange(event.data);
        const seq = Number(event.id);
        if (Number.isSafeInteger(seq)) acknowledge(subscriber, seq);
        else
          log.warn({ id: event.id }, 'public event change without a sequence');
      }
    });
    const silence = new AbortController();
    const silenceTimer = setTimeout(() => silence.abort(), silenceLimitMs);
    try {
      const response = await fetch(streamUrl, {
        headers: { authorization, accept: 'text/event-stream' },
        signal: AbortSignal.any([signal, silence.signal]),
      });
      if (response.status !== 200 || !response.body) {
        await response.body?.cancel();
        failed('public event stream refused', { status: response.status });
        return false;
      }
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (
        let read = await reader.read();
        !read.done;
        read = await reader.read()
      ) {
        silenceTimer.refresh();
        parser.push(decoder.decode(read.value, { stream: true }));
      }
      if (!signal.aborted) failed('public event stream ended');
    } catch (error) {
      if (silence.signal.aborted) failed('public event stream went silent');
      else if (!signal.aborted)
        failed('public event stream failed', { err: error });
    } finally {
      clearTimeout(silenceTimer);
      if (subscriber !== undefined) options.onDown();
    }
    return subscriber !== undefined;
  }

  async function run() {
    let retryPause: number | undefined;
    while (!signal.aborted) {
      if (await listen()) retryPause = undefined;
      retryPause = nextRetryPause(retryPause);
      await pause(retryPause, undefined, { signal }).catch(() => undefined);
    }
  }

  const running = run();

  return {
    async stop(): Promise<void> {
      controller.abort();
      await running;
      await Promise.all(acks);
    },
  };
}
