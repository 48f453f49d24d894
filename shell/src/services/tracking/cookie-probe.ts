// Whether the visitor's browser keeps cookies: the router asks on a second
// page (the cookie NG notice), so this stays with the start, apart from the
// access tracking that comes after the page (site-tracking.ts).

/** The cookie jar the tracking reads and writes (document in the browser). */
export interface CookieJar {
  cookie: string;
}

const PROBE = 'hikari_cookie_probe';

/**
 * Whether the browser keeps cookies: navigator.cookieEnabled, then a real
 * write, because some privacy settings report true and still drop them.
 */
export function cookiesWork(
  jar: CookieJar = document,
  nav: Pick<Navigator, 'cookieEnabled'> = navigator,
): boolean {
  if (nav.cookieEnabled === false) return false;
  try {
    jar.cookie = `${PROBE}=1; Path=/; SameSite=Lax`;
    const kept = jar.cookie.split(';').some((part) => part.trim().startsWith(`${PROBE}=`));
    jar.cookie = `${PROBE}=; Path=/; Max-Age=0; SameSite=Lax`;
    return kept;
  } catch {
    return false;
  }
}
