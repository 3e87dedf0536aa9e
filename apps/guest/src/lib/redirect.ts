/** Sends the browser to another page (the payment link); its own module so tests can replace it. */
export const redirectTo = (url: string) => window.location.assign(url);
