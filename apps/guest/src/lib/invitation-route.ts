/** The personal code a site path names ('/ana/c/<code>' → '<code>', a fragment aside); null otherwise. */
export const invitationCodeOf = (path: string) =>
  /^\/[^/]+\/c\/([A-Za-z0-9_-]{22,48})\/?(?:#.*)?$/.exec(path)?.[1] ?? null;
