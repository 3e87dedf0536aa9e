import { isApiError, sitePasswordGateOf } from '@celebra/api-client';
import type { PublicEvent } from '@celebra/contracts';
import { InlineLoading } from '@celebra/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { sitePaths } from '../../config/paths';
import { eventKeys, useEvent } from '../../features/event/api/get-event';
import {
  EventLoading,
  EventNotFound,
} from '../../features/event/components/event-states';
import { SiteFooter } from '../../features/event/components/site-footer';
import { TopBar } from '../../features/event/components/top-bar';
import { menuLinksOf } from '../../features/event/lib/menu-links';
import { CartButton } from '../../features/gifts/components/cart-button';
import { CartProvider, useCart } from '../../features/gifts/hooks/use-cart';
import { readCheckout } from '../../lib/checkout-storage';
import { pathnameOf, usePath } from '../../lib/location';
import { invitationCodeOf } from '../../lib/invitation-route';
import { partyPageOf } from '../../lib/party-route';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEventTheme } from '../../lib/use-event-theme';
import { previewLookOf } from '../../lib/preview-look';
import { useThemeStylesheet } from '../../lib/use-theme-stylesheet';
import { HomeSections } from './home-sections';
import { LockedInvitation } from './locked-invitation';
import { useRelockOnExpiredAccess } from './use-relock-on-expired-access';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

const PasswordGate = lazy(() =>
  import('../../features/site-access/components/password-gate').then(
    (module) => ({ default: module.PasswordGate }),
  ),
);
const PendingPixNotice = lazy(() =>
  import('../../features/orders/components/pending-pix-notice').then(
    (module) => ({ default: module.PendingPixNotice }),
  ),
);
const SitePage = lazy(() =>
  import('./site-page').then((module) => ({ default: module.SitePage })),
);

/** The custom page named by the second path segment ('/demo/4'), if the event has it. */
const customPageOf = (event: PublicEvent, path: string) => {
  const [, second] = pathnameOf(path).split('/').filter(Boolean);
  return second
    ? event.customPages.find((page) => String(page.id) === second)
    : undefined;
};

/**
 * 'Você tem um Pix pendente' of this site, loaded only when this browser saved a Pix order;
 * once that Pix is paid, the cart is emptied.
 */
const PendingPix = ({ slug }: { slug: string }) => {
  const { clear } = useCart();
  const [saved, setSaved] = useState(() =>
    Boolean(readCheckout(slug).pendingPix),
  );
  useEffect(() => {
    // A page restored from the back-forward cache reads what the Pix page saved.
    const reread = () => setSaved(Boolean(readCheckout(slug).pendingPix));
    window.addEventListener('pageshow', reread);
    return () => window.removeEventListener('pageshow', reread);
  }, [slug]);
  if (!saved) return null;
  return (
    <Suspense fallback={null}>
      <PendingPixNotice slug={slug} onPaid={clear} />
    </Suspense>
  );
};

/** The longest the rest of the page waits for the banner. */
export const BANNER_WAIT_MS = 1200;

/**
 * The first paint is the top bar and the hero; the rest of the page follows once the banner
 * has loaded (so that on a slow link the banner does not share it with the pictures below),
 * or after BANNER_WAIT_MS, and renders as a transition, in slices that keep the page responsive.
 */
const useRestAfterBanner = () => {
  const [complete, setComplete] = useState(false);
  const reveal = useCallback(
    () => startTransition(() => setComplete(true)),
    [],
  );
  useEffect(() => {
    const timer = window.setTimeout(reveal, BANNER_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [reveal]);
  return { complete, reveal };
};

const Site = ({ event }: { event: PublicEvent }) => {
  const queryClient = useQueryClient();
  const readAgain = useCallback(
    () =>
      void queryClient.invalidateQueries({
        queryKey: eventKeys.detail(event.slug),
      }),
    [queryClient, event.slug],
  );
  useRelockOnExpiredAccess(event.slug);
  const path = usePath();
  const { complete, reveal } = useRestAfterBanner();
  useScrollOnNavigate(path, complete);
  const page = customPageOf(event, path);
  const party = partyPageOf(path);
  const invitationCode = invitationCodeOf(path);
  const otherPage = Boolean(page || party || invitationCode);
  useDocumentTitle(page ? `${page.title} — ${event.title}` : event.title);
  return (
    <CartProvider event={event} onReadAgain={readAgain}>
      <div className="site min-h-dvh bg-canvas text-ink">
        <TopBar
          title={event.title}
          homeHref={sitePaths.home(event.slug)}
          links={menuLinksOf(event)}
        />
        <main>
          {otherPage ? (
            <Suspense fallback={<InlineLoading />}>
              <SitePage
                event={event}
                page={page}
                party={party}
                invitationCode={invitationCode}
              />
            </Suspense>
          ) : (
            <HomeSections
              event={event}
              complete={complete}
              onBannerSettled={reveal}
            />
          )}
          {event.settings.showGiftList && <CartButton />}
          <PendingPix slug={event.slug} />
        </main>
        {/* Not in the first paint: it would be pushed down by the sections (layout shift). */}
        {(otherPage || complete) && <SiteFooter />}
      </div>
    </CartProvider>
  );
};

/**
 * The event in its theme and colour (or the ones a preview of 'Aparência' asks for in the
 * address, read once per page), shown once the theme's stylesheet is in.
 */
const ThemedSite = ({ event }: { event: PublicEvent }) => {
  const [preview] = useState(() => previewLookOf(window.location.search));
  const theme = preview.theme ?? event.theme;
  useEventTheme(preview.color ?? event.color, theme);
  const ready = useThemeStylesheet(theme);
  if (!ready) return <EventLoading />;
  return <Site event={event} />;
};

export type EventSiteProps = { slug: string | null };

/**
 * The public site of `slug`: 'Carregando...' while loading and after a failed
 * load (silent); 'Deu ruim!' when there is no such event; the password form of a protected
 * site; then the event.
 */
export const EventSite = ({ slug }: EventSiteProps) => {
  const queryClient = useQueryClient();
  const { data, error } = useEvent(slug);
  const invitationCode = invitationCodeOf(usePath());
  if (slug === null || (isApiError(error) && error.status === 404))
    return <EventNotFound hadSlug={slug !== null} />;
  const gate = sitePasswordGateOf(error);
  // A personal link opens its page without the password: the code is the proof.
  if (gate && invitationCode)
    return <LockedInvitation slug={slug} code={invitationCode} event={gate} />;
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
  return <ThemedSite event={data.event} />;
};
