import { createSseParser, type ServerSentEvent } from './sse-parser';

function parse(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

const stream =
  'event: ready\ndata: 6f1c\n\n: keep-alive\n\nevent: change\nid: 1\ndata: 42\n\nevent: change\nid: 2\ndata: all\n\n';

const expected: ServerSentEvent[] = [
  { event: 'ready', data: '6f1c', id: undefined },
  { event: 'change', data: '42', id: '1' },
  { event: 'change', data: 'all', id: '2' },
];

describe('server-sent event parsing', () => {
  it('reads several events from one chunk and skips comments', () => {
    expect(parse([stream])).toEqual(expected);
  });

  it('reads the same events whatever the chunks are cut at', () => {
    for (let cut = 1; cut < stream.length; cut += 1) {
      expect(parse([stream.slice(0, cut), stream.slice(cut)])).toEqual(
        expected,
      );
    }
    expect(parse([...stream])).toEqual(expected);
  });

  it('waits for the blank line before an event counts', () => {
    expect(parse(['event: change\nid: 3\ndata: 7\n'])).toEqual([]);
  });

  it('accepts CRLF line ends, fields without a space and several data lines', () => {
    expect(
      parse(['event:change\r\nid:4\r\ndata: a\r\ndata: b\r\n\r\n']),
    ).toEqual([{ event: 'change', data: 'a\nb', id: '4' }]);
  });

  it('skips events without data and names unnamed ones message', () => {
    expect(parse(['event: ready\n\ndata: x\n\n'])).toEqual([
      { event: 'message', data: 'x', id: undefined },
    ]);
  });
});
