import { useEffect, useState } from 'react';

/** Milliseconds until `until` (ISO 8601), updated every second; 0 once it has passed. */
export const useTimeLeft = (until: string) => {
  const deadline = Date.parse(until);
  const [left, setLeft] = useState(() => Math.max(0, deadline - Date.now()));
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, deadline - Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return left;
};
