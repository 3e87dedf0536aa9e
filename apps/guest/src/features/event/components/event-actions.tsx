import type { PublicEventDetails } from '@celebra/contracts';
import { buttonClasses } from '@celebra/ui';
import { useEffect } from 'react';
import { guestTexts as t } from '../../../config/texts';
import {
  type CalendarEvent,
  directionsUrlOf,
  googleCalendarUrlOf,
} from '../lib/event-calendar';
import { ExternalLink } from '../../../components/external-link';

/** The .ics writer is not in the first download: it loads once the section is on screen. */
const loadIcs = () => import('../lib/ics');

export type EventActionsProps = {
  event: { id: number; slug: string; title: string; subtitle: string };
  details: PublicEventDetails;
};

const actionClasses = buttonClasses({ variant: 'secondary' });

/** The site's own address of the event, for the calendar entry. */
const siteUrlOf = (slug: string) =>
  `${window.location.origin}/${encodeURIComponent(slug)}`;

/**
 * 'Como chegar' (Google Maps, in person) and 'Adicionar à agenda': an .ics file made in the
 * browser, and Google Calendar's new-event page.
 */
export const EventActions = ({ event, details }: EventActionsProps) => {
  const calendarEvent: CalendarEvent = {
    id: event.id,
    title: event.title,
    subtitle: event.subtitle,
    siteUrl: siteUrlOf(event.slug),
    details,
  };
  const directions = directionsUrlOf(details);
  const google = googleCalendarUrlOf(calendarEvent);
  useEffect(() => {
    void loadIcs();
  }, []);
  const saveIcs = async () => {
    const { downloadIcs, eventIcs } = await loadIcs();
    const content = eventIcs(calendarEvent, new Date());
    if (content) downloadIcs(`${event.slug}.ics`, content);
  };
  if (!directions && !google) return null;
  return (
    <div className="mx-auto mt-8 flex max-w-3xl flex-wrap justify-center gap-3">
      {directions && (
        <ExternalLink href={directions} className={actionClasses}>
          {t.directions}
          <span className="sr-only"> {t.opensInNewTab}</span>
        </ExternalLink>
      )}
      {google && (
        <>
          <button
            type="button"
            onClick={() => void saveIcs()}
            className={actionClasses}
          >
            {t.addToCalendar}
          </button>
          <ExternalLink
            href={google}
            aria-label={`${t.googleCalendarLabel} ${t.opensInNewTab}`}
            className={actionClasses}
          >
            {t.googleCalendar}
          </ExternalLink>
        </>
      )}
    </div>
  );
};
