/** Pictures shown when the event has none (spec §2.4), served from `public/images`. */
export const defaultImages = {
  banner: '/images/default-banner.svg',
  avatar: '/images/default-avatar.svg',
  gallery: '/images/default-gallery.svg',
  gift: '/images/default-gift.svg',
} as const;
