import { lazy, Suspense } from 'react';
import { EventLoading } from '../../features/event/components/event-states';
import { SiteFooter } from '../../features/event/components/site-footer';
import type { ThankYouRoute } from '../../lib/thank-you-route';

const ThankYouPage = lazy(() =>
  import('../../features/orders/components/thank-you-page').then((module) => ({
    default: module.ThankYouPage,
  })),
);

/** The 'Obrigado!' page of an order, in its own chunk, above the site's footer. */
export const ThankYou = (route: ThankYouRoute) => (
  <Suspense fallback={<EventLoading />}>
    <div className="flex min-h-dvh flex-col bg-canvas text-ink">
      <ThankYouPage {...route} />
      <SiteFooter />
    </div>
  </Suspense>
);
