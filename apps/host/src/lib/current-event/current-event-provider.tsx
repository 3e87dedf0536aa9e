import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useSession } from '../auth/use-session';
import { CurrentEventContext } from './current-event-context';
import { readRememberedEvent, rememberEvent } from './remembered-event';
import { resolveCurrentEvent } from './resolve-current-event';

/**
 * The signed-in account's current event: read once from this device's memory, checked against
 * `me.events` on every render (an event the account lost falls back to the default).
 */
export const CurrentEventProvider = ({ children }: { children: ReactNode }) => {
  const session = useSession();
  const userId = session.user.id;
  const [chosenId, setChosenId] = useState(() => readRememberedEvent(userId));
  const switchTo = useCallback(
    (eventId: number) => {
      rememberEvent(userId, eventId);
      setChosenId(eventId);
    },
    [userId],
  );
  const event = resolveCurrentEvent(session, chosenId);
  const value = useMemo(
    () => ({ event, events: session.events, switchTo }),
    [event, session.events, switchTo],
  );
  return (
    <CurrentEventContext.Provider value={value}>
      {children}
    </CurrentEventContext.Provider>
  );
};
