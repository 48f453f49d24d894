import { useCallback, useRef, useState } from 'react';

/**
 * Runs one submission at a time. The ref stops a second click before React
 * has re-rendered the disabled button; `pending` drives that button.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await work();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
