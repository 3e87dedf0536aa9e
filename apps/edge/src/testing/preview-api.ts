import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the api's `GET /api/guests/event/{slug}/preview`: answers the preview of
 * `previews[slug]` (null for any other slug), never answers 'lento' and answers 'quebrado' with a
 * 500. `GET /api/guests/event/{slug}` answers `events[slug]`, 401 (the password) for a slug
 * containing 'protegido' and 404 for any other. Records the paths asked for.
 */
export async function startPreviewApi(
  previews: Record<string, unknown>,
  events: Record<string, unknown> = {},
) {
  const requests: string[] = [];
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const url = req.url ?? '';
    requests.push(url);
    const eventSlug = /^\/api\/guests\/event\/([^/]+)$/.exec(url)?.[1];
    if (eventSlug !== undefined) {
      const event = events[eventSlug];
      const status = event ? 200 : eventSlug.includes('protegido') ? 401 : 404;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          event
            ? { success: true, event }
            : { success: false, message: 'Não.' },
        ),
      );
      return;
    }
    const slug = /^\/api\/guests\/event\/([^/]+)\/preview$/.exec(url)?.[1];
    if (slug === 'lento') {
      held.push(res);
      return;
    }
    if (slug === 'quebrado') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"success":false}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        success: true,
        preview: (slug && previews[slug]) ?? null,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        held.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
