import type { WallStreamEvent } from '@celebra/contracts';
import { useEffect, useRef, useState } from 'react';

/** After a refused stream (the api away, the key changed), how long before trying again. */
export const WALL_RETRY_MS = 5_000;

const withSince = (url: string, since: string) => {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('since', since);
  return `${path}?${params}`;
};

/**
 * The wall's live events from `url` (null: not yet). The browser's EventSource reconnects by
 * itself after a drop, sending the last event's id; a stream it gives up on (an error
 * answer) is opened again after WALL_RETRY_MS from the last event received, and `onRefused`
 * is told (the page checks whether the wall still opens). `reconnecting` is true while the
 * stream is not open after having been.
 */
export function useWallStream(
  url: string | null,
  onEvent: (event: WallStreamEvent) => void,
  onRefused: () => void,
): { reconnecting: boolean } {
  const [reconnecting, setReconnecting] = useState(false);
  const handlers = useRef({ onEvent, onRefused });
  useEffect(() => {
    handlers.current = { onEvent, onRefused };
  });

  useEffect(() => {
    if (!url) return;
    let source: EventSource | undefined;
    let retry: number | undefined;
    let lastId: string | undefined;
    const connect = () => {
      const current = new EventSource(lastId ? withSince(url, lastId) : url);
      source = current;
      current.onopen = () => setReconnecting(false);
      current.onmessage = (message: MessageEvent<string>) => {
        if (message.lastEventId) lastId = message.lastEventId;
        try {
          handlers.current.onEvent(JSON.parse(message.data) as WallStreamEvent);
        } catch {
          // Not an event of the wall: left out.
        }
      };
      current.onerror = () => {
        setReconnecting(true);
        if (current.readyState !== EventSource.CLOSED) return;
        current.close();
        handlers.current.onRefused();
        retry = window.setTimeout(connect, WALL_RETRY_MS);
      };
    };
    connect();
    return () => {
      window.clearTimeout(retry);
      source?.close();
    };
  }, [url]);

  return { reconnecting };
}
