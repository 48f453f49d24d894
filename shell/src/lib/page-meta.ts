import { useEffect } from 'react';
import { SITE_NAME } from '@hikari/shared/domain/core';

export interface PageMeta {
  title: string;
  noindex: boolean;
}

/**
 * Who sets the head. A route sets its own title; an error page shown on that
 * route (a remote without the page, a failure) outranks it, whatever order
 * the effects run in.
 */
export type MetaPriority = 'route' | 'error';

interface Claim extends PageMeta {
  id: number;
  priority: MetaPriority;
}

let nextId = 1;
const claims: Claim[] = [];

function setRobots(noindex: boolean): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'robots';
    document.head.appendChild(tag);
  }
  tag.content = noindex ? 'noindex,nofollow' : 'index,follow';
}

function apply(): void {
  const winner =
    claims.filter((claim) => claim.priority === 'error').at(-1) ??
    claims.filter((c) => c.priority === 'route').at(-1);
  if (!winner) return;
  document.title = winner.title ? `${winner.title} | ${SITE_NAME}` : SITE_NAME;
  setRobots(winner.noindex);
}

/** Sets the document title ("ページ名 | サイト名") and the robots meta tag while the caller is mounted. */
export function usePageMeta({ title, noindex }: PageMeta, priority: MetaPriority = 'route'): void {
  useEffect(() => {
    const claim: Claim = { id: nextId++, title, noindex, priority };
    claims.push(claim);
    apply();
    return () => {
      const index = claims.findIndex((c) => c.id === claim.id);
      if (index >= 0) claims.splice(index, 1);
      apply();
    };
  }, [title, noindex, priority]);
}
