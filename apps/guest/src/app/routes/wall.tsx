import { lazy, Suspense } from 'react';

const WallAtAddress = lazy(() =>
  import('../../features/party/wall/components/wall-at-address').then(
    (module) => ({ default: module.WallAtAddress }),
  ),
);

/** The wall ('Telão'): its own chunk, full screen (no site footer), dark while it loads. */
export const Wall = () => (
  <Suspense fallback={<div className="min-h-dvh bg-neutral-950" />}>
    <WallAtAddress />
  </Suspense>
);
