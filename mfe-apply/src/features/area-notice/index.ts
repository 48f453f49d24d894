// Public surface of the out-of-area requests, shown on /contact/?request=… (areaNoticeLinks).
import type { AreaNoticeKind } from '@hikari/shared/forms';

export { AreaNoticeSection, type AreaNoticeSectionProps } from './components/area-notice-section';

/**
 * What ?request= asks for: null for the booking form (no or another value),
 * else the kind to start with (null: the visitor picks it).
 */
export function areaNoticeRequestOf(search: URLSearchParams): { kind: AreaNoticeKind | null } | null {
  const request = search.get('request');
  if (request === 'notice') return { kind: 'notify' };
  if (request === 'question') return { kind: 'question' };
  if (request === 'area') return { kind: null };
  return null;
}
