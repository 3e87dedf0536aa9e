/** The host app's routes (spec host-guest §2.1–§2.2). */
export const paths = {
  login: '/login',
  home: '/',
  homeAlias: '/home',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
