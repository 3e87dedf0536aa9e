import { lazy, Suspense } from 'react';
import { EventLoading } from '../../features/event/components/event-states';
import { SiteFooter } from '../../features/event/components/site-footer';
import type { OrderRoute } from '../../lib/thank-you-route';

const PixPage = lazy(() =>
  import('../../features/orders/components/pix-page').then((module) => ({
    default: module.PixPage,
  })),
);

/** The guest's Pix screen of an order, in its own chunk, above the site's footer. */
export const Pix = (route: OrderRoute) => (
  <Suspense fallback={<EventLoading />}>
    <div className="flex min-h-dvh flex-col bg-canvas text-ink">
      <PixPage {...route} />
      <SiteFooter />
    </div>
  </Suspense>
);
