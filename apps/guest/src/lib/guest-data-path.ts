/** A guest's 'Meus dados' ('/meus-dados', across every event): no event slug. */
export const isGuestDataPath = (pathname: string): boolean =>
  /^\/meus-dados\/?$/i.test(pathname);
