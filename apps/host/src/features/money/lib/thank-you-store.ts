/**
 * The host's own "thank-you sent" mark per received gift, kept in this browser's localStorage
 * under `celebra:thank-you:<eventId>:<orderId>` = '1' (never sent to the server).
 */
export const thankYouKey = (eventId: number, orderId: number) =>
  `celebra:thank-you:${eventId}:${orderId}`;

export const readThankYou = (eventId: number, orderId: number): boolean => {
  try {
    return localStorage.getItem(thankYouKey(eventId, orderId)) === '1';
  } catch {
    return false;
  }
};

export const writeThankYou = (
  eventId: number,
  orderId: number,
  sent: boolean,
): void => {
  try {
    const key = thankYouKey(eventId, orderId);
    if (sent) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode, quota): the mark only lasts for this page.
  }
};
