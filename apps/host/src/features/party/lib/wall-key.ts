const KEY_BYTES = 18;

/**
 * A new key for the wall: 18 random bytes from the browser's cryptographic generator as 24
 * base64url characters (letters, digits, '-' and '_'), which the wall key's pattern accepts.
 */
export const newWallKey = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
};
