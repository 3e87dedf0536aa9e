/** Whether the address is an event's wall ('/<slug>/telao'); the wall's chunk reads the rest. */
export const isWallPath = (pathname: string) =>
  /^\/[^/]+\/telao\/?$/.test(pathname);
