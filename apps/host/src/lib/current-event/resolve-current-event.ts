import type { MeResponse, MemberEvent } from '@celebra/contracts';

/**
 * The event the app shows: the remembered one while the account still has access to it, else
 * the api's default (`me.event`: the first it owns, else the first it joined), else none.
 */
export function resolveCurrentEvent(
  session: Pick<MeResponse, 'event' | 'events'>,
  rememberedId: number | null,
): MemberEvent | null {
  const { events } = session;
  return (
    events.find((event) => event.id === rememberedId) ??
    events.find((event) => event.id === session.event?.id) ??
    events[0] ??
    null
  );
}
