/** Pictures shown when the event has none, served by the guest site (`public/images`). */
export const SITE_DEFAULT_IMAGES = {
  banner: '/images/default-banner.svg',
  avatar: '/images/default-avatar.svg',
} as const;
