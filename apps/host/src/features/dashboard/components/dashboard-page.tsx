import { getErrorMessage } from '@celebra/api-client';
import { hostTexts } from '@celebra/contracts';
import { InlineLoading, useErrorAlert } from '@celebra/ui';
import type { ReactNode } from 'react';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { useCurrentEventDetails } from '../../../lib/current-event/current-event-details';
import { buildSiteUrl } from '../../../lib/site-url';
import { DashboardCounters } from './dashboard-counters';
import { EventHero } from './event-hero';
import { PersonalizeGrid } from './personalize-grid';
import { QrCodeCard } from './qr-code-card';

export type DashboardPageProps = {
  /** Gifts received over time (composed by the routes). */
  giftsChart?: ReactNode;
  /** The service list in 'turbo' display (composed by the routes). */
  services?: ReactNode;
};

/** Home of the current event, with real counters. */
export const DashboardPage = ({ giftsChart, services }: DashboardPageProps) => {
  const { event } = useCurrentEvent();
  const { details, error } = useCurrentEventDetails();
  useErrorAlert(error, hostTexts.hostErrors.eventFetch, getErrorMessage);
  const siteUrl = buildSiteUrl(window.location, event.slug);

  return (
    <div className="flex flex-col gap-6">
      {details ? (
        <EventHero event={details} siteUrl={siteUrl} />
      ) : (
        <InlineLoading showLabel />
      )}
      <DashboardCounters eventId={event.id} />
      <PersonalizeGrid siteUrl={siteUrl} />
      <div className="grid gap-4 md:grid-cols-2">
        {details ? (
          <QrCodeCard
            siteUrl={siteUrl}
            slug={event.slug}
            title={event.title}
            theme={details.theme}
            color={details.color}
          />
        ) : (
          <InlineLoading showLabel />
        )}
        {giftsChart}
      </div>
      {services}
    </div>
  );
};
