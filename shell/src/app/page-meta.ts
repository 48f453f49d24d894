import { useEffect } from 'react';
import { SITE_NAME } from '@hikari/shared/domain';

export interface PageMeta {
  title: string;
  noindex: boolean;
}

function setRobots(noindex: boolean): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'robots';
    document.head.appendChild(tag);
  }
  tag.content = noindex ? 'noindex,nofollow' : 'index,follow';
}

/** Sets the document title ("ページ名 | サイト名") and the robots meta tag. */
export function usePageMeta({ title, noindex }: PageMeta): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    setRobots(noindex);
  }, [title, noindex]);
}
