import { get, type IncomingMessage } from 'node:http';

/** One server-sent event as a browser's EventSource reads it. */
export interface ReceivedEvent {
  id: string | undefined;
  data: string;
}

/** A client of a `text/event-stream` answer over real HTTP, as EventSource reads it. */
export interface EventStreamClient {
  status: number;
  headers: IncomingMessage['headers'];
  /** The events received so far. */
  events: ReceivedEvent[];
  /** The id of the last event received (what EventSource sends back as Last-Event-ID). */
  lastEventId(): string | undefined;
  /** Resolves with the first event `match` accepts, received or to come; rejects after `timeoutMs`. */
  waitFor(
    match: (event: ReceivedEvent) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedEvent>;
  /** Everything received so far, comments included. */
  raw(): string;
  /** Everything received, once the answer ended (an error's body, or a stream the server ended). */
  body(): Promise<string>;
  close(): void;
}

/** Frames `text` into events (blank-line separated); returns the unfinished rest. */
function parseFrames(text: string, events: ReceivedEvent[]): string {
  const frames = text.split('\n\n');
  const rest = frames.pop() ?? '';
  for (const frame of frames) {
    let id: string | undefined;
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length) events.push({ id, data: data.join('\n') });
  }
  return rest;
}

export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = get(
      url,
      { headers: { accept: 'text/event-stream', ...headers } },
      (response) => {
        const events: ReceivedEvent[] = [];
        const waiting = new Set<() => void>();
        let pending = '';
        let raw = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          raw += chunk;
          pending = parseFrames(pending + chunk, events);
          for (const check of waiting) check();
        });
        const ended = new Promise<void>((done) => {
          response.on('end', done);
          response.on('close', done);
        });
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          events,
          lastEventId: () => events.findLast((event) => event.id)?.id,
          waitFor: (match, timeoutMs = 5_000) =>
            new Promise((done, fail) => {
              const timer = setTimeout(() => {
                waiting.delete(check);
                fail(
                  new Error(
                    `no matching event within ${timeoutMs} ms; received: ${JSON.stringify(events)}`,
                  ),
                );
              }, timeoutMs);
              const check = () => {
                const found = events.find(match);
                if (!found) return;
                clearTimeout(timer);
                waiting.delete(check);
                done(found);
              };
              waiting.add(check);
              check();
            }),
          raw: () => raw,
          body: () => ended.then(() => raw),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}
