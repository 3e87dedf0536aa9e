import { wallTexts as t } from '../wall-texts';

/** A wrong key, no key, or the wall turned off: says so, and where the right link is. */
export const WallNotFound = () => (
  <main className="flex min-h-dvh items-center justify-center bg-neutral-950 px-6 text-center text-white">
    <div className="max-w-xl">
      <h1 className="text-3xl font-bold">{t.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-white/80">{t.notFoundHelp}</p>
    </div>
  </main>
);
