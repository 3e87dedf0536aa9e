import { PRIVACY_PAGE_PATHS } from '@celebra/contracts';
import type { SiteName } from '../sites';

/** Where the pages send a reader, from the host they are read on. */
export interface PageLinks {
  privacy: string;
  terms: string;
  /** A guest's 'Meus dados' (site host only: absolute from the other hosts). */
  guestData: string;
  /** 'Meus dados' in the host app's 'Minha conta'. */
  hostAccount: string;
  /** The host app's registration. */
  hostApp: string;
}

export interface PublicOrigins {
  protocol: 'http' | 'https';
  /** `celebra.com.br`, `localhost:8080`. */
  baseDomain: string;
}

/** Links on the reader's own host are relative; the others carry the other app's origin. */
export function pageLinksFor(
  site: SiteName,
  origins: PublicOrigins,
): PageLinks {
  const origin = (prefix: 'site' | 'users', own: SiteName) =>
    site === own ? '' : `${origins.protocol}://${prefix}.${origins.baseDomain}`;
  const siteOrigin = origin('site', 'guest');
  const hostOrigin = origin('users', 'host');
  return {
    privacy: PRIVACY_PAGE_PATHS.privacy,
    terms: PRIVACY_PAGE_PATHS.terms,
    guestData: `${siteOrigin}${PRIVACY_PAGE_PATHS.guestData}`,
    hostAccount: `${hostOrigin}/account/data`,
    hostApp: `${hostOrigin}/`,
  };
}
