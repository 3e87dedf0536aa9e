import { lazy, Suspense } from 'react';

const WallAtAddress = lazy(() =>
  import('../../features/party/wall/components/wall-at-address').then(
    (module) => ({ default: module.WallAtAddress }),
  ),
);

/** The wall ('Telão'): its own chunk, full screen (no site footer). */
export const Wall = () => (
  <Suspense fallback={null}>
    <WallAtAddress />
  </Suspense>
);
