/** localStorage, per account: the event this device opened last (`celebra:current-event:<userId>`). */
const keyOf = (userId: number) => `celebra:current-event:${userId}`;

const localStore = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
};

/** The event id this device remembers for the account; null when none (or unreadable). */
export function readRememberedEvent(userId: number): number | null {
  const raw = localStore()?.getItem(keyOf(userId));
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

export function rememberEvent(userId: number, eventId: number): void {
  try {
    localStore()?.setItem(keyOf(userId), String(eventId));
  } catch {
    // full or disabled storage: the choice lasts until the page is reloaded
  }
}
