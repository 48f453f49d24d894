// GET /postal/{zipcode}: the address of a postal code (the API's copy of the
// Japan Post data). Public reference data, so no guest token.

import { normalizePostalCode } from '@hikari/shared/domain';

export interface PostalTown {
  prefecture: string;
  city: string;
  town: string;
  prefectureKana: string;
  cityKana: string;
}

export interface PostalAnswer extends PostalTown {
  postalCode: string;
  /** Every town with this code; more than one when a code covers several. */
  towns: PostalTown[];
}

export type PostalLookup =
  { kind: 'found'; answer: PostalAnswer } | { kind: 'invalid' } | { kind: 'notFound' } | { kind: 'failed' };

export async function lookupPostal(input: string, signal?: AbortSignal): Promise<PostalLookup> {
  const zipcode = normalizePostalCode(input);
  if (!/^\d{7}$/.test(zipcode)) return { kind: 'invalid' };
  try {
    const res = await fetch(`/postal/${zipcode}`, { headers: { Accept: 'application/json' }, signal });
    if (res.status === 404) return { kind: 'notFound' };
    if (res.status === 400) return { kind: 'invalid' };
    if (!res.ok) return { kind: 'failed' };
    const answer = (await res.json()) as PostalAnswer;
    return { kind: 'found', answer: { ...answer, towns: answer.towns?.length ? answer.towns : [answer] } };
  } catch {
    return { kind: 'failed' };
  }
}
