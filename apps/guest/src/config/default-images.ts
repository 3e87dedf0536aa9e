import { SITE_DEFAULT_IMAGES } from '@celebra/contracts';

/** Pictures shown when the event has none, served from `public/images` (an empty gallery shows nothing). */
export const defaultImages = {
  ...SITE_DEFAULT_IMAGES,
  gift: '/images/default-gift.svg',
} as const;
