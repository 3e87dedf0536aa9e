/** The host app's routes. */
export const paths = {
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
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
