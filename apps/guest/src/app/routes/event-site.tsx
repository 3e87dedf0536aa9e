import { isApiError } from '@celebra/api-client';
import type { PublicEvent } from '@celebra/contracts';
import { InlineLoading } from '@celebra/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { sitePaths } from '../../config/paths';
import {
  eventKeys,
  sitePasswordGateOf,
  useEvent,
} from '../../features/event/api/get-event';
import {
  EventLoading,
  EventNotFound,
} from '../../features/event/components/event-states';
import { SiteFooter } from '../../features/event/components/site-footer';
import { TopBar } from '../../features/event/components/top-bar';
import { menuLinksOf } from '../../features/event/lib/menu-links';
import { CartButton } from '../../features/gifts/components/cart-button';
import { CartProvider } from '../../features/gifts/hooks/use-cart';
import { pathnameOf, usePath } from '../../lib/location';
import { useEventTheme } from '../../lib/use-event-theme';
import { HomeSections } from './home-sections';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

const PasswordGate = lazy(() =>
  import('../../features/site-access/components/password-gate').then(
    (module) => ({ default: module.PasswordGate }),
  ),
);
const CustomPage = lazy(() =>
  import('../../features/event/components/custom-page').then((module) => ({
    default: module.CustomPage,
  })),
);

/** The custom page named by the second path segment ('/demo/4'), if the event has it. */
const customPageOf = (event: PublicEvent, path: string) => {
  const [, second] = pathnameOf(path).split('/').filter(Boolean);
  return second
    ? event.customPages.find((page) => String(page.id) === second)
    : undefined;
};

/**
 * True once the first paint (top bar and hero, where the banner is) is on screen: the rest of
 * the page then renders as a transition, in slices that leave the main thread free.
 */
const useCompleteAfterFirstPaint = () => {
  const [complete, setComplete] = useState(false);
  useEffect(() => startTransition(() => setComplete(true)), []);
  return complete;
};

const Site = ({ event }: { event: PublicEvent }) => {
  useEventTheme(event.color);
  const path = usePath();
  const complete = useCompleteAfterFirstPaint();
  useScrollOnNavigate(path, complete);
  const page = customPageOf(event, path);
  return (
    <CartProvider event={event}>
      <div className="min-h-dvh bg-canvas text-ink">
        <TopBar
          title={event.title}
          homeHref={sitePaths.home(event.slug)}
          links={menuLinksOf(event)}
        />
        <main>
          {page ? (
            <Suspense fallback={<InlineLoading />}>
              <CustomPage page={page} />
            </Suspense>
          ) : (
            <HomeSections event={event} complete={complete} />
          )}
          {event.settings.showGiftList && <CartButton />}
        </main>
        <SiteFooter />
      </div>
    </CartProvider>
  );
};

export type EventSiteProps = { slug: string | null };

/**
 * The public site of `slug` (spec §2.4): 'Carregando...' while loading and after a failed
 * load (silent); 'Deu ruim!' when there is no such event; the password form of a protected
 * site; then the event.
 */
export const EventSite = ({ slug }: EventSiteProps) => {
  const queryClient = useQueryClient();
  const { data, error } = useEvent(slug);
  if (slug === null || (isApiError(error) && error.status === 404))
    return <EventNotFound />;
  const gate = sitePasswordGateOf(error);
  if (gate)
    return (
      <Suspense fallback={<EventLoading />}>
        <PasswordGate
          slug={slug}
          event={gate}
          onUnlocked={() =>
            void queryClient.resetQueries({ queryKey: eventKeys.detail(slug) })
          }
        />
      </Suspense>
    );
  if (!data) return <EventLoading />;
  return <Site event={data.event} />;
};
