// Current and previous path, for error reports (spec section 8).
let current = typeof window === 'undefined' ? '/' : window.location.pathname;
let previous = '';

export function recordNavigation(path: string): void {
  if (path === current) return;
  previous = current;
  current = path;
}

export function navigationPaths(): { path: string; previousPath: string } {
  return { path: current, previousPath: previous };
}
