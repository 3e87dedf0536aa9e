/** One server-sent event: its type (`message` when unnamed), its data lines joined, its id. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id: string | undefined;
}

/**
 * Reads a `text/event-stream` as it arrives, in chunks cut anywhere: `onEvent` hears each
 * event once its blank line arrived. Comment lines (`: keep-alive`) and events without data
 * are skipped, as by EventSource.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  let unfinished = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;

  function dispatch() {
    if (data.length > 0)
      onEvent({ event: event || 'message', data: data.join('\n'), id });
    event = '';
    data = [];
    id = undefined;
  }

  function readLine(line: string) {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const rawValue = colon === -1 ? '' : line.slice(colon + 1);
    const value = rawValue.startsWith(' ') ? rawValue.slice(1) : rawValue;
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  }

  return {
    push(text: string): void {
      unfinished += text;
      let start = 0;
      for (
        let end = unfinished.indexOf('\n', start);
        end !== -1;
        end = unfinished.indexOf('\n', start)
      ) {
        const line = unfinished.slice(start, end);
        readLine(line.endsWith('\r') ? line.slice(0, -1) : line);
        start = end + 1;
      }
      unfinished = unfinished.slice(start);
    },
  };
}
