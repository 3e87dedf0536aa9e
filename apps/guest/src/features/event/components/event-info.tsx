import type { PublicEventDetails } from '@celebra/contracts';
import { lazy, type ReactNode, Suspense } from 'react';
import { Section } from '../../../components/section';
import { sectionIds } from '../../../config/paths';
import { guestTexts as t } from '../../../config/texts';
import { formatEventDate } from '../lib/event-date';
import type { EventActionsProps } from './event-actions';
import { MapEmbed } from './map-embed';
import { ExternalLink } from '../../../components/external-link';

/** 'Como chegar' and the calendar links: below the hero, so out of the site's first download. */
const EventActions = lazy(() =>
  import('./event-actions').then((module) => ({
    default: module.EventActions,
  })),
);

export type EventInfoProps = {
  event: EventActionsProps['event'];
  details: PublicEventDetails;
};

const Item = ({ term, children }: { term: string; children: ReactNode }) => (
  <div>
    <dt className="text-sm font-semibold tracking-wide text-muted uppercase">
      {term}
    </dt>
    <dd className="mt-1 break-words text-ink">{children}</dd>
  </div>
);

const timeText = ({ startTime, endTime }: PublicEventDetails) => {
  if (startTime && endTime) return t.infoTimeRange(startTime, endTime);
  return startTime ? t.infoTimeFrom(startTime) : null;
};

/**
 * Date, times, and the address with a map (in person) or the transmission (virtual); 'Como
 * chegar' and 'Adicionar à agenda'.
 */
export const EventInfo = ({ event, details }: EventInfoProps) => {
  const time = timeText(details);
  const inPerson = details.eventType === 'in-person';
  const hasPoint = details.latitude !== null && details.longitude !== null;
  return (
    <Section id={sectionIds.info} title={t.infoTitle} className="bg-surface">
      <dl className="mx-auto mt-8 grid max-w-3xl gap-6 sm:grid-cols-2">
        {details.eventDate && (
          <Item term={t.infoDate}>{formatEventDate(details.eventDate)}</Item>
        )}
        {time && <Item term={t.infoTime}>{time}</Item>}
        {inPerson && details.eventLocation && (
          <Item term={t.infoPlace}>{details.eventLocation}</Item>
        )}
        {inPerson && details.fullAddress && (
          <Item term={t.infoAddress}>
            {details.fullAddress}
            {details.postalCode &&
              ` — ${t.infoPostalCode} ${details.postalCode}`}
          </Item>
        )}
        {!inPerson && details.transmission && (
          <Item term={t.infoPlatform}>{details.transmission}</Item>
        )}
        {!inPerson && details.transmissionLink && (
          <Item term={t.infoLink}>
            <ExternalLink href={details.transmissionLink}>
              {details.transmissionLink}
            </ExternalLink>
          </Item>
        )}
        {!inPerson && details.transmissionPassword && (
          <Item term={t.infoPassword}>{details.transmissionPassword}</Item>
        )}
      </dl>
      <Suspense fallback={null}>
        <EventActions event={event} details={details} />
      </Suspense>
      {inPerson && hasPoint && (
        <MapEmbed
          latitude={details.latitude as number}
          longitude={details.longitude as number}
          place={details.eventLocation || details.fullAddress || t.infoTitle}
        />
      )}
    </Section>
  );
};
