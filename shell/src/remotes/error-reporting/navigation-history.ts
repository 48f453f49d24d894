// Current and previous path, for error reports (docs/business-rules.md#error-texts), and the
// paths of this page load with the time each was entered, for the pages' own
// figures (services/tracking/rum.ts: a page view per navigation, a web vital
// counted against the route it happened on).

/** A path the page showed, from `at` (performance.now(), ms since the page load began). */
export interface NavigationRecord {
  path: string;
  at: number;
}

/** Most paths kept in the log (the page load's own path is always kept). */
export const NAVIGATION_LOG_MAX = 200;

let current = typeof window === 'undefined' ? '/' : window.location.pathname;
let previous = '';
const log: NavigationRecord[] = [{ path: current, at: 0 }];
const listeners = new Set<(record: NavigationRecord) => void>();

const clock = () => (typeof performance === 'undefined' ? 0 : performance.now());

export function recordNavigation(path: string): void {
  if (path === current) return;
  previous = current;
  current = path;
  const record = { path, at: clock() };
  log.push(record);
  if (log.length > NAVIGATION_LOG_MAX) log.splice(1, 1);
  for (const listener of listeners) {
    try {
      listener(record);
    } catch (error) {
      console.warn('navigation listener failed', error);
    }
  }
}

export function navigationPaths(): { path: string; previousPath: string } {
  return { path: current, previousPath: previous };
}

/** Every path of this page load in order, the page load's own first. */
export function navigationLog(): readonly NavigationRecord[] {
  return log;
}

/** The path the page showed at `at` (performance.now() time). */
export function pathAt(at: number): string {
  let path = log[0]!.path;
  for (const record of log) {
    if (record.at > at) break;
    path = record.path;
  }
  return path;
}

/** Calls `listener` on every navigation from now on. Returns the undo. */
export function onNavigation(listener: (record: NavigationRecord) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
