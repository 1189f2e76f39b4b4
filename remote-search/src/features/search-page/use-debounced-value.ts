import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed unchanged for `delayMs`; with a delay of 0 it follows at once (in the
 * same render, so nothing is shown with the old value).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  if (delayMs === 0 && !Object.is(settled, value)) setSettled(value);

  useEffect(() => {
    if (delayMs === 0) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);

  return delayMs === 0 ? value : settled;
}
