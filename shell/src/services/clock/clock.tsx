import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { renderedAt, useHydrating } from '@hikari/shared/ui';

/** The time source of the shell; tests give a fixed one so date rules can be checked at any instant. */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();
const ClockContext = createContext<Clock>(systemClock);

export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export function useClock(): Clock {
  return useContext(ClockContext);
}

/** How often time-window rules (maintenance, banners, call hours) are looked at again. Default 30 s. */
export const NOW_REFRESH_MS = 30_000;

/**
 * The current instant, refreshed every `refreshMs`, so a page left open
 * crosses a window boundary (the maintenance modal's 24-hour lead, a
 * campaign end, the call centre closing) without a reload. While a
 * prerendered page hydrates it answers the instant the page was rendered at,
 * so the first render matches the server's HTML; the effect then moves it to
 * the visitor's clock.
 */
export function useNow(refreshMs: number = NOW_REFRESH_MS): Date {
  const clock = useClock();
  const hydrating = useHydrating();
  const [now, setNow] = useState(() => (hydrating ? renderedAt() : null) ?? clock());
  useEffect(() => {
    setNow(clock());
    const timer = setInterval(() => setNow(clock()), refreshMs);
    return () => clearInterval(timer);
  }, [clock, refreshMs]);
  return now;
}
