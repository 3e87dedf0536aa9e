/**
 * Sends the browser to another page (the payment link) in place of the current history entry;
 * its own module so tests can replace it.
 */
export const redirectTo = (url: string) => window.location.replace(url);
