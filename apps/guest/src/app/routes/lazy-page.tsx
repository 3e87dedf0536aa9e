import { type ComponentType, lazy, Suspense } from 'react';
import { EventLoading } from '../../features/event/components/event-states';
import { SiteFooter } from '../../features/event/components/site-footer';

/**
 * A page of its own chunk (out of the site's first download), above the site's footer, the
 * site's loading state until its chunk arrives.
 */
export const lazyPage = <Props extends object>(
  load: () => Promise<ComponentType<Props>>,
) => {
  const Page = lazy(() => load().then((page) => ({ default: page })));
  return (props: Props) => (
    <Suspense fallback={<EventLoading />}>
      <div className="flex min-h-dvh flex-col bg-canvas text-ink">
        <Page {...props} />
        <SiteFooter />
      </div>
    </Suspense>
  );
};
