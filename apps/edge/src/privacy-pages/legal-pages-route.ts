import fastifyCompress from '@fastify/compress';
import { PRIVACY_PAGE_PATHS } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { siteByHostPrefix, siteForHostname, type SiteName } from '../sites';
import { sendNotFound } from '../static-sites';
import type { LegalDocument } from './legal-document';
import { pageLinksFor, type PublicOrigins } from './page-links';
import type { PrivacyContacts } from './privacy-contacts';
import { privacyPolicy } from './privacy-policy';
import { renderLegalPage } from './render-legal-page';
import { termsOfUse } from './terms-of-use';

export interface LegalPagesOptions {
  contacts: PrivacyContacts;
  origins: PublicOrigins;
}

/** The same on every request until the next deploy: an hour in any cache, then asked again. */
export const LEGAL_PAGE_CACHE_CONTROL = 'public, max-age=3600';

const documents = {
  [PRIVACY_PAGE_PATHS.privacy]: privacyPolicy,
  [PRIVACY_PAGE_PATHS.terms]: termsOfUse,
} as const satisfies Record<
  string,
  (
    contacts: PrivacyContacts,
    links: ReturnType<typeof pageLinksFor>,
  ) => LegalDocument
>;

/**
 * 'Política de privacidade' (`/privacidade`) and 'Termos de uso' (`/termos`) on the site,
 * host app and back-office hosts: static HTML rendered once at start-up, per host (its links
 * are relative on their own host), compressed by Accept-Encoding.
 */
export async function legalPages(
  app: FastifyInstance,
  { contacts, origins }: LegalPagesOptions,
): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
  });
  const sites = Object.values(siteByHostPrefix);
  for (const [path, documentOf] of Object.entries(documents)) {
    const pages = new Map<SiteName, string>(
      sites.map((site) => {
        const links = pageLinksFor(site, origins);
        return [
          site,
          renderLegalPage(documentOf(contacts, links), {
            links,
            demo: contacts.demo,
            guestDataInFooter: site === 'guest',
          }),
        ];
      }),
    );
    app.get(path, async (request, reply) => {
      const site = siteForHostname(request.hostname);
      const page = site && pages.get(site);
      if (!page) return sendNotFound(reply);
      return reply
        .header('cache-control', LEGAL_PAGE_CACHE_CONTROL)
        .type('text/html; charset=utf-8')
        .send(page);
    });
  }
}
