/** The wall's address: '/<slug>/telao?k=<key>'. */
export type WallRoute = {
  slug: string;
  /** The key from `?k=`; null when the address has none. */
  wallKey: string | null;
};

const WALL_PATH = /^\/([^/]+)\/telao\/?$/;

/** The wall ('Telão') of an event, for a TV at the party; null for any other address. */
export const wallRouteOf = (
  pathname: string,
  search: string,
): WallRoute | null => {
  const match = WALL_PATH.exec(pathname);
  if (!match) return null;
  let slug = match[1] ?? '';
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // Kept as written.
  }
  return { slug, wallKey: new URLSearchParams(search).get('k') || null };
};
