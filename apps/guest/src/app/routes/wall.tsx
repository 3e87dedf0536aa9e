import { lazy, Suspense } from 'react';
import type { WallRoute } from '../../lib/wall-route';

const WallPage = lazy(() =>
  import('../../features/party/wall/components/wall-page').then((module) => ({
    default: module.WallPage,
  })),
);

/** The wall ('Telão'): its own chunk, full screen (no site footer), dark while it loads. */
export const Wall = (props: WallRoute) => (
  <Suspense fallback={<div className="min-h-dvh bg-neutral-950" />}>
    <WallPage {...props} />
  </Suspense>
);
