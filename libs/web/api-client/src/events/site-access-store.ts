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

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memoryStorage = (): TokenStorage => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

let pageMemory: TokenStorage | undefined;

/**
 * The tab's sessionStorage; where the browser refuses it (the site framed by another site, as
 * the host app's 'Aparência' preview, with third-party storage blocked), this page's memory.
 */
const tabStorage = (): TokenStorage => {
  try {
    return window.sessionStorage;
  } catch {
    pageMemory ??= memoryStorage();
    return pageMemory;
  }
};

/** Where the guest app keeps the access token of each unlocked site (one per slug). */
export const createSiteAccessStore = (
  getStorage: () => TokenStorage = tabStorage,
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
