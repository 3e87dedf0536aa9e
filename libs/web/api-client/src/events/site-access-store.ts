import type { UnlockSiteResponse } from '@celebra/contracts';

const keyOf = (slug: string) => `siteAccess:${slug.trim().toLowerCase()}`;

export type SiteAccessStore = {
  save(
    slug: string,
    unlocked: Pick<UnlockSiteResponse, 'accessToken' | 'expiresAt'>,
  ): void;
  /** The token of this site, or null when there is none or it has expired. */
  read(slug: string, now?: Date): string | null;
  clear(slug: string): void;
};

/** Where the guest app keeps the access token of each unlocked site (one per slug). */
export const createSiteAccessStore = (
  getStorage: () => Storage = () => window.sessionStorage,
): SiteAccessStore => ({
  save(slug, { accessToken, expiresAt }) {
    getStorage().setItem(
      keyOf(slug),
      JSON.stringify({ accessToken, expiresAt }),
    );
  },
  read(slug, now = new Date()) {
    const raw = getStorage().getItem(keyOf(slug));
    if (!raw) return null;
    try {
      const stored: unknown = JSON.parse(raw);
      if (
        typeof stored === 'object' &&
        stored !== null &&
        'accessToken' in stored &&
        'expiresAt' in stored &&
        typeof stored.accessToken === 'string' &&
        typeof stored.expiresAt === 'string' &&
        Date.parse(stored.expiresAt) > now.getTime()
      )
        return stored.accessToken;
    } catch {
      // unreadable: dropped below
    }
    getStorage().removeItem(keyOf(slug));
    return null;
  },
  clear(slug) {
    getStorage().removeItem(keyOf(slug));
  },
});

/** The public site's store over sessionStorage: an unlocked site stays unlocked in this tab only. */
export const siteAccess = createSiteAccessStore();
