export type VersionDecision =
  { action: 'none' } | { action: 'store'; version: string } | { action: 'reload'; version: string };

/**
 * docs/business-rules.md#version-check-and-new-builds, version check: nothing stored yet -> store the version;
 * a different one stored -> store the new one and reload; the same -> nothing.
 */
export function decideVersion(stored: string | null, current: string): VersionDecision {
  if (stored === null || stored === '') return { action: 'store', version: current };
  if (stored === current) return { action: 'none' };
  return { action: 'reload', version: current };
}

/** The same address with the version as query parameter v (other parameters and the hash kept). */
export function versionedUrl(href: string, version: string): string {
  const url = new URL(href);
  url.searchParams.set('v', version);
  return url.toString();
}
