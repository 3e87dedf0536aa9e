import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RenderShell } from './link-preview/link-preview';
import { isPersonalPagePath, PERSONAL_PAGE_ROBOTS } from './personal-page';
import { siteForHostname } from './sites';
import { edgeTexts } from './texts';

export interface StaticSitesOptions {
  distDir: string;
  /** The app shell with a page-specific head (link previews); undefined sends index.html as built. */
  renderShell?: RenderShell;
}

export const cacheControl = {
  hashedAsset: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;

const hashedAssetsPrefix = '/assets/';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** A path that names a file (extension or under /assets/) is never answered with the SPA shell. */
function namesAFile(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return pathname.startsWith(hashedAssetsPrefix) || lastSegment.includes('.');
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .type('text/plain; charset=utf-8')
    .header('cache-control', cacheControl.revalidate)
    .send(edgeTexts.notFound);
}

/**
 * Serves each app build by Host prefix, with brotli/gzip siblings chosen by
 * Accept-Encoding and index.html for every client-side route.
 */
export async function staticSites(
  app: FastifyInstance,
  options: StaticSitesOptions,
): Promise<void> {
  await app.register(fastifyStatic, { serve: false, preCompressed: true });

  app.get(
    '/*',
    async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
      const site = siteForHostname(request.hostname);
      if (!site) return sendNotFound(reply);

      const root = path.join(options.distDir, site);
      if (!(await isFile(path.join(root, 'index.html')))) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(edgeTexts.siteUnavailable);
      }

      const pathname = `/${request.params['*']}`;
      if (!namesAFile(pathname)) {
        if (site === 'guest' && isPersonalPagePath(pathname))
          reply.header('x-robots-tag', PERSONAL_PAGE_ROBOTS);
        const shell = await options.renderShell?.(request, site, root);
        if (shell !== undefined)
          return reply
            .header('cache-control', cacheControl.revalidate)
            .type('text/html; charset=utf-8')
            .send(shell);
        return reply
          .header('cache-control', cacheControl.revalidate)
          .sendFile('index.html', root, {
            cacheControl: false,
          });
      }
      const cache = pathname.startsWith(hashedAssetsPrefix)
        ? cacheControl.hashedAsset
        : cacheControl.revalidate;
      return reply
        .header('cache-control', cache)
        .sendFile(pathname, root, { cacheControl: false });
    },
  );
}
