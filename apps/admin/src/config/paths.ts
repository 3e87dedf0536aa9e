/** The back office's routes (spec admin §2). */
export const paths = {
  login: '/login',
  root: '/',
  adminRoot: '/admin',
} as const;

/** The dashboard lives at both roots. */
export const isRootPath = (pathname: string): boolean =>
  pathname === paths.root || pathname.replace(/\/+$/, '') === paths.adminRoot;
