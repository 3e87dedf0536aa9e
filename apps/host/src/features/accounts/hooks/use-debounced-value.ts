import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs`. */
export const useDebouncedValue = <Value>(value: Value, delayMs: number) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
