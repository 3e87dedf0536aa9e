import { useCallback, useEffect, useState } from 'react';

const STATE_KEY = 'celebraModal';

const isInHistory = (name: string) => {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>)[STATE_KEY] === name
  );
};

/**
 * A modal that takes part in the browser's history: opening it adds an entry (same address),
 * so the phone's Back closes it instead of leaving the site; closing it from the page goes back
 * over that entry. A reload while it is open opens it again.
 */
export const useHistoryModal = (name: string) => {
  const [open, setOpenState] = useState(() => isInHistory(name));

  useEffect(() => {
    const sync = () => setOpenState(isInHistory(name));
    window.addEventListener('popstate', sync);
    // A page restored from the back-forward cache shows the entry it comes back to.
    window.addEventListener('pageshow', sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('pageshow', sync);
    };
  }, [name]);

  const setOpen = useCallback(
    (next: boolean) => {
      const inHistory = isInHistory(name);
      if (next && !inHistory)
        window.history.pushState(
          { ...(window.history.state ?? {}), [STATE_KEY]: name },
          '',
        );
      if (!next && inHistory) window.history.back();
      setOpenState(next);
    },
    [name],
  );
  return [open, setOpen] as const;
};
