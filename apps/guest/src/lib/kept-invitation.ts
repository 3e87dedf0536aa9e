/** The invitation whose personal page this tab opened: its gifts are tied to it. */
export type KeptInvitation = { code: string; name: string };

const storageKey = (slug: string) => `celebra:invitation:${slug}`;

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Kept in this tab only (sessionStorage), per site. */
export const keepInvitation = (slug: string, invitation: KeptInvitation) => {
  try {
    storage()?.setItem(storageKey(slug), JSON.stringify(invitation));
  } catch {
    // Storage unavailable (private mode): gifts from this tab stay anonymous.
  }
};

/** The invitation kept for `slug` in this tab, if any. */
export const keptInvitation = (slug: string): KeptInvitation | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(storageKey(slug)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { code, name } = parsed as Record<string, unknown>;
  return typeof code === 'string' && typeof name === 'string'
    ? { code, name }
    : null;
};
