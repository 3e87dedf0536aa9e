/** The query parameter that carries the page asked for while signed out. */
export const RETURN_PARAM = 'next';

const base = 'http://app.invalid';

/**
 * The page to open after login, when `raw` is a path of this same app: it starts with one
 * '/', has no scheme, host, backslash or control character, and is none of `refused` (e.g.
 * the login and logout pages). Anything else (an open redirect attempt) gives null.
 */
export const safeReturnPath = (
  raw: string | null | undefined,
  refused: readonly string[] = [],
): string | null => {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const pathname = url.pathname.replace(/\/+$/, '') || '/';
  if (refused.includes(pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** `loginPath?next=<the page asked for>`, or just `loginPath` when that page is not worth keeping. */
export const loginPathWithReturn = (
  loginPath: string,
  asked: { pathname: string; search: string; hash: string },
  refused: readonly string[] = [],
): string => {
  const next = safeReturnPath(`${asked.pathname}${asked.search}${asked.hash}`, [
    '/',
    loginPath,
    ...refused,
  ]);
  return next
    ? `${loginPath}?${new URLSearchParams({ [RETURN_PARAM]: next })}`
    : loginPath;
};
