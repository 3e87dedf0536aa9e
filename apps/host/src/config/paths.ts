/** The host app's routes (spec host-guest §2.1–§2.2). */
export const paths = {
  login: '/login',
  register: '/register',
  logout: '/logout',
  home: '/',
  homeAlias: '/home',
  custom: '/custom',
  info: '/info',
  gifts: '/gifts',
  customPages: '/custom-pages',
  settings: '/settings',
  gallery: '/gallery',
  servicePackage: '/service-package',
  confirmations: '/confirmations',
  messages: '/messages',
  giftsReceived: '/gifts-received',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
