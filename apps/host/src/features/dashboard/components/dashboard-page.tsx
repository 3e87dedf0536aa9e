import type { ReactNode } from 'react';
import { useSession } from '../../../lib/auth/use-session';
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

/** Home of the signed-in host, with real counters. */
export const DashboardPage = ({ giftsChart, services }: DashboardPageProps) => {
  const { event } = useSession();
  const siteUrl = buildSiteUrl(window.location, event.slug);

  return (
    <div className="flex flex-col gap-6">
      <EventHero event={event} siteUrl={siteUrl} />
      <DashboardCounters eventId={event.id} />
      <PersonalizeGrid siteUrl={siteUrl} />
      <div className="grid gap-4 md:grid-cols-2">
        <QrCodeCard siteUrl={siteUrl} slug={event.slug} title={event.title} />
        {giftsChart}
      </div>
      {services}
    </div>
  );
};
