import {
  type EventPermission,
  type MemberEvent,
  roleAllows,
} from '@celebra/contracts';
import { createContext, useContext } from 'react';

export type CurrentEventState = {
  /** The event the pages show; null when the account has access to none. */
  event: MemberEvent | null;
  /** Every event the account has access to, with its role there. */
  events: readonly MemberEvent[];
  /** Opens another of `events` (remembered on this device). */
  switchTo: (eventId: number) => void;
};

export const CurrentEventContext = createContext<CurrentEventState | null>(
  null,
);

/** The current event, the account's events and the switch; inside `CurrentEventProvider`. */
export const useCurrentEventState = (): CurrentEventState => {
  const state = useContext(CurrentEventContext);
  if (!state)
    throw new Error('useCurrentEventState used outside CurrentEventProvider');
  return state;
};

/** Whether `event`'s role allows `permission` (false without an event). */
export const canOn = (
  event: MemberEvent | null,
  permission: EventPermission,
): boolean => event !== null && roleAllows(event.role, permission);

/**
 * The event of a page (id, slug, title and the account's role there) and what that role may
 * do; only for the pages shown when there is a current event.
 */
export const useCurrentEvent = () => {
  const { event } = useCurrentEventState();
  if (!event) throw new Error('useCurrentEvent used without a current event');
  return {
    event,
    can: (permission: EventPermission) => canOn(event, permission),
  };
};
