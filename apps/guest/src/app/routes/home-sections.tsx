import type { PublicEvent } from '@celebra/contracts';
import { AttendanceSection } from '../../features/attendance/components/attendance-section';
import { EventHero } from '../../features/event/components/event-hero';
import { EventInfo } from '../../features/event/components/event-info';
import { Introduction } from '../../features/event/components/introduction';
import { GiftGrid } from '../../features/gifts/components/gift-grid';
import { MessageSection } from '../../features/messages/components/message-section';

export type HomeSectionsProps = {
  event: PublicEvent;
  /** False for the first paint: only the top of the page, the rest follows at once. */
  complete: boolean;
};

/** The event page of spec §2.4; a section the host turned off is not rendered at all. */
export const HomeSections = ({ event, complete }: HomeSectionsProps) => {
  const { settings } = event;
  if (!complete) return <EventHero event={event} />;
  return (
    <>
      <EventHero event={event} />
      <Introduction event={event} />
      {settings.showGiftList && <GiftGrid />}
      {settings.showGuestMessages && (
        <MessageSection slug={event.slug} eventId={event.id} />
      )}
      {settings.showEventInfo && event.details && (
        <EventInfo details={event.details} />
      )}
      {settings.allowGuestConfirmation && (
        <AttendanceSection slug={event.slug} eventId={event.id} />
      )}
    </>
  );
};
