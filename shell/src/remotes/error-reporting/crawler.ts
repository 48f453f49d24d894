// Search-engine and link-preview robots. Their render errors are logged and
// not reported: a robot that trips over a page is noise for the developers,
// and it cannot tell anybody what it was doing. Headless browsers are not
// robots here (monitoring and the browser tests use them).
const CRAWLER =
  /bot\b|bot\/|crawler|spider|slurp|bingpreview|mediapartners-google|adsbot|facebookexternalhit|embedly|quora link preview|pinterest|line-poker|yahoo! slurp|baiduspider|yandex|duckduckgo|applebot|petalbot|bytespider/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && CRAWLER.test(userAgent);
}
