import type { PublicEvent } from '@celebra/contracts';
import { lazy } from 'react';
import { AttendanceSection } from '../../features/attendance/components/attendance-section';
import { EventHero } from '../../features/event/components/event-hero';
import { EventInfo } from '../../features/event/components/event-info';
import { Introduction } from '../../features/event/components/introduction';
import { GiftGrid } from '../../features/gifts/components/gift-grid';
import { MessageSection } from '../../features/messages/components/message-section';

const FindInvitation = lazy(() =>
  import('../../features/invitations/components/find-invitation').then(
    (module) => ({ default: module.FindInvitation }),
  ),
);

export type HomeSectionsProps = {
  event: PublicEvent;
  /** False for the first paint: only the top of the page, the rest follows the banner. */
  complete: boolean;
  onBannerSettled: () => void;
};

/** The event page; a section the host turned off is not rendered at all. */
export const HomeSections = ({
  event,
  complete,
  onBannerSettled,
}: HomeSectionsProps) => {
  const { settings } = event;
  const hero = <EventHero event={event} onBannerSettled={onBannerSettled} />;
  if (!complete) return hero;
  return (
    <>
      {hero}
      <Introduction event={event} />
      {settings.showGiftList && <GiftGrid />}
      {settings.showGuestMessages && (
        <MessageSection slug={event.slug} eventId={event.id} />
      )}
      {settings.showEventInfo && event.details && (
        <EventInfo event={event} details={event.details} />
      )}
      {settings.allowGuestConfirmation && (
        <AttendanceSection
          slug={event.slug}
          eventId={event.id}
          openAnswers={settings.rsvpOpenAnswers}
          InvitationSearch={FindInvitation}
        />
      )}
    </>
  );
};
