import { useState, useSyncExternalStore } from 'react';
import { RENDERED_HEADLINE_META } from '@hikari/shared/domain/core';

// A page reaches the browser prerendered and is hydrated: whatever the server
// cannot know renders on the first client render exactly what the server
// rendered, then updates. Shared by the shell and the remotes.

const subscribeNever = () => () => undefined;

/**
 * true while rendering on the server and while hydrating server HTML; false
 * in any render after that (and on a page rendered in the browser only).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

/** The name of the meta tag that carries the instant a page was prerendered at (tools/site/prerender.ts). */
export const RENDERED_AT_META = 'hikari-rendered-at';

let serverInstant: Date | null = null;

/** The server sets the instant it renders at; the browser reads it from the page. */
export function setRenderedAt(instant: Date): void {
  serverInstant = instant;
}

/** The instant the page in hand was rendered at (null on a page the browser rendered itself). */
export function renderedAt(): Date | null {
  if (serverInstant) return serverInstant;
  if (typeof document === 'undefined') return null;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${RENDERED_AT_META}"]`)?.content;
  const instant = content ? new Date(content) : null;
  return instant && !Number.isNaN(instant.getTime()) ? instant : null;
}

/**
 * The instant a page judges dates at (the earliest day a visit can be booked,
 * whether a campaign is on offer): on the server and while hydrating, the
 * instant the page was prerendered at, so that a page prerendered before
 * midnight in Japan hydrates after it without a mismatch; then the moment the
 * page mounted, on the visitor's clock (React renders the page again once it
 * has hydrated).
 */
export function usePageInstant(): Date {
  const hydrating = useHydrating();
  const [mounted] = useState(() => new Date());
  return (hydrating ? renderedAt() : null) ?? mounted;
}

let serverHeadline: string | null = null;

/** The prerenderer sets the banner's figure it found for the page it renders. */
export function setRenderedHeadline(headline: string | null): void {
  serverHeadline = headline;
}

/**
 * The banner's figure the page was prerendered with (on the server, the one
 * it found; in the browser, the page's RENDERED_HEADLINE_META, for
 * renderedHeadlineTotal); null on a page without it.
 */
export function renderedHeadline(): string | null {
  if (serverHeadline !== null) return serverHeadline;
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${RENDERED_HEADLINE_META}"]`)?.content ?? null;
}
