export const loginPath = '/login';

/** Sends the browser to /login unless it is already there. */
export const redirectToLogin = (
  location: Pick<Location, 'pathname' | 'assign'> = window.location,
): void => {
  if (location.pathname !== loginPath) location.assign(loginPath);
};
