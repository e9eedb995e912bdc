import { useEffect, useState } from 'react';

/** True for a moment after `value` changes (not on the first render): the highlight of a change. */
export function useFlash(value: unknown, ms = 2_500): boolean {
  const [seen, setSeen] = useState(value);
  const [flash, setFlash] = useState(false);
  if (!Object.is(seen, value)) {
    setSeen(value);
    setFlash(true);
  }
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(false), ms);
    return () => clearTimeout(timer);
  }, [flash, ms]);
  return flash;
}
