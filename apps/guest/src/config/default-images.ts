/** Pictures shown when the event has none, served from `public/images` (an empty gallery shows nothing). */
export const defaultImages = {
  banner: '/images/default-banner.svg',
  avatar: '/images/default-avatar.svg',
  gift: '/images/default-gift.svg',
} as const;
